import { requireUser } from '../authenticate.ts'
import { unprocessable } from '../errors.ts'
import { sendLinkMail } from '../link-mails.ts'
import { redirectTarget, sendMail } from '../mail.ts'
import { optionalBoolean, optionalObject, optionalString, readBody, validateEmail } from '../request.ts'
import { sendOk, type RouteContext } from '../route.ts'
import { randomOtp, tokenHash } from '../tokens.ts'
import { EMAIL_APP_METADATA, findUserByEmail, insertUser } from '../users.ts'

/**
 * POST /otp {email, create_user, data}: signInWithOtp by e-mail. A confirmed user gets a magic link (with
 * its code); an unknown address becomes a user when create_user allows it, and an unconfirmed one gets
 * the sign-up confirmation instead, whose link signs in too. Answers `{}`.
 */
export async function otp(ctx: RouteContext): Promise<void> {
  const { db, config } = ctx.deps
  const body = await readBody(ctx.req)
  if (optionalString(body, 'phone') && !optionalString(body, 'email')) {
    throw unprocessable('phone_provider_disabled', 'Unsupported phone provider')
  }
  const email = validateEmail(optionalString(body, 'email'))
  const createUser = optionalBoolean(body, 'create_user') ?? true
  const redirectTo = redirectTarget(config, ctx.url.searchParams.get('redirect_to'))
  await db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email)
    if (!user) {
      if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp')
      user = await insertUser(tx, {
        email,
        encryptedPassword: '',
        emailConfirmedAt: config.confirmEmail ? null : ctx.now,
        confirmationToken: '',
        confirmationSentAt: null,
        userMetadata: optionalObject(body, 'data') ?? {},
        appMetadata: EMAIL_APP_METADATA,
        now: ctx.now,
      })
    }
    const type = user.email_confirmed_at ? 'magiclink' : 'signup'
    await sendLinkMail(tx, config, { id: user.id, email }, type, redirectTo, ctx.now)
  })
  sendOk(ctx, {})
}

/** GET /reauthenticate: mails a code to send as `nonce` with a password change (GoTrue's reauthenticate.go). */
export async function reauthenticate(ctx: RouteContext): Promise<void> {
  const { db, config } = ctx.deps
  const { user } = await requireUser(ctx.req, db)
  if (!user.email) throw unprocessable('validation_failed', 'Reauthentication requires the user to have an email')
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.')
  const code = randomOtp()
  await db.transaction(async (tx) => {
    await tx.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = $3, updated_at = $3 where id = $1`,
      [user.id, tokenHash(user.email ?? '', code), ctx.now],
    )
    await sendMail(tx, config, user.email ?? '', 'reauthentication', undefined, code)
  })
  sendOk(ctx, {})
}
