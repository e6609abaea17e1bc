import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** Marks index.html's landing-preload script, which a prerendered page starts later (first-screen-document.ts). */
export const LANDING_PRELOAD = 'data-landing-preload'

/** A page people land on, and the source modules its first screen needs (its layout and its route). */
export interface LandingRoute {
  /** A React Router path: `/shop`, `/product/:productId`. */
  path: string
  /** Project-relative source files, e.g. `src/app/routes/storefront/shop.tsx`. */
  modules: string[]
}

/** `/product/:productId` -> `^/product/[^/]+/?$`: the same URLs React Router matches, trailing slash allowed. */
export function pathPattern(path: string): string {
  const body = path
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return `^${body}/?$`
}

/**
 * The chunks that hold `modules`, with the chunks they import statically, minus what the entry already
 * brings. A module missing from every chunk fails the build: the table must follow the code.
 */
export function chunkFiles(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entry = chunks.find((chunk) => chunk.isEntry)
  const loaded = new Set(entry ? [entry.fileName, ...entry.imports] : [])
  const files: string[] = []
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return
    loaded.add(fileName)
    files.push(fileName)
    byFile.get(fileName)?.imports.forEach(visit)
  }
  for (const module of modules) {
    const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)))
    if (!holder) throw new Error(`route-preload: no chunk contains ${module}`)
    visit(holder.fileName)
  }
  return files
}

/**
 * The inline script: on the first path (below `base`) that matches, preload that page's chunks. Its links
 * carry `data-landing`, which tells them apart from the ones Vite adds when the router imports a chunk.
 */
export function preloadScript(table: [pattern: string, files: string[]][], base: string): string {
  const b = JSON.stringify(base)
  return `(function(){var t=${JSON.stringify(table)},b=${b},p=location.pathname;if(p.indexOf(b)===0)p='/'+p.slice(b.length);for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=b+f;l.setAttribute('data-landing','');document.head.appendChild(l)});return}})()`
}

/** A chunk Vite preloads, and where: in index.html (`html`) or in a lazy import's list (`js`). */
type ResolveDependencies = (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[]

/**
 * `build.modulePreload.resolveDependencies` for chunks that load with the entry (`loadedWithEntry`): a lazy
 * import need not list them, they are there before it runs; index.html keeps them, since without their
 * `<link rel="modulepreload">` the browser finds them only once the entry has downloaded (a round trip more).
 */
export function skipEntryChunks(loadedWithEntry: RegExp): ResolveDependencies {
  return (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !loadedWithEntry.test(dep)))
}

/**
 * The router loads a page's code only once the entry has downloaded and run; on a phone that is the
 * longest wait before the first product appears. This adds to index.html a few hundred bytes that, before
 * anything else runs, start downloading the chunks of the page being opened, alongside the entry.
 * Production builds only (the dev server serves modules one by one).
 */
export function routePreload(routes: LandingRoute[]): Plugin {
  let base = '/'
  return {
    name: 'casabite:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const table = routes.map((route): [string, string[]] => [
          pathPattern(route.path),
          chunkFiles(bundle, route.modules),
        ])
        // Before the stylesheet, since a classic script that follows one waits for it to download before it
        // runs (and the page's chunks waited with it); after the charset, which must open the document.
        const script = `<script ${LANDING_PRELOAD}>${preloadScript(table, base)}</script>`
        return html.replace(/<meta charset[^>]*>/i, (charset) => `${charset}${script}`)
      },
    },
  }
}
