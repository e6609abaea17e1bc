import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AuthSurface } from './auth/index.ts'
import type { Database } from './db/index.ts'
import type { FunctionsSurface } from './functions/index.ts'
import { HttpError, apiKey, bearerToken, sendJson } from './http/index.ts'
import { isProjectKey, verifyJwt, type Claims } from './keys.ts'
import type { MailSurface } from './mail/index.ts'
import { pgMeta } from './pg-meta.ts'
import type { RestSurface } from './rest/index.ts'
import type { StorageSurface } from './storage/index.ts'

// What Kong does in front of hosted Supabase: routes a request to its service by path, answers
// CORS, checks the project key and logs each request. The services themselves start in stack.ts.

const EXPOSED_HEADERS =
  'Content-Range, X-Supabase-Api-Version, Content-Location, Location, Preference-Applied, X-Total-Count, Link'

// Routes Kong leaves open on hosted Supabase (no apikey needed): links in mails land here.
const OPEN_AUTH_ROUTES = new Set(['/verify', '/callback', '/authorize', '/.well-known/jwks.json'])

export interface Services {
  db: Database
  rest: RestSurface
  auth: AuthSurface
  storage: StorageSurface
  mail: MailSurface
  functions: FunctionsSurface
  emit: (event: string, fields?: Record<string, unknown>) => void
  url: string
}

export async function dispatch(req: IncomingMessage, res: ServerResponse, services: Services) {
  const started = performance.now()
  const url = new URL(req.url ?? '/', services.url)
  let role: string | undefined
  const [, service = '', version = '', ...rest] = url.pathname.split('/')
  const path = '/' + rest.join('/')
  // A function's answers (its preflights too) carry the function's own CORS headers, as on Supabase.
  const isFunction = service === 'functions' && version === 'v1'
  if (!isFunction) setCors(req, res)
  res.on('finish', () => {
    services.emit('request', {
      method: req.method,
      path: url.pathname,
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(role ? { role } : {}),
    })
  })

  try {
    if (isFunction) return await services.functions.handle(req, res, { url, path })
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Content-Length': 0 })
      res.end()
      return
    }

    if (url.pathname === '/health') return sendJson(res, 200, { status: 'ok' })
    if ((req.method === 'GET' || req.method === 'HEAD') && (await services.mail.handle(req, res, url))) return

    if (service === 'auth' && version === 'v1') {
      if (!OPEN_AUTH_ROUTES.has(path)) requireProjectKey(req, url)
      return await services.auth.handle(req, res, { url, path })
    }
    if (service === 'rest' && version === 'v1') {
      requireProjectKey(req, url)
      const claims = await requestClaims(req)
      role = claims.role
      return await services.rest.handle(req, res, { url, path, claims })
    }
    if (service === 'pg') return await pgMeta(req, res, url, `/${[version, ...rest].join('/')}`, services.db)
    if (service === 'storage' && version === 'v1') {
      return await services.storage.handle(req, res, { url, path })
    }
    sendJson(res, 404, { message: 'no Route matched with those values' })
  } catch (e) {
    if (e instanceof HttpError) {
      if (!res.headersSent) sendJson(res, e.status, e.body, e.headers)
      return
    }
    services.emit('error', { path: url.pathname, message: e instanceof Error ? e.message : String(e) })
    if (!res.headersSent) sendJson(res, 500, { code: 'XX000', details: null, hint: null, message: 'Internal error' })
    else res.destroy()
  }
}

export function setCors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS')
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ??
      'authorization, x-client-info, apikey, content-type, accept-profile, content-profile, prefer, range, x-upsert, x-supabase-api-version',
  )
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS)
  res.setHeader('Access-Control-Max-Age', '86400')
}

/** Kong's key-auth in front of hosted Supabase. */
function requireProjectKey(req: IncomingMessage, url: URL) {
  const key = apiKey(req, url)
  if (!key) throw new HttpError(401, { message: 'No API key found in request' })
  if (!isProjectKey(key)) throw new HttpError(401, { message: 'Invalid authentication credentials' })
}

/** PostgREST's view of the caller: the bearer JWT's claims, anon when there is none. */
async function requestClaims(req: IncomingMessage): Promise<Claims> {
  const token = bearerToken(req)
  if (!token) return { role: 'anon' }
  const result = await verifyJwt(token)
  if (result.ok) return result.claims
  const code = result.reason === 'expired' ? 'PGRST303' : 'PGRST301'
  throw new HttpError(
    401,
    { code, details: null, hint: null, message: result.message },
    { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${result.message.replaceAll('"', "'")}"` },
  )
}
