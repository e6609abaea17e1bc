import { runInNewContext } from 'node:vm'
import { PostgrestClient } from '@supabase/postgrest-js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANON_KEY } from '../../supabase/local/index.ts'
import { EARLY_ROUTES, earlyReadScriptFor } from '../../scripts/vite/early-read.ts'
import { buildBlogPostQuery } from '../../src/features/blog/api/blog-queries.ts'
import { buildProductsQuery } from '../../src/features/catalog/api/products-query.ts'
import { parseShopFilters } from '../../src/features/catalog/lib/shop-filters.ts'
import { buildProductQuery } from '../../src/features/product-detail/api/product-query.ts'
import { buildAdminDashboardQuery, DEFAULT_DASHBOARD_DAYS } from '../../src/features/admin/api/admin-dashboard-query.ts'
import { buildProfileQuery } from '../../src/features/auth/api/profile-query.ts'
import { buildAdminOrdersQuery, INITIAL_ADMIN_ORDER_FILTERS } from '../../src/features/orders/api/admin-orders-query.ts'
import { buildOrdersQuery } from '../../src/features/orders/api/orders-query.ts'
import { buildPointsSummaryQuery } from '../../src/features/points/api/points-queries.ts'
import { buildAdminProductsQuery } from '../../src/features/products/api/admin-products-query.ts'
import { adoptEarlyRead, EARLY_READ, type EarlyRead } from '../../src/lib/early-read.ts'
import type { Database } from '../../src/types/supabase.ts'
import { startTestStack, type TestStack } from '../helpers/stack.ts'

// index.html's early read (scripts/vite/early-read.ts) against the stack: the key in the query as Supabase's
// gateway takes it, and the app's adoption rule (src/lib/early-read.ts) over real responses.

let t: TestStack
let script: string

beforeAll(async () => {
  t = await startTestStack()
  script = await earlyReadScriptFor(EARLY_ROUTES, t.url, ANON_KEY)
})

afterAll(async () => {
  await t?.stop()
})

const ORIGIN = 'http://shop.example'

describe('the key as a query parameter (Kong key-auth: header, else query)', () => {
  const products = () => `${t.url}/rest/v1/products?select=product_slug&is_active=eq.true&order=product_slug`

  it('answers a GET with ?apikey= and no other header as anon, with the CORS headers of any read', async () => {
    const res = await fetch(`${products()}&apikey=${ANON_KEY}`, { headers: { origin: ORIGIN } })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range')
    const { data } = await t.anon.from('products').select('product_slug').eq('is_active', true).order('product_slug')
    expect(await res.json()).toEqual(data)
    expect(data?.length).toBeGreaterThan(0)
  })

  it('takes the key from the query on a GET rpc too, not as an argument', async () => {
    const res = await fetch(`${t.url}/rest/v1/rpc/catalog_facets?apikey=${ANON_KEY}`)
    expect(res.status).toBe(200)
  })

  it('refuses a wrong key in the query, and a read with no key at all', async () => {
    const wrong = await fetch(`${products()}&apikey=not-a-key`, { headers: { origin: ORIGIN } })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ message: 'Invalid authentication credentials' })
    const none = await fetch(products())
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({ message: 'No API key found in request' })
  })
})

/** The page's browser, as far as the script sees it: its URL, storage, head, and a fetch that counts. */
function runScript(path: string, options: { session?: string; fetch?: typeof fetch } = {}) {
  const url = new URL(path, ORIGIN)
  const preloads: { rel: string; as: string; href: string; priority: string | null }[] = []
  const requests: string[] = []
  const sent: Promise<Response>[] = []
  const sandbox: Record<string, unknown> = {
    location: { pathname: url.pathname, search: url.search },
    localStorage: { getItem: () => options.session ?? null },
    URLSearchParams,
    document: {
      // A page served the app shell: no prerendered skeleton to show the picture in.
      readyState: 'complete',
      querySelector: () => null,
      createElement: () => {
        const attributes: Record<string, string> = {}
        return { setAttribute: (name: string, value: string) => (attributes[name] = value), attributes }
      },
      head: {
        appendChild: (link: { rel: string; as: string; href: string; attributes: Record<string, string> }) =>
          preloads.push({
            rel: link.rel,
            as: link.as,
            href: link.href,
            priority: link.attributes.fetchpriority ?? null,
          }),
      },
    },
    fetch: (input: string, init?: RequestInit) => {
      requests.push(input)
      const response = (options.fetch ?? fetch)(input, init)
      sent.push(response)
      return response
    },
  }
  sandbox.window = sandbox
  runInNewContext(script, sandbox)
  const early = sandbox[EARLY_READ] as EarlyRead | undefined
  ;(globalThis as Record<string, unknown>)[EARLY_READ] = early
  return { early, preloads, requests, sent }
}

