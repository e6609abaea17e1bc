import type { Queryable } from '../../db/index.ts'
import { sessionJson } from '../access-token.ts'
import { requireUser, type Caller } from '../authenticate.ts'
import { issuerOf } from '../config.ts'
import { AuthError, badRequest, forbidden, notFound, unprocessable } from '../errors.ts'
import {
  CHALLENGE_SECONDS,
  MAX_FACTORS,
  UNVERIFIED_FACTOR_SECONDS,
  factorsOf,
  findFactor,
  sessionAal,
  type FactorRow,
} from '../factors.ts'
import { UUID_FORMAT, methodNotAllowed, optionalString, readBody } from '../request.ts'
import { clientOf, sendOk, type RouteContext } from '../route.ts'
import { elevateSession } from '../sessions.ts'
import { newId } from '../tokens.ts'
import { newTotpSecret, qrCodeSvg, totpCodeIsValid, totpUri } from '../totp.ts'

// /factors, as GoTrue's mfa.go answers it: TOTP only (phone and WebAuthn are off, the CLI's defaults).

const FACTOR_PATH = /^\/factors(?:\/([^/]+)(?:\/(challenge|verify))?)?\/?$/

export function isFactorPath(path: string): boolean {
  return FACTOR_PATH.test(path)
}

/** Every /factors route needs a signed-in session. */
async function requireSession(ctx: RouteContext): Promise<Caller & { sessionId: string; aal: string }> {
  const caller = await requireUser(ctx.req, ctx.deps.db)
  if (!caller.sessionId) {
    throw new AuthError(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    )
  }
  return { ...caller, sessionId: caller.sessionId, aal: await sessionAal(ctx.deps.db, caller.sessionId) }
}

async function ownedFactor(q: Queryable, userId: string, id: string): Promise<FactorRow> {
  if (!UUID_FORMAT.test(id)) throw notFound('validation_failed', 'factor_id must be an UUID')
  const factor = await findFactor(q, userId, id)
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
  return factor
}

export async function factors(ctx: RouteContext, path: string): Promise<void> {
  const [, id, action] = FACTOR_PATH.exec(path) ?? []
  const method = ctx.req.method ?? 'GET'
  if (id === undefined) {
    if (method === 'POST') return enroll(ctx)
    throw methodNotAllowed()
  }
  const factorId = decodeURIComponent(id)
  if (action === undefined && method === 'DELETE') return unenroll(ctx, factorId)
  if (action === 'challenge' && method === 'POST') return challenge(ctx, factorId)
  if (action === 'verify' && method === 'POST') return verify(ctx, factorId)
  throw methodNotAllowed()
}

/** POST /factors {factor_type, friendly_name, issuer}: an unverified TOTP factor with its secret and QR code. */
async function enroll(ctx: RouteContext): Promise<void> {
  const { db, config } = ctx.deps
  const caller = await requireSession(ctx)
  const body = await readBody(ctx.req)
  const type = optionalString(body, 'factor_type')
  const friendlyName = optionalString(body, 'friendly_name') ?? ''
  if (type === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
  if (type === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
  }
  if (type !== 'totp') throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn')
  const issuer = optionalString(body, 'issuer') || new URL(config.siteUrl).host

  // GoTrue's validateFactors: stale unverified factors go first, then the name, the count and the level.
  await db.query(`delete from auth.mfa_factors where status = 'unverified' and created_at < $1`, [
    new Date(ctx.now.getTime() - UNVERIFIED_FACTOR_SECONDS * 1000),
  ])
  const existing = await factorsOf(db, caller.user.id)
  if (existing.some((f) => (f.friendly_name ?? '') === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    )
  }
  const verified = existing.filter((f) => f.status === 'verified').length
  if (existing.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  }
  if (verified > 0 && caller.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor')
  }

  const secret = newTotpSecret()
  const uri = totpUri(secret, issuer, caller.user.email ?? '')
  const id = newId()
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', $4, $4, $5)`,
    [id, caller.user.id, friendlyName, ctx.now, secret],
  )
  sendOk(ctx, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: await qrCodeSvg(uri), secret, uri },
  })
}

