import type { IndexHtmlTransformResult, ResolvedConfig, Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  chunkFiles,
  pathPattern,
  preloadScript,
  routePreload,
  skipEntryChunks,
} from '../../../scripts/vite/route-preload.ts'

const matches = (path: string, url: string) => new RegExp(pathPattern(path)).test(url)

describe('pathPattern', () => {
  it('matches the URLs React Router matches for a fixed path, with or without a trailing slash', () => {
    expect(matches('/shop', '/shop')).toBe(true)
    expect(matches('/shop', '/shop/')).toBe(true)
    expect(matches('/shop', '/shopping')).toBe(false)
    expect(matches('/shop', '/shop/extra')).toBe(false)
    expect(matches('/', '/')).toBe(true)
    expect(matches('/', '/shop')).toBe(false)
  })

  it('lets a parameter stand for exactly one segment', () => {
    expect(matches('/product/:productId', '/product/kashmiri-saffron')).toBe(true)
    expect(matches('/product/:productId', '/product/')).toBe(false)
    expect(matches('/product/:productId', '/product/a/b')).toBe(false)
  })

  it('escapes characters that mean something in a pattern', () => {
    expect(matches('/a.b', '/a.b')).toBe(true)
    expect(matches('/a.b', '/axb')).toBe(false)
  })
})

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, moduleIds, imports, isEntry } as unknown as Rolldown.OutputChunk
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['/repo/src/main.tsx'], ['assets/jsx-runtime.js'], true),
    chunk('assets/jsx-runtime.js', ['/repo/node_modules/react/jsx-runtime.js']),
    chunk('assets/shell.js', ['/repo/src/components/layouts/main-layout.tsx'], ['assets/jsx-runtime.js']),
    chunk('assets/shop.js', ['/repo/src/app/routes/storefront/shop.tsx'], ['assets/shell.js', 'assets/query.js']),
    chunk('assets/query.js', ['/repo/src/lib/query-keys.ts'], ['assets/db.js', 'assets/jsx-runtime.js']),
    chunk('assets/db.js', ['/repo/src/lib/supabase.ts']),
    chunk('assets/home.js', ['/repo/src/app/routes/storefront/home.tsx'], ['assets/shell.js']),
  ].map((item) => [item.fileName, item]),
) as Rolldown.OutputBundle

describe('chunkFiles', () => {
  it('lists the chunks holding the modules and everything they import, without what the entry brings', () => {
    expect(
      chunkFiles(bundle, ['src/components/layouts/main-layout.tsx', 'src/app/routes/storefront/shop.tsx']),
    ).toEqual(['assets/shell.js', 'assets/shop.js', 'assets/query.js', 'assets/db.js'])
    expect(chunkFiles(bundle, ['src/app/routes/storefront/home.tsx'])).toEqual(['assets/home.js', 'assets/shell.js'])
  })

  it('fails when a module is in no chunk, so the table cannot fall behind the code', () => {
    expect(() => chunkFiles(bundle, ['src/app/routes/storefront/gone.tsx'])).toThrow(
      'route-preload: no chunk contains src/app/routes/storefront/gone.tsx',
    )
  })
})

describe('preloadScript', () => {
  interface FakeLink {
    rel: string
    href: string
    crossOrigin?: string
    attributes: Record<string, string>
    setAttribute(name: string, value: string): void
  }

  function run(pathname: string) {
    const appended: Omit<FakeLink, 'setAttribute'>[] = []
    const document = {
      createElement: (): FakeLink => ({
        rel: '',
        href: '',
        attributes: {},
        setAttribute(name, value) {
          this.attributes[name] = value
        },
      }),
      head: {
        appendChild: ({ rel, href, crossOrigin, attributes }: FakeLink) =>
          appended.push({ rel, href, crossOrigin, attributes }),
      },
    }
    const script = preloadScript(
      [
        ['^/shop/?$', ['assets/shop.js', 'assets/db.js']],
        ['^/product/[^/]+/?$', ['assets/product.js']],
      ],
      '/base/',
    )
    new Function('location', 'document', script)({ pathname }, document)
    return appended
  }

  const link = (href: string) => ({ rel: 'modulepreload', href, crossOrigin: '', attributes: { 'data-landing': '' } })

  it('preloads the chunks of the first matching page, matching paths below the base', () => {
    expect(run('/base/shop')).toEqual([link('/base/assets/shop.js'), link('/base/assets/db.js')])
    expect(run('/base/product/star-anise')).toEqual([link('/base/assets/product.js')])
  })

  it('does nothing on other pages', () => {
    expect(run('/base/admin/dashboard')).toEqual([])
    expect(run('/base/shop/extra')).toEqual([])
  })
})

describe('routePreload', () => {
  it('writes its script after the charset and before the stylesheet, which a classic script would wait for', async () => {
    const plugin = routePreload([{ path: '/shop', modules: ['src/app/routes/storefront/shop.tsx'] }])
    ;(plugin.configResolved as (config: ResolvedConfig) => void)({ base: '/' } as ResolvedConfig)
    const { handler } = plugin.transformIndexHtml as {
      handler: (html: string, context: { bundle: Rolldown.OutputBundle }) => IndexHtmlTransformResult
    }
    const html = await handler(
      '<html><head><meta charset="UTF-8" /><link rel="stylesheet" href="/a.css"></head></html>',
      { bundle },
    )
    expect(html).toMatch(
      /^<html><head><meta charset="UTF-8" \/><script data-landing-preload>\(function\(\)\{.*<\/script><link rel="stylesheet"/,
    )
    expect(html).toContain('assets/shop.js')
  })
})

describe('skipEntryChunks', () => {
  const resolve = skipEntryChunks(/shared-core-\w+\.js$/)
  const deps = ['assets/shared-core-abc.js', 'assets/shell.js']

  it("leaves the entry's chunks out of a lazy import's preload list: they are loaded before it runs", () => {
    expect(resolve('assets/shop.js', deps, { hostType: 'js' })).toEqual(['assets/shell.js'])
  })

  it('keeps them in index.html, where they would otherwise wait for the entry to download', () => {
    expect(resolve('index.html', deps, { hostType: 'html' })).toEqual(deps)
  })
})
