import { requireAdmin } from '../authenticate.ts'
import { notFound } from '../errors.ts'
import { factorJson, factorsOf, findFactor } from '../factors.ts'
import { UUID_FORMAT, methodNotAllowed } from '../request.ts'
import { sendOk, type RouteContext } from '../route.ts'
import { findUserById } from '../users.ts'
import { removeFactor } from './factors.ts'

/** /admin/users/:id/factors (GET) and /admin/users/:id/factors/:factorId (DELETE): auth.admin.mfa.*. */
export async function adminFactors(ctx: RouteContext, userId: string, factorId: string | undefined): Promise<void> {
  await requireAdmin(ctx.req)
  const { db } = ctx.deps
  const user = UUID_FORMAT.test(userId) ? await findUserById(db, userId) : undefined
  if (!user) throw notFound('user_not_found', 'User not found')
  const method = ctx.req.method ?? 'GET'
  if (factorId === undefined) {
    if (method !== 'GET') throw methodNotAllowed()
    sendOk(ctx, (await factorsOf(db, user.id)).map(factorJson))
    return
  }
  if (method !== 'DELETE') throw methodNotAllowed()
  const factor = UUID_FORMAT.test(factorId) ? await findFactor(db, user.id, factorId) : undefined
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
  await db.transaction((tx) => removeFactor(tx, factor))
  // GoTrue answers the deleted factor.
  sendOk(ctx, factorJson(factor))
}
