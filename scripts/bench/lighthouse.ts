import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { AUTH_STORAGE_KEY } from '../../src/config/auth.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts'

// One Lighthouse 12 run (mobile preset, simulated throttling) of a page in a fresh Debian Chromium, and the
// figures bench:web prints from it.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>
  lcp: number
  tbt: number
  cls: number
  /** Audits below a full score in the non-performance categories: `id (score)`. */
  failing: string[]
  /** The SEO audits below a full score, by id. */
  seoMisses: string[]
  /** Script URLs this page loaded (for the first-visit figure). */
  scripts: string[]
  benchmarkIndex: number
}

let chrome: chromeLauncher.LaunchedChrome | undefined

/** Stops the run's browser, if one is open (bench:web's clean-up on a signal). */
export function stopChrome() {
  chrome?.kill()
  chrome = undefined
}

export interface AuditOptions {
  /** The report's file name (without extension), when reports are kept. */
  name: string
  /** A saved Auth session (JSON) the browser holds before the page loads. */
  session?: string
  /** Where to keep every report as JSON. */
  reportsDir?: string
}

export async function auditPage(url: string, { name, session, reportsDir }: AuditOptions): Promise<RunFigures> {
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
    stopChrome()
  }
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

function figures(lhr: Result): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const failing = new Set<string>()
  const seoMisses: string[] = []
  for (const id of CATEGORIES) {
    if (id === 'performance') continue
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id]
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue
      failing.add(`${ref.id} (${a.score})${culprits(a.details)}`)
      if (id === 'seo') seoMisses.push(ref.id)
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
    seoMisses,
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
