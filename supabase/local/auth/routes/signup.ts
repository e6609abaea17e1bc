import { isPgError } from '../../db/index.ts'
import { sessionJson } from '../access-token.ts'
import { issuerOf } from '../config.ts'
import { unprocessable } from '../errors.ts'
import { sendLinkMail } from '../link-mails.ts'
import { redirectTarget } from '../mail.ts'
import { checkPasswordStrength, hashPassword } from '../passwords.ts'
import { optionalObject, optionalString, readBody, validateEmail } from '../request.ts'
import { clientOf, sendOk, type RouteContext } from '../route.ts'
import { startSession } from '../sessions.ts'
import { newId } from '../tokens.ts'
import { obfuscatedUserJson } from '../user-json.ts'
import { EMAIL_APP_METADATA, findUserByEmail, insertUser, loadUserJson } from '../users.ts'

const userAlreadyExists = () => unprocessable('user_already_exists', 'User already registered')

/** POST /signup: e-mail + password sign-up, as GoTrue's signup.go with the CLI's settings. */
export async function signup(ctx: RouteContext): Promise<void> {
  const { db, config } = ctx.deps
  const body = await readBody(ctx.req)
  if (optionalString(body, 'phone') && !optionalString(body, 'email')) {
    throw unprocessable('phone_provider_disabled', 'Phone signups are disabled')
  }
  const password = optionalString(body, 'password') ?? ''
  if (password === '') throw unprocessable('validation_failed', 'Signup requires a valid password')
  const email = validateEmail(optionalString(body, 'email'))
  checkPasswordStrength(password)
  const data = optionalObject(body, 'data') ?? {}
  const redirectTo = redirectTarget(config, ctx.url.searchParams.get('redirect_to'))

  const existing = await findUserByEmail(db, email)
  if (existing) {
    if (!config.confirmEmail) throw userAlreadyExists()
    if (existing.email_confirmed_at) {
      // Anti-enumeration: the same answer a new sign-up gets, and no mail.
      sendOk(ctx, obfuscatedUserJson(newId(), email, data, ctx.now))
      return
    }
    // Not confirmed yet: GoTrue sends the confirmation again and answers with the user.
    await sendLinkMail(db, config, { id: existing.id, email }, 'signup', redirectTo, ctx.now)
    sendOk(ctx, await loadUserJson(db, existing.id))
    return
  }

  const encryptedPassword = await hashPassword(password)
  const newUser = {
    email,
    encryptedPassword,
    emailConfirmedAt: config.confirmEmail ? null : ctx.now,
    confirmationToken: '',
    confirmationSentAt: null,
    userMetadata: data,
    appMetadata: EMAIL_APP_METADATA,
    now: ctx.now,
  }
  try {
    if (!config.confirmEmail) {
      const grant = await db.transaction(async (tx) => {
        const user = await insertUser(tx, newUser)
        return startSession(tx, user.id, 'password', clientOf(ctx.req), ctx.now)
      })
      sendOk(ctx, await sessionJson(grant, issuerOf(config), ctx.now))
      return
    }
    const user = await insertUser(db, newUser)
    await sendLinkMail(db, config, { id: user.id, email }, 'signup', redirectTo, ctx.now)
    sendOk(ctx, await loadUserJson(db, user.id))
  } catch (e) {
    // Two sign-ups for one address at once: the unique index on lower(email) decides.
    if (isPgError(e) && e.code === '23505') {
      if (!config.confirmEmail) throw userAlreadyExists()
      sendOk(ctx, obfuscatedUserJson(newId(), email, data, ctx.now))
      return
    }
    throw e
  }
}
