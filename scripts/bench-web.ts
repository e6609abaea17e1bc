import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { build } from 'vite'
import { AUTH_STORAGE_KEY } from '../src/config/auth.ts'
import { SEEDED_ACCOUNTS, seededTotpSecret, type SeededRole } from '../tests/helpers/seeded-accounts.ts'
import { ANON_KEY, createNodeClient, startStack, type Stack } from '../supabase/local/index.ts'
import { signInWithSecondFactor } from '../tests/helpers/totp.ts'
import { generateSitemap } from './generate-sitemap.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

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
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGET = { performance: 95, other: 100, cls: 0.02, firstVisitKb: 120 }
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

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>
  lcp: number
  tbt: number
  cls: number
  /** Audits below a full score in the non-performance categories: `id (score)`. */
  failing: string[]
  /** Script URLs this page loaded (for the first-visit figure). */
  scripts: string[]
  benchmarkIndex: number
}

let stack: Stack | undefined
let preview: ChildProcess | undefined
let chrome: chromeLauncher.LaunchedChrome | undefined

const cleanUp = async () => {
  chrome?.kill()
  chrome = undefined
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
      results.get(page)!.push(await audit(`${origin}${path}`, name, role && sessions.get(role)))
    }
  }

  printResults(results)
  console.log(
    `machine: ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before the runs, ${loadavg()[0]!.toFixed(1)} after`,
  )
  const home = results.get('/')?.[0]
  if (home) await printJavaScript(home.scripts, origin)
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

/** Leaves the session in the origin's localStorage, from a page that loads no script (robots.txt). */
async function saveSession(port: number, origin: string, session: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  try {
    const tab = await browser.newPage()
    await tab.goto(`${origin}/robots.txt`)
    await tab.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, session] as const)
    await tab.close()
  } finally {
    await browser.disconnect()
  }
}

async function audit(url: string, name: string, session?: string): Promise<RunFigures> {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] })
  try {
    if (session) await saveSession(chrome.port, new URL(url).origin, session)
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Lighthouse clears the origin's storage first by default, which would sign the session out.
      disableStorageReset: session !== undefined,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const lhr = result.lhr
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    // A page that sent the browser elsewhere (a guard to the log-in page) was not the page meant.
    const shown = new URL(lhr.finalDisplayedUrl).pathname
    if (shown !== new URL(url).pathname) throw new Error(`${url} ended on ${shown}, not the page meant`)
    if (reportsDir) {
      await mkdir(reportsDir, { recursive: true })
      await writeFile(join(reportsDir, `${name}.report.json`), String(result.report))
    }
    return figures(lhr)
  } finally {
    chrome.kill()
    chrome = undefined
  }
}

function figures(lhr: Result): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const failing = new Set<string>()
  for (const id of CATEGORIES) {
    if (id === 'performance') continue
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id]
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue
      failing.add(`${ref.id} (${a.score})${culprits(a.details)}`)
    }
  }
  const requests = (lhr.audits['network-requests']?.details as { items?: { url?: string; resourceType?: string }[] })
    ?.items
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing: [...failing],
    scripts: (requests ?? []).filter((r) => r.resourceType === 'Script' && r.url).map((r) => r.url!),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** What an audit's table points at, briefly: link text and href, or the element's HTML. */
function culprits(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
  const names = items.slice(0, 3).map((item) => {
    if (typeof item.text === 'string') return `"${item.text}" -> ${String(item.href ?? '')}`
    const node = item.node as { snippet?: string } | undefined
    if (node?.snippet) return node.snippet.slice(0, 120)
    return typeof item.url === 'string' ? item.url : ''
  })
  const shown = names.filter(Boolean)
  return shown.length > 0 ? `: ${shown.join('; ')}` : ''
}

