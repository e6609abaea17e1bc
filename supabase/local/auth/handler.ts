import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpError } from '../http/index.ts'
import type { AuthDeps } from './config.ts'
import { AuthError, sendAuthError } from './errors.ts'
import { methodNotAllowed } from './request.ts'
import type { RouteContext, RouteHandler } from './route.ts'
import { adminUsers } from './routes/admin.ts'
import { adminFactors } from './routes/admin-factors.ts'
import { generateLink, invite } from './routes/admin-links.ts'
import { factors, isFactorPath } from './routes/factors.ts'
import { logout } from './routes/logout.ts'
import { externalProvider, health, jwks, settings } from './routes/meta.ts'
import { otp, reauthenticate } from './routes/otp.ts'
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
  '/otp': { POST: otp },
  '/reauthenticate': { GET: reauthenticate },
  '/invite': { POST: invite },
  '/admin/generate_link': { POST: generateLink },
  '/authorize': { GET: externalProvider },
  '/callback': { GET: externalProvider, POST: externalProvider },
}

const ADMIN_USER_PATH = /^\/admin\/users(?:\/([^/]+))?\/?$/
const ADMIN_FACTOR_PATH = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?\/?$/

function dispatch(ctx: RouteContext, path: string): Promise<void> {
  if (isFactorPath(path)) return factors(ctx, path)
  const adminFactor = ADMIN_FACTOR_PATH.exec(path)
  if (adminFactor) {
    const [, userId = '', factorId] = adminFactor
    return adminFactors(
      ctx,
      decodeURIComponent(userId),
      factorId === undefined ? undefined : decodeURIComponent(factorId),
    )
  }
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