/**
 * The app's PostgREST client as lib/supabase.ts makes it: the key, the caller's bearer, the adoption rule, on a
 * page loaded `pageAgeMs` ago.
 */
function appClient(token = ANON_KEY, pageAgeMs = 1_000) {
  const network: string[] = []
  const db = new PostgrestClient<Database>(`${t.url}/rest/v1`, {
    headers: { apikey: ANON_KEY },
    retry: false,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers)
      if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`)
      const now = vi.spyOn(performance, 'now').mockReturnValue(pageAgeMs)
      const adoption = adoptEarlyRead(String(input), init, headers, ANON_KEY)
      now.mockRestore()
      const adopted = await adoption
      if (adopted) return adopted
      network.push(String(input))
      return fetch(input, { ...init, headers })
    },
  })
  return { db, network }
}

const signal = () => new AbortController().signal

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_READ]
})

describe('the early read and its adoption', () => {
  it('a product page: one request, with the key in the query and no header, adopted; its image preloaded', async () => {
    const page = runScript('/product/kashmiri-saffron')
    expect(page.requests).toHaveLength(1)
    expect(page.early?.reads[0]?.headers).toEqual({})
    const app = appClient()
    const { data, error } = await buildProductQuery(app.db, 'kashmiri-saffron', signal())
    expect(error).toBeNull()
    expect(app.network).toEqual([])
    expect(data?.product_slug).toBe('kashmiri-saffron')
    // Taken once: the next read of the same product goes to the network.
    await buildProductQuery(app.db, 'kashmiri-saffron', signal())
    expect(app.network).toHaveLength(1)
    expect(page.preloads).toEqual([{ rel: 'preload', as: 'image', href: data?.main_image_url, priority: 'high' }])
  })

  it("the shop: the catalogue's first page with its total, one simple request, adopted; the first card's image preloaded", async () => {
    const page = runScript('/shop')
    // No header besides the key in the query: nothing a browser would preflight.
    expect(page.early?.reads[0]?.headers).toEqual({})
    expect(page.requests).toHaveLength(1)
    expect(new URL(page.requests[0]!).pathname).toBe('/rest/v1/rpc/catalog_page')
    const app = appClient()
    const filters = parseShopFilters(new URLSearchParams())
    const { data, error } = await buildProductsQuery(app.db, filters)
    expect(error).toBeNull()
    expect(app.network).toEqual([])
    const normal = await buildProductsQuery(appClient().db, filters)
    expect(data).toEqual(normal.data)
    expect(data).toHaveLength(12)
    const { count } = await t.anon.from('products').select('id', { count: 'exact', head: true }).eq('is_active', true)
    expect(data?.[0]?.total).toBe(count)
    await expect.poll(() => page.preloads.map((link) => link.href)).toEqual([data?.[0]?.main_image_url])
  })

  it("the shop's read as a browser makes it: a GET with only the key in the query, answered with CORS", async () => {
    const page = runScript('/shop')
    const url = page.requests[0]!
    const res = await fetch(url, { headers: { origin: ORIGIN } })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    const rows = (await res.json()) as { product_slug: string; total: number }[]
    const { data } = await buildProductsQuery(appClient().db, parseShopFilters(new URLSearchParams()))
    expect(rows).toEqual(data)
  })

  it('a blog post (an object read, Accept is a safelisted value): adopted', async () => {
    const { data: posts } = await t.anon.from('blog_posts').select('blog_slug').limit(1)
    const slug = posts?.[0]?.blog_slug ?? ''
    const page = runScript(`/blog/${slug}`)
    expect(page.early?.reads[0]?.headers).toEqual({ accept: 'application/vnd.pgrst.object+json' })
    const app = appClient()
    const { data, error } = await buildBlogPostQuery(app.db, slug, signal())
    expect(error).toBeNull()
    expect(data?.blog_slug).toBe(slug)
    expect(app.network).toEqual([])
  })

  it('another request than the one started (other product, shop filters) is fetched as usual', async () => {
    runScript('/product/kashmiri-saffron')
    const app = appClient()
    const { data } = await buildProductQuery(app.db, 'smoked-paprika', signal())
    expect(app.network).toHaveLength(1)
    expect(data?.product_slug ?? null).not.toBe('kashmiri-saffron')
    // Still there for its own request.
    await buildProductQuery(app.db, 'kashmiri-saffron', signal())
    expect(app.network).toHaveLength(1)

    // Filters in the URL make another request: the script leaves it to the app.
    expect(runScript('/shop?sortOrder=price-asc').requests).toEqual([])
  })

  it("a signed-in reader's request (another bearer) is not adopted, and a saved session starts no early read", async () => {
    runScript('/product/kashmiri-saffron')
    const customer = await t.customer()
    const { data: session } = await customer.auth.getSession()
    const app = appClient(session.session?.access_token)
    await buildProductQuery(app.db, 'kashmiri-saffron', signal())
    expect(app.network).toHaveLength(1)
    expect(runScript('/product/kashmiri-saffron', { session: JSON.stringify(session.session) }).requests).toEqual([])
  })

  it('an early read the page never asked for in its first minute is not adopted later', async () => {
    runScript('/product/kashmiri-saffron')
    const app = appClient(ANON_KEY, 61_000)
    await buildProductQuery(app.db, 'kashmiri-saffron', signal())
    expect(app.network).toHaveLength(1)
    expect((globalThis as Record<string, unknown>)[EARLY_READ]).toBeUndefined()
  })

  it('a failed early read (network error, server error) falls back to the normal fetch', async () => {
    runScript('/product/kashmiri-saffron', { fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
    let app = appClient()
    let result = await buildProductQuery(app.db, 'kashmiri-saffron', signal())
    expect(app.network).toHaveLength(1)
    expect(result.data?.product_slug).toBe('kashmiri-saffron')

    runScript('/product/kashmiri-saffron', { fetch: () => Promise.resolve(new Response('', { status: 503 })) })
    app = appClient()
    result = await buildProductQuery(app.db, 'kashmiri-saffron', signal())
    expect(app.network).toHaveLength(1)
    expect(result.data?.product_slug).toBe('kashmiri-saffron')
  })
})

describe("a member's early reads", () => {
  /** The signed-in client's session, as Auth saved it in the browser. */
  const saved = async (client: Awaited<ReturnType<TestStack['customer']>>) => {
    const { data } = await client.auth.getSession()
    if (!data.session) throw new Error('no session')
    return data.session
  }

  it("the account: the profile, the orders and the points, read with the member's token and adopted", async () => {
    const customer = await t.customer()
    const session = await saved(customer)
    const page = runScript('/account', { session: JSON.stringify(session) })
    expect(page.requests.map((url) => new URL(url).pathname)).toEqual([
      '/rest/v1/profiles',
      '/rest/v1/orders',
      '/rest/v1/rpc/points_summary',
    ])
    // As the browser sends them: with the key and the member's bearer in headers, answered with CORS.
    for (const response of await Promise.all(page.sent)) expect(response.status).toBe(200)

    const app = appClient(session.access_token)
    const userId = session.user.id
    const profile = await buildProfileQuery(app.db, userId, signal())
    const orders = await buildOrdersQuery(app.db, userId, 1, signal())
    const points = await buildPointsSummaryQuery(app.db, signal())
    expect(app.network).toEqual([])

    // The same answers as the app's own reads.
    const normal = appClient(session.access_token)
    expect(profile.data).toEqual((await buildProfileQuery(normal.db, userId, signal())).data)
    expect(profile.data).not.toBeNull()
    expect(orders.data).toEqual((await buildOrdersQuery(normal.db, userId, 1, signal())).data)
    expect(orders.count).toBe((await buildOrdersQuery(normal.db, userId, 1, signal())).count)
    expect(points.data).toEqual((await buildPointsSummaryQuery(normal.db, signal())).data)
    expect(points.error).toBeNull()
  })

  it('another bearer, or another period, is read as usual', async () => {
    const customer = await t.customer()
    const session = await saved(customer)
    runScript('/account', { session: JSON.stringify(session) })
    // Another bearer (the token refreshed before the app asked): its own read.
    const other = appClient(ANON_KEY)
    await buildProfileQuery(other.db, session.user.id, signal())
    expect(other.network).toHaveLength(1)

    const admin = await t.admin()
    const adminSession = await saved(admin)
    runScript('/admin/dashboard', { session: JSON.stringify(adminSession) })
    const app = appClient(adminSession.access_token)
    // Another body (7 days, not the 30 the page opens on): not the early read.
    await buildAdminDashboardQuery(app.db, 7, signal())
    expect(app.network).toHaveLength(1)
    const { data, error } = await buildAdminDashboardQuery(app.db, DEFAULT_DASHBOARD_DAYS, signal())
    expect(error).toBeNull()
    expect(app.network).toHaveLength(1)
    expect(data).toMatchObject({ from: expect.any(String), to: expect.any(String) })
  })

  it("an admin's pages: the list each opens on, adopted", async () => {
    const admin = await t.admin()
    const session = await saved(admin)
    runScript('/admin/products', { session: JSON.stringify(session) })
    let app = appClient(session.access_token)
    const products = await buildAdminProductsQuery(app.db, signal())
    expect(app.network).toEqual([])
    const { count } = await t.service.from('products').select('id', { count: 'exact', head: true })
    expect(products.data).toHaveLength(count ?? -1)

    runScript('/admin/orders', { session: JSON.stringify(session) })
    app = appClient(session.access_token)
    const orders = await buildAdminOrdersQuery(app.db, INITIAL_ADMIN_ORDER_FILTERS).abortSignal(signal())
    expect(app.network).toEqual([])
    expect(orders.error).toBeNull()
    expect(orders.data).toEqual((await buildAdminOrdersQuery(admin, INITIAL_ADMIN_ORDER_FILTERS)).data)
  })

  it("a customer at an admin page gets the database's answer to them, as the app's own read would", async () => {
    const customer = await t.customer()
    const session = await saved(customer)
    runScript('/admin/dashboard', { session: JSON.stringify(session) })
    const app = appClient(session.access_token)
    const early = await buildAdminDashboardQuery(app.db, DEFAULT_DASHBOARD_DAYS, signal())
    expect(app.network).toEqual([])
    const normal = await buildAdminDashboardQuery(appClient(session.access_token).db, DEFAULT_DASHBOARD_DAYS, signal())
    expect(early.error?.code).toBeDefined()
    expect(early.error).toEqual(normal.error)
    expect(early.data).toBeNull()
  })

  it.each(EARLY_ROUTES.filter((route) => route.signedIn).map((route) => [route.path, route.signedIn!] as const))(
    '%s: each read answers the member, and the app takes it as its own',
    async (path, requests) => {
      const client = path.startsWith('/admin') ? await t.admin() : await t.customer()
      const session = await saved(client)
      const page = runScript(path, { session: JSON.stringify(session) })
      expect(page.requests).toHaveLength(requests.length)
      for (const response of await Promise.all(page.sent)) expect(response.status).toBeLessThan(300)
      const app = appClient(session.access_token)
      const normal = appClient(session.access_token)
      for (const request of requests) {
        const early = (await request(app.db, signal(), session.user.id)) as { data: unknown; error: unknown }
        const own = (await request(normal.db, signal(), session.user.id)) as { data: unknown; error: unknown }
        expect(early.error).toBeNull()
        expect(early.data).toEqual(own.data)
      }
      expect(app.network).toEqual([])
    },
  )
})
