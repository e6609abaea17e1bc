import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnv } from 'vite'
import { createNodeClient } from '../supabase/local/index.ts'
import type { Database } from '../src/types/database.ts'
import { paths } from '../src/config/paths.ts'

// `tsx scripts/generate-sitemap.ts [--out-dir dist] [--site-url https://casabite.example] [--mode production]`
// Writes <out-dir>/sitemap.xml: the public pages, every active product and every published blog post,
// read through supabase-js with the anon key, so row level security decides what is public. It also
// points <out-dir>/robots.txt's `Sitemap:` line at the same origin. If the API cannot be reached the
// sitemap lists the static pages only and a warning is printed: a build never fails for it.
//
// The origin: --site-url, else VITE_SITE_URL (environment or .env files, as Vite reads them), else
// DEFAULT_SITE_URL, the origin of `npm run preview`. Sitemaps and robots.txt need absolute URLs and a
// static build cannot know where it will be served, so a deployment sets VITE_SITE_URL when it builds.

export const DEFAULT_SITE_URL = 'http://127.0.0.1:4173'
export const DEFAULT_OUT_DIR = 'dist'

/** Indexable pages without parameters. Not here: /cart, checkout, account, admin (noindex) and /terms (its canonical is /terms-of-service). */
export const STATIC_PATHS: readonly string[] = [
  paths.home.getHref(),
  paths.shop.getHref(),
  paths.about.getHref(),
  paths.contact.getHref(),
  paths.faq.getHref(),
  paths.blog.list.getHref(),
  paths.products.getHref(),
  paths.recipes.getHref(),
  paths.rewards.getHref(),
  paths.returnsRefunds.getHref(),
  paths.shipping.getHref(),
  paths.privacyPolicy.getHref(),
  paths.termsOfService.getHref(),
]

/** PostgREST's default max-rows (supabase/config.toml); larger tables are read page by page. */
const PAGE_SIZE = 1000
const REQUEST_TIMEOUT_MS = 15_000

export interface SitemapEntry {
  path: string
  /** ISO 8601; omitted for static pages (their change date is the deploy's, not the data's). */
  lastmod?: string
}

export interface SitemapOptions {
  /** Absolute origin the site is served from, e.g. https://casabite.example */
  siteUrl: string
  /** The Supabase API (VITE_SUPABASE_URL) and its anon key; without them only static pages are listed. */
  supabaseUrl?: string
  anonKey?: string
}

export interface SitemapResult {
  xml: string
  entries: SitemapEntry[]
  products: number
  posts: number
  /** Set when the database could not be read and the sitemap holds the static pages only. */
  warning?: string
}

/** Reads the public products and posts and renders the sitemap; never throws for an unreachable API. */
export async function buildSitemap(options: SitemapOptions): Promise<SitemapResult> {
  const siteUrl = normaliseSiteUrl(options.siteUrl)
  const entries: SitemapEntry[] = STATIC_PATHS.map((path) => ({ path }))
  let products: SitemapEntry[] = []
  let posts: SitemapEntry[] = []
  let warning: string | undefined

  if (!options.supabaseUrl || !options.anonKey) {
    warning = 'VITE_SUPABASE_URL or VITE_SUPABASE_ANON_KEY is not set'
  } else {
    try {
      ;[products, posts] = await readDynamicEntries(options.supabaseUrl, options.anonKey)
    } catch (error) {
      warning = `could not read products and posts from ${options.supabaseUrl}: ${reason(error)}`
    }
  }

  entries.push(...products, ...posts)
  return { xml: renderSitemap(siteUrl, entries), entries, products: products.length, posts: posts.length, warning }
}

export interface GenerateOptions extends SitemapOptions {
  outDir: string
}

/** buildSitemap, then writes <outDir>/sitemap.xml and points <outDir>/robots.txt at it. */
export async function generateSitemap(options: GenerateOptions): Promise<SitemapResult & { file: string }> {
  const result = await buildSitemap(options)
  const file = join(options.outDir, 'sitemap.xml')
  await writeFile(file, result.xml)
  await pointRobotsAtSitemap(options.outDir, `${normaliseSiteUrl(options.siteUrl)}/sitemap.xml`)
  return { ...result, file }
}

