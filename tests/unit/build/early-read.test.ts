import { runInNewContext } from 'node:vm'
import type { Plugin, ResolvedConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  capture,
  capturingPattern,
  earlyRead,
  EARLY_ROUTES,
  earlyReadScriptFor,
} from '../../../scripts/vite/early-read.ts'
import { buildProductsQuery } from '../../../src/features/catalog/api/products-query.ts'
import { parseShopFilters } from '../../../src/features/catalog/lib/shop-filters.ts'
import { buildProductQuery } from '../../../src/features/product-detail/api/product-query.ts'
// Auth's margin is not exported from its entry; its build's module is the value it runs with.
import { EXPIRY_MARGIN_MS } from '@supabase/auth-js/dist/module/lib/constants.js'
import { AUTH_STORAGE_KEY } from '../../../src/config/auth.ts'
import {
  buildAdminDashboardQuery,
  DEFAULT_DASHBOARD_DAYS,
} from '../../../src/features/admin/api/admin-dashboard-query.ts'
import { buildProfileQuery } from '../../../src/features/auth/api/profile-query.ts'
import { buildOrdersQuery } from '../../../src/features/orders/api/orders-query.ts'
import { buildPointsSummaryQuery } from '../../../src/features/points/api/points-queries.ts'
import { EARLY_READ, EARLY_READ_TOKEN_MARGIN_MS, type EarlyRead } from '../../../src/lib/early-read.ts'

const PROJECT = 'https://project.supabase.example'
const REST = `${PROJECT}/rest/v1`
const KEY = 'anon.key'

/** Runs the script as a page at `path` would, with no network: what it fetched and preloaded. */
async function page(path: string, { base = '/', session = null as string | null } = {}) {
  const script = await earlyReadScriptFor(EARLY_ROUTES, PROJECT, KEY, base)
  const url = new URL(path, 'https://shop.example')
  const fetched: { url: string; method?: string; body?: string; headers: unknown }[] = []
  const preloads: string[] = []
  const sandbox: Record<string, unknown> = {
    location: { pathname: url.pathname, search: url.search },
    localStorage: { getItem: (key: string) => (key === AUTH_STORAGE_KEY ? session : null) },
    URLSearchParams,
    document: {
      createElement: () => ({ setAttribute: () => undefined }),
      head: { appendChild: (link: { href: string }) => preloads.push(link.href) },
    },
    fetch: (input: string, init: { method?: string; body?: string; headers: unknown }) => {
      fetched.push({
        url: input,
        headers: init.headers,
        ...(init.method ? { method: init.method } : {}),
        ...(init.body === undefined ? {} : { body: init.body }),
      })
      return new Promise(() => undefined)
    },
  }
  sandbox.window = sandbox
  runInNewContext(script, sandbox)
  return { fetched, preloads, early: sandbox[EARLY_READ] as EarlyRead | undefined }
}

const USER_ID = '0c0d6d1e-5c1b-4c6e-9a43-2f0e1d7b0c02'
const TOKEN = 'member.access.token'

/** A session as Auth saves it, its token expiring in `expiresInMs`. */
const session = (expiresInMs = 3_600_000) =>
  JSON.stringify({
    access_token: TOKEN,
    expires_at: Math.floor((Date.now() + expiresInMs) / 1000),
    user: { id: USER_ID },
  })

