import { existsSync, statSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { JSDOM } from 'jsdom'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import {
  APP_SHELL,
  appShellDocument,
  firstScreenDocument,
  firstScreenFile,
  type FirstScreen,
  type FirstScreenStorage,
} from './first-screen-document.ts'
import { pathPattern } from './route-preload.ts'

/** Whether `dir` has a file for the request path, as `vite preview` and a static host look for one. */
function servesFile(dir: string, pathname: string): boolean {
  const file = (relative: string) => {
    const candidate = join(dir, relative)
    return candidate.startsWith(dir) && existsSync(candidate) && statSync(candidate).isFile()
  }
  return pathname.endsWith('/') ? file(`${pathname}index.html`) : file(pathname) || file(`${pathname}.html`)
}

interface FirstScreenModule {
  renderFirstScreen: (path: string) => Promise<FirstScreen>
  FIRST_SCREEN_STORAGE: FirstScreenStorage
}

/** A route parameter's stand-in while a pattern's page (`/product/:productId`) renders: its screen must not show it. */
const SAMPLE_PARAM = 'prerendered-sample'

const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'] as const

/** An IntersectionObserver that never reports: nothing scrolls into view before the first paint. */
class PendingIntersections {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

/** A page whose first screen is prerendered. */
export interface PrerenderedPage {
  /** A path, or a React Router pattern whose screen is the same for every parameter (`/product/:productId`). */
  path: string
  /**
   * Its first screen is its loading state (the skeleton its loader shows without waiting): its reads start and
   * never answer at build time. Without it, a page that reads fails the build.
   */
  loading?: boolean
}

/**
 * Runs `render` with a guest's browser at `url` as the globals (jsdom), and a fetch that fails the build or,
 * for a page `loading`, never answers.
 */
async function asGuestAt<T>(dom: JSDOM, url: string, loading: boolean, render: () => Promise<T>): Promise<T> {
  dom.reconfigure({ url })
  const saved = new Map(
    [...BROWSER_GLOBALS, 'IntersectionObserver', 'fetch'].map((key) => [
      key,
      Object.getOwnPropertyDescriptor(globalThis, key),
    ]),
  )
  const reads: string[] = []
  for (const key of BROWSER_GLOBALS)
    Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true })
  // A browser has it (jsdom has not): what waits for the screen's end (the footer's newsletter form) waits here too.
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: PendingIntersections, configurable: true })
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    value: (input: unknown) => {
      if (loading) return new Promise(() => {})
      reads.push(String(input))
      return Promise.reject(new Error('a prerendered first screen reads nothing'))
    },
  })
  try {
    const result = await render()
    if (reads.length > 0) throw new Error(`prerender: ${url} reads ${reads.join(', ')}; its first screen needs data`)
    return result
  } finally {
    for (const [key, descriptor] of saved)
      if (descriptor) Object.defineProperty(globalThis, key, descriptor)
      else delete (globalThis as Record<string, unknown>)[key]
  }
}

/**
 * Writes, for each of `pages` (whose first screen reads no data, or is their loading state), `<path>.html`:
 * index.html with that screen as a guest sees it, rendered by the app's own components (src/prerender.tsx,
 * loaded through Vite's SSR) at build time. A page that would read data, or send a guest elsewhere, fails the
 * build. A pattern's file is served for every path it matches, and every other path falls back to APP_SHELL,
 * in `vite preview` as on the static host (README).
 * Production builds only.
 */
export function prerender(pages: PrerenderedPage[], entry = '/src/prerender.tsx'): Plugin {
  let config: ResolvedConfig
  return {
    name: 'casabite:prerender',
    // The build, and `vite preview`, which serves what it wrote.
    apply: (_config, { command, isPreview }) => command === 'build' || isPreview === true,
    configResolved(resolved) {
      config = resolved
    },
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir)
      const patterns = pages
        .filter((page) => page.path.includes(':'))
        .map((page) => ({ matches: new RegExp(pathPattern(page.path)), file: firstScreenFile(page.path) }))
      server.middlewares.use((req, _res, next) => {
        const accepts = req.headers.accept
        const page = !accepts || accepts.includes('text/html') || accepts.includes('*/*')
        if ((req.method === 'GET' || req.method === 'HEAD') && page && req.url) {
          const { pathname } = new URL(req.url, 'http://localhost')
          let path = pathname
          try {
            path = decodeURIComponent(pathname)
          } catch {
            // Left to Vite's own handling.
          }
          const pattern = patterns.find((candidate) => candidate.matches.test(path))
          if (path === '/' || servesFile(dir, path)) return next()
          if (pattern && existsSync(join(dir, pattern.file))) req.url = `/${pattern.file}`
          else if (existsSync(join(dir, APP_SHELL))) req.url = `/${APP_SHELL}`
        }
        next()
      })
    },
    async writeBundle({ dir }, bundle) {
      const index = bundle['index.html']
      if (!dir || index?.type !== 'asset') return
      const template = String(index.source)
      await writeFile(join(dir, APP_SHELL), appShellDocument(template))
      // Without its configuration the build shows the configuration-error screen everywhere.
      if (!config.env.VITE_SUPABASE_URL) return
      const origin = String(config.env.VITE_SITE_URL || `http://127.0.0.1:${config.preview.port}`)
      const dom = new JSDOM('<!doctype html><div id="root"></div>', { url: origin })
      const server = await createServer({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      })
      try {
        for (const { path, loading = false } of pages) {
          const sample = path.replace(/:\w+/g, SAMPLE_PARAM)
          const screen = await asGuestAt(dom, new URL(sample, origin).href, loading, async () => {
            const module = (await server.ssrLoadModule(entry)) as FirstScreenModule
            return { screen: await module.renderFirstScreen(sample), storage: module.FIRST_SCREEN_STORAGE }
          })
          if (sample !== path && JSON.stringify(screen.screen).includes(SAMPLE_PARAM))
            throw new Error(`prerender: the first screen of ${path} shows its parameter; it cannot serve every match`)
          const file = join(dir, firstScreenFile(path))
          await mkdir(dirname(file), { recursive: true })
          await writeFile(file, firstScreenDocument(template, path, screen.screen, screen.storage))
        }
      } finally {
        await server.close()
        dom.window.close()
      }
    },
  }
}
