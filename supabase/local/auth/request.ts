import type { IncomingMessage } from 'node:http'
import { readJson } from '../http/index.ts'
import { AuthError, badRequest } from './errors.ts'

export type JsonObject = Record<string, unknown>

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** The JSON body as an object; empty bodies are `{}` (GoTrue accepts e.g. POST /logout without one). */
export async function readBody(req: IncomingMessage): Promise<JsonObject> {
  const body = await readJson(req, (message) =>
    badRequest('bad_json', `Could not parse request body as JSON: ${message}`),
  )
  if (body === undefined || body === null) return {}
  if (!isObject(body)) throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object')
  return body
}

/** A string field; absent or null is undefined, any other type is a 400. */
export function optionalString(body: JsonObject, key: string): string | undefined {
  const v = body[key]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'string') throw badRequest('validation_failed', `${key} must be a string`)
  return v
}

export function optionalBoolean(body: JsonObject, key: string): boolean | undefined {
  const v = body[key]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'boolean') throw badRequest('validation_failed', `${key} must be a boolean`)
  return v
}

/** An object field such as `data` or `user_metadata`; absent or null is undefined. */
export function optionalObject(body: JsonObject, key: string): JsonObject | undefined {
  const v = body[key]
  if (v === undefined || v === null) return undefined
  if (!isObject(v)) throw badRequest('validation_failed', `${key} must be an object`)
  return v
}

// checkmail's format rule, which GoTrue uses.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** Validates as GoTrue does and returns the address lower-cased (emails are stored lower-case). */
export function validateEmail(email: string | undefined): string {
  if (!email) throw badRequest('validation_failed', 'An email address is required')
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long')
  if (!EMAIL_FORMAT.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format')
  return email.toLowerCase()
}

export const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function methodNotAllowed(): AuthError {
  return new AuthError(405, 'method_not_allowed', 'Method not allowed')
}
