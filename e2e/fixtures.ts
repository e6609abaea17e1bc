import { test as base, type Page } from '@playwright/test'
import type { SupabaseClient } from '@supabase/supabase-js'
import { ANON_KEY, SERVICE_ROLE_KEY, createNodeClient } from '../supabase/local/index.ts'
import type { Database } from '../src/types/database.ts'
import { PRERENDERED } from '../src/config/first-screen.ts'
import { STACK_URL } from '../playwright.config.ts'
import { SEEDED_ACCOUNTS } from '../tests/helpers/seeded-accounts.ts'
import { productBySlug, seedCart, type CartLine, type ProductBySlug } from './cart.ts'
import { placeOrder, type Order, type OrderChoices } from './orders.ts'
import { confirmedAccount, newCustomer, signedInClient, type Customer } from './session.ts'

// The stack's clients and the helpers built on them, for every spec: `import { expect, test } from './fixtures.ts'`.

export { expect } from '@playwright/test'
export { SEEDED_ACCOUNTS as SEEDED }
export type Client = SupabaseClient<Database>

interface WorkerFixtures {
  /** The service role (past RLS): arranges and checks what a test needs, as the stack's operator would. */
  service: Client
  /** A visitor (the anon key). Shared by the worker's tests, so never sign it in: use `newClient`. */
  anon: Client
  /** A seeded product by slug (the saved cart's fields, stock and typed sizes), read with the service role. */
  productBySlug: ProductBySlug
  /** An order placed through the checkout function: a guest's on `anon` unless `client` is given. */
  placeOrder: (choices: OrderChoices) => Promise<Order>
}

interface TestFixtures {
  /** A new client with the anon key, for a test that signs in or out on it. */
  newClient: () => Client
  /** The seeded customer and admin, each signed in for this test alone (session.ts: `signedInClient`). */
  customer: Client
  admin: Client
  /** A new customer account (confirmed, 100 points of sign-up bonus), signed in. */
  newCustomer: (label: string, fullName: string) => Promise<Customer>
  /** An account whose address is confirmed already, made through the admin API; returns its id. */
  confirmedAccount: (email: string, password: string, fullName: string) => Promise<string>
  /** Lines of seeded products in `page`'s saved cart, as adding them on their product pages would leave it. */
  seedCart: (page: Page, lines: CartLine[]) => Promise<void>
}

/**
 * Resolves once the app has replaced a page's prerendered first screen (scripts/vite/prerender.ts), which looks
 * like the page but does nothing yet; at once on any other page.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(`!document.getElementById('root')?.hasAttribute('${PRERENDERED}')`)
}

/** Hands `client` to the fixture's users, then closes its Realtime channels so nothing holds the worker open. */
async function lend(client: Client, use: (client: Client) => Promise<void>) {
  try {
    await use(client)
  } finally {
    await client.removeAllChannels()
  }
}

export type SeedCart = TestFixtures['seedCart']

/* eslint-disable no-empty-pattern -- Playwright reads what a fixture needs from its first parameter, which
   must be a destructuring pattern even when it needs nothing. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  // A test acts on the page once the app runs, as on any page that first shows the loading screen; one that
  // looks at the first paint itself goes with `waitUntil: 'commit'`.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') await appStarted(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (options?.waitUntil !== 'commit') await appStarted(page)
      return response
    }
    await use(page)
  },
  service: [({}, use) => lend(createNodeClient<Database>(STACK_URL, SERVICE_ROLE_KEY), use), { scope: 'worker' }],
  anon: [({}, use) => lend(createNodeClient<Database>(STACK_URL, ANON_KEY), use), { scope: 'worker' }],
  productBySlug: [({ service }, use) => use((slug) => productBySlug(service, slug)), { scope: 'worker' }],
  placeOrder: [
    ({ anon, productBySlug }, use) => use((choices) => placeOrder({ guest: anon, product: productBySlug }, choices)),
    { scope: 'worker' },
  ],

  newClient: async ({}, use) => {
    const made: Client[] = []
    await use(() => {
      const client = createNodeClient<Database>(STACK_URL, ANON_KEY)
      made.push(client)
      return client
    })
    await Promise.all(made.map((client) => client.removeAllChannels()))
  },
  customer: async ({}, use) => lend((await signedInClient(SEEDED_ACCOUNTS.customer)).client, use),
  admin: async ({}, use) => lend((await signedInClient(SEEDED_ACCOUNTS.admin)).client, use),
  newCustomer: ({ service }, use) => use((label, fullName) => newCustomer(service, label, fullName)),
  confirmedAccount: ({ service }, use) =>
    use((email, password, fullName) => confirmedAccount(service, email, password, fullName)),
  seedCart: ({ productBySlug }, use) => use((page, lines) => seedCart(page, lines, productBySlug)),
})
