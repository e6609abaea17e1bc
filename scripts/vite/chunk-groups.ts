import type { Rolldown } from 'vite'
import type { GroupRule } from './bundle-budget.ts'
import { moduleGraph } from './module-graph.ts'

type CodeSplitting = Extract<NonNullable<Rolldown.OutputOptions['codeSplitting']>, object>
type RolldownGroup = NonNullable<CodeSplitting['groups']>[number]

const separator = '[\\\\/]'
const pathPattern = (path: string) => path.replaceAll('/', separator)

/** Modules of these packages (a package's folder under node_modules, whatever its files are called). */
export const packages = (...names: string[]) =>
  new RegExp(`${separator}node_modules${separator}(?:${names.map(pathPattern).join('|')})${separator}`)

/** Modules under these folders of src/ (written with `/`; a name may hold a regular expression). */
export const folders = (...names: string[]) =>
  new RegExp(`${separator}src${separator}(?:${names.map(pathPattern).join('|')})${separator}`)

/** Modules of src/ (written with `/`; the name may hold a regular expression, `.` is literal). */
export const file = (path: string) =>
  new RegExp(`${separator}src${separator}${pathPattern(path.replaceAll('.', '\\.'))}$`)

/**
 * A chunk group as a rule: the modules its patterns match, narrowed by the filters below. Every pattern must
 * match a module and every group must make a chunk, or the build fails (bundle-budget.ts).
 */
export interface ChunkGroup extends GroupRule {
  /** Also the modules the matches import statically (`all`), or only what nothing else imports (`own`). */
  imports?: 'all' | 'own'
  /** Only modules the entry loads (other groups leave those in the entry). */
  initial?: true
  /** Only modules that import a module matching this, directly or not (or match it themselves). */
  reaching?: RegExp
  /** Only modules that import no module matching this, directly or not. */
  avoiding?: RegExp
  /** Only modules that modules matching this import statically, directly or not (or that match it themselves). */
  importedBy?: RegExp
  /** Only modules that at least this many chunks' starts import (the pages that share them). */
  minShareCount?: number
  /** Only modules up to this size (bytes before minification). */
  maxModuleSize?: number
}

/**
 * Rolldown's groups for these rules, with the plugin that reads the import graph they ask about. Rolldown
 * would take a member's static imports along (`includeDependenciesRecursively`), the entry's code with them:
 * here the rules say what comes along instead (`imports`). Rolldown's docs pair turning that off with
 * `strictExecutionOrder`, against chunks that import each other in a cycle (a module could run before one it
 * imports); measured, it costs the first visit to / 2.4 kB and /shop's first screen 4.7 kB of wrappers, so
 * bundle-budget.ts fails the build on a cycle between chunks instead. `preserveEntrySignatures` is false
 * already (Vite's default for an app).
 */
export function chunkGroups(groups: ChunkGroup[]) {
  const graph = moduleGraph()
  const toRolldown = ({
    name,
    patterns,
    imports,
    initial,
    reaching,
    avoiding,
    importedBy,
    ...sizes
  }: ChunkGroup): RolldownGroup => {
    const matches = patterns.map((pattern) =>
      imports === 'all'
        ? graph.importedBy(pattern)
        : imports === 'own'
          ? graph.ownedBy(pattern)
          : (id: string) => pattern.test(id),
    )
    return {
      name,
      ...sizes,
      ...(initial ? { tags: ['$initial'] } : {}),
      test: (id) =>
        (initial === true || imports === undefined || !graph.isInitial(id)) &&
        matches.some((match) => match(id)) &&
        (reaching === undefined || reaching.test(id) || graph.reaches(reaching)(id)) &&
        (avoiding === undefined || !graph.reaches(avoiding)(id)) &&
        (importedBy === undefined || graph.importedBy(importedBy)(id)),
    }
  }
  return {
    plugin: graph.plugin,
    codeSplitting: { includeDependenciesRecursively: false, groups: groups.map(toRolldown) } satisfies CodeSplitting,
  }
}
