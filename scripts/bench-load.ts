import { fork } from 'node:child_process'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { PostgrestClient } from '@supabase/postgrest-js'
import { buildProductsQuery } from '../src/features/catalog/api/products-query.ts'
import { pageCount, parseShopFilters } from '../src/features/catalog/lib/shop-filters.ts'
import { productLookupColumn } from '../src/lib/product-id.ts'
import type { Database as Schema } from '../src/types/supabase.ts'
import { ANON_KEY } from '../supabase/local/index.ts'
import { addBenchCatalogue, startBenchStack } from './bench/support.ts'
import { checkInvariants, printReport } from './bench/load-results.ts'
import type { LoadPlan, LoadReport, PlannedKind, PlannedRequest } from './bench/load-client.ts'

// `npm run bench:load [-- --pglite] [-- --duration 30] [-- --connections 50]`: the shop's API under load.
// A stack on a throwaway PostgreSQL 15 cluster (or PGlite) gets the benchmark catalog, a handful of its
// products get small stock, and autocannon, in a process of its own, keeps `connections` clients busy for
// `duration` seconds with a mix of anonymous requests, each built by the client the SPA uses:
//   catalog page    GET /rpc/catalog_page as the shop sends it: filters, sort, a page that exists
//   catalog search  the same with a search term
//   product by slug   GET /products?product_slug=eq.… as the product page sends it
//   checkout (order)  a guest order of 1-2 lines through the checkout function, often of a limited product, with a new key
// It prints requests/s, p50/p95/p99 latency per kind, the non-2xx answers by status and the requests left
// unanswered (timed out, or cut off at the end), then checks in SQL that no stock went below zero, that each
// limited product (per size where stock is per size) lost exactly the quantities its order lines hold, and
// that every accepted order is in the database. Exits 1 if one of these does not hold.

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name)
  return at >= 0 && Number(args[at + 1]) > 0 ? Number(args[at + 1]) : fallback
}
const onPostgres = !args.includes('--pglite')
const DURATION_S = option('--duration', 30)
const CONNECTIONS = option('--connections', 50)
const BUYER_EMAIL = 'load-test@example.com'

/** Limited products: stock on the product (any size), or per size. The rest of the catalog is unlimited. */
const LIMITED: { slug: string; inventory?: number; sizes?: Record<string, number> }[] = [
  { slug: 'bench-spice-11', inventory: 3 },
  { slug: 'bench-spice-22', inventory: 20 },
  { slug: 'bench-spice-33', inventory: 150 },
  { slug: 'bench-spice-44', sizes: { '50g': 10, '100g': 5 } },
  { slug: 'bench-spice-55', sizes: { '50g': 80, '100g': 40 } },
]
const UNLIMITED_SLUGS = Array.from({ length: 10 }, (_, i) => `bench-spice-${100 + i}`)
const SEARCH_TERMS = ['cardamon', 'pepper', 'cumin', 'smoked', 'saffron', 'chili', 'seed', 'masala', 'bench spice 12']

const random = seededRandom(20_261_121)
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
/** `n` distinct items of `list`, where n is drawn with `weights` (weights[n] is the weight of n items). */
const some = <T>(list: readonly T[], weights: number[]): T[] => {
  let r = random() * weights.reduce((a, b) => a + b, 0)
  const n = weights.findIndex((w) => (r -= w) < 0)
  const left = [...list]
  return Array.from({ length: n }, () => left.splice(Math.floor(random() * left.length), 1)[0]!)
}