/** POST /factors/:id/challenge: a challenge to verify against within five minutes. */
async function challenge(ctx: RouteContext, factorId: string): Promise<void> {
  const { db } = ctx.deps
  const caller = await requireSession(ctx)
  const factor = await ownedFactor(db, caller.user.id, factorId)
  await readBody(ctx.req)
  const id = newId()
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, $3, $4::inet)`,
      [id, factor.id, ctx.now, ipOf(ctx)],
    )
    await tx.query(`update auth.mfa_factors set last_challenged_at = $2 where id = $1`, [factor.id, ctx.now])
  })
  sendOk(ctx, {
    id,
    type: factor.factor_type,
    expires_at: Math.floor(ctx.now.getTime() / 1000) + CHALLENGE_SECONDS,
  })
}

function ipOf(ctx: RouteContext): string {
  const ip = clientOf(ctx.req).ip
  return ip && /^[0-9a-f.:]+$/i.test(ip) ? ip : '0.0.0.0'
}

interface ChallengeRow {
  id: string
  created_at: Date
  verified_at: Date | null
  ip_address: string
}

/** POST /factors/:id/verify {challenge_id, code}: a right code verifies the factor and raises the session to aal2. */
async function verify(ctx: RouteContext, factorId: string): Promise<void> {
  const { db, config } = ctx.deps
  const caller = await requireSession(ctx)
  const factor = await ownedFactor(db, caller.user.id, factorId)
  const body = await readBody(ctx.req)
  const code = optionalString(body, 'code') ?? ''
  const challengeId = optionalString(body, 'challenge_id') ?? ''
  if (code === '') throw badRequest('validation_failed', 'Code needs to be non-empty')

  const { rows } = UUID_FORMAT.test(challengeId)
    ? await db.query<ChallengeRow>(
        `select id, created_at, verified_at, host(ip_address) as ip_address
           from auth.mfa_challenges where id = $1 and factor_id = $2`,
        [challengeId, factor.id],
      )
    : { rows: [] }
  const found = rows[0]
  if (!found) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
  if (found.verified_at || found.ip_address !== ipOf(ctx)) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
  }
  if (ctx.now.getTime() > found.created_at.getTime() + CHALLENGE_SECONDS * 1000) {
    await db.query(`delete from auth.mfa_challenges where id = $1`, [found.id])
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    )
  }
  if (!factor.secret || !totpCodeIsValid(factor.secret, code, ctx.now)) {
    throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
  }

  const grant = await db.transaction(async (tx) => {
    await tx.query(`update auth.mfa_challenges set verified_at = $2 where id = $1`, [found.id, ctx.now])
    if (factor.status !== 'verified') {
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1`, [
        factor.id,
        ctx.now,
      ])
    }
    const elevated = await elevateSession(tx, caller.user.id, caller.sessionId, factor.id, ctx.now)
    // The user's other unverified TOTP factors are abandoned enrolments (DeleteUnverifiedFactors).
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified'`,
      [caller.user.id],
    )
    return elevated
  })
  sendOk(ctx, await sessionJson(grant, issuerOf(config), ctx.now))
}

/** DELETE /factors/:id: a verified factor only from an aal2 session; sessions it raised fall back to aal1. */
async function unenroll(ctx: RouteContext, factorId: string): Promise<void> {
  const { db } = ctx.deps
  const caller = await requireSession(ctx)
  const factor = await ownedFactor(db, caller.user.id, factorId)
  if (factor.status === 'verified' && caller.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await db.transaction((tx) => removeFactor(tx, factor))
  sendOk(ctx, { id: factor.id })
}

/** Deletes a factor and downgrades the sessions it raised (DowngradeSessionsToAAL1). */
export async function removeFactor(q: Queryable, factor: FactorRow): Promise<void> {
  await q.query(
    `delete from auth.mfa_amr_claims
      where authentication_method = $2 and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id, factor.factor_type],
  )
  await q.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [factor.id])
  await q.query(`delete from auth.mfa_factors where id = $1`, [factor.id])
}
