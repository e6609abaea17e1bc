import { PostgrestClient } from '@supabase/postgrest-js'
import { chromium, type Browser, type Page } from 'playwright-core'
import { ANON_KEY, createNodeClient } from '../supabase/local/index.ts'
import { buildProductsQuery } from '../src/features/catalog/api/products-query.ts'
import { DEFAULT_FILTERS } from '../src/features/catalog/lib/shop-filters.ts'
import type { Database } from '../src/types/database.ts'
import type { ProductListFilters } from '../src/types/models.ts'
import type { Database as ShopDatabase } from '../src/types/supabase.ts'
import {
  addBenchCatalogue,
  ms,
  printTable,
  serveSpa,
  startBenchStack,
  summaryRow as row,
  type ServedSpa,
} from './bench/support.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

// `npm run bench:shop [-- --runs 20] [-- --postgres]`: the shop at 10,000 products, in Chromium.
// A local stack on a free port gets the benchmark catalogue (scripts/bench/catalog-10k.sql), the SPA
// is built against it and served by `vite preview`, and every run opens /shop in a fresh browser
// context (cold cache, new query cache) and measures, in the page:
//   navigation   from navigation start to the first product card in the grid, painted
//   filter       from ticking "Seeds" to the filtered grid (its count line and cards), painted
//   search       from submitting "cardamon" (a typo) to its grid, painted
// then the same catalogue requests straight through supabase-js, to tell the database from the page.
// Figures are printed as p50/p95 tables; nothing is asserted.

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name)
  return at >= 0 && Number(args[at + 1]) > 0 ? Number(args[at + 1]) : fallback
}
const RUNS = option('--runs', 20)
const WARM_UP = 2
const API_REQUESTS = option('--requests', 100)
const onPostgres = args.includes('--postgres')

/** Records, in the page, when the first product card is in the DOM and a frame has been painted with it. */
const FIRST_CARD_PROBE = `
  window.__firstCard = null
  const observer = new MutationObserver(() => {
    if (window.__firstCard !== null || !document.querySelector('main article')) return
    window.__firstCard = -1
    requestAnimationFrame(() => setTimeout(() => { window.__firstCard = performance.now() }, 0))
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true })
`

/**
 * In the page: runs `act`, then resolves with the milliseconds until the count line reads `countText`,
 * the grid is no longer showing the previous results, its first card is `firstName`, and a frame is painted.
 */
const UNTIL_GRID = `async ({ act, countText, firstName, term }) => {
  const settled = () => {
    const grid = document.querySelector('main section ul[aria-busy="false"]')
    const first = grid && grid.querySelector('article h3')
    const count = [...document.querySelectorAll('main p[aria-live="polite"]')].some((p) => p.textContent === countText)
    return count && first && first.textContent === firstName
  }
  const start = performance.now()
  const done = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!settled()) return
      observer.disconnect()
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true })
  })
  if (act === 'filter') {
    const label = [...document.querySelectorAll('aside label')].find((l) => l.textContent.startsWith('Seeds ('))
    label.querySelector('input').click()
  } else {
    const input = document.querySelector('main input[type="search"]')
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, term)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.form.requestSubmit()
  }
  return done
}`

const bench = await startBenchStack(onPostgres)
const { stack } = bench
let browser: Browser | undefined
let spa: ServedSpa | undefined

