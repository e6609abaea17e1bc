import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'

/**
 * The Supabase CLI's well-known local-development credentials, so one .env.local works for both
 * `supabase start` and this stack. Never use them for anything reachable from outside.
 */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

const secret = new TextEncoder().encode(JWT_SECRET)

export type Role = 'anon' | 'authenticated' | 'service_role'

export interface Claims {
  role: Role
  sub?: string
  exp?: number
  [key: string]: unknown
}

export function signJwt(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret)
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid'; message: string }

/** Verifies an HS256 token signed with the stack's secret and that it names a known role. */
export async function verifyJwt(token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    const role = payload.role
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
      return { ok: false, reason: 'invalid', message: `JWT role "${String(role)}" is not allowed` }
    }
    return { ok: true, claims: payload as Claims }
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' }
    return { ok: false, reason: 'invalid', message: e instanceof Error ? e.message : 'invalid JWT' }
  }
}

/** Kong's key-auth on hosted Supabase: the apikey must be one of the project's keys. */
export function isProjectKey(key: string | undefined): boolean {
  return key === ANON_KEY || key === SERVICE_ROLE_KEY
}
