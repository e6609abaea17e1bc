import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { ANON_KEY, SERVICE_ROLE_KEY, createNodeClient } from '../supabase/local/index.ts'
import type { Database } from '../src/types/database.ts'
import { ms, percentile, printTable, startBenchStack } from './bench/support.ts'

// `npm run bench:functions [-- --postgres] [-- --orders 30] [-- --mails 300]`: the Edge Functions as the
// stack runs them (real Deno), with the simulated card processor answering at once:
// - checkout: the first call (the function's process starts; npm modules already cached) and then
//   sequential guest orders, p50/p95;
// - send-emails: a queue of welcome mails drained into the stack's SMTP server, mails per second.

const args = process.argv.slice(2)
const onPostgres = args.includes('--postgres')
const orders = Number(args[args.indexOf('--orders') + 1]) || 30
const mails = Number(args[args.indexOf('--mails') + 1]) || 300

const bench = await startBenchStack(onPostgres)
const { stack } = bench
const anon = createNodeClient<Database>(stack.url, ANON_KEY)
const service = createNodeClient<Database>(stack.url, SERVICE_ROLE_KEY)
console.log(`stack on ${bench.backend}, load average ${loadavg()[0]!.toFixed(1)}`)

try {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.products (product_name, product_slug, price, category_type, cuisine, inventory_count)
     values ('Bench Pepper', 'bench-pepper-${randomUUID().slice(0, 8)}', 4.5, 'Peppers', 'Global', null) returning id`,
  )
  const productId = rows[0]!.id
  const order = async () => {
    const started = performance.now()
    const { error } = await anon.functions.invoke('checkout', {
      body: {
        idempotencyKey: randomUUID(),
        items: [{ product_id: productId, size: null, quantity: 1 }],
        customerName: 'Bench Buyer',
        customerEmail: 'bench@example.com',
        shippingAddress: { street: '1 Bench St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
        card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
      },
    })
    if (error) throw new Error(`checkout: ${error.message}`)
    return performance.now() - started
  }
  const cold = await order()
  const warm: number[] = []
  for (let i = 0; i < orders; i++) warm.push(await order())
  warm.sort((a, b) => a - b)
  printTable(
    `checkout (guest order of one line, 4242, no processor delay), ${bench.backend}`,
    ['call', 'ms'],
    [
      ['first (process start)', ms(cold)],
      [`warm p50 of ${orders}`, ms(percentile(warm, 0.5))],
      [`warm p95 of ${orders}`, ms(percentile(warm, 0.95))],
    ],
  )

  // The orders above queued their confirmations: out of the way first, then a queue of `mails` welcomes.
  await stack.db.query(`update public.email_outbox set status = 'sent'`)
  await stack.db.query(
    `insert into public.email_outbox (kind, recipient, event_key, payload)
     select 'welcome', 'bench-' || n || '@example.com', 'bench-welcome:' || n || ':' || $1,
            jsonb_build_object('first_name', 'Bench', 'points', 100)
       from generate_series(1, $2::integer) n`,
    [randomUUID(), mails],
  )
  const started = performance.now()
  let sent = 0
  while (sent < mails) {
    const { data, error } = await service.functions.invoke<{ sent: number; failed: number }>('send-emails', {
      body: {},
    })
    if (error) throw new Error(`send-emails: ${error.message}`)
    if (data!.failed > 0) throw new Error(`send-emails: ${data!.failed} failed`)
    if (data!.sent === 0) break
    sent += data!.sent
  }
  const seconds = (performance.now() - started) / 1000
  printTable(
    `send-emails into the stack's SMTP server (/inbox), ${bench.backend}`,
    ['mails', 'seconds', 'mails/s'],
    [[String(sent), seconds.toFixed(1), (sent / seconds).toFixed(1)]],
  )
} finally {
  await bench.close()
}
