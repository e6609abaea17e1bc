import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asRequestRole } from '../supabase/local/context.ts'
import { ANON_KEY } from '../supabase/local/keys.ts'
import { createNodeClient } from '../supabase/local/node-client.ts'
import { startStack } from '../supabase/local/stack.ts'
import { startCluster } from './postgres-cluster.ts'

// `npm run bench:stack [-- --postgres] [-- --requests 500]`: figures for the local stack, printed
// as tables. Start-up on a new and an existing database; then p50/p95 latency of three request
// kinds through supabase-js beside the same SQL run directly on the same database (ratio = the
// stack's overhead: HTTP, parsing, SQL building, JSON).

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

  // ---------------------------------------------------------------- latency
  const stack = await startStack(options)
  const { db } = stack
  await db.exec(await readFile(new URL('./bench/catalog-10k.sql', import.meta.url), 'utf8'))
  const anon = createNodeClient(stack.url, ANON_KEY)
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
  await measure(
    'place_order',
    async () => {
      const { error } = await anon.rpc('place_order', orderArgs(randomUUID()))
      if (error) throw new Error(error.message)
    },
    () =>
      asRequestRole(db, { ...anonCtx, method: 'POST', path: '/rpc/place_order' }, (tx) => {
        const a = orderArgs(randomUUID())
        return tx.query(
          `select to_json(public.place_order(p_idempotency_key => $1, p_items => $2::jsonb, p_customer_name => $3,
                  p_customer_email => $4, p_shipping_address => $5::jsonb))::text`,
          [
            a.p_idempotency_key,
            JSON.stringify(a.p_items),
            a.p_customer_name,
            a.p_customer_email,
            JSON.stringify(a.p_shipping_address),
          ],
        )
      }),
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
  samples.sort((x, y) => x - y)
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!
  return { p50: at(0.5), p95: at(0.95) }
}

function ms(v: number, digits = 0) {
  return v.toFixed(digits)
}

function printTable(title: string, head: string[], body: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |'
  console.log(`\n${title}\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const r of body) console.log(line(r))
}