async function readDynamicEntries(supabaseUrl: string, anonKey: string) {
  const client = createNodeClient<Database>(supabaseUrl, anonKey)
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS)

  const products = await readAll(async (from, to) => {
    const { data, error } = await client
      .from('products')
      .select('product_slug, updated_at')
      .eq('is_active', true)
      .order('product_slug')
      .range(from, to)
      .abortSignal(signal)
    if (error) throw error
    return data.map((row) => ({ path: paths.product.getHref(row.product_slug), lastmod: isoDate(row.updated_at) }))
  })

  const posts = await readAll(async (from, to) => {
    const { data, error } = await client
      .from('blog_posts')
      .select('blog_slug, updated_at, published_at')
      .eq('publish_status', 'published')
      .order('published_at', { ascending: false })
      .order('blog_slug')
      .range(from, to)
      .abortSignal(signal)
    if (error) throw error
    return data.map((row) => ({
      path: paths.blog.post.getHref(row.blog_slug),
      lastmod: isoDate(row.updated_at ?? row.published_at),
    }))
  })

  return [products, posts] as const
}

async function readAll(page: (from: number, to: number) => Promise<SitemapEntry[]>): Promise<SitemapEntry[]> {
  const all: SitemapEntry[] = []
  for (let from = 0; ; from += PAGE_SIZE) {
    const rows = await page(from, from + PAGE_SIZE - 1)
    all.push(...rows)
    if (rows.length < PAGE_SIZE) return all
  }
}

export function renderSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const origin = normaliseSiteUrl(siteUrl)
  const urls = entries.map((entry) => {
    const loc = `    <loc>${escapeXml(new URL(entry.path, `${origin}/`).href)}</loc>`
    const lastmod = entry.lastmod ? `\n    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
    return `  <url>\n${loc}${lastmod}\n  </url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Replaces (or adds) the `Sitemap:` line of the built robots.txt; the rules themselves are left alone. */
async function pointRobotsAtSitemap(outDir: string, sitemapUrl: string) {
  const file = join(outDir, 'robots.txt')
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return // no robots.txt in this build: nothing to point
  }
  const line = `Sitemap: ${sitemapUrl}`
  const next = /^sitemap:.*$/im.test(text)
    ? text.replace(/^sitemap:.*$/gim, line)
    : `${text.replace(/\n*$/, '\n')}\n${line}\n`
  await writeFile(file, next)
}

function normaliseSiteUrl(siteUrl: string): string {
  const url = new URL(siteUrl)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The site URL must be http:// or https://, got ${siteUrl}`)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

function isoDate(value: string | null): string | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

function reason(error: unknown): string {
  if (error instanceof Error)
    return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message
  }
  return String(error)
}

function flag(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + 1]
}

async function main() {
  const args = process.argv.slice(2)
  const mode = flag(args, '--mode') ?? 'production'
  // The same variables `vite build` sees: .env, .env.local, .env.[mode]... with the environment winning.
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const outDir = resolve(flag(args, '--out-dir') ?? DEFAULT_OUT_DIR)
  const siteUrl = flag(args, '--site-url') ?? env.VITE_SITE_URL ?? DEFAULT_SITE_URL

  const result = await generateSitemap({
    outDir,
    siteUrl,
    supabaseUrl: env.VITE_SUPABASE_URL,
    anonKey: env.VITE_SUPABASE_ANON_KEY,
  })
  if (result.warning) {
    console.warn(`warning: sitemap.xml lists the static pages only: ${result.warning}`)
  }
  console.log(
    `sitemap.xml: ${STATIC_PATHS.length} pages, ${result.products} products, ${result.posts} blog posts -> ${result.file} (${normaliseSiteUrl(siteUrl)})`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main()
}
