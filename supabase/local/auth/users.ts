import type { Queryable } from '../db/index.ts'
import { notFound } from './errors.ts'
import { factorJson, factorsOf } from './factors.ts'
import { INSTANCE_ID, newId } from './tokens.ts'
import { userJson, type IdentityRow, type UserJson, type UserRow } from './user-json.ts'

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token,
  confirmation_sent_at, recovery_token, recovery_sent_at, email_change, email_change_token_new, email_change_sent_at,
  email_change_token_current, email_change_confirm_status,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at,
  phone_change, phone_change_sent_at, confirmed_at, banned_until, reauthentication_sent_at, deleted_at, is_anonymous`

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] }

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id])
  return rows[0]
}

/** Case-insensitive, as GoTrue's lookup and the unique index on lower(email) are. */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false`,
    [email],
  )
  return rows[0]
}

export type TokenColumn =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current'

/** The user holding a link's token hash in any of `columns`. */
export async function findUserByToken(
  q: Queryable,
  columns: TokenColumn[],
  hash: string,
): Promise<UserRow | undefined> {
  // The column names come from the fixed union above, never from the request.
  const where = columns.map((column) => `${column} = $1`).join(' or ')
  const { rows } = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where ${where}`, [hash])
  return rows[0]
}

export async function findIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at, id`,
    [userId],
  )
  return rows
}

export async function userJsonOf(q: Queryable, user: UserRow): Promise<UserJson> {
  const factors = await factorsOf(q, user.id)
  return userJson(user, await findIdentities(q, user.id), factors.map(factorJson))
}

/** The user's JSON as stored now; 404 user_not_found when the row is gone. */
export async function loadUserJson(q: Queryable, id: string): Promise<UserJson> {
  const user = await findUserById(q, id)
  if (!user) throw notFound('user_not_found', 'User not found')
  return userJsonOf(q, user)
}

export interface NewUser {
  email: string
  encryptedPassword: string
  emailConfirmedAt: Date | null
  confirmationToken: string
  confirmationSentAt: Date | null
  userMetadata: Record<string, unknown>
  appMetadata: Record<string, unknown>
  now: Date
}

/** Inserts auth.users and its e-mail identity as GoTrue does; the project's trigger makes the profile. */
export async function insertUser(q: Queryable, u: NewUser): Promise<UserRow> {
  const id = newId()
  // GoTrue's Go structs read these token columns as plain strings: never leave them NULL.
  await q.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, confirmation_sent_at, recovery_token, email_change_token_new, email_change,
       email_change_token_current, phone_change, phone_change_token, reauthentication_token,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
     values ($1, $2, 'authenticated', 'authenticated', $3, $4, $5, $6, $7, '', '', '', '', '', '', '',
       $8::jsonb, $9::jsonb, $10, $10, false, false)`,
    [
      INSTANCE_ID,
      id,
      u.email,
      u.encryptedPassword,
      u.emailConfirmedAt,
      u.confirmationToken,
      u.confirmationSentAt,
      JSON.stringify(u.appMetadata),
      JSON.stringify(u.userMetadata),
      u.now,
    ],
  )
  const identityData = { sub: id, email: u.email, email_verified: u.emailConfirmedAt !== null, phone_verified: false }
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::text, $2::uuid, $3::jsonb, 'email', $4, $4, $4)`,
    [newId(), id, JSON.stringify(identityData), u.now],
  )
  const user = await findUserById(q, id)
  if (!user) throw new Error('inserted user vanished')
  return user
}

/**
 * Merges top-level keys into a metadata column; a key set to null is removed (GoTrue's
 * UpdateUserMetaData / UpdateAppMetaData).
 */
export async function mergeMetadata(
  q: Queryable,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  updates: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await q.query(
    `update auth.users
        set ${column} = (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
                           from jsonb_each(coalesce(${column}, '{}'::jsonb) || $2::jsonb)
                          where value <> 'null'::jsonb),
            updated_at = $3
      where id = $1`,
    [userId, JSON.stringify(updates), now],
  )
}

/** Marks the address confirmed, in the user and in its e-mail identity (GoTrue's Confirm). */
export async function confirmEmail(q: Queryable, userId: string, now: Date): Promise<void> {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2), confirmation_token = '',
            updated_at = $2 where id = $1`,
    [userId, now],
  )
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
      where user_id = $1 and provider = 'email'`,
    [userId, now],
  )
}

export async function setPassword(q: Queryable, userId: string, encryptedPassword: string, now: Date): Promise<void> {
  await q.query(`update auth.users set encrypted_password = $2, updated_at = $3 where id = $1`, [
    userId,
    encryptedPassword,
    now,
  ])
}

/**
 * Changes the address everywhere GoTrue keeps it: the user and the e-mail identity's data. A pending
 * change is over (GoTrue's ConfirmEmailChange).
 */
export async function setEmail(q: Queryable, userId: string, email: string, now: Date): Promise<void> {
  await q.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_token_current = '',
            email_change_confirm_status = 0, email_change_sent_at = null, updated_at = $3 where id = $1`,
    [userId, email, now],
  )
  await q.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = $3
      where user_id = $1 and provider = 'email'`,
    [userId, email, now],
  )
}

export function isBanned(user: UserRow, now: Date): boolean {
  return user.banned_until !== null && user.banned_until > now
}
