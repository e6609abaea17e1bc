import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpError } from '../http/index.ts'
import type { AuthDeps } from './config.ts'
import { AuthError, sendAuthError } from './errors.ts'
import { methodNotAllowed } from './request.ts'
import type { RouteContext, RouteHandler } from './route.ts'
import { adminUsers } from './routes/admin.ts'
import { logout } from './routes/logout.ts'
import { externalProvider, health, jwks, settings } from './routes/meta.ts'
import { recover, resend } from './routes/recover.ts'
import { signup } from './routes/signup.ts'
import { token } from './routes/token.ts'
import { getUser, updateUser } from './routes/user.ts'
import { verifyGet, verifyPost } from './routes/verify.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

const ROUTES: Record<string, Partial<Record<Method, RouteHandler>>> = {
  '/health': { GET: health },
  '/settings': { GET: settings },
  '/.well-known/jwks.json': { GET: jwks },
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/logout': { POST: logout },
  '/user': { GET: getUser, PUT: updateUser },
  '/recover': { POST: recover },
  '/resend': { POST: resend },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/authorize': { GET: externalProvider },
  '/callback': { GET: externalProvider, POST: externalProvider },
}

const ADMIN_USER_PATH = /^\/admin\/users(?:\/([^/]+))?\/?$/

function dispatch(ctx: RouteContext, path: string): Promise<void> {
  const admin = ADMIN_USER_PATH.exec(path)
  if (admin) return adminUsers(ctx, admin[1] === undefined ? undefined : decodeURIComponent(admin[1]))
  const route = ROUTES[path]
  if (!route) throw new AuthError(404, 'not_found', 'Path not found')
  const handler = route[(ctx.req.method ?? 'GET') as Method]
  if (!handler) throw methodNotAllowed()
  return handler(ctx)
}

/** The /auth/v1 router: every failure leaves as GoTrue's error JSON. */
export async function handleAuth(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
): Promise<void> {
  const ctx: RouteContext = { req, res, url, deps, now: new Date() }
  try {
    await dispatch(ctx, path)
  } catch (e) {
    if (res.headersSent) {
      res.destroy(e instanceof Error ? e : undefined)
      return
    }
    if (e instanceof AuthError) return sendAuthError(res, e)
    if (e instanceof HttpError) {
      return sendAuthError(
        res,
        new AuthError(e.status, e.status === 413 ? 'request_too_large' : 'validation_failed', e.message),
      )
    }
    console.error('[auth] unexpected failure', e)
    sendAuthError(
      res,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
    )
  }
}
