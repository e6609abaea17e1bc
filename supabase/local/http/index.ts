import type { IncomingMessage, ServerResponse } from 'node:http'

export const MAX_JSON_BODY = 10 * 1024 * 1024

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`)
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  sendRaw(res, status, body === undefined ? '' : JSON.stringify(body), headers)
}

/** Sends a body that is already JSON text (e.g. produced by Postgres). An empty body sends no Content-Type. */
export function sendRaw(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  const h: Record<string, string | number> = { ...headers }
  if (body.length > 0 && !Object.keys(h).some((k) => k.toLowerCase() === 'content-type')) {
    h['Content-Type'] = 'application/json; charset=utf-8'
  }
  h['Content-Length'] = Buffer.byteLength(body)
  res.writeHead(status, h)
  res.end(res.req.method === 'HEAD' ? undefined : body)
}

export async function readBody(req: IncomingMessage, limit = MAX_JSON_BODY): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new HttpError(413, { message: 'Payload too large' })
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * The deepest nesting of arrays and objects a request may send. Postgres parses JSON recursively
 * and stops at max_stack_depth (PostgreSQL 15 takes 10,000 levels, not 50,000); PGlite's stack
 * does not stop it and it stops answering past about 8,000; JSON.stringify throws near 5,000. No
 * real payload comes near 1,000.
 */
export const MAX_JSON_DEPTH = 1000

/**
 * Whether `text` opens arrays and objects more than `max` deep, by a linear scan (no recursion, so
 * no input exhausts the stack). Brackets inside JSON strings do not count unless `countQuoted`
 * (query parameters, whose quotes are PostgREST's and whose operands may still be JSON).
 */
export function nestsDeeperThan(text: string, max: number, countQuoted = false): boolean {
  let depth = 0
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (quoted) {
      if (c === 0x5c) i++
      else if (c === 0x22) quoted = false
    } else if (c === 0x22 && !countQuoted) quoted = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/**
 * Parses a JSON body; an empty body is `undefined`. Bad JSON, and JSON nested deeper than
 * MAX_JSON_DEPTH (Go's encoding/json, GoTrue's parser, says "exceeded max depth"), is the caller's
 * 400 via `onError`.
 */
export async function readJson(req: IncomingMessage, onError: (message: string) => HttpError): Promise<unknown> {
  const raw = await readBody(req)
  if (raw.length === 0) return undefined
  const text = raw.toString('utf8')
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw onError('exceeded max depth')
  try {
    return JSON.parse(text)
  } catch (e) {
    throw onError(e instanceof Error ? e.message : 'invalid JSON')
  }
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()]
  return Array.isArray(v) ? v.join(', ') : v
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const auth = header(req, 'authorization')
  const m = auth?.match(/^Bearer\s+(.+)$/i)
  return m?.[1]?.trim()
}

/** The request's API key: the `apikey` header, else the `apikey` query parameter (websockets). */
export function apiKey(req: IncomingMessage, url: URL): string | undefined {
  return header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined
}