const bench = await startBenchStack(onPostgres)
const { stack } = bench
let failed: boolean
try {
  const { db } = stack
  await addBenchCatalogue(db)

  // ---------------------------------------------------------------- limited stock
  const initial: { product_id: string; slug: string; size: string | null; initial: number }[] = []
  for (const limited of LIMITED) {
    const { rows } = await db.query<{ id: string }>(
      `update public.products p
          set inventory_count = $2,
              available_sizes = case when $3::jsonb is null then p.available_sizes else (
                select jsonb_agg(case when $3::jsonb ? (s ->> 'value')
                                      then jsonb_set(s, '{stock}', $3::jsonb -> (s ->> 'value')) else s end
                                 order by ord)
                  from jsonb_array_elements(p.available_sizes) with ordinality as t(s, ord)) end
        where product_slug = $1
        returning id`,
      [limited.slug, limited.inventory ?? null, limited.sizes ? JSON.stringify(limited.sizes) : null],
    )
    const id = rows[0]!.id
    if (limited.inventory !== undefined) {
      initial.push({ product_id: id, slug: limited.slug, size: null, initial: limited.inventory })
    }
    for (const [size, stock] of Object.entries(limited.sizes ?? {})) {
      initial.push({ product_id: id, slug: limited.slug, size, initial: stock })
    }
  }

  // ---------------------------------------------------------------- the requests, as the SPA's client sends them
  const restUrl = `${stack.url}/rest/v1`
  const headers = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` }
  const live = new PostgrestClient<Schema>(restUrl, { headers, retry: false })
  let captured: PlannedRequest | undefined
  const recorder = new PostgrestClient<Schema>(restUrl, {
    headers,
    retry: false,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      captured = {
        method: init?.method === 'POST' ? 'POST' : 'GET',
        path: url.pathname + url.search,
        headers: Object.fromEntries(new Headers(init?.headers)),
        ...(typeof init?.body === 'string' ? { body: init.body } : {}),
      }
      return new Response('[]', { status: 200, headers: { 'Content-Range': '0-0/0' } })
    },
  })
  const record = async (query: PromiseLike<unknown>): Promise<PlannedRequest> => {
    captured = undefined
    await query
    if (!captured) throw new Error('no request was made')
    return captured
  }

  const facet = async (column: 'category_type' | 'cuisine') => {
    const { rows } = await db.query<{ v: string }>(
      `select distinct ${column} as v from public.products where is_active order by 1`,
    )
    return rows.map((r) => r.v)
  }
  const categories = await facet('category_type')
  const cuisines = await facet('cuisine')

  /** A shop URL a shopper could have reached, read the way the shop reads it. */
  const randomFilters = (searchTerm: string) => {
    const params = new URLSearchParams()
    if (searchTerm) params.set('searchTerm', searchTerm)
    for (const c of some(categories, [4, 4, 2])) params.append('category_types', c)
    for (const c of some(cuisines, [6, 3, 1])) params.append('cuisines', c)
    for (const o of some(['true', 'false'], [7, 3])) params.append('is_organic', o)
    for (const r of some(['common', 'rare', 'exotic'], [7, 3])) params.append('rarities', r)
    if (random() < 0.4) {
      params.set('minPrice', String(Math.floor(random() * 10)))
      params.set('maxPrice', String(15 + Math.floor(random() * 25)))
    }
    if (random() < 0.5) params.set('sortOrder', pick(['name-desc', 'price-asc', 'price-desc']))
    return parseShopFilters(params)
  }

  /** For each of `scenarios` filter states: its first page and, where there are more, two later ones. */
  const catalogPages = async (scenarios: number, term: () => string) => {
    const requests: PlannedRequest[] = []
    for (let i = 0; i < scenarios; i++) {
      const filters = randomFilters(term())
      const { data, error } = await buildProductsQuery(live, filters)
      if (error) throw new Error(`catalog query: ${error.message}`)
      const pages = pageCount(data[0]?.total ?? 0)
      for (const page of new Set([1, ...[0, 1].map(() => 1 + Math.floor(random() * Math.min(pages, 20)))])) {
        requests.push(await record(buildProductsQuery(recorder, { ...filters, page })))
      }
    }
    return requests
  }

  const { rows: seeded } = await db.query<{ product_slug: string }>(
    `select product_slug from public.products where is_active and product_slug not like 'bench-spice-%'`,
  )
  const slugs = [
    ...seeded.map((r) => r.product_slug),
    ...LIMITED.map((l) => l.slug),
    ...Array.from({ length: 1000 }, () => `bench-spice-${1 + Math.floor(random() * 10_000)}`),
  ]
  const productReads: PlannedRequest[] = []
  for (const slug of slugs) {
    productReads.push(
      await record(
        recorder.from('products').select('*').eq('is_active', true).eq(productLookupColumn(slug), slug).maybeSingle(),
      ),
    )
  }

  const { rows: orderable } = await db.query<{ id: string; product_slug: string }>(
    'select id, product_slug from public.products where product_slug in (select jsonb_array_elements_text($1::jsonb))',
    [JSON.stringify([...LIMITED.map((l) => l.slug), ...UNLIMITED_SLUGS])],
  )
  const idOf = new Map(orderable.map((r) => [r.product_slug, r.id]))
  const orders: PlannedRequest[] = []
  for (let i = 0; i < 300; i++) {
    const lines = Array.from({ length: random() < 0.7 ? 1 : 2 }, () => ({
      product_id: idOf.get(random() < 0.6 ? pick(LIMITED).slug : pick(UNLIMITED_SLUGS))!,
      size: pick(['50g', '100g']),
      quantity: 1 + Math.floor(random() * 3),
    }))
    // As the browser sends it: the checkout function prices, charges (simulated, at once) and places it.
    orders.push({
      method: 'POST',
      path: '/functions/v1/checkout',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: 'replaced-in-each-request',
        items: lines,
        customerName: 'Load Tester',
        customerEmail: BUYER_EMAIL,
        shippingAddress: { street: '1 Load St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
        card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
      }),
    })
  }

  const kinds: PlannedKind[] = [
    { kind: 'catalog page', weight: 40, requests: await catalogPages(120, () => '') },
    { kind: 'catalog search', weight: 15, requests: await catalogPages(40, () => pick(SEARCH_TERMS)) },
    { kind: 'product by slug', weight: 30, requests: productReads },
    { kind: 'checkout (order)', weight: 15, requests: orders, uniqueKeyField: 'idempotencyKey' },
  ]
  const { count: activeProducts } = await live
    .from('products')
    .select('id', { count: 'exact', head: true })
    .eq('is_active', true)

  // ---------------------------------------------------------------- the load, from another process
  const loadBefore = loadavg()
  console.log(
    `\n${CONNECTIONS} connections for ${DURATION_S} s against ${stack.url} (${bench.backend}, ${activeProducts} active products); load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
  )
  const report = await runLoadClient({
    url: stack.url,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    kinds,
  })
  const loadAfter = loadavg()
  printReport(report, loadAfter)

  // ---------------------------------------------------------------- invariants, in SQL
  failed = !(await checkInvariants(stack.db, BUYER_EMAIL, report, initial))
} finally {
  await bench.close()
}
process.exit(failed ? 1 : 0)

/** Forks scripts/bench/load-client.ts (with this process's tsx loader), hands it the plan, waits for the report. */
function runLoadClient(plan: LoadPlan): Promise<LoadReport> {
  const child = fork(fileURLToPath(new URL('./bench/load-client.ts', import.meta.url)), { stdio: 'inherit' })
  return new Promise((resolve, reject) => {
    // autocannon stops by itself after the duration; past this bound something is stuck.
    const deadline = setTimeout(
      () => {
        child.kill('SIGKILL')
        reject(new Error('the load client did not finish'))
      },
      (plan.durationSeconds + 60) * 1000,
    )
    child.once('message', (report: LoadReport) => {
      clearTimeout(deadline)
      resolve(report)
    })
    child.once('exit', (code) => {
      clearTimeout(deadline)
      reject(new Error(`the load client exited with ${code} before reporting`))
    })
    child.send(plan)
  })
}

/** mulberry32: the same catalog requests and orders on every run. */
function seededRandom(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
