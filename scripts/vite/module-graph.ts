import type { Plugin } from 'vite'

/**
 * The build's static import graph, read once every module is known (chunks are made after): what the chunk
 * groups of scripts/vite/chunk-groups.ts ask about a module that Rolldown's own options cannot say.
 */
export interface ModuleGraph {
  plugin: Plugin
  /** A module the entry imports statically, directly or not: a group must leave it in the entry. */
  isInitial: (id: string) => boolean
  /** A matching module, or one that a matching module imports statically, directly or not. */
  importedBy: (roots: RegExp) => (id: string) => boolean
  /** A matching module, or one that only matching modules import: no other chunk's start reaches it without them. */
  ownedBy: (roots: RegExp) => (id: string) => boolean
  /** A module that imports a matching module statically, directly or not. */
  reaches: (target: RegExp) => (id: string) => boolean
}

export function moduleGraph(): ModuleGraph {
  const imports = new Map<string, readonly string[]>()
  /** Entries and lazily imported modules: where chunks start. */
  const starts = new Set<string>()
  let initial = new Set<string>()
  let read = false
  const memo = new Map<string, (id: string) => boolean>()

  const closure = (roots: string[], stop: (id: string) => boolean = () => false) => {
    const found = new Set<string>()
    const visit = (id: string) => {
      if (found.has(id) || stop(id)) return
      found.add(id)
      imports.get(id)?.forEach(visit)
    }
    roots.forEach(visit)
    return found
  }
  const matching = (pattern: RegExp) => [...imports.keys()].filter((id) => pattern.test(id))
  const ready = () => {
    if (!read) throw new Error('module-graph: a chunk group asked before the build read its modules')
  }
  /** Each question about a pattern is answered for every module at once, on first use, once per build. */
  const cached = (question: string, pattern: RegExp, make: () => (id: string) => boolean) => (id: string) => {
    ready()
    const key = `${question} ${String(pattern)}`
    let test = memo.get(key)
    if (!test) memo.set(key, (test = make()))
    return test(id)
  }

  const plugin: Plugin = {
    name: 'casabite:module-graph',
    apply: 'build',
    buildStart() {
      imports.clear()
      starts.clear()
      memo.clear()
      read = false
    },
    buildEnd() {
      const entries: string[] = []
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id)
        imports.set(id, info?.importedIds ?? [])
        if (info?.isEntry) entries.push(id)
        if (info?.isEntry || (info?.dynamicImporters.length ?? 0) > 0) starts.add(id)
      }
      initial = closure(entries)
      read = true
    },
  }

  return {
    plugin,
    isInitial: (id) => {
      ready()
      return initial.has(id)
    },
    importedBy: (roots) =>
      cached('importedBy', roots, () => {
        const found = closure(matching(roots))
        return (id) => found.has(id)
      }),
    ownedBy: (roots) =>
      cached('ownedBy', roots, () => {
        const others = closure(
          [...starts].filter((start) => !roots.test(start)),
          (id) => roots.test(id),
        )
        const found = closure(matching(roots))
        return (id) => found.has(id) && !others.has(id)
      }),
    reaches: (target) =>
      cached('reaches', target, () => {
        const known = new Map<string, boolean>()
        const visit = (id: string): boolean => {
          const seen = known.get(id)
          if (seen !== undefined) return seen
          known.set(id, false) // a cycle adds nothing
          const result = (imports.get(id) ?? []).some((next) => target.test(next) || visit(next))
          known.set(id, result)
          return result
        }
        return visit
      }),
  }
}
