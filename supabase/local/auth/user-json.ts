// The JSON GoTrue answers for a user (models.User / models.Identity), shaped from auth.* rows.

export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  email_change: string | null
  email_change_token_new: string | null
  email_change_sent_at: Date | null
  email_change_token_current: string | null
  /** 0 until one of the two addresses has confirmed a change, then 1 (GoTrue's EmailChangeConfirmStatus). */
  email_change_confirm_status: number | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  phone: string | null
  phone_confirmed_at: Date | null
  phone_change: string | null
  phone_change_sent_at: Date | null
  confirmed_at: Date | null
  banned_until: Date | null
  reauthentication_sent_at: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
}

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date | null
  updated_at: Date | null
  email: string | null
}

export type UserJson = Record<string, unknown> & { id: string }

const iso = (d: Date | null): string | undefined => (d ? d.toISOString() : undefined)

/** Drops undefined values, as Go's `omitempty` drops nil timestamps and empty strings. */
function compact(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))
}

export function identityJson(row: IdentityRow): Record<string, unknown> {
  return compact({
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: row.email ?? undefined,
  })
}

/** `factors` is the user's MFA factors as JSON (GoTrue omits the key when there are none). */
export function userJson(row: UserRow, identities: IdentityRow[], factors: Record<string, unknown>[] = []): UserJson {
  return {
    ...compact({
      id: row.id,
      aud: row.aud ?? '',
      role: row.role ?? '',
      email: row.email ?? '',
      email_confirmed_at: iso(row.email_confirmed_at),
      phone: row.phone ?? '',
      phone_confirmed_at: iso(row.phone_confirmed_at),
      confirmation_sent_at: iso(row.confirmation_sent_at),
      confirmed_at: iso(row.confirmed_at),
      recovery_sent_at: iso(row.recovery_sent_at),
      new_email: row.email_change || undefined,
      email_change_sent_at: iso(row.email_change_sent_at),
      new_phone: row.phone_change || undefined,
      phone_change_sent_at: iso(row.phone_change_sent_at),
      invited_at: iso(row.invited_at),
      reauthentication_sent_at: iso(row.reauthentication_sent_at),
      last_sign_in_at: iso(row.last_sign_in_at),
      app_metadata: row.raw_app_meta_data ?? {},
      user_metadata: row.raw_user_meta_data ?? {},
      identities: identities.map(identityJson),
      factors: factors.length > 0 ? factors : undefined,
      banned_until: iso(row.banned_until),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      deleted_at: iso(row.deleted_at),
      is_anonymous: row.is_anonymous,
    }),
    id: row.id,
  }
}

/**
 * What sign-up answers for an address that is already registered while confirmations are on:
 * a plausible new user, so the answer does not reveal who has an account (GoTrue's sanitizeUser).
 */
export function obfuscatedUserJson(
  id: string,
  email: string,
  userMetadata: Record<string, unknown>,
  now: Date,
): UserJson {
  const at = now.toISOString()
  return {
    id,
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  }
}
