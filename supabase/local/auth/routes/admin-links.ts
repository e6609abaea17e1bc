import type { Queryable } from '../../db/index.ts'
import { isPgError } from '../../db/index.ts'
import { requireAdmin } from '../authenticate.ts'
import type { AuthConfig } from '../config.ts'
import { storeEmailChange } from '../email-change.ts'
import { badRequest, emailExists, notFound, unprocessable } from '../errors.ts'
import { sendLinkMail, storeLinkToken } from '../link-mails.ts'
import { redirectTarget, verifyLink } from '../mail.ts'
import { checkPasswordStrength, hashPassword } from '../passwords.ts'
import { optionalObject, optionalString, readBody, validateEmail, type JsonObject } from '../request.ts'
import { sendOk, type RouteContext } from '../route.ts'
import type { UserRow } from '../user-json.ts'
import { EMAIL_APP_METADATA, findUserByEmail, insertUser, loadUserJson } from '../users.ts'

/** A new unconfirmed user, as an invitation or a generated link makes one. */
async function newUnconfirmedUser(
  q: Queryable,
  email: string,
  data: JsonObject,
  encryptedPassword: string,
  now: Date,
): Promise<UserRow> {
  return insertUser(q, {
    email,
    encryptedPassword,
    emailConfirmedAt: null,
    confirmationToken: '',
    confirmationSentAt: null,
    userMetadata: data,
    appMetadata: EMAIL_APP_METADATA,
    now,
  })
}

/** The user an invitation goes to: a new one, or one invited before who has not accepted yet. */
async function invitee(q: Queryable, email: string, data: JsonObject, now: Date): Promise<UserRow> {
  const existing = await findUserByEmail(q, email)
  if (existing?.email_confirmed_at) throw emailExists()
  const user = existing ?? (await newUnconfirmedUser(q, email, data, '', now))
  await q.query(`update auth.users set invited_at = $2 where id = $1`, [user.id, now])
  return user
}

const uniqueViolation = (e: unknown) => {
  throw isPgError(e) && e.code === '23505' ? emailExists() : e
}

/** POST /invite {email, data} (service_role): inviteUserByEmail. The mailed link confirms and signs in. */
export async function invite(ctx: RouteContext): Promise<void> {
  await requireAdmin(ctx.req)
  const { db, config } = ctx.deps
  const body = await readBody(ctx.req)
  const email = validateEmail(optionalString(body, 'email'))
  const redirectTo = redirectTarget(config, ctx.url.searchParams.get('redirect_to'))
  const id = await db
    .transaction(async (tx) => {
      const user = await invitee(tx, email, optionalObject(body, 'data') ?? {}, ctx.now)
      await sendLinkMail(tx, config, { id: user.id, email }, 'invite', redirectTo, ctx.now)
      return user.id
    })
    .catch(uniqueViolation)
  sendOk(ctx, await loadUserJson(db, id))
}

interface GeneratedLink {
  user: UserRow
  otp: string
  hash: string
  link: string
  type: string
}

async function generate(
  q: Queryable,
  config: AuthConfig,
  type: string,
  email: string,
  body: JsonObject,
  redirectTo: string,
  now: Date,
): Promise<GeneratedLink> {
  const data = optionalObject(body, 'data') ?? {}
  const existing = await findUserByEmail(q, email)
  const linked = async (user: UserRow, kind: 'signup' | 'invite' | 'magiclink' | 'recovery') => ({
    user,
    type: kind,
    ...(await storeLinkToken(q, config, { id: user.id, email }, kind, redirectTo, now)),
  })
  switch (type) {
    case 'signup': {
      const password = optionalString(body, 'password') ?? ''
      if (password === '') throw unprocessable('validation_failed', 'Signup requires a valid password')
      checkPasswordStrength(password)
      if (existing?.email_confirmed_at) throw emailExists()
      return linked(existing ?? (await newUnconfirmedUser(q, email, data, await hashPassword(password), now)), 'signup')
    }
    case 'invite':
      return linked(await invitee(q, email, data, now), 'invite')
    case 'magiclink':
      // generateLink makes the user for a magic link to a new address, unconfirmed until the link is used.
      return linked(existing ?? (await newUnconfirmedUser(q, email, data, '', now)), 'magiclink')
    case 'recovery':
      if (!existing) throw notFound('user_not_found', 'User with this email not found')
      return linked(existing, 'recovery')
    case 'email_change_current':
    case 'email_change_new': {
      if (!existing) throw notFound('user_not_found', 'User with this email not found')
      const newEmail = validateEmail(optionalString(body, 'new_email'))
      const owner = await findUserByEmail(q, newEmail)
      if (owner) throw emailExists()
      const tokens = await storeEmailChange(q, config, existing, newEmail, now)
      const token = type === 'email_change_current' ? tokens.current : tokens.new
      if (!token)
        throw badRequest('validation_failed', 'The current address confirms nothing without double confirmation')
      const link = verifyLink(config, token.hash, 'email_change', redirectTo)
      return { user: existing, otp: token.otp, hash: token.hash, link, type: 'email_change' }
    }
    default:
      throw badRequest('validation_failed', 'Invalid email action link type requested')
  }
}

/**
 * POST /admin/generate_link {type, email, password, data, new_email} (service_role): the link and code a
 * mail would carry, for a custom sender; no mail is sent. Answers the user with the link's properties.
 */
export async function generateLink(ctx: RouteContext): Promise<void> {
  await requireAdmin(ctx.req)
  const { db, config } = ctx.deps
  const body = await readBody(ctx.req)
  const type = optionalString(body, 'type') ?? ''
  const email = validateEmail(optionalString(body, 'email'))
  const redirectTo = redirectTarget(
    config,
    ctx.url.searchParams.get('redirect_to') ?? optionalString(body, 'redirect_to') ?? null,
  )
  const generated = await db
    .transaction((tx) => generate(tx, config, type, email, body, redirectTo, ctx.now))
    .catch(uniqueViolation)
  sendOk(ctx, {
    ...(await loadUserJson(db, generated.user.id)),
    action_link: generated.link,
    email_otp: generated.otp,
    hashed_token: generated.hash,
    verification_type: generated.type,
    redirect_to: redirectTo,
  })
}
