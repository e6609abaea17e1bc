import { readFile } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { ANON_KEY, createNodeClient } from '../supabase/local/index.ts'
import { SEEDED_ACCOUNTS } from '../tests/helpers/seeded-accounts.ts'
import type { Database } from '../src/types/database.ts'
import { signInWithSecondFactor } from '../tests/helpers/totp.ts'
import { ms, percentile, printTable, startBenchStack } from './bench/support.ts'

// `npm run bench:dashboard [-- --runs 50] [-- --postgres]`: admin_dashboard(p_days) at 100,000 orders.
// A local stack on a free port gets the orders of scripts/bench/orders-100k.sql (then VACUUM ANALYZE, the
// state autovacuum keeps a live table in), and each period (7, 30, 90 days) is timed `--runs` times, after
// warm-up calls:
//   REST    the admin's supabase-js rpc through the stack (HTTP, JWT, role switch, JSON)
//   SQL     the same function called on the stack's own connection, as the admin (no HTTP)
// Figures are printed as p50/p95 tables; nothing is asserted.

const args = process.argv.slice(2)
const at = args.indexOf('--runs')
const RUNS = at >= 0 && Number(args[at + 1]) > 0 ? Number(args[at + 1]) : 50
const WARM_UP = 3
const PERIODS = [7, 30, 90] as const
const ADMIN = SEEDED_ACCOUNTS.admin

const bench = await startBenchStack(args.includes('--postgres'))
const { stack } = bench
try {
  const started = performance.now()
  await stack.db.exec(await readFile(new URL('./bench/orders-100k.sql', import.meta.url), 'utf8'))
  // One statement each: VACUUM may not run inside the transaction block a multi-statement script makes.
  for (const table of ['profiles', 'products']) await stack.db.exec(`vacuum analyze public.${table}`)
  // The dashboard reads the orders from an index alone once the table's pages are marked all-visible. A
  // VACUUM that runs while an older transaction is still open cannot mark them yet, so it is repeated (a
  // few times at most) until at least 90% of the pages are.
  let visible = 0
  for (let round = 0; round < 5 && visible < 0.9; round++) {
    await stack.db.exec('vacuum analyze public.orders')
    const { rows } = await stack.db.query<{ visible: number }>(
      `select relallvisible::float / greatest(relpages, 1) as visible from pg_class where oid = 'public.orders'::regclass`,
    )
    visible = Number(rows[0]!.visible)
  }
  const { rows: counted } = await stack.db.query<{ n: string }>('select count(*) as n from public.orders')
  console.log(
    `${bench.backend}: ${Number(counted[0]!.n).toLocaleString('en-US')} orders, loaded in ${ms(performance.now() - started)} ms;` +
      ` ${ms(visible * 100)}% of the table's pages all-visible`,
  )

  const admin = createNodeClient<Database>(stack.url, ANON_KEY)
  // The admin functions answer only at aal2: the password and a code, as the admin signs in.
  const session = await signInWithSecondFactor(admin, ADMIN, ADMIN.totpSecret)
  const claims = JSON.stringify({ sub: session.user.id, role: 'authenticated', aal: 'aal2' })

  const viaRest = async (days: number) => {
    const { error: rpcError } = await admin.rpc('admin_dashboard', { p_days: days })
    if (rpcError) throw new Error(rpcError.message)
  }
  const viaSql = (days: number) =>
    stack.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims])
      await tx.exec('set local role authenticated')
      await tx.query('select public.admin_dashboard($1::int)', [days])
    })

  const time = async (call: (days: number) => Promise<unknown>, days: number) => {
    for (let i = 0; i < WARM_UP; i++) await call(days)
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      await call(days)
      times.push(performance.now() - start)
    }
    return times.sort((a, b) => a - b)
  }

  const rows: string[][] = []
  for (const days of PERIODS) {
    for (const [how, call] of [
      ['REST rpc', viaRest],
      ['direct SQL', viaSql],
    ] as const) {
      const times = await time(call, days)
      rows.push([`${days} days, ${how}`, ms(percentile(times, 0.5), 1), ms(percentile(times, 0.95), 1)])
    }
  }
  printTable(
    `admin_dashboard at 100,000 orders, ${bench.backend}, ${RUNS} runs each (ms)`,
    ['call', 'p50', 'p95'],
    rows,
  )
  await admin.auth.signOut()
} finally {
  await bench.close()
}
