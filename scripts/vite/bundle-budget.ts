import { gzipSync } from 'node:zlib'
import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** A chunk group's rule, as `vite.config.ts` writes it: each pattern must still match a module. */
export interface GroupRule {
  name: string
  patterns: RegExp[]
}

/** What a first visit to a page downloads: the entry, and these modules with their static imports. */
export interface FirstVisit {
  page: string
  modules: string[]
  limitKb: number
}

export interface BundleBudget {
  /** Every pattern of every group must match at least one module of the build. */
  groups: GroupRule[]
  /** The first visits with a budget: `/` (its page and what loads once it settles), and the landing pages. */
  firstVisits: FirstVisit[]
}

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')

const normalise = (id: string) => id.replaceAll('\\', '/')

/** The group patterns that match no module: a renamed file or a moved package would otherwise go unnoticed. */
export function unmatchedPatterns(bundle: OutputBundle, groups: GroupRule[]): string[] {
  const ids = chunksOf(bundle).flatMap((chunk) => chunk.moduleIds.map(normalise))
  return groups.flatMap((group) =>
    group.patterns
      .filter((pattern) => !ids.some((id) => pattern.test(id)))
      .map((pattern) => `${group.name}: ${pattern.source}`),
  )
}

/** The groups that made no chunk: their rules match modules, but their filters leave none. */
export function emptyGroups(bundle: OutputBundle, groups: GroupRule[]): string[] {
  const names = new Set(chunksOf(bundle).map((chunk) => chunk.name))
  return groups.filter((group) => !names.has(group.name)).map((group) => group.name)
}

/**
 * Chunks that import each other statically in a cycle, as `a -> b -> a` by file name: with chunk groups
 * that do not take their members' imports along, a cycle could run a module before one it imports.
 */
export function chunkCycles(bundle: OutputBundle): string[] {
  const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]))
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const cycles: string[] = []
  const visit = (fileName: string) => {
    state.set(fileName, 'open')
    path.push(fileName)
    for (const next of byFile.get(fileName)?.imports ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '))
      else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(fileName, 'done')
  }
  for (const fileName of byFile.keys()) if (!state.has(fileName)) visit(fileName)
  return cycles
}

/**
 * The files a first visit downloads: the entry with its static imports, and the chunks holding `modules`
 * with theirs. A module in no chunk is an error: the budget must follow the code.
 */
export function firstVisitFiles(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = chunksOf(bundle)
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const files = new Set<string>()
  const visit = (fileName: string) => {
    if (files.has(fileName)) return
    files.add(fileName)
    byFile.get(fileName)?.imports.forEach(visit)
  }
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (entry) visit(entry.fileName)
  for (const module of modules) {
    const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => normalise(id).endsWith(`/${module}`)))
    if (!holder) throw new Error(`bundle-budget: no chunk contains ${module}`)
    visit(holder.fileName)
  }
  return [...files]
}

/** gzip -9 bytes of the files, as the browser receives them from a compressing host. */
export function gzipBytes(bundle: OutputBundle, files: string[]): number {
  return files.reduce((sum, file) => {
    const item = bundle[file]
    return item?.type === 'chunk' ? sum + gzipSync(item.code, { level: 9 }).length : sum
  }, 0)
}

/**
 * Fails the production build when a chunk group's rule matches nothing, a group makes no chunk, chunks import
 * each other in a cycle, or a first visit (`/`, a landing page) passes its budget, so none drifts silently: every `npm run build` and the end-to-end build check both.
 */
export function bundleBudget(budget: BundleBudget): Plugin {
  return {
    name: 'casabite:bundle-budget',
    apply: 'build',
    // After every other plugin has had its say (Vite rewrites the preload lists late), as written to disk.
    writeBundle(_options, bundle) {
      const unmatched = unmatchedPatterns(bundle, budget.groups)
      if (unmatched.length > 0) {
        this.error(
          `chunk group patterns that match no module (rename them with the code):\n  ${unmatched.join('\n  ')}`,
        )
      }
      const empty = emptyGroups(bundle, budget.groups)
      if (empty.length > 0)
        this.error(`chunk groups that made no chunk (their rules leave no module): ${empty.join(', ')}`)
      const cycles = chunkCycles(bundle)
      if (cycles.length > 0) this.error(`chunks that import each other in a cycle:\n  ${cycles.join('\n  ')}`)
      for (const { page, modules, limitKb } of budget.firstVisits) {
        const kb = gzipBytes(bundle, firstVisitFiles(bundle, modules)) / 1000
        if (kb > limitKb)
          this.error(
            `the first visit to ${page} is ${kb.toFixed(2)} kB of JavaScript (gzip), over its ${limitKb} kB budget`,
          )
        this.info(`first visit to ${page}: ${kb.toFixed(2)} kB of JavaScript (gzip), budget ${limitKb} kB`)
      }
    },
  }
}
