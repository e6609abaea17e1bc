import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { SupabaseClient } from '@supabase/supabase-js'
import { SEEDED_ACCOUNTS, seededTotpSecret } from './seeded-accounts.ts'
import {
  ANON_KEY,
  SERVICE_ROLE_KEY,
  createNodeClient,
  startStack,
  type Stack,
  type StackOptions,
} from '../../supabase/local/index.ts'
import type { Database } from '../../src/types/supabase.ts'
import { signInWithSecondFactor } from './totp.ts'

export type Client = SupabaseClient<Database>

/** The accounts seed.sql makes. */
export const SEEDED = SEEDED_ACCOUNTS

/** Which database the tests run on: PostgreSQL when TEST_PG_URL names a server, else PGlite. */
export const backend = process.env.TEST_PG_URL ? 'postgres' : 'pglite'

export interface TestStack {
  stack: Stack
  url: string
  /** Signed out, as a visitor's browser. */
  anon: Client
  /** The service_role key: bypasses RLS, for arranging and inspecting data. */
  service: Client
  /** A new client, optionally sending `key` as the API key (default: the anon key). */
  client(key?: string): Client
  /** A client signed in with a password (and, for a seeded account with a factor, its code: aal2). */
  signIn(email: string, password: string): Promise<Client>
  /** A new customer account with a confirmed address (made through the admin API), signed in. */
  newCustomer(fullName?: string): Promise<{ client: Client; id: string; email: string; password: string }>
  /** The seeded admin (at aal2) and customer, signed in. */
  admin(): Promise<Client>
  customer(): Promise<Client>
  stop(): Promise<void>
}

/**
 * Starts the whole local stack in-process on a free port over a fresh database (PGlite in memory,
 * or a new database on the TEST_PG_URL server), migrated and seeded, and hands out real
 * supabase-js clients.
 */
export async function startTestStack(
  options: Pick<
    StackOptions,
    | 'confirmEmail'
    | 'doubleConfirmChanges'
    | 'requireCurrentPassword'
    | 'securePasswordChange'
    | 'functions'
    | 'log'
    | 'mailDrain'
  > = {},
): Promise<TestStack> {
  const database = process.env.TEST_PG_URL ? await createTestDatabase(process.env.TEST_PG_URL) : undefined
  // No drain unless a test asks for one: the outbox's rows stay where a test can see them.
  const stack = await startStack({ port: 0, log: false, databaseUrl: database?.url, mailDrain: false, ...options })
  const clients: Client[] = []
  const client = (key = ANON_KEY): Client => {
    const c = createNodeClient<Database>(stack.url, key)
    clients.push(c)
    return c
  }
  const signIn = async (email: string, password: string) => {
    const c = client()
    const secret = seededTotpSecret(email)
    if (secret) {
      await signInWithSecondFactor(c, { email, password }, secret)
      return c
    }
    const { error } = await c.auth.signInWithPassword({ email, password })
    if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`)
    return c
  }
  const service = client(SERVICE_ROLE_KEY)
  return {
    stack,
    url: stack.url,
    anon: client(),
    service,
    client,
    signIn,
    async newCustomer(fullName = 'Test Customer') {
      // Confirmed as the mailed link would confirm it: these tests are not about sign-up (tests/stack/auth is).
      const email = `customer-${randomUUID().slice(0, 8)}@example.com`
      const password = `pw-${randomUUID()}`
      const { data, error } = await service.auth.admin.createUser({
        email,
        password,
        email_confirm: true,
        user_metadata: { full_name: fullName },
      })
      if (error) throw new Error(`creating ${email} failed: ${error.message}`)
      return { client: await signIn(email, password), id: data.user.id, email, password }
    },
    admin: () => signIn(SEEDED.admin.email, SEEDED.admin.password),
    customer: () => signIn(SEEDED.customer.email, SEEDED.customer.password),
    async stop() {
      await Promise.all(clients.map((c) => c.removeAllChannels()))
      await stack.close()
      await database?.drop()
    },
  }
}

async function createTestDatabase(serverUrl: string) {
  const name = `casabite_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database "${name}" template template0`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl })
      await c.connect()
      await c.query(`drop database if exists "${name}" with (force)`)
      await c.end()
    },
  }
}

/** Raw HTTP to the stack, for what supabase-js would never send (malformed queries, bad keys). */
export function rawFetch(url: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers)
  if (!headers.has('apikey')) headers.set('apikey', ANON_KEY)
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${init.token ?? ANON_KEY}`)
  return fetch(url, { ...init, headers })
}
