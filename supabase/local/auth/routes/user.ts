import { isPgError } from '../../db/index.ts'
import { requireUser, type Caller } from '../authenticate.ts'
import { requestEmailChange } from '../email-change.ts'
import { MAIL_LINK_SECONDS, RECENT_SIGN_IN_SECONDS } from '../config.ts'
import { AuthError, badRequest, emailExists, unprocessable } from '../errors.ts'
import { factorsOf, sessionAal } from '../factors.ts'
import { redirectTarget } from '../mail.ts'
import { checkPasswordStrength, hashPassword, verifyPassword } from '../passwords.ts'
import { optionalObject, optionalString, readBody, validateEmail } from '../request.ts'
import { sendOk, type RouteContext } from '../route.ts'
import { endSessions } from '../sessions.ts'
import { tokenHash } from '../tokens.ts'
import { findUserByEmail, loadUserJson, mergeMetadata, setEmail, setPassword, userJsonOf } from '../users.ts'

/** GET /user: the caller's user, read fresh from the database. */
export async function getUser(ctx: RouteContext): Promise<void> {
  const { db } = ctx.deps
  const caller = await requireUser(ctx.req, db)
  sendOk(ctx, await userJsonOf(db, caller.user))
}

/** Sessions GoTrue's Session.IsRecovery() counts as recovery: a mailed link proved the address, not a password. */
const RECOVERY_METHODS = new Set(['recovery', 'otp', 'magiclink'])

function signedInByLink(caller: Caller): boolean {
  const amr: unknown = caller.claims.amr
  return Array.isArray(amr) && amr.some((entry: { method?: unknown }) => RECOVERY_METHODS.has(String(entry?.method)))
}

/**
 * GoTrue with UpdatePasswordRequireCurrentPassword: a user who has a password must send it to set another,
 * except in a session from a mailed link (a reset). Both refusals are 400 with the same message; the code
 * tells them apart (GoTrue's ErrorCodeCurrentPasswordMismatch carries `current_password_invalid`).
 */
async function checkCurrentPassword(caller: Caller, current: string | undefined): Promise<void> {
  if (!caller.user.encrypted_password || signedInByLink(caller)) return
  const message = 'Current password required when setting new password.'
  if (!current) throw badRequest('current_password_required', message)
  if (!(await verifyPassword(current, caller.user.encrypted_password))) {
    throw badRequest('current_password_invalid', message)
  }
}

/**
 * GoTrue with UpdatePasswordRequireReauthentication (secure_password_change): a session signed in over a
 * day ago must send the nonce /reauthenticate mailed, still within the mail's hour.
 */
async function checkReauthentication(ctx: RouteContext, caller: Caller, nonce: string | undefined): Promise<void> {
  const { db } = ctx.deps
  const { rows: sessions } = caller.sessionId
    ? await db.query<{ created_at: Date }>(`select created_at from auth.sessions where id = $1`, [caller.sessionId])
    : { rows: [] }
  const createdAt = sessions[0]?.created_at
  if (createdAt && ctx.now.getTime() <= createdAt.getTime() + RECENT_SIGN_IN_SECONDS * 1000) return
  if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication')
  const { rows } = await db.query<{ reauthentication_token: string | null; reauthentication_sent_at: Date | null }>(
    `select reauthentication_token, reauthentication_sent_at from auth.users where id = $1`,
    [caller.user.id],
  )
  const stored = rows[0]
  const fresh =
    stored?.reauthentication_sent_at &&
    ctx.now.getTime() <= stored.reauthentication_sent_at.getTime() + MAIL_LINK_SECONDS * 1000
  if (
    !fresh ||
    !stored.reauthentication_token ||
    stored.reauthentication_token !== tokenHash(caller.user.email ?? '', nonce)
  ) {
    throw unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid')
  }
}

/**
 * GoTrue refuses a password or e-mail change from an aal1 session of a user with a verified factor:
 * a stolen password alone cannot take the account over.
 */
async function checkAssurance(ctx: RouteContext, caller: Caller): Promise<void> {
  const { db } = ctx.deps
  const factors = await factorsOf(db, caller.user.id)
  if (!factors.some((f) => f.status === 'verified')) return
  if ((await sessionAal(db, caller.sessionId)) === 'aal2') return
  throw new AuthError(
    401,
    'insufficient_aal',
    'AAL2 session is required to update email or password when MFA is enabled.',
  )
}

/**
 * PUT /user: password, metadata and e-mail changes (GoTrue's UserUpdate). Everything is checked
 * first, then written in one transaction.
 */
export async function updateUser(ctx: RouteContext): Promise<void> {
  const { db, config } = ctx.deps
  const caller = await requireUser(ctx.req, db)
  const body = await readBody(ctx.req)
  const user = caller.user
  const password = optionalString(body, 'password')
  const data = optionalObject(body, 'data')
  const emailInput = optionalString(body, 'email')
  if (optionalString(body, 'phone')) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
  const changingEmail = emailInput !== undefined && emailInput.toLowerCase() !== (user.email ?? '').toLowerCase()
  if (password || changingEmail) await checkAssurance(ctx, caller)

  let encryptedPassword: string | undefined
  if (password !== undefined) {
    checkPasswordStrength(password)
    if (config.securePasswordChange) await checkReauthentication(ctx, caller, optionalString(body, 'nonce'))
    if (config.requireCurrentPassword) await checkCurrentPassword(caller, optionalString(body, 'current_password'))
    if (await verifyPassword(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.')
    }
    encryptedPassword = await hashPassword(password)
  }
  let email: string | undefined
  if (changingEmail) {
    email = validateEmail(emailInput)
    const owner = await findUserByEmail(db, email)
    if (owner && owner.id !== user.id) throw emailExists()
  }

  await db
    .transaction(async (tx) => {
      if (encryptedPassword !== undefined) {
        await setPassword(tx, user.id, encryptedPassword, ctx.now)
        await tx.query(`update auth.users set recovery_token = '', reauthentication_token = '' where id = $1`, [
          user.id,
        ])
        // A new password signs out every other session, as GoTrue's UpdatePassword does.
        await endSessions(tx, user.id, caller.sessionId, caller.sessionId ? 'others' : 'global')
      }
      if (data) await mergeMetadata(tx, user.id, 'raw_user_meta_data', data, ctx.now)
      // Without mail confirmation the new address applies at once (GoTrue with autoconfirm); with it,
      // only once the mailed links are followed: until then it is the user's `new_email`.
      if (email !== undefined && !config.confirmEmail) await setEmail(tx, user.id, email, ctx.now)
      if (email !== undefined && config.confirmEmail) {
        const redirectTo = redirectTarget(config, ctx.url.searchParams.get('redirect_to'))
        await requestEmailChange(tx, config, user, email, redirectTo, ctx.now)
      }
    })
    .catch((e: unknown) => {
      throw isPgError(e) && e.code === '23505' ? emailExists() : e
    })
  sendOk(ctx, await loadUserJson(db, user.id))
}
