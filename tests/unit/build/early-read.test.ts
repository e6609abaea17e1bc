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
import { EARLY_READ, type EarlyRead } from '../../../src/lib/early-read.ts'

const PROJECT = 'https://project.supabase.example'
const REST = `${PROJECT}/rest/v1`
const KEY = 'anon.key'

/** Runs the script as a page at `path` would, with no network: what it fetched and preloaded. */
async function page(path: string, base = '/') {
  const script = await earlyReadScriptFor(EARLY_ROUTES, PROJECT, KEY, base)
  const url = new URL(path, 'https://shop.example')
  const fetched: { url: string; headers: unknown }[] = []
  const preloads: string[] = []
  const sandbox: Record<string, unknown> = {
    location: { pathname: url.pathname, search: url.search },
    localStorage: { getItem: () => null },
    URLSearchParams,
    document: {
      createElement: () => ({ setAttribute: () => undefined }),
      head: { appendChild: (link: { href: string }) => preloads.push(link.href) },
    },
    fetch: (input: string, init: { headers: unknown }) => {
      fetched.push({ url: input, headers: init.headers })
      return new Promise(() => undefined)
    },
  }
  sandbox.window = sandbox
  runInNewContext(script, sandbox)
  return { fetched, preloads, early: sandbox[EARLY_READ] as EarlyRead | undefined }
}

describe('the early read script', () => {
  it("asks for a product exactly as the app's builder does, whatever its slug holds", async () => {
    for (const slug of ['kashmiri-saffron', 'piment d’Espelette & co', 'a+b/100%']) {
      const { fetched, early } = await page(`/product/${encodeURIComponent(slug)}`)
      const app = await capture(REST, (client, signal) => buildProductQuery(client, slug, signal))
      expect(early?.url).toBe(app.url)
      expect(early?.headers).toEqual(app.headers)
      expect(fetched).toEqual([{ url: `${app.url}&apikey=${KEY}`, headers: {} }])
    }
  })

  it("asks for the shop's first page exactly as the app does, with no header: a CORS simple request", async () => {
    const { fetched, early } = await page('/shop')
    const app = await capture(REST, (client, signal) =>
      buildProductsQuery(client, parseShopFilters(new URLSearchParams())).abortSignal(signal),
    )
    expect(early).toMatchObject({ url: app.url, headers: {} })
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
    expect((await page('/casabite/blog', '/casabite/')).fetched).toHaveLength(1)
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
