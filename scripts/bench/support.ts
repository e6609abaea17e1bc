import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'
import { ANON_KEY, startStack, type Database, type Stack } from '../../supabase/local/index.ts'
import { freePort, startCluster } from '../postgres-cluster.ts'

// What the benchmarks share: the stack on either backend, the 10,000-product catalog, the SPA built
// and served against the stack, and tables.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

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
    // Orders go through the checkout function; its simulated card processor answers at once here.
    const stack = await startStack({
      port: 0,
      log: false,
      databaseUrl: cluster?.url,
      mailDrain: false,
      functions: { env: { PAYMENT_SIMULATED_DELAY_MS: '0' } },
    })
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

export interface ServedSpa {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string
  buildMs: number
  /** Stops `vite preview` and removes the build. */
  close(): Promise<void>
}

/** The production SPA built against `stackUrl` into a temporary folder and served by `vite preview` on a free port. */
export async function serveSpa(stackUrl: string, label: string): Promise<ServedSpa> {
  const outDir = await mkdtemp(join(tmpdir(), `casabite-bench-${label}-`))
  let server: Awaited<ReturnType<typeof preview>> | undefined
  try {
    process.env.VITE_SUPABASE_URL = stackUrl
    process.env.VITE_SUPABASE_ANON_KEY = ANON_KEY
    const buildStarted = performance.now()
    await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
    const buildMs = performance.now() - buildStarted
    const port = await freePort()
    server = await preview({
      root: ROOT,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    })
    const running = server
    return {
      origin: `http://127.0.0.1:${port}`,
      buildMs,
      async close() {
        await running.close()
        await rm(outDir, { recursive: true, force: true })
      },
    }
  } catch (e) {
    await server?.close()
    await rm(outDir, { recursive: true, force: true })
    throw e
  }
}

/** A table row: name, p50, p95, min and max of `samples` in whole milliseconds. */
export function summaryRow(name: string, samples: number[]): string[] {
  const sorted = [...samples].sort((a, b) => a - b)
  return [name, ms(percentile(sorted, 0.5)), ms(percentile(sorted, 0.95)), ms(sorted[0]!), ms(sorted.at(-1)!)]
}

/** The value at quantile `q` of ascending `sorted` (NaN when empty). */
export function percentile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((x, y) => x - y)
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) }
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