try {
  await addBenchCatalogue(stack.db)
  const anon = createNodeClient<Database>(stack.url, ANON_KEY)
  const countOf = async (category?: string) => {
    let query = anon.from('products').select('id', { count: 'exact', head: true }).eq('is_active', true)
    if (category) query = query.eq('category_type', category)
    const { count, error } = await query
    if (error) throw new Error(error.message)
    return count ?? 0
  }
  const firstByName = async (category?: string) => {
    let query = anon.from('products').select('product_name').eq('is_active', true)
    if (category) query = query.eq('category_type', category)
    const { data, error } = await query.order('product_name').order('id').limit(1).single()
    if (error) throw new Error(error.message)
    return data.product_name
  }
  const total = await countOf()
  const seeds = { count: await countOf('Seeds'), first: await firstByName('Seeds') }
  const typo = await anon.rpc('search_products', { p_term: 'cardamon' }).select('product_name').order('product_name')
  if (typo.error || !typo.data.length) throw new Error(`search for "cardamon" failed: ${typo.error?.message}`)
  const countLine = (n: number) =>
    n === 1 ? 'Showing 1 spice' : n <= 12 ? `Showing ${n} spices` : `Showing 1–12 of ${n} spices`

  // ---------------------------------------------------------------- the SPA, built against this stack
  spa = await serveSpa(stack.url, 'shop')
  const { buildMs } = spa
  const shopUrl = `${spa.origin}/shop`

  // ---------------------------------------------------------------- in Chromium
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const samples = { navigation: [] as number[], filter: [] as number[], search: [] as number[] }
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.addInitScript(FIRST_CARD_PROBE)
    await page.goto(shopUrl)
    await page.waitForFunction('window.__firstCard > 0', undefined, { timeout: 30_000 })
    const navigation = await page.evaluate<number>('window.__firstCard')
    await page.locator('aside input[type="checkbox"]').first().waitFor() // the facets are in

    const filter = await untilGrid(page, {
      act: 'filter',
      countText: countLine(seeds.count),
      firstName: seeds.first,
      term: '',
    })
    // The typo search from the unfiltered shop (the same context: this load is not measured).
    await page.goto(shopUrl)
    await page.locator('aside input[type="checkbox"]').first().waitFor()
    await page.locator('main article').first().waitFor()
    const searchMs = await untilGrid(page, {
      act: 'search',
      countText: countLine(typo.data.length),
      firstName: typo.data[0]!.product_name,
      term: 'cardamon',
    })
    await context.close()
    if (run < WARM_UP) continue
    samples.navigation.push(navigation)
    samples.filter.push(filter)
    samples.search.push(searchMs)
    process.stdout.write(`\rrun ${run - WARM_UP + 1}/${RUNS}`)
  }
  process.stdout.write('\r')

  printTable(
    `/shop in Chromium, ${RUNS} runs (fresh context each), ${total.toLocaleString('en')} active products (${bench.backend}); build ${ms(buildMs)} ms`,
    ['measure', 'p50 ms', 'p95 ms', 'min ms', 'max ms'],
    [
      row('navigation -> first card painted', samples.navigation),
      row(`filter "Seeds" -> new grid (${seeds.count.toLocaleString('en')})`, samples.filter),
      row(`search "cardamon" -> new grid (${typo.data.length})`, samples.search),
    ],
  )

  // ---------------------------------------------------------------- the same requests without the browser
  // The shop's own read (catalog_page(), as the SPA builds it), and the table read it replaced for comparison.
  const shop = new PostgrestClient<ShopDatabase>(`${stack.url}/rest/v1`, { headers: { apikey: ANON_KEY } })
  const catalogPage = (filters: Partial<ProductListFilters>) => () =>
    buildProductsQuery(shop, { ...DEFAULT_FILTERS, ...filters })
  const columns =
    'id, product_name, product_slug, price, main_image_url, rating, reviews_count, inventory_count, default_size, available_sizes'
  const requests: [string, () => PromiseLike<{ error: unknown }>][] = [
    [
      'first page, by name (the table, count=exact: the read before catalog_page)',
      () =>
        anon
          .from('products')
          .select(columns, { count: 'exact' })
          .eq('is_active', true)
          .order('product_name')
          .order('id')
          .range(0, 11),
    ],
    ['first page, by name (catalog_page)', catalogPage({})],
    ['filter Seeds, page 1 (catalog_page)', catalogPage({ category_types: ['Seeds'] })],
    ['search "cardamon" (catalog_page)', catalogPage({ searchTerm: 'cardamon' })],
    [
      'search "spice" + price <= 20, by price, page 3',
      catalogPage({ searchTerm: 'spice', maxPrice: 20, sortOrder: 'price-desc', page: 3 }),
    ],
    ['catalog_facets()', () => anon.rpc('catalog_facets')],
  ]
  const apiRows: string[][] = []
  for (const [name, send] of requests) {
    const times: number[] = []
    for (let i = 0; i < 10 + API_REQUESTS; i++) {
      const t0 = performance.now()
      const { error } = await send()
      if (error) throw new Error(`${name}: ${JSON.stringify(error)}`)
      if (i >= 10) times.push(performance.now() - t0)
    }
    apiRows.push(row(name, times))
  }
  printTable(
    `The shop's requests through supabase-js (Node), ${API_REQUESTS} each after 10 warm-up`,
    ['request', 'p50 ms', 'p95 ms', 'min ms', 'max ms'],
    apiRows,
  )
  await anon.removeAllChannels()
} finally {
  await browser?.close()
  await spa?.close()
  await bench.close()
}

/** Runs UNTIL_GRID in the page (it is source text: this script is typed without the DOM library). */
function untilGrid(
  page: Page,
  input: { act: 'filter' | 'search'; countText: string; firstName: string; term: string },
) {
  return page.evaluate<number>(`(${UNTIL_GRID})(${JSON.stringify(input)})`)
}
