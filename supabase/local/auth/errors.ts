import type { ServerResponse } from 'node:http'
import { HttpError, sendJson } from '../http/index.ts'

/** GoTrue's API version; auth-js reads `body.code` as the error code only when this header comes back. */
export const API_VERSION_HEADERS = { 'X-Supabase-Api-Version': '2024-01-01' } as const

/**
 * An error answered as GoTrue answers it. The body carries both the 2024-01-01 shape (`code` +
 * `message`) and the legacy one (`error_code` + `msg`), so the client finds the code even when a
 * browser hides the version header (CORS). `extra` adds fields such as `weak_password`.
 * Being an HttpError, it is answered correctly by any layer that catches it.
 */
export class AuthError extends HttpError {
  constructor(
    status: number,
    readonly code: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super(status, { code, error_code: code, message, msg: message, ...extra }, { ...API_VERSION_HEADERS })
  }
}

export function sendAuthError(res: ServerResponse, e: AuthError): void {
  sendJson(res, e.status, e.body, e.headers)
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message)
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message)
export const forbidden = (code: string, message: string) => new AuthError(403, code, message)
export const notFound = (code: string, message: string) => new AuthError(404, code, message)

export const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials')
export const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered')
