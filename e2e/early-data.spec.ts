import { expect, test, type Page } from '@playwright/test'
import { STACK_URL } from '../playwright.config.ts'
import { SEEDED_ACCOUNTS } from '../tests/helpers/seeded-accounts.ts'
import { expectNoAxeViolations } from './axe.ts'
import { signInBrowser } from './session.ts'

// index.html starts a landing page's first read before the entry runs (scripts/vite/early-read.ts), and the
// app adopts its answer: one read per page, and the largest image fetched once (the preload is the <img>'s).
// A member's page (the account, the admin's) starts the reads its loader makes, with the saved session.

interface Seen {
  method: string
  url: string
  preflight: boolean
  /** Reported by Playwright (each request once), not by the protocol. */
  page?: true
  body?: string | null
}

/** Every request the page makes, preflights included (Chromium reports them through the protocol alone). */
async function watch(page: Page): Promise<Seen[]> {
  const seen: Seen[] = []
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  cdp.on('Network.requestWillBeSent', ({ request, type }) =>
    seen.push({
      method: request.method,
      url: request.url,
      preflight: type === 'Preflight' || request.method === 'OPTIONS',
    }),
  )
  page.on('request', (request) =>
    seen.push({ method: request.method(), url: request.url(), preflight: false, page: true, body: request.postData() }),
  )
  return seen
}

/** GETs of `table` (or `rpc/<name>`): the page's reads (the start-up connection check is a HEAD). */
const reads = (seen: Seen[], table: string) =>
  seen.filter((r) => !r.preflight && r.method === 'GET' && r.url.startsWith(`${STACK_URL}/rest/v1/${table}?`))

/** One request per URL (the protocol and Playwright both report each one). */
const distinct = (requests: Seen[]) => [...new Set(requests.map((r) => r.url))]

const imageRequests = (seen: Seen[], path: string) =>
  distinct(seen.filter((r) => !r.preflight && new URL(r.url).pathname === path))

test('a product page reads its product once, as a simple request (no preflight), and its picture once', async ({
  page,
}) => {
  const seen = await watch(page)
  await page.goto('/product/kashmiri-saffron')
  await expect(page.getByRole('heading', { level: 1, name: 'Kashmiri Saffron' })).toBeVisible()
  const image = page.getByRole('button', { name: /^Enlarge image 1/ }).locator('img')
  await expect(image).toHaveJSProperty('complete', true)
  const src = new URL((await image.getAttribute('src')) ?? '', page.url()).pathname
  await page.waitForLoadState('networkidle')

  const product = distinct(reads(seen, 'products').filter((r) => r.url.includes('product_slug=eq.kashmiri-saffron')))
  expect(product).toHaveLength(1)
  expect(new URL(product[0] ?? '').searchParams.get('apikey')).not.toBeNull()
  expect(seen.filter((r) => r.preflight && r.url.includes('product_slug=eq.kashmiri-saffron'))).toEqual([])
  expect(imageRequests(seen, src)).toHaveLength(1)
  expect(await page.locator('link[rel=preload][as=image][fetchpriority=high]').getAttribute('href')).toBe(src)
  await expectNoAxeViolations(page)
})

test("the shop reads its first page once, as a simple request (no preflight), and the first card's picture once", async ({
  page,
}) => {
  const seen = await watch(page)
  await page.goto('/shop')
  const firstImage = page.getByRole('main').getByRole('article').first().locator('img')
  await expect(firstImage).toHaveJSProperty('complete', true)
  const src = new URL((await firstImage.getAttribute('src')) ?? '', page.url()).pathname
  await page.waitForLoadState('networkidle')

  const catalogue = distinct(reads(seen, 'rpc/catalog_page'))
  expect(catalogue).toHaveLength(1)
  expect(new URL(catalogue[0] ?? '').searchParams.get('apikey')).not.toBeNull()
  // The total comes back on the rows, not through a Prefer header: nothing for the browser to preflight.
  expect(seen.filter((r) => r.preflight && r.url.includes('/rest/v1/rpc/catalog_page'))).toEqual([])
  await expect(page.getByText(/^Showing 1–12 of \d+ spices$/)).toBeVisible()
  expect(imageRequests(seen, src)).toHaveLength(1)
  expect(await page.locator('link[rel=preload][as=image][fetchpriority=high]').getAttribute('href')).toBe(src)
  await expectNoAxeViolations(page)
})

