import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from '../db/index.ts'
import type { AuthConfig } from './config.ts'
import { handleAuth } from './handler.ts'

export type { AuthConfig, AuthMail } from './config.ts'

export interface AuthSurface {
  /**
   * path = the part after /auth/v1, e.g. '/token'. The server has already enforced the apikey
   * (Kong) except on open routes (/verify, /callback, /authorize, /.well-known/jwks.json) and added CORS.
   */
  handle(req: IncomingMessage, res: ServerResponse, ctx: { url: URL; path: string }): Promise<void>
}

/** The GoTrue-compatible /auth/v1 surface over the stack's database. */
export function createAuth(db: Database, config: AuthConfig): AuthSurface {
  const deps = { db, config }
  return {
    handle: (req, res, { url, path }) => handleAuth(deps, req, res, url, path),
  }
}
