import type { IncomingMessage, ServerResponse } from 'node:http'
import { header, sendJson, sendRaw } from '../http/index.ts'
import type { AuthDeps } from './config.ts'
import { API_VERSION_HEADERS } from './errors.ts'
import type { Client } from './sessions.ts'

/** Everything one request handler needs. `now` is read once, so one request writes one time. */
export interface RouteContext {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  deps: AuthDeps
  now: Date
}

export type RouteHandler = (ctx: RouteContext) => Promise<void>

export function sendOk(ctx: RouteContext, body: unknown, status = 200, headers: Record<string, string> = {}): void {
  sendJson(ctx.res, status, body, { ...API_VERSION_HEADERS, ...headers })
}

export function sendNoContent(ctx: RouteContext): void {
  sendRaw(ctx.res, 204, '', { ...API_VERSION_HEADERS })
}

/** A 303 as GoTrue's mail links answer, so the browser follows it with GET. */
export function sendRedirect(ctx: RouteContext, location: string): void {
  sendRaw(ctx.res, 303, '', { ...API_VERSION_HEADERS, Location: location })
}

/** Recorded on auth.sessions, as GoTrue records who signed in from where. */
export function clientOf(req: IncomingMessage): Client {
  return { userAgent: header(req, 'user-agent'), ip: req.socket.remoteAddress?.replace(/^::ffff:/, '') }
}