test('with filters in the URL the shop reads as usual (one read, the filtered one)', async ({ page }) => {
  const seen = await watch(page)
  await page.goto('/shop?sortOrder=price-asc')
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(12)
  await page.waitForLoadState('networkidle')
  const catalogue = distinct(reads(seen, 'rpc/catalog_page'))
  expect(catalogue).toHaveLength(1)
  expect(new URL(catalogue[0] ?? '').searchParams.get('p_sort')).toBe('price-asc')
})

/** The requests of `table` (or `rpc/<name>`) with `method`, each once (as Playwright reports them). */
const sent = (seen: Seen[], method: string, table: string) =>
  seen.filter((r) => r.page && r.method === method && new URL(r.url).pathname === `/rest/v1/${table}`)

/** Where in the page's requests the first of `matches` was sent. */
const firstIndex = (seen: Seen[], matches: (url: string) => boolean) => seen.findIndex((r) => matches(r.url))

test("a member's account reads its profile, orders and points once each, sent before the app's code", async ({
  page,
}) => {
  await signInBrowser(page, SEEDED_ACCOUNTS.customer)
  const seen = await watch(page)
  await page.goto('/account')
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Flavor Points' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect(sent(seen, 'GET', 'profiles')).toHaveLength(1)
  expect(sent(seen, 'GET', 'orders')).toHaveLength(1)
  expect(sent(seen, 'POST', 'rpc/points_summary')).toHaveLength(1)
  // index.html's script sent them: before the entry, which starts after the loading screen's first frame.
  const entry = firstIndex(seen, (url) => /\/assets\/index-[\w-]+\.js$/.test(url))
  expect(entry).toBeGreaterThan(-1)
  expect(firstIndex(seen, (url) => url.includes('/rest/v1/profiles?'))).toBeLessThan(entry)
  expect(firstIndex(seen, (url) => url.includes('/rest/v1/rpc/points_summary'))).toBeLessThan(entry)
})

test("the admin's dashboard reads the profile and the figures once each, sent before the app's code", async ({
  page,
}) => {
  await signInBrowser(page, SEEDED_ACCOUNTS.admin)
  const seen = await watch(page)
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { name: /^Daily revenue and orders/ })).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect(sent(seen, 'GET', 'profiles')).toHaveLength(1)
  expect(sent(seen, 'POST', 'rpc/admin_dashboard')).toHaveLength(1)
  const entry = firstIndex(seen, (url) => /\/assets\/index-[\w-]+\.js$/.test(url))
  expect(firstIndex(seen, (url) => url.includes('/rest/v1/rpc/admin_dashboard'))).toBeLessThan(entry)
})

test.describe("a member's other pages read once, from index.html", () => {
  const PAGES = [
    ['/account/orders', 'customer', 'Order History', 2],
    ['/account/points', 'customer', 'Flavor Points', 3],
    ['/account/wishlist', 'customer', 'Wishlist', 2],
    ['/account/addresses', 'customer', 'Addresses', 2],
    ['/admin/products', 'admin', 'Products', 2],
    ['/admin/orders', 'admin', 'Orders', 2],
    ['/admin/customers', 'admin', 'Customers', 2],
    ['/admin/messages', 'admin', 'Messages', 2],
    ['/admin/blog-posts', 'admin', 'Blog Posts', 2],
  ] as const

  for (const [path, role, heading, early] of PAGES) {
    test(`${path}: ${early} reads sent before the app's code, none of them again`, async ({ page }) => {
      await signInBrowser(page, SEEDED_ACCOUNTS[role])
      const seen = await watch(page)
      await page.goto(path)
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await page.waitForLoadState('networkidle')

      const reads = seen.filter((r) => r.page && new URL(r.url).pathname.startsWith('/rest/v1/'))
      const entry = firstIndex(seen, (url) => /\/assets\/index-[\w-]+\.js$/.test(url))
      expect(reads.filter((r) => seen.indexOf(r) < entry)).toHaveLength(early)
      // Had the app not taken an early read, it would have sent the very same request a second time.
      const requests = reads.map((r) => `${r.method} ${r.url} ${r.body ?? ''}`)
      expect(requests.filter((request, i) => requests.indexOf(request) !== i)).toEqual([])
    })
  }
})
