import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { ANON_KEY } from '../supabase/local/index.ts'
import { CHROMIUM_PATH as CHROMIUM } from './chromium.ts'
import { readTestReport, type TestReport } from './test-report.ts'

// `npm test`: everything CI checks, in order, each step run even when an earlier one failed, then a
// summary. Database tests run twice: on PGlite and on a PostgreSQL 15 server started for the run.

const REPORTS = 'test-results/summary'

interface Step {
  name: string
  cmd: string[]
  /** A JSON report (vitest or Playwright) to count tests from. */
  report?: string
  env?: Record<string, string>
  /** Installs what the step needs; returns why it cannot run, if it cannot. */
  prepare?: () => Promise<string | undefined>
}

const tsx = ['node', '--import', 'tsx']
const vitest = (name: string, projects: string[]) => [
  'node',
  'node_modules/vitest/vitest.mjs',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(REPORTS, `${name}.json`)}`,
]

const steps: Step[] = [
  {
    // npm ci refuses a lockfile that has drifted from package.json (or lacks a platform's optional
    // packages); --dry-run checks exactly that without touching node_modules.
    name: 'lockfile in sync',
    cmd: ['npm', 'ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
  },
  { name: 'typecheck', cmd: ['node', 'node_modules/typescript/bin/tsc', '-b', '--pretty'] },
  { name: 'lint', cmd: ['node', 'node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0'] },
  { name: 'format', cmd: ['node', 'node_modules/prettier/bin/prettier.cjs', '--check', '.'] },
  { name: 'db types up to date', cmd: [...tsx, 'scripts/generate-types.ts', '--check'] },
  // supabase/schema.sql, the migrated schema in one file (from a PostgreSQL 15 cluster the script starts).
  { name: 'db schema up to date', cmd: [...tsx, 'scripts/generate-schema.ts', '--check'] },
  { name: 'edge functions (deno check)', cmd: [...tsx, 'scripts/check-functions.ts'] },
  {
    // The production build fails when a chunk group's rule matches nothing or a first visit (/, /shop, a product)
    // passes its budget (scripts/vite/bundle-budget.ts); the end-to-end build checks it too, but later and less plainly.
    name: 'bundle budget',
    cmd: [
      'node',
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      'dist-budget',
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    // Built as a shop is (the URL and the key are inlined into the entry): without them it would weigh less.
    env: { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: ANON_KEY },
  },
  { name: 'unit', cmd: vitest('unit', ['unit-app', 'unit-node']), report: 'unit.json' },
  { name: 'db (PGlite)', cmd: vitest('db-pglite', ['db', 'stack']), report: 'db-pglite.json' },
  {
    name: 'db (PostgreSQL 15)',
    cmd: [...tsx, 'scripts/postgres-cluster.ts', ...vitest('db-postgres', ['db', 'stack'])],
    report: 'db-postgres.json',
  },
  {
    name: 'e2e (Chromium)',
    cmd: ['node', 'node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'],
    report: 'e2e.json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(REPORTS, 'e2e.json') },
    prepare: ensureChromium,
  },
]

function run(cmd: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd[0]!, cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Debian's Chromium; a fresh machine (or CI, as root) gets it from apt. */
async function ensureChromium(): Promise<string | undefined> {
  if (existsSync(CHROMIUM)) return undefined
  if (process.getuid?.() !== 0) return `no Chromium at ${CHROMIUM}: run \`sudo apt-get install -y chromium\``
  console.log('\n▶ installing Chromium from Debian (apt-get install -y chromium)')
  const apt = ['apt-get', '-o', 'DPkg::Lock::Timeout=600']
  if ((await run([...apt, 'update', '-qq'])) !== 0 || (await run([...apt, 'install', '-y', '-qq', 'chromium'])) !== 0) {
    return 'apt-get install -y chromium failed'
  }
  return existsSync(CHROMIUM) ? undefined : `no Chromium at ${CHROMIUM} after installing it`
}

async function report(name: string): Promise<TestReport | undefined> {
  const text = await readFile(join(REPORTS, name), 'utf8').catch(() => undefined)
  return text ? readTestReport(text, process.cwd()) : undefined
}

await rm(REPORTS, { recursive: true, force: true })
await mkdir(REPORTS, { recursive: true })
const only = process.argv.slice(2)
const results: { name: string; status: string; seconds: number; tests?: string }[] = []
// Named again after the summary: a long log is often read from its end only.
const failures: string[] = []
const flaky: string[] = []
let totals = { passed: 0, failed: 0, skipped: 0 }
let failedSteps = 0

for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue
  const missing = await step.prepare?.()
  if (missing) {
    // A missing browser is a broken setup, not a pass.
    console.error(`\n✗ ${step.name}: ${missing}`)
    results.push({ name: step.name, status: `FAILED: ${missing}`, seconds: 0 })
    failedSteps++
    continue
  }
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`)
  const started = performance.now()
  const code = await run(step.cmd, step.env)
  const seconds = (performance.now() - started) / 1000
  const counted = step.report ? await report(step.report) : undefined
  if (counted) {
    failures.push(...counted.failures.map((f) => `${step.name}: ${f}`))
    flaky.push(...counted.flaky.map((f) => `${step.name}: ${f}`))
    totals = {
      passed: totals.passed + counted.passed,
      failed: totals.failed + counted.failed,
      skipped: totals.skipped + counted.skipped,
    }
  }
  if (code !== 0) failedSteps++
  results.push({
    name: step.name,
    status: code === 0 ? 'ok' : `FAILED (exit ${code})`,
    seconds,
    tests: counted ? `${counted.passed} passed, ${counted.failed} failed` : undefined,
  })
}

console.log('\nSummary')
for (const r of results) {
  console.log(`  ${r.name.padEnd(22)} ${r.status.padEnd(16)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.tests ?? ''}`)
}
if (failures.length) console.log(`\nFailed\n${failures.map((f) => `  ${f}`).join('\n')}`)
if (flaky.length) console.log(`\nPassed on a retry\n${flaky.map((f) => `  ${f}`).join('\n')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exitCode = failedSteps === 0 && totals.failed === 0 ? 0 : 1
