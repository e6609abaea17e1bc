import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANON_KEY } from '../../supabase/local/index.ts'
import { buildSitemap, generateSitemap, STATIC_PATHS } from '../../scripts/generate-sitemap.ts'
import { startTestStack, type TestStack } from '../helpers/stack.ts'

// scripts/generate-sitemap.ts against the seeded local stack: it reads with the anon key, so row
// level security alone decides what is public. Seed: 42 products (40 active), 7 posts (6 published).

const SITE = 'https://casabite.example'

let t: TestStack
let outDir: string

beforeAll(async () => {
  t = await startTestStack()
  outDir = await mkdtemp(join(tmpdir(), 'casabite-sitemap-'))
})

afterAll(async () => {
  await t?.stop()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

describe('generate-sitemap', () => {
  it('lists the static pages, every active product and every published post, and nothing else', async () => {
    const { data: products, error: productsError } = await t.service.from('products').select('product_slug, is_active')
    const { data: posts, error: postsError } = await t.service.from('blog_posts').select('blog_slug, publish_status')
    expect(productsError ?? postsError).toBeNull()
    const active = products!.filter((p) => p.is_active).map((p) => p.product_slug)
    const inactive = products!.filter((p) => !p.is_active).map((p) => p.product_slug)
    const published = posts!.filter((p) => p.publish_status === 'published').map((p) => p.blog_slug)
    const drafts = posts!.filter((p) => p.publish_status !== 'published').map((p) => p.blog_slug)
    // The seed has both kinds, so the test proves something.
    expect([active.length, inactive.length, published.length, drafts.length]).toEqual([40, 2, 6, 1])

    const result = await buildSitemap({ siteUrl: SITE, supabaseUrl: t.url, anonKey: ANON_KEY })

    expect(result.warning).toBeUndefined()
    expect(result.products).toBe(40)
    expect(result.posts).toBe(6)
    const urls = locs(result.xml)
    expect(urls.toSorted()).toEqual(
      [
        ...STATIC_PATHS.map((path) => `${SITE}${path === '/' ? '/' : path}`),
        ...active.map((slug) => `${SITE}/product/${slug}`),
        ...published.map((slug) => `${SITE}/blog/${slug}`),
      ].toSorted(),
    )
    for (const slug of inactive) expect(result.xml).not.toContain(`/product/${slug}<`)
    for (const slug of drafts) expect(result.xml).not.toContain(`/blog/${slug}<`)
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('writes well-formed sitemap XML with lastmod dates for the data pages', async () => {
    const { xml, entries } = await buildSitemap({ siteUrl: `${SITE}/`, supabaseUrl: t.url, anonKey: ANON_KEY })
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
    expect(xml).toContain(`<loc>${SITE}/</loc>`)
    expect(xml).not.toContain(`${SITE}//`)
    const dataEntries = entries.filter((e) => e.path.startsWith('/product/') || e.path.startsWith('/blog/'))
    expect(dataEntries.every((e) => e.lastmod && !Number.isNaN(Date.parse(e.lastmod)))).toBe(true)
    // Blog posts newest first, as the blog lists them.
    const blogPaths = entries.filter((e) => e.path.startsWith('/blog/')).map((e) => e.path)
    expect(blogPaths[0]).toBe('/blog/berbere-and-the-ethiopian-table')
    expect(blogPaths.at(-1)).toBe('/blog/kashmiri-saffron-harvest')
  })

  it('follows publishing: a post unpublished or a product deactivated leaves; published again, it returns', async () => {
    const slug = 'how-to-store-spices'
    await t.service.from('blog_posts').update({ publish_status: 'draft' }).eq('blog_slug', slug)
    await t.service.from('products').update({ is_active: false }).eq('product_slug', 'kashmiri-saffron')
    try {
      const { xml } = await buildSitemap({ siteUrl: SITE, supabaseUrl: t.url, anonKey: ANON_KEY })
      expect(xml).not.toContain(`/blog/${slug}<`)
      expect(xml).not.toContain('/product/kashmiri-saffron<')
    } finally {
      await t.service.from('blog_posts').update({ publish_status: 'published' }).eq('blog_slug', slug)
      await t.service.from('products').update({ is_active: true }).eq('product_slug', 'kashmiri-saffron')
    }
    const { xml } = await buildSitemap({ siteUrl: SITE, supabaseUrl: t.url, anonKey: ANON_KEY })
    expect(xml).toContain(`<loc>${SITE}/blog/${slug}</loc>`)
  })

  it('writes sitemap.xml into the output folder and points robots.txt at it, keeping the rules', async () => {
    await writeFile(
      join(outDir, 'robots.txt'),
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: http://127.0.0.1:4173/sitemap.xml\n',
    )
    const result = await generateSitemap({ outDir, siteUrl: SITE, supabaseUrl: t.url, anonKey: ANON_KEY })
    expect(result.file).toBe(join(outDir, 'sitemap.xml'))
    expect(await readFile(result.file, 'utf8')).toBe(result.xml)
    expect(await readFile(join(outDir, 'robots.txt'), 'utf8')).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${SITE}/sitemap.xml\n`,
    )
  })

  it('falls back to the static pages with a warning when the API cannot be reached', async () => {
    const result = await buildSitemap({ siteUrl: SITE, supabaseUrl: 'http://127.0.0.1:9', anonKey: ANON_KEY })
    expect(result.warning).toMatch(/could not read products and posts from http:\/\/127\.0\.0\.1:9/)
    expect(locs(result.xml)).toHaveLength(STATIC_PATHS.length)
    expect([result.products, result.posts]).toEqual([0, 0])

    const missing = await buildSitemap({ siteUrl: SITE })
    expect(missing.warning).toMatch(/VITE_SUPABASE_URL/)
    expect(locs(missing.xml)).toHaveLength(STATIC_PATHS.length)
  })
})
