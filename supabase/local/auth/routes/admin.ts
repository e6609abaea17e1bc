import { createHash } from 'node:crypto'
import type { Queryable } from '../../db/index.ts'
import { isPgError } from '../../db/index.ts'
import { requireAdmin } from '../authenticate.ts'
import { parseGoDuration } from '../duration.ts'
import { badRequest, emailExists, notFound, unprocessable } from '../errors.ts'
import { checkPasswordStrength, hashPassword } from '../passwords.ts'
import {
  UUID_FORMAT,
  methodNotAllowed,
  optionalBoolean,
  optionalObject,
  optionalString,
  readBody,
  validateEmail,
  type JsonObject,
} from '../request.ts'
import { sendOk, type RouteContext } from '../route.ts'
import { endSessions } from '../sessions.ts'
import type { UserRow } from '../user-json.ts'
import {
  EMAIL_APP_METADATA,
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  loadUserJson,
  mergeMetadata,
  setEmail,
  setPassword,
  userJsonOf,
} from '../users.ts'

const userNotFound = () => notFound('user_not_found', 'User not found')

/** /admin/users and /admin/users/:id — the service_role API that auth.admin.* calls. */
export async function adminUsers(ctx: RouteContext, id: string | undefined): Promise<void> {
  await requireAdmin(ctx.req)
  const method = ctx.req.method ?? 'GET'
  if (id === undefined) {
    if (method === 'GET') return listUsers(ctx)
    if (method === 'POST') return createUser(ctx)
    throw methodNotAllowed()
  }
  if (method === 'GET') return getUser(ctx, id)
  if (method === 'PUT') return updateUser(ctx, id)
  if (method === 'DELETE') return deleteUser(ctx, id)
  throw methodNotAllowed()
}

async function existingUser(q: Queryable, id: string): Promise<UserRow> {
  const user = UUID_FORMAT.test(id) ? await findUserById(q, id) : undefined
  if (!user) throw userNotFound()
  return user
}

function positiveInt(text: string | null, fallback: number): number {
  const n = text ? Number.parseInt(text, 10) : NaN
  return Number.isFinite(n) && n > 0 ? n : fallback
}

