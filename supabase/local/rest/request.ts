import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_JSON_DEPTH, nestsDeeperThan, readBody, sendRaw } from '../http/index.ts'
import type { Claims } from '../keys.ts'
import type { ResultRow, Shape, Statement } from './build-read.ts'
import { invalidBody, invalidRange, singularityError, tooDeep } from './errors.ts'
import type { ResponseMedia } from './media.ts'
import type { Level } from './plan.ts'
import type { SchemaCache } from './schema-cache.ts'
import type { Preferences } from './types.ts'

export interface RestContext {
  url: URL
  path: string
  claims: Claims
}

export interface RunOptions {
  /** Inspects the result inside the transaction; throwing rolls it back. */
  check?: (row: ResultRow) => void
  /** As PostgREST: GET calls and calls of stable/immutable functions run in a read-only transaction. */
  readOnly?: boolean
}

/** One request once its schema, media type and preferences are known. */
export interface RestRequest {
  req: IncomingMessage
  res: ServerResponse
  ctx: RestContext
  method: string
  schema: string
  media: ResponseMedia
  prefs: Preferences
  cache: SchemaCache
  /** Runs one statement in the request's transaction as the JWT's role. */
  run(statement: Statement, options?: RunOptions): Promise<ResultRow>
}

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The request body as JSON; undefined when empty, 400 PGRST102 when it does not parse, and what
 * Postgres answers for JSON nested too deep (see tooDeep) past MAX_JSON_DEPTH.
 */
export async function readJsonBody(r: RestRequest): Promise<unknown> {
  const raw = await readBody(r.req)
  if (raw.length === 0) return undefined
  const text = raw.toString('utf8')
  let body: unknown
  try {
    // V8 parses without recursion at any depth; PostgREST, too, refuses bad JSON before Postgres sees it.
    body = JSON.parse(text)
  } catch {
    throw invalidBody('Empty or invalid json')
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw tooDeep()
  return body
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

export function responseShape(r: RestRequest, noBody: boolean): Shape {
  return {
    single: r.media.single,
    stripNulls: r.media.stripNulls,
    noBody: noBody || r.method === 'HEAD',
    count: r.prefs.count !== undefined,
  }
}

/** With `vnd.pgrst.object+json`, anything but exactly one row is 406 PGRST116 (thrown inside the transaction, so a mutation rolls back). */
export function checkSingular(r: RestRequest): (row: ResultRow) => void {
  return (row) => {
    if (r.media.single && Number(row.page) !== 1) throw singularityError(Number(row.page))
  }
}

/** Content-Range plus the Preference-Applied list of what was honoured. */
export function responseHeaders(r: RestRequest, applied: string[], contentRange: string): Record<string, string> {
  const h: Record<string, string> = { 'Content-Range': contentRange }
  const all = [...applied]
  if (r.prefs.count) all.push(`count=${r.prefs.count}`)
  if (r.prefs.timezone) all.push(`timezone=${r.prefs.timezone}`)
  if (all.length) h['Preference-Applied'] = all.join(', ')
  return h
}

export function send(r: RestRequest, status: number, body: string | null, headers: Record<string, string>): void {
  const text = body ?? ''
  if (text) headers['Content-Type'] = JSON_TYPE
  sendRaw(r.res, status, text, headers)
}

/** Answers a page of rows: `offset-last/total` Content-Range, 206 for a counted partial page, 416 past the end. */
export function sendRows(r: RestRequest, root: Level, row: ResultRow, applied: string[] = []): void {
  const page = Number(row.page)
  const total = row.total === null ? null : Number(row.total)
  const offset = Number(root.range.offset ?? 0n)
  if (total !== null && offset > total) {
    throw invalidRange(`An offset of ${offset} was requested, but there are only ${total} rows.`)
  }
  const range = page === 0 ? `*/${total ?? '*'}` : `${offset}-${offset + page - 1}/${total ?? '*'}`
  const status = total !== null && page < total ? 206 : 200
  send(r, status, row.body, responseHeaders(r, applied, range))
}
