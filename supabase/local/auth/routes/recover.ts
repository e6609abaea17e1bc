import { badRequest } from '../errors.ts'
import { sendLinkMail } from '../link-mails.ts'
import { redirectTarget } from '../mail.ts'
import { optionalString, readBody, validateEmail } from '../request.ts'
import { sendOk, type RouteContext } from '../route.ts'
import { findUserByEmail } from '../users.ts'

/** POST /recover: mails a recovery link; answers `{}` whether or not the address is known. */
export async function recover(ctx: RouteContext): Promise<void> {
  const { db, config } = ctx.deps
  const body = await readBody(ctx.req)
  const email = validateEmail(optionalString(body, 'email'))
  const user = await findUserByEmail(db, email)
  if (user?.email) {
    const redirectTo = redirectTarget(config, ctx.url.searchParams.get('redirect_to'))
    await sendLinkMail(db, config, { id: user.id, email: user.email }, 'recovery', redirectTo, ctx.now)
  }
  sendOk(ctx, {})
}

/** POST /resend {type:'signup', email}: a new confirmation mail for an address not yet confirmed. */
export async function resend(ctx: RouteContext): Promise<void> {
  const { db, config } = ctx.deps
  const body = await readBody(ctx.req)
  const type = optionalString(body, 'type')
  if (type !== 'signup') throw badRequest('validation_failed', 'Missing one of these types: signup')
  const email = validateEmail(optionalString(body, 'email'))
  const user = await findUserByEmail(db, email)
  if (user?.email && !user.email_confirmed_at) {
    const redirectTo = redirectTarget(config, ctx.url.searchParams.get('redirect_to'))
    await sendLinkMail(db, config, { id: user.id, email: user.email }, 'signup', redirectTo, ctx.now)
  }
  sendOk(ctx, {})
}
