import { sessionJson } from '../access-token.ts'
import { issuerOf } from '../config.ts'
import { badRequest, invalidCredentials } from '../errors.ts'
import { verifyPassword } from '../passwords.ts'
import { optionalString, readBody, type JsonObject } from '../request.ts'
import { clientOf, sendOk, type RouteContext } from '../route.ts'
import { refreshGrant, startSession } from '../sessions.ts'
import { findUserByEmail, isBanned } from '../users.ts'

/** POST /token?grant_type=…: password sign-in and refresh (GoTrue's token.go). */
export async function token(ctx: RouteContext): Promise<void> {
  const body = await readBody(ctx.req)
  const grantType = ctx.url.searchParams.get('grant_type')
  switch (grantType) {
    case 'password':
      return passwordGrant(ctx, body)
    case 'refresh_token':
      return refreshTokenGrant(ctx, body)
    case 'pkce':
      // Mails here always use the implicit flow, so no auth code is ever issued.
      throw badRequest('flow_state_not_found', 'invalid flow state, no valid flow state found')
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type')
  }
}

async function passwordGrant(ctx: RouteContext, body: JsonObject): Promise<void> {
  const { db, config } = ctx.deps
  const email = optionalString(body, 'email')
  const password = optionalString(body, 'password') ?? ''
  if (!email) throw invalidCredentials()
  const user = await findUserByEmail(db, email)
  // Hash checking happens outside any transaction: it is slow and would hold PGlite's only connection.
  if (!user || !(await verifyPassword(password, user.encrypted_password))) throw invalidCredentials()
  if (isBanned(user, ctx.now)) throw badRequest('user_banned', 'User is banned')
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed')
  const grant = await db.transaction((tx) => startSession(tx, user.id, 'password', clientOf(ctx.req), ctx.now))
  sendOk(ctx, await sessionJson(grant, issuerOf(config), ctx.now))
}

async function refreshTokenGrant(ctx: RouteContext, body: JsonObject): Promise<void> {
  const refreshToken = optionalString(body, 'refresh_token')
  if (!refreshToken) throw badRequest('validation_failed', 'refresh_token required')
  const grant = await refreshGrant(ctx.deps.db, refreshToken, ctx.now)
  sendOk(ctx, await sessionJson(grant, issuerOf(ctx.deps.config), ctx.now))
}
