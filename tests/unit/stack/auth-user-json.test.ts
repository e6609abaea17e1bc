import { describe, expect, it } from 'vitest'
import { obfuscatedUserJson, userJson, type IdentityRow, type UserRow } from '../../../supabase/local/auth/user-json.ts'

const at = new Date('2026-01-02T03:04:05.678Z')

const row: UserRow = {
  id: '11111111-1111-4111-8111-111111111111',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'pat@example.com',
  encrypted_password: '$2a$10$secret',
  email_confirmed_at: at,
  invited_at: null,
  confirmation_token: '',
  confirmation_sent_at: null,
  recovery_token: 'hash',
  recovery_sent_at: null,
  email_change: '',
  email_change_token_new: '',
  email_change_sent_at: null,
  email_change_token_current: '',
  email_change_confirm_status: 0,
  last_sign_in_at: at,
  raw_app_meta_data: { provider: 'email', providers: ['email'] },
  raw_user_meta_data: { full_name: 'Pat' },
  created_at: at,
  updated_at: at,
  phone: null,
  phone_confirmed_at: null,
  phone_change: '',
  phone_change_sent_at: null,
  confirmed_at: at,
  banned_until: null,
  reauthentication_sent_at: null,
  deleted_at: null,
  is_anonymous: false,
}

const identity: IdentityRow = {
  id: '22222222-2222-4222-8222-222222222222',
  provider_id: row.id,
  user_id: row.id,
  identity_data: { sub: row.id, email: 'pat@example.com', email_verified: true, phone_verified: false },
  provider: 'email',
  last_sign_in_at: null,
  created_at: at,
  updated_at: at,
  email: 'pat@example.com',
}

describe('userJson', () => {
  it('shapes GoTrue’s user: null timestamps and empty changes left out, secrets never included', () => {
    expect(userJson(row, [identity])).toEqual({
      id: row.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'pat@example.com',
      email_confirmed_at: '2026-01-02T03:04:05.678Z',
      phone: '',
      confirmed_at: '2026-01-02T03:04:05.678Z',
      last_sign_in_at: '2026-01-02T03:04:05.678Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Pat' },
      identities: [
        {
          identity_id: identity.id,
          id: row.id,
          user_id: row.id,
          identity_data: identity.identity_data,
          provider: 'email',
          created_at: '2026-01-02T03:04:05.678Z',
          updated_at: '2026-01-02T03:04:05.678Z',
          email: 'pat@example.com',
        },
      ],
      created_at: '2026-01-02T03:04:05.678Z',
      updated_at: '2026-01-02T03:04:05.678Z',
      is_anonymous: false,
    })
  })

  it('tolerates rows written by SQL seeds: null metadata and token columns', () => {
    const json = userJson({ ...row, raw_app_meta_data: null, raw_user_meta_data: null, email_change: null }, [])
    expect(json.app_metadata).toEqual({})
    expect(json.user_metadata).toEqual({})
    expect(json).not.toHaveProperty('new_email')
    expect(json.identities).toEqual([])
  })

  it('shows a pending address change and a ban', () => {
    const json = userJson({ ...row, email_change: 'new@example.com', email_change_sent_at: at, banned_until: at }, [])
    expect(json).toMatchObject({ new_email: 'new@example.com', banned_until: at.toISOString() })
  })
})

describe('obfuscatedUserJson', () => {
  it('looks like a fresh unconfirmed sign-up and reveals nothing stored', () => {
    const json = obfuscatedUserJson('33333333-3333-4333-8333-333333333333', 'pat@example.com', { a: 1 }, at)
    expect(json).toMatchObject({
      id: '33333333-3333-4333-8333-333333333333',
      email: 'pat@example.com',
      role: '',
      confirmation_sent_at: at.toISOString(),
      identities: [],
      user_metadata: { a: 1 },
    })
    expect(json).not.toHaveProperty('email_confirmed_at')
    expect(json).not.toHaveProperty('last_sign_in_at')
  })
})
