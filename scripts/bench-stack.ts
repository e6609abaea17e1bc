import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asRequestRole, ANON_KEY, createNodeClient, startStack } from '../supabase/local/index.ts'
import type { Database } from '../src/types/database.ts'
import { benchRealtime } from './bench/realtime.ts'
import { addBenchCatalogue, ms, percentiles, printTable } from './bench/support.ts'
import { startCluster } from './postgres-cluster.ts'

// `npm run bench:stack [-- --postgres] [-- --requests 500]`: figures for the local stack, printed
// as tables. Start-up on a new and an existing database; then p50/p95 latency of three request
// kinds through supabase-js beside the same SQL run directly on the same database (ratio = the
// stack's overhead: HTTP, parsing, SQL building, JSON). Then realtime: commit-to-event latency
// with 1 and 200 subscribers, and the process's memory around 10,000 channel join/leave cycles.

const args = process.argv.slice(2)
const onPostgres = args.includes('--postgres')
const requests = Number(args[args.indexOf('--requests') + 1]) || 500
const CATALOG_SIZE = 10_000

const cluster = onPostgres ? await startCluster() : undefined
const dataDir = onPostgres ? undefined : await mkdtemp(join(tmpdir(), 'casabite-bench-'))
const options = { port: 0, log: false as const, databaseUrl: cluster?.url, dataDir }

try {
  // ---------------------------------------------------------------- start-up
  const cold = await startStack({ ...options, reset: true })
  const coldTimings = cold.timings
  await cold.close()
  const warm = await startStack(options)
  const warmTimings = warm.timings
  await warm.close()
  printTable(
    `Stack start-up (${onPostgres ? 'PostgreSQL 15' : 'PGlite'})`,
    ['', 'open db ms', 'migrate+seed ms', 'total ms'],
    [
      ['cold (new database)', ms(coldTimings.database), ms(coldTimings.migrate), ms(coldTimings.total)],
      ['warm (existing database)', ms(warmTimings.database), ms(warmTimings.migrate), ms(warmTimings.total)],
    ],
  )

  // ---------------------------------------------------------------- realtime
  const realtimeStack = await startStack(options)
  await benchRealtime(realtimeStack, onPostgres ? 'PostgreSQL 15' : 'PGlite')
  await realtimeStack.close()

  // ---------------------------------------------------------------- latency
  const stack = await startStack(options)
  const { db } = stack
  await addBenchCatalogue(db)
  const anon = createNodeClient<Database>(stack.url, ANON_KEY)
  const anonCtx = { claims: { role: 'anon' as const }, method: 'GET', path: '/products', headers: {} }
  const { count } = await anon.from('products').select('id', { count: 'exact', head: true })

  const slug = 'bench-spice-4242'
  const bySlugSql = `select coalesce(json_agg(t), '[]')::text as body
                       from (select * from public.products where product_slug = $1 and is_active) t`
  const pageSql = `select coalesce(json_agg(t), '[]')::text as body, (
                     select count(*) from public.products
                      where is_active and category_type = any($1) and price >= $2 and price <= $3) as total
                     from (select * from public.products
                            where is_active and category_type = any($1) and price >= $2 and price <= $3
                            order by product_name asc limit 12 offset 24) t`
  const unlimited = await db.query<{ id: string }>(
    `select id from public.products where product_slug = 'bench-spice-1'`,
  )
  const productId = unlimited.rows[0]!.id
  const orderArgs = (key: string) => ({
    p_idempotency_key: key,
    p_items: [{ product_id: productId, size: '50g', quantity: 2 }],
    p_customer_name: 'Bench Buyer',
    p_customer_email: 'bench@example.com',
    p_shipping_address: { street: '1 Bench St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
  })

  const rows: string[][] = []
  const measure = async (name: string, viaStack: () => Promise<unknown>, direct: () => Promise<unknown>) => {
    for (let i = 0; i < 20; i++) {
      await viaStack()
      await direct()
    }
    const a = await timeEach(requests, viaStack)
    const b = await timeEach(requests, direct)
    rows.push([name, ms(a.p50, 2), ms(a.p95, 2), ms(b.p50, 2), ms(b.p95, 2), (a.p50 / b.p50).toFixed(1) + 'x'])
  }

  await measure(
    'select by slug',
    async () => {
      const { error } = await anon
        .from('products')
        .select('*')
        .eq('product_slug', slug)
        .eq('is_active', true)
        .maybeSingle()
      if (error) throw new Error(error.message)
    },
    () => asRequestRole(db, anonCtx, (tx) => tx.query(bySlugSql, [slug])),
  )
  await measure(
    `catalogue page + count (${count} products)`,
    async () => {
      const { error } = await anon
        .from('products')
        .select('*', { count: 'exact' })
        .eq('is_active', true)
        .in('category_type', ['Peppers', 'Seeds'])
        .gte('price', 5)
        .lte('price', 30)
        .order('product_name')
        .range(24, 35)
      if (error) throw new Error(error.message)
    },
    () => asRequestRole(db, anonCtx, (tx) => tx.query(pageSql, [['Peppers', 'Seeds'], 5, 30])),
  )
  // Orders are placed by the checkout function (bench:checkout, bench:load); its pricing is this RPC.
  await measure(
    'quote_order',
    async () => {
      const { error } = await anon.rpc('quote_order', { p_items: orderArgs(randomUUID()).p_items })
      if (error) throw new Error(error.message)
    },
    () =>
      asRequestRole(db, { ...anonCtx, method: 'POST', path: '/rpc/quote_order' }, (tx) =>
        tx.query(`select to_json(q)::text from public.quote_order(p_items => $1::jsonb) q`, [
          JSON.stringify(orderArgs(randomUUID()).p_items),
        ]),
      ),
  )
  printTable(
    `Latency over ${requests} sequential requests (${onPostgres ? 'PostgreSQL 15' : 'PGlite'}, catalogue of ${CATALOG_SIZE.toLocaleString('en')} + seed)`,
    ['request', 'stack p50 ms', 'stack p95 ms', 'direct SQL p50 ms', 'direct SQL p95 ms', 'p50 ratio'],
    rows,
  )
  await anon.removeAllChannels()
  await stack.close()
} finally {
  await cluster?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
}

async function timeEach(n: number, fn: () => Promise<unknown>) {
  const samples: number[] = []
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    await fn()
    samples.push(performance.now() - t0)
  }
  return percentiles(samples)
}
