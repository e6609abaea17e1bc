import type { Page } from '@playwright/test'
import type { Session, SupabaseClient } from '@supabase/supabase-js'
import { AUTH_STORAGE_KEY } from '../src/config/auth.ts'
import { ANON_KEY, createNodeClient } from '../supabase/local/index.ts'
import { seededTotpSecret } from '../tests/helpers/seeded-accounts.ts'
import type { Database } from '../src/types/database.ts'
import { STACK_URL } from '../playwright.config.ts'
import { signInWithSecondFactor } from '../tests/helpers/totp.ts'

/**
 * A client signed in as `credentials`: the one sign-in every e2e client and browser session goes through.
 * A seeded account with a second factor (the admin) gives its code too, so the session is at aal2 as the
 * admin area needs.
 */
export async function signedInClient(credentials: {
  email: string
  password: string
}): Promise<{ client: SupabaseClient<Database>; session: Session }> {
  const client = createNodeClient<Database>(STACK_URL, ANON_KEY)
  const secret = seededTotpSecret(credentials.email)
  if (secret) return { client, session: await signInWithSecondFactor(client, credentials, secret) }
  const { data, error } = await client.auth.signInWithPassword(credentials)
  if (error || !data.session) throw new Error(`sign-in of ${credentials.email} failed: ${error?.message}`)
  return { client, session: data.session }
}

/**
 * Signs `credentials` in against the stack and leaves the session where the app's Auth keeps it, before
 * any page script runs: the browser starts signed in. Returns the user's id.
 */
export async function signInBrowser(page: Page, credentials: { email: string; password: string }): Promise<string> {
  const { session } = await signedInClient(credentials)
  // Only where none is saved yet: a later navigation keeps the session Auth may have refreshed since.
  await page.addInitScript(
    ([key, value]) => {
      const { localStorage } = globalThis as unknown as { localStorage: Storage }
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
    },
    [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
  )
  return session.user.id
}

const PASSWORD = 'spice-route-2026'

export interface Customer {
  email: string
  password: string
  /** Signed in as the customer. */
  client: SupabaseClient<Database>
  userId: string
}

/**
 * An account whose address is confirmed already, made through the admin API as the stack's operator
 * would: for journeys that are not about sign-up (those go through the form and the /inbox link).
 */
export async function confirmedAccount(
  service: SupabaseClient<Database>,
  email: string,
  password: string,
  fullName: string,
): Promise<string> {
  const { data, error } = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  })
  if (error) throw error
  return data.user.id
}

/** A new customer account (confirmed, 100 points of sign-up bonus), signed in on `client`. */
export async function newCustomer(
  service: SupabaseClient<Database>,
  label: string,
  fullName: string,
): Promise<Customer> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  await confirmedAccount(service, email, PASSWORD, fullName)
  const { client, session } = await signedInClient({ email, password: PASSWORD })
  return { email, password: PASSWORD, client, userId: session.user.id }
}

export interface MailedLink {
  to: string
  kind: string
  link: string
}

/** The newest mail of `kind` to `to` in the stack's /inbox (newest first), as a user reads it. */
export async function latestMail(to: string, kind: string): Promise<MailedLink> {
  const mails = (await (await fetch(`${STACK_URL}/inbox`)).json()) as MailedLink[]
  const mail = mails.find((m) => m.to === to && m.kind === kind)
  if (!mail) throw new Error(`no ${kind} mail to ${to} in the inbox`)
  return mail
}
