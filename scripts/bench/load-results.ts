import type { Database } from '../../supabase/local/index.ts'
import type { LoadReport } from './load-client.ts'
import { ms, percentile, printTable } from './support.ts'

// bench:load's results: the load client's report as tables, then the invariants checked in SQL.

export function printReport(report: LoadReport, loadAfter: number[]) {
  const answered = report.kinds.reduce((n, k) => n + k.latencies.length, 0)
  const rows = report.kinds.map((k) => kindRow(k.kind, k.sent, k.latencies, k.statuses, report.durationSeconds))
  rows.push(
    kindRow(
      'all',
      report.kinds.reduce((n, k) => n + k.sent, 0),
      report.kinds.flatMap((k) => k.latencies),
      report.kinds.reduce<Record<number, number>>((all, k) => {
        for (const [status, n] of Object.entries(k.statuses)) all[Number(status)] = (all[Number(status)] ?? 0) + n
        return all
      }, {}),
      report.durationSeconds,
    ),
  )
  printTable(
    `${answered.toLocaleString('en')} answers in ${report.durationSeconds} s: ${report.requestsPerSecond.toFixed(1)} requests/s (autocannon's mean per second), ${report.timeouts} timeouts (no answer in 10 s), ${report.errors - report.timeouts} other connection errors; load average after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
    ['request', 'answers', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx by status', 'unanswered'],
    rows,
  )
  const refusals = report.kinds.flatMap((k) =>
    Object.entries(k.refusals).map(([message, n]) => [k.kind, message, n.toLocaleString('en')]),
  )
  if (refusals.length) printTable('Non-2xx answers by message', ['request', 'message', 'answers'], refusals)
}

function kindRow(name: string, sent: number, latencies: number[], statuses: Record<number, number>, seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const non2xx = Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, n]) => `${status}: ${n}`)
  return [
    name,
    latencies.length.toLocaleString('en'),
    (latencies.length / seconds).toFixed(1),
    ms(percentile(sorted, 0.5), 1),
    ms(percentile(sorted, 0.95), 1),
    ms(percentile(sorted, 0.99), 1),
    ms(sorted.at(-1) ?? NaN, 1),
    non2xx.join(', ') || '-',
    String(sent - latencies.length),
  ]
}

/** Prints the checks and returns whether all hold. The stock check is one statement, so one snapshot. */
export async function checkInvariants(
  db: Database,
  buyerEmail: string,
  report: LoadReport,
  initial: { product_id: string; slug: string; size: string | null; initial: number }[],
) {
  const { rows: negative } = await db.query<{ product_slug: string }>(
    `select product_slug from public.products p
      where p.inventory_count < 0
         or exists (select 1 from jsonb_array_elements(p.available_sizes) s
                     where jsonb_typeof(s -> 'stock') = 'number' and (s ->> 'stock')::numeric < 0)`,
  )
  const { rows: stock } = await db.query<{
    slug: string
    size: string | null
    initial: number
    final: number
    ordered: number
  }>(
    `with limited as (
       select * from jsonb_to_recordset($1::jsonb) as x(product_id uuid, slug text, size text, initial integer)
     ), lines as (
       select (l ->> 'product_id')::uuid as product_id, l ->> 'size_selected' as size, (l ->> 'quantity')::integer as quantity
         from public.orders o, jsonb_array_elements(o.products_ordered) l
     )
     select lim.slug, lim.size, lim.initial,
            case when lim.size is null then p.inventory_count
                 else (select (s ->> 'stock')::integer from jsonb_array_elements(p.available_sizes) s
                        where s ->> 'value' = lim.size) end as final,
            (select coalesce(sum(quantity), 0)::integer from lines
              where lines.product_id = lim.product_id and (lim.size is null or lines.size = lim.size)) as ordered
       from limited lim join public.products p on p.id = lim.product_id
      order by lim.slug, lim.size`,
    [JSON.stringify(initial)],
  )
  const accepted = report.kinds.flatMap((k) => k.createdIds)
  const { rows: found } = await db.query<{ found: number; all: number }>(
    `select (select count(*)::integer from public.orders
              where id in (select jsonb_array_elements_text($1::jsonb)::uuid)) as found,
            (select count(*)::integer from public.orders where customer_email = $2) as all`,
    [JSON.stringify(accepted), buyerEmail],
  )

  const stockRows = stock.map((r) => [
    r.size ? `${r.slug} (${r.size})` : r.slug,
    String(r.initial),
    String(r.final),
    String(r.ordered),
    r.initial - r.final === r.ordered && r.final >= 0 ? 'ok' : 'BROKEN',
  ])
  printTable(
    'Limited stock after the run: initial - final must equal the quantity in order lines',
    ['product', 'initial', 'final', 'ordered', ''],
    stockRows,
  )
  const checks: [string, boolean][] = [
    [
      `no stock below zero (products below: ${negative.map((r) => r.product_slug).join(', ') || 'none'})`,
      !negative.length,
    ],
    [
      `every limited product lost exactly what was ordered (${stockRows.filter((r) => r[4] === 'ok').length}/${stock.length})`,
      stock.length === initial.length && stockRows.every((r) => r[4] === 'ok'),
    ],
    [
      `every accepted order is in the database (${found[0]!.found}/${accepted.length}; ${found[0]!.all} orders by the load in all)`,
      found[0]!.found === accepted.length,
    ],
  ]
  printTable(
    'Invariants',
    ['check', 'holds'],
    checks.map(([name, ok]) => [name, ok ? 'yes' : 'NO']),
  )
  return checks.every(([, ok]) => ok)
}
