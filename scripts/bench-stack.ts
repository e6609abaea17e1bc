import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import WebSocket from 'ws'
import { asRequestRole, ANON_KEY, createNodeClient, startStack, type Stack } from '../supabase/local/index.ts'
import type { Database } from '../src/types/database.ts'
import { addBenchCatalogue, ms, percentile, printTable } from './bench/support.ts'
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

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((x, y) => x - y)
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) }
}

/**
 * Latency from a committed UPDATE (the statement has returned) to its postgres_changes event in the
 * callback of every subscriber: anon supabase-js clients, each on its own socket, in this process
 * beside the stack. Then memory around 10,000 join/leave cycles over raw Phoenix frames.
 */
async function benchRealtime(stack: Stack, backendName: string) {
  const active = await stack.db.query<{ id: string }>(
    'select id from public.products where is_active order by product_slug limit 1',
  )
  const productId = active.rows[0]!.id
  const UPDATES = 500
  const WARM_UP = 20
  const latencyRows: string[][] = []
  for (const subscribers of [1, 200]) {
    const clients = Array.from({ length: subscribers }, () => createNodeClient<Database>(stack.url, ANON_KEY))
    let expected = -1
    let arrivals: number[] = []
    let allArrived = () => {}
    await Promise.all(
      clients.map(
        (client) =>
          new Promise<void>((resolve, reject) => {
            client
              .channel('bench-product')
              .on(
                'postgres_changes',
                { event: 'UPDATE', schema: 'public', table: 'products', filter: `id=eq.${productId}` },
                (e) => {
                  if ((e.new as { reviews_count?: number }).reviews_count !== expected) return
                  arrivals.push(performance.now())
                  if (arrivals.length === subscribers) allArrived()
                },
              )
              .subscribe((status, err) => {
                if (status === 'SUBSCRIBED') resolve()
                else if (status !== 'CLOSED') reject(err ?? new Error(status))
              })
          }),
      ),
    )
    const samples: number[] = []
    for (let i = 0; i < WARM_UP + UPDATES; i++) {
      expected = subscribers * 10_000 + i
      arrivals = []
      let timer: NodeJS.Timeout | undefined
      const arrived = new Promise<void>((resolve, reject) => {
        allArrived = resolve
        timer = setTimeout(() => reject(new Error(`update ${i}: not every subscriber got it in 10 s`)), 10_000)
      })
      await stack.db.query('update public.products set reviews_count = $1 where id = $2', [expected, productId])
      const committed = performance.now()
      await arrived
      clearTimeout(timer)
      if (i >= WARM_UP) for (const at of arrivals) samples.push(Math.max(0, at - committed))
    }
    const { p50, p95 } = percentiles(samples)
    latencyRows.push([String(subscribers), samples.length.toLocaleString('en'), ms(p50, 1), ms(p95, 1)])
    await Promise.all(clients.map((c) => c.removeAllChannels()))
  }
  printTable(
    `Realtime latency, committed UPDATE -> event at every subscriber (${backendName}, ${UPDATES} updates, anon supabase-js clients in the bench process, RLS-checked)`,
    ['subscribers', 'events', 'p50 ms', 'p95 ms'],
    latencyRows,
  )

  const gc = forcedGc()
  const memory = () => {
    gc?.()
    const m = process.memoryUsage()
    return { rss: m.rss / 2 ** 20, heap: m.heapUsed / 2 ** 20 }
  }
  await until(() => stack.realtime.stats().sockets === 0)
  const before = memory()
  const CYCLES = 10_000
  const SOCKETS = 10
  const PIPELINE = 50
  const started = performance.now()
  const sockets = await Promise.all(Array.from({ length: SOCKETS }, () => openPhoenixSocket(stack.url)))
  await Promise.all(
    sockets.map(async (socket, s) => {
      const binding = [{ event: '*', schema: 'public', table: 'products', filter: `id=eq.${productId}` }]
      for (let i = 0; i < CYCLES / SOCKETS; i += PIPELINE) {
        for (let k = i; k < i + PIPELINE; k++) {
          const topic = `realtime:cycle-${s}-${k}`
          socket.send([
            `j${k}`,
            `j${k}`,
            topic,
            'phx_join',
            { config: { postgres_changes: binding }, access_token: ANON_KEY },
          ])
          socket.send([`j${k}`, `l${k}`, topic, 'phx_leave', {}])
        }
        await socket.reply(`l${i + PIPELINE - 1}`)
      }
    }),
  )
  const cyclesMs = performance.now() - started
  for (const socket of sockets) socket.close()
  await until(() => stack.realtime.stats().sockets === 0)
  const after = memory()
  const stats = stack.realtime.stats()
  printTable(
    `Realtime memory of the whole process around ${CYCLES.toLocaleString('en')} join/leave cycles (${SOCKETS} raw sockets, ${ms(cyclesMs)} ms; ${gc ? 'after a forced GC' : 'no GC available'}); after: ${stats.channels} channels, ${stats.indexedTables} indexed tables, ${stats.databaseListeners} LISTEN`,
    ['', 'RSS MB', 'heapUsed MB'],
    [
      ['before', ms(before.rss, 1), ms(before.heap, 1)],
      ['after', ms(after.rss, 1), ms(after.heap, 1)],
      ['delta', ms(after.rss - before.rss, 1), ms(after.heap - before.heap, 1)],
    ],
  )
}

/** `global.gc` when run with --expose-gc; else switched on at run time (V8 allows it). */
function forcedGc(): (() => void) | undefined {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (exposed) return exposed
  try {
    setFlagsFromString('--expose-gc')
    return runInNewContext('gc') as () => void
  } catch {
    return undefined
  }
}

async function until(probe: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

/** A websocket speaking raw Phoenix vsn 2.0.0 frames; `reply(ref)` waits for the phx_reply to `ref`. */
async function openPhoenixSocket(url: string) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  const waiting = new Map<string, () => void>()
  ws.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString('utf8')) as unknown[]
    if (frame[3] === 'phx_reply' && typeof frame[1] === 'string') waiting.get(frame[1])?.()
  })
  return {
    send: (frame: unknown[]) => ws.send(JSON.stringify(frame)),
    reply: (ref: string) =>
      new Promise<void>((resolve) => waiting.set(ref, resolve)).finally(() => waiting.delete(ref)),
    close: () => ws.close(),
  }
}
