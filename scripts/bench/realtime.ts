import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import WebSocket from 'ws'
import type { Database } from '../../src/types/database.ts'
import { ANON_KEY, createNodeClient, type Stack } from '../../supabase/local/index.ts'
import { ms, percentiles, printTable } from './support.ts'

// bench:stack's realtime part: commit-to-event latency and memory around channel join/leave cycles.

/**
 * Latency from a committed UPDATE (the statement has returned) to its postgres_changes event in the
 * callback of every subscriber: anon supabase-js clients, each on its own socket, in this process
 * beside the stack. Then memory around 10,000 join/leave cycles over raw Phoenix frames.
 */
export async function benchRealtime(stack: Stack, backendName: string) {
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
