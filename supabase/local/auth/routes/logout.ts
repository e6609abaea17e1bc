import { requireUser } from '../authenticate.ts'
import { badRequest } from '../errors.ts'
import { sendNoContent, type RouteContext } from '../route.ts'
import { endSessions, type LogoutScope } from '../sessions.ts'

const isScope = (s: string): s is LogoutScope => s === 'global' || s === 'local' || s === 'others'

/** POST /logout?scope=…: ends sessions; their refresh tokens go with them. */
export async function logout(ctx: RouteContext): Promise<void> {
  const scope = ctx.url.searchParams.get('scope') ?? 'global'
  if (!isScope(scope)) throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`)
  const { db } = ctx.deps
  const caller = await requireUser(ctx.req, db)
  await endSessions(db, caller.user.id, caller.sessionId, scope)
  sendNoContent(ctx)
}
