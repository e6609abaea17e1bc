import { readFile } from 'node:fs/promises'
import type { Database } from '../../supabase/local/db/index.ts'
import { startStack, type Stack } from '../../supabase/local/stack.ts'
import { startCluster } from '../postgres-cluster.ts'

// What the benchmarks share: the stack on either backend, the 10,000-product catalog, and tables.

export interface BenchStack {
  stack: Stack
  /** 'PostgreSQL 15' or 'PGlite', for table titles. */
  backend: string
  /** Closes the stack and, on PostgreSQL, stops and removes its throwaway cluster. */
  close(): Promise<void>
}

/** A quiet stack on a free loopback port: on a throwaway PostgreSQL 15 cluster, or on PGlite in memory. */
export async function startBenchStack(onPostgres: boolean): Promise<BenchStack> {
  const cluster = onPostgres ? await startCluster() : undefined
  try {
    const stack = await startStack({ port: 0, log: false, databaseUrl: cluster?.url })
    return {
      stack,
      backend: onPostgres ? 'PostgreSQL 15' : 'PGlite',
      async close() {
        await stack.close()
        await cluster?.stop()
      },
    }
  } catch (e) {
    await cluster?.stop()
    throw e
  }
}

/** Adds the benchmark catalog (catalog-10k.sql): 10,000 active products with unlimited stock. */
export async function addBenchCatalogue(db: Database) {
  await db.exec(await readFile(new URL('./catalog-10k.sql', import.meta.url), 'utf8'))
}

/** The value at quantile `q` of ascending `sorted` (NaN when empty). */
export function percentile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

export function ms(value: number, digits = 0) {
  return value.toFixed(digits)
}

/** A Markdown table: the first column left-aligned, the others right-aligned. */
export function printTable(title: string, header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`
  console.log(`\n${title}\n`)
  console.log(line(header))
  console.log(`|${widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|')}|`)
  for (const r of rows) console.log(line(r))
}
