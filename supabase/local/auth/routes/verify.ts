import type { Queryable } from '../../db/index.ts'
import { sessionFragment, sessionJson, type AuthMethod, type SessionJson } from '../access-token.ts'
import { issuerOf } from '../config.ts'
import { badRequest, forbidden } from '../errors.ts'
import { confirmEmailChange, SINGLE_CONFIRMATION_ACCEPTED } from '../email-change.ts'
import { linkExpired, tokenColumnsOf } from '../link-mails.ts'
import { redirectTarget, type LinkType } from '../mail.ts'
import { optionalString, readBody } from '../request.ts'
import { clientOf, sendOk, sendRedirect, type RouteContext } from '../route.ts'
import { startSession } from '../sessions.ts'
import { tokenHash } from '../tokens.ts'
import type { UserRow } from '../user-json.ts'
import { confirmEmail, findUserByToken } from '../users.ts'

const METHODS: Record<LinkType, AuthMethod> = {
  signup: 'otp',
  recovery: 'recovery',
  email_change: 'email_change',
  magiclink: 'magiclink',
  invite: 'invite',
}

const LINK_TYPES = new Set<string>(['signup', 'recovery', 'email_change', 'magiclink', 'invite'])

const isLinkType = (t: string | undefined | null): t is LinkType => typeof t === 'string' && LINK_TYPES.has(t)

/** What a request may name: a link's type, or `email`, the code of either a confirmation or a magic link. */
type VerifyType = LinkType | 'email'

/** The user a still-valid token hash belongs to, with the kind of link it turned out to be. */
async function userForToken(
  q: Queryable,
  type: VerifyType,
  hash: string,
  now: Date,
): Promise<{ user: UserRow; type: LinkType } | undefined> {
  if (hash === '') return undefined
  const candidates: LinkType[] = type === 'email' ? ['signup', 'magiclink'] : [type]
  for (const candidate of candidates) {
    const user = await findUserByToken(q, tokenColumnsOf(candidate), hash)
    if (user && !linkExpired(user, candidate, now)) return { user, type: candidate }
  }
  return undefined
}

/**
 * Uses up the token and signs the user in. A recovery or magic link proves the address as well, so
 * it confirms an unconfirmed one, as GoTrue does. The first of an e-mail change's two links signs no
 * one in: it answers 'pending' until the other address confirms too.
 */
async function redeem(ctx: RouteContext, type: VerifyType, hash: string): Promise<SessionJson | 'pending' | undefined> {
  const { db, config } = ctx.deps
  const grant = await db.transaction(async (tx) => {
    const found = await userForToken(tx, type, hash, ctx.now)
    if (!found) return undefined
    const { user } = found
    if (found.type === 'email_change') {
      if ((await confirmEmailChange(tx, config, user, hash, ctx.now)) === 'pending') return 'pending'
    } else if (found.type === 'recovery' || found.type === 'magiclink') {
      await tx.query(`update auth.users set recovery_token = '', updated_at = $2 where id = $1`, [user.id, ctx.now])
    }
    if (found.type === 'signup' || found.type === 'invite' || !user.email_confirmed_at) {
      await confirmEmail(tx, user.id, ctx.now)
    }
    // A code typed from the mail is an `otp` sign-in, whichever mail it came in.
    const method = type === 'email' ? 'otp' : METHODS[found.type]
    return startSession(tx, user.id, method, clientOf(ctx.req), ctx.now)
  })
  return grant === 'pending' ? grant : grant && sessionJson(grant, issuerOf(config), ctx.now)
}

function withFragment(target: string, fragment: string): string {
  const hash = target.indexOf('#')
  return `${hash === -1 ? target : target.slice(0, hash)}#${fragment}`
}

/**
 * GET /verify?token=&type=&redirect_to= — the link in a mail (open route). Implicit flow: 303 to
 * the app with the session in the fragment, or with the error there.
 */
export async function verifyGet(ctx: RouteContext): Promise<void> {
  const params = ctx.url.searchParams
  const target = redirectTarget(ctx.deps.config, params.get('redirect_to'))
  const type = params.get('type')
  if (!isLinkType(type)) {
    const error = {
      error: 'invalid_request',
      error_code: 'validation_failed',
      error_description: 'Unsupported verification type',
    }
    sendRedirect(ctx, withFragment(target, new URLSearchParams(error).toString()))
    return
  }
  const session = await redeem(ctx, type, params.get('token') ?? '')
  if (session === 'pending') {
    sendRedirect(ctx, withFragment(target, new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED }).toString()))
    return
  }
  if (session) {
    sendRedirect(ctx, withFragment(target, sessionFragment(session, type)))
    return
  }
  const error = {
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  }
  sendRedirect(ctx, withFragment(target, new URLSearchParams(error).toString()))
}

/**
 * POST /verify {type, token, email} or {type, token_hash} — verifyOtp(): the six-digit code from
 * the mail, or the link's hash. Answers the session JSON.
 */
export async function verifyPost(ctx: RouteContext): Promise<void> {
  const body = await readBody(ctx.req)
  const type = optionalString(body, 'type')
  if (type !== 'email' && !isLinkType(type)) throw badRequest('validation_failed', 'Unsupported verification type')
  const hashInput = optionalString(body, 'token_hash')
  const token = optionalString(body, 'token')
  const email = optionalString(body, 'email')
  const hash = hashInput ?? (token && email ? tokenHash(email.toLowerCase(), token) : undefined)
  if (!hash) throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
  const session = await redeem(ctx, type, hash)
  if (!session) throw forbidden('otp_expired', 'Token has expired or is invalid')
  sendOk(ctx, session === 'pending' ? { msg: SINGLE_CONFIRMATION_ACCEPTED, code: 200 } : session)
}