describe('the early read script', () => {
  it("asks for a product exactly as the app's builder does, whatever its slug holds", async () => {
    for (const slug of ['kashmiri-saffron', 'piment d’Espelette & co', 'a+b/100%']) {
      const { fetched, early } = await page(`/product/${encodeURIComponent(slug)}`)
      const app = await capture(REST, (client, signal) => buildProductQuery(client, slug, signal))
      expect(early?.reads).toMatchObject([{ url: app.url, method: 'GET', headers: app.headers, token: KEY }])
      expect(fetched).toEqual([{ url: `${app.url}&apikey=${KEY}`, headers: {} }])
    }
  })

  it("asks for the shop's first page exactly as the app does, with no header: a CORS simple request", async () => {
    const { fetched, early } = await page('/shop')
    const app = await capture(REST, (client, signal) =>
      buildProductsQuery(client, parseShopFilters(new URLSearchParams())).abortSignal(signal),
    )
    expect(early?.reads).toMatchObject([{ url: app.url, headers: {} }])
    expect(app.headers).toEqual({})
    expect(fetched).toEqual([{ url: `${app.url}&apikey=${KEY}`, headers: {} }])
    expect(new URL(app.url).pathname).toBe('/rest/v1/rpc/catalog_page')
  })

  it("leaves to the app what it would read otherwise: a product's id, filters in the shop's URL", async () => {
    expect((await page('/product/0b1e0c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b')).fetched).toEqual([])
    expect((await page('/shop?cuisines=Indian')).fetched).toEqual([])
    // A parameter that is not the shop's (a campaign tag) changes nothing in the read.
    expect((await page('/shop?utm_source=mail')).fetched).toHaveLength(1)
  })

  it('preloads the home page hero at once and reads nothing there; other pages start nothing', async () => {
    expect(await page('/')).toMatchObject({ fetched: [], preloads: ['/images/blog/kashmiri-saffron-harvest.svg'] })
    expect(await page('/about')).toMatchObject({ fetched: [], preloads: [] })
  })

  it('reads below the build base', async () => {
    expect((await page('/casabite/blog', { base: '/casabite/' })).fetched).toHaveLength(1)
  })

  it("a member's page: the profile and the loader's reads, with the saved session's token and the app's headers", async () => {
    const { fetched, early } = await page('/account', { session: session() })
    const expected = await Promise.all([
      capture(REST, (client, signal) => buildProfileQuery(client, USER_ID, signal)),
      capture(REST, (client, signal) => buildOrdersQuery(client, USER_ID, 1, signal)),
      capture(REST, (client, signal) => buildPointsSummaryQuery(client, signal)),
    ])
    expect(expected.map((read) => read.method)).toEqual(['GET', 'GET', 'POST'])
    expect(early?.reads).toMatchObject(
      expected.map(({ url, method, body, headers }) => ({ url, method, body, headers, token: TOKEN })),
    )
    expect(fetched).toEqual(
      expected.map(({ url, method, body, headers }) => ({
        url,
        method,
        ...(body === undefined ? {} : { body }),
        headers: { apikey: KEY, authorization: `Bearer ${TOKEN}`, ...headers },
      })),
    )
    expect(early?.shown).toBeUndefined()
  })

  it("an admin page's rpc goes with its arguments as its body", async () => {
    const { fetched } = await page('/admin/dashboard', { session: session() })
    const dashboard = await capture(REST, (client, signal) =>
      buildAdminDashboardQuery(client, DEFAULT_DASHBOARD_DAYS, signal),
    )
    expect(fetched[1]).toMatchObject({ url: dashboard.url, method: 'POST', body: JSON.stringify({ p_days: 30 }) })
  })

  it('reads nothing without a session, or with one due for a refresh or unreadable, nor another screen than the table names', async () => {
    expect((await page('/account')).fetched).toEqual([])
    expect((await page('/account', { session: session(EARLY_READ_TOKEN_MARGIN_MS - 5_000) })).fetched).toEqual([])
    expect((await page('/account', { session: '{not json' })).fetched).toEqual([])
    expect((await page('/account', { session: '{}' })).fetched).toEqual([])
    // Another page of the order history than the first; a page whose loader asks Auth, not the database.
    expect((await page('/account/orders?page=2', { session: session() })).fetched).toEqual([])
    expect((await page('/account/settings', { session: session() })).fetched).toEqual([])
    expect((await page('/account/orders', { session: session() })).fetched).toHaveLength(2)
  })

  it("leaves more time to a token than Auth's own refresh margin, so the app asks with the same one", () => {
    expect(EARLY_READ_TOKEN_MARGIN_MS).toBeGreaterThan(EXPIRY_MARGIN_MS)
  })

  it("a guest's page with a saved session starts nothing: the app asks with the member's token", async () => {
    expect((await page('/shop', { session: session() })).fetched).toEqual([])
  })

  it("captures a route's parameter", () => {
    expect('/product/kashmiri-saffron/'.match(new RegExp(capturingPattern('/product/:productId')))?.[1]).toBe(
      'kashmiri-saffron',
    )
  })
})

describe('the plugin', () => {
  const transform = async (plugin: Plugin, env: Record<string, string>) => {
    const resolved = plugin.configResolved as (config: ResolvedConfig) => void
    resolved({ base: '/', env } as unknown as ResolvedConfig)
    const hook = plugin.transformIndexHtml as {
      handler: (html: string, context: { bundle: object }) => Promise<string>
    }
    return hook.handler('<head><meta charset="UTF-8" /><title>x</title></head>', { bundle: {} })
  }

  it('puts the preconnect (anonymous, as the read is made) and the script first in the head', async () => {
    const html = await transform(earlyRead(), { VITE_SUPABASE_URL: PROJECT, VITE_SUPABASE_ANON_KEY: KEY })
    expect(html).toMatch(
      new RegExp(`^<head><meta charset="UTF-8" /><link rel="preconnect" href="${PROJECT}" crossorigin><script>`),
    )
  })

  it('adds nothing to a build without its configuration', async () => {
    expect(await transform(earlyRead(), {})).toBe('<head><meta charset="UTF-8" /><title>x</title></head>')
  })
})
