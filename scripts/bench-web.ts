import { spawn, type ChildProcess } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { build } from 'vite'
import { SEEDED_ACCOUNTS, seededTotpSecret, type SeededRole } from '../tests/helpers/seeded-accounts.ts'
import { ANON_KEY, createNodeClient, startStack, type Stack } from '../supabase/local/index.ts'
import { signInWithSecondFactor } from '../tests/helpers/totp.ts'
import { auditPage, stopChrome, type RunFigures } from './bench/lighthouse.ts'
import { printFirstVisitJs, printResults } from './bench/web-report.ts'
import { generateSitemap } from './generate-sitemap.ts'

// `npm run bench:web [-- --runs 3] [-- --pages /shop,/blog] [-- --keep] [-- --reports [dir]]`: Lighthouse 12 (mobile preset, simulated throttling)
// on the production build, printed as tables, plus the gzipped JavaScript of a first visit.
// A page written `/account@customer` or `/admin/dashboard@admin` is measured signed in as that seeded account
// (tests/helpers/seeded-accounts.ts): the browser holds the session before the page loads, as after a sign-in.
// Everything is its own: the local stack in-process (memory, free port), a build in dist-bench/
// against it (with the sitemap), `vite preview` on a free port, Debian's Chromium per run.
// Each run also measures a blank Vite + React page (scripts/bench/blank, served at /blank/ by the same preview):
// the LCP column's ratio is a page's largest paint over the blank's, in the same run conditions.
// Medians over the runs, per figure. Targets (the storefront issue): Performance >= 95,
// Accessibility, Best Practices and SEO 100, CLS < 0.02, first-visit JS < 120 kB gzip.
// `--keep` leaves dist-bench/ in place (otherwise it is removed); `--reports [dir]` saves every
// Lighthouse report as JSON there (default stats/lighthouse, git-ignored; the Lighthouse viewer opens them).

const ALL_PAGES = ['/', '/shop', '/product/kashmiri-saffron', '/blog']
const OUT_DIR = 'dist-bench'
/** The reference page: a row of its own in every table, not a page of the shop. */
const BLANK = '/blank/'
const VITE = resolve('node_modules/vite/bin/vite.js')

const args = process.argv.slice(2)
const runs = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 3)
const keep = args.includes('--keep')
/** `--pages` measures a subset (while working on one page); the first-visit figure needs `/` among them. */
const PAGES = args.includes('--pages')
  ? (args[args.indexOf('--pages') + 1] ?? '').split(',').filter(Boolean)
  : ALL_PAGES
const reportsArg = args.includes('--reports') ? args[args.indexOf('--reports') + 1] : undefined
const reportsDir = args.includes('--reports')
  ? resolve(reportsArg && !reportsArg.startsWith('--') ? reportsArg : 'stats/lighthouse')
  : undefined

let stack: Stack | undefined
let preview: ChildProcess | undefined

const cleanUp = async () => {
  stopChrome()
  if (preview && preview.exitCode === null) {
    const exited = new Promise((done) => preview?.once('exit', done))
    preview.kill('SIGTERM')
    await exited
  }
  preview = undefined
  await stack?.close()
  stack = undefined
  if (!keep) await rm(OUT_DIR, { recursive: true, force: true })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130))
  })
}

try {
  const started = performance.now()
  stack = await startStack({ port: 0, log: false })
  const webPort = await freePort()
  const origin = `http://127.0.0.1:${webPort}`

  await run(
    process.execPath,
    [VITE, 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { VITE_SUPABASE_URL: stack.url, VITE_SUPABASE_ANON_KEY: ANON_KEY, VITE_SITE_URL: origin },
  )
  await build({
    root: resolve('scripts/bench/blank'),
    base: BLANK,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: resolve(OUT_DIR, 'blank'), emptyOutDir: true },
  })
  const sitemap = await generateSitemap({ outDir: OUT_DIR, siteUrl: origin, supabaseUrl: stack.url, anonKey: ANON_KEY })
  if (sitemap.warning) console.warn(`warning: ${sitemap.warning}`)

  preview = spawn(
    process.execPath,
    [VITE, 'preview', '--outDir', OUT_DIR, '--host', '127.0.0.1', '--port', String(webPort), '--strictPort'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  await waitForHttp(origin, 30_000)
  console.log(`stack ${stack.url}, preview ${origin}, ${runs} run(s) per page, mobile preset (Lighthouse 12)`)
  // Scores swing with the machine's load (Lighthouse scales its CPU model by benchmarkIndex): say how busy it was.
  const loadBefore = loadavg()[0]!

  // Runs interleaved across pages (1: every page, 2: every page...) so a slow spell of this
  // machine does not land on one page only.
  const measured = [BLANK, ...PAGES]
  const results = new Map<string, RunFigures[]>(measured.map((page) => [page, []]))
  const sessions = new Map<SeededRole, string>()
  for (let i = 0; i < runs; i++) {
    for (const page of measured) {
      const [path = page, role] = page.split('@') as [string, SeededRole | undefined]
      if (role && !sessions.has(role)) sessions.set(role, await signIn(stack.url, role))
      const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}`
      results
        .get(page)!
        .push(await auditPage(`${origin}${path}`, { name, session: role && sessions.get(role), reportsDir }))
    }
  }

  printResults(results, { blank: BLANK, runs })
  console.log(
    `machine: ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before the runs, ${loadavg()[0]!.toFixed(1)} after`,
  )
  const home = results.get('/')?.[0]
  if (home) await printFirstVisitJs(OUT_DIR, home.scripts, origin)
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s in all)`)
} finally {
  await cleanUp()
}

/** A session of the seeded account, as Auth saves it in the browser; the admin's at aal2 (password and code). */
async function signIn(stackUrl: string, role: SeededRole): Promise<string> {
  const { email, password } = SEEDED_ACCOUNTS[role]
  const secret = seededTotpSecret(email)
  if (secret)
    return JSON.stringify(
      await signInWithSecondFactor(createNodeClient(stackUrl, ANON_KEY), { email, password }, secret),
    )
  const response = await fetch(`${stackUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in as ${role} failed: ${response.status} ${await response.text()}`)
  return JSON.stringify(await response.json())
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

function run(command: string, commandArgs: string[], env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.once('error', fail)
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${commandArgs[1]} exited with ${code}`))))
  })
}

async function waitForHttp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
