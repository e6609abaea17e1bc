import type { IncomingMessage, ServerResponse } from 'node:http'
import { isPgError, type Database } from './db/index.ts'
import { HttpError, apiKey, readJson, sendJson } from './http/index.ts'
import { isProjectKey, SERVICE_ROLE_KEY } from './keys.ts'

/**
 * `POST /pg/query {query}`: SQL as the database's owner, as the Supabase CLI's and self-hosting's gateway
 * (Kong) hands `/pg/` to postgres-meta, to the service_role key alone (its ACL). Tests and tools use it for
 * what no API offers (an Auth session's age); the SPA never can, it holds the anon key.
 */
export async function pgMeta(req: IncomingMessage, res: ServerResponse, url: URL, path: string, db: Database) {
  const key = apiKey(req, url)
  if (!key) throw new HttpError(401, { message: 'No API key found in request' })
  if (!isProjectKey(key)) throw new HttpError(401, { message: 'Invalid authentication credentials' })
  if (key !== SERVICE_ROLE_KEY) throw new HttpError(403, { message: 'You cannot consume this service' })
  if (path !== '/query' || req.method !== 'POST') throw new HttpError(404, { message: 'Not found' })
  const body = await readJson(req, (message) => new HttpError(400, { error: message }))
  const query = (body as { query?: unknown } | null)?.query
  if (typeof query !== 'string') throw new HttpError(400, { error: 'query must be a string' })
  try {
    sendJson(res, 200, (await db.query(query)).rows)
  } catch (e) {
    if (!isPgError(e)) throw e
    // postgres-meta's answer to a failed statement.
    sendJson(res, 400, { error: e.message, code: e.code })
  }
}