function printResults(results: Map<string, RunFigures[]>) {
  const rows: string[][] = []
  const misses: string[] = []
  const blankLcp = median((results.get(BLANK) ?? []).map((r) => r.lcp))
  for (const [page, list] of results) {
    const med = (pick: (r: RunFigures) => number) => median(list.map(pick))
    const perf = med((r) => r.scores.performance)
    const a11y = med((r) => r.scores.accessibility)
    const bp = med((r) => r.scores['best-practices'])
    const seo = med((r) => r.scores.seo)
    const cls = med((r) => r.cls)
    const ok =
      perf >= TARGET.performance &&
      a11y >= TARGET.other &&
      bp >= TARGET.other &&
      seo >= TARGET.other &&
      cls < TARGET.cls
    rows.push([
      page,
      String(perf),
      String(a11y),
      String(bp),
      String(seo),
      `${med((r) => r.lcp).toFixed(0)} ms`,
      page === BLANK ? '1.00' : (med((r) => r.lcp) / blankLcp).toFixed(2),
      `${med((r) => r.tbt).toFixed(0)} ms`,
      cls.toFixed(3),
      list.map((r) => r.scores.performance).join('/'),
      page === BLANK ? '(reference)' : ok ? 'yes' : 'NO',
    ])
    const failing = [...new Set(list.flatMap((r) => r.failing))]
    if (failing.length > 0 && page !== BLANK) misses.push(`${page}: ${failing.join(', ')}`)
  }
  const indexes = [...results.values()].flat().map((r) => r.benchmarkIndex)
  printTable(
    `Lighthouse 12, mobile preset, median of ${runs} run(s) (benchmarkIndex ${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)})`,
    ['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'LCP / blank', 'TBT', 'CLS', 'Perf per run', 'targets met'],
    rows,
  )
  console.log(
    `targets: Performance >= ${TARGET.performance}, Accessibility/Best Practices/SEO ${TARGET.other}, CLS < ${TARGET.cls}`,
  )
  if (misses.length > 0) {
    console.log('\nAudits below a full score (accessibility, best practices, SEO), any run:')
    for (const line of misses) console.log(`  ${line}`)
  }
}

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

/** gzip -9 sizes: what the first visit to / downloads according to the manifest and to Lighthouse, and the largest chunk. */
async function printJavaScript(observedUrls: string[], origin: string) {
  const manifest = JSON.parse(await readFile(join(OUT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key]
      if (!chunk || into.has(chunk.file)) continue
      into.add(chunk.file)
      closure(chunk.imports ?? [], into)
    }
    return into
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest (was the build run with --manifest?)')
  const routeKey = 'src/app/routes/storefront/home.tsx'
  const layoutKey = 'src/components/layouts/main-layout.tsx'
  const files = closure([entryKey, routeKey, layoutKey])
  if (!manifest[routeKey]) console.warn(`warning: ${routeKey} is not in the manifest`)

  const sizes = new Map<string, number>()
  const gz = async (file: string) => {
    let size = sizes.get(file)
    if (size === undefined) sizes.set(file, (size = gzipSync(await readFile(join(OUT_DIR, file)), { level: 9 }).length))
    return size
  }
  const rows: string[][] = []
  let total = 0
  for (const file of files) {
    const size = await gz(file)
    total += size
    const role =
      file === manifest[entryKey]!.file
        ? 'entry'
        : file === manifest[routeKey]?.file
          ? 'home route'
          : file === manifest[layoutKey]?.file
            ? 'main layout'
            : 'static import'
    rows.push([file, role, kb(size)])
  }
  rows.push(['total', '', kb(total)])
  printTable(
    `First visit to / (manifest: entry + its static imports + main layout + home route, with theirs), gzip -9`,
    ['file', 'role', 'gzip'],
    rows,
  )
  console.log(`target: < ${TARGET.firstVisitKb} kB -> ${total / 1000 < TARGET.firstVisitKb ? 'met' : 'NOT met'}`)

  const observed = observedUrls
    .filter((url) => url.startsWith(origin))
    .map((url) => new URL(url).pathname.replace(/^\//, ''))
  let observedTotal = 0
  for (const file of observed) observedTotal += await gz(file)
  const extra = observed.filter((file) => !files.has(file))
  console.log(
    `observed by Lighthouse on / : ${observed.length} scripts, ${kb(observedTotal)} gzip` +
      (extra.length > 0 ? ` (also: ${extra.join(', ')})` : ''),
  )

  let largest = { file: '', size: 0 }
  for (const name of await readdir(join(OUT_DIR, 'assets'))) {
    if (!name.endsWith('.js')) continue
    const size = await gz(join('assets', name))
    if (size > largest.size) largest = { file: join('assets', name), size }
  }
  console.log(`largest chunk: ${largest.file}, ${kb(largest.size)} gzip`)
}

function kb(bytes: number) {
  return `${(bytes / 1000).toFixed(1)} kB`
}

function median(values: number[]) {
  const sorted = values.toSorted((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
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

function printTable(title: string, head: string[], body: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |'
  console.log(`\n${title}\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const r of body) console.log(line(r))
}