/** GET /admin/users?page=&per_page=&filter= with GoTrue's X-Total-Count and Link headers. */
async function listUsers(ctx: RouteContext): Promise<void> {
  const { db } = ctx.deps
  const params = ctx.url.searchParams
  const page = positiveInt(params.get('page'), 1)
  const perPage = Math.min(positiveInt(params.get('per_page'), 50), 1000)
  const filter = `%${(params.get('filter') ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const where = `where (email ilike $1 or coalesce(raw_user_meta_data ->> 'full_name', '') ilike $1)`
  const { rows: counted } = await db.query<{ n: string }>(`select count(*)::text as n from auth.users ${where}`, [
    filter,
  ])
  const total = Number(counted[0]?.n ?? 0)
  const { rows: ids } = await db.query<{ id: string }>(
    `select id from auth.users ${where} order by created_at desc, id limit $2 offset $3`,
    [filter, perPage, (page - 1) * perPage],
  )
  const users = []
  for (const { id } of ids) {
    const user = await findUserById(db, id)
    if (user) users.push(await userJsonOf(db, user))
  }
  sendOk(ctx, { users, aud: 'authenticated' }, 200, paginationHeaders(page, perPage, total))
}

function paginationHeaders(page: number, perPage: number, total: number): Record<string, string> {
  const lastPage = Math.ceil(total / perPage)
  const pageLink = (p: number, rel: string) => {
    // `page` first, as Go sorts query keys: auth-js reads the page number right after the first `=`.
    const query = new URLSearchParams({ page: String(p), per_page: String(perPage) })
    return `</admin/users?${query.toString()}>; rel="${rel}"`
  }
  const links = page < lastPage ? [pageLink(page + 1, 'next')] : []
  links.push(pageLink(lastPage, 'last'))
  return { 'X-Total-Count': String(total), Link: links.join(', ') }
}

async function getUser(ctx: RouteContext, id: string): Promise<void> {
  const user = await existingUser(ctx.deps.db, id)
  sendOk(ctx, await userJsonOf(ctx.deps.db, user))
}

function banUntil(body: JsonObject, now: Date): Date | null | undefined {
  const text = optionalString(body, 'ban_duration')
  if (text === undefined || text === '') return undefined
  if (text === 'none') return null
  const ms = parseGoDuration(text)
  if (ms === undefined) throw badRequest('validation_failed', `invalid format for ban duration: ${text}`)
  return new Date(now.getTime() + ms)
}

async function passwordHashOf(body: JsonObject): Promise<string | undefined> {
  const password = optionalString(body, 'password')
  const passwordHash = optionalString(body, 'password_hash')
  if (password !== undefined) {
    checkPasswordStrength(password)
    return hashPassword(password)
  }
  if (passwordHash !== undefined) {
    if (!/^\$2[aby]\$\d\d\$/.test(passwordHash)) throw badRequest('validation_failed', 'Invalid password hash format')
    return passwordHash
  }
  return undefined
}

/** POST /admin/users {email, password, email_confirm, user_metadata, app_metadata, ban_duration, role}. */
async function createUser(ctx: RouteContext): Promise<void> {
  const { db } = ctx.deps
  const body = await readBody(ctx.req)
  if (optionalString(body, 'phone'))
    throw unprocessable('validation_failed', 'Phone users are not supported by this stack')
  const emailInput = optionalString(body, 'email')
  if (!emailInput) throw badRequest('validation_failed', 'Cannot create a user without either an email or phone')
  const email = validateEmail(emailInput)
  const encryptedPassword = (await passwordHashOf(body)) ?? ''
  const banned = banUntil(body, ctx.now)
  const role = optionalString(body, 'role')
  if (await findUserByEmail(db, email)) throw emailExists()
  const appMetadata = { ...EMAIL_APP_METADATA, ...(optionalObject(body, 'app_metadata') ?? {}) }
  try {
    const id = await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        encryptedPassword,
        emailConfirmedAt: optionalBoolean(body, 'email_confirm') ? ctx.now : null,
        confirmationToken: '',
        confirmationSentAt: null,
        userMetadata: optionalObject(body, 'user_metadata') ?? {},
        appMetadata,
        now: ctx.now,
      })
      if (banned) await tx.query(`update auth.users set banned_until = $2 where id = $1`, [user.id, banned])
      if (role) await tx.query(`update auth.users set role = $2 where id = $1`, [user.id, role])
      return user.id
    })
    sendOk(ctx, await loadUserJson(db, id))
  } catch (e) {
    throw isPgError(e) && e.code === '23505' ? emailExists() : e
  }
}

/** PUT /admin/users/:id: metadata merges, password/e-mail/role/ban changes, email_confirm. */
async function updateUser(ctx: RouteContext, id: string): Promise<void> {
  const { db } = ctx.deps
  const user = await existingUser(db, id)
  const body = await readBody(ctx.req)
  if (optionalString(body, 'phone'))
    throw unprocessable('validation_failed', 'Phone users are not supported by this stack')
  const emailInput = optionalString(body, 'email')
  const email = emailInput !== undefined && emailInput !== '' ? validateEmail(emailInput) : undefined
  if (email !== undefined) {
    const owner = await findUserByEmail(db, email)
    if (owner && owner.id !== user.id) throw emailExists()
  }
  const encryptedPassword = await passwordHashOf(body)
  const banned = banUntil(body, ctx.now)
  const role = optionalString(body, 'role')
  const userMetadata = optionalObject(body, 'user_metadata')
  const appMetadata = optionalObject(body, 'app_metadata')
  const confirm = optionalBoolean(body, 'email_confirm')

  await db
    .transaction(async (tx) => {
      if (role) await tx.query(`update auth.users set role = $2, updated_at = $3 where id = $1`, [id, role, ctx.now])
      if (email !== undefined && email !== user.email) await setEmail(tx, id, email, ctx.now)
      if (confirm) await confirmEmail(tx, id, ctx.now)
      if (encryptedPassword !== undefined) await setPassword(tx, id, encryptedPassword, ctx.now)
      if (userMetadata) await mergeMetadata(tx, id, 'raw_user_meta_data', userMetadata, ctx.now)
      if (appMetadata) await mergeMetadata(tx, id, 'raw_app_meta_data', appMetadata, ctx.now)
      if (banned !== undefined) {
        await tx.query(`update auth.users set banned_until = $2, updated_at = $3 where id = $1`, [id, banned, ctx.now])
        // A ban ends the user's sessions at once, as GoTrue does.
        if (banned) await endSessions(tx, id, undefined, 'global')
      }
    })
    .catch((e: unknown) => {
      throw isPgError(e) && e.code === '23505' ? emailExists() : e
    })
  sendOk(ctx, await loadUserJson(db, id))
}

/** DELETE /admin/users/:id {should_soft_delete}: answers `{}` as GoTrue does. */
async function deleteUser(ctx: RouteContext, id: string): Promise<void> {
  const { db } = ctx.deps
  const user = await existingUser(db, id)
  const body = await readBody(ctx.req)
  if (optionalBoolean(body, 'should_soft_delete')) {
    // Soft delete keeps the row (and what references it) but frees the address and ends all access.
    const obfuscated = createHash('sha256')
      .update(`${user.id}${user.email ?? ''}`)
      .digest('hex')
    await db.transaction(async (tx) => {
      await tx.query(
        `update auth.users set email = $2, encrypted_password = '', confirmation_token = '', recovery_token = '',
                deleted_at = $3, updated_at = $3 where id = $1`,
        [id, `${obfuscated}@deleted.invalid`, ctx.now],
      )
      await tx.query(`delete from auth.identities where user_id = $1`, [id])
      await endSessions(tx, id, undefined, 'global')
    })
  } else {
    await db.query(`delete from auth.users where id = $1`, [id])
  }
  sendOk(ctx, {})
}
