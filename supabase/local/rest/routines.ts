import { ambiguousFunction, noFunction } from './errors.ts'
import { closest } from './fuzzy.ts'
import { qualifiedKey, type Routine, type SchemaCache } from './schema-cache.ts'

export type RoutineMatch = { routine: Routine; mode: 'named' } | { routine: Routine; mode: 'body'; type: string }

function acceptsNames(r: Routine, keys: string[]): boolean {
  const names = new Set(r.params.map((p) => p.name))
  if (!keys.every((k) => names.has(k))) return false
  return r.params.every((p) => p.hasDefault || keys.includes(p.name))
}

function singleJsonParam(r: Routine): string | null {
  const [only] = r.params
  if (r.params.length !== 1 || !only || only.name !== '') return null
  return only.type === 'json' || only.type === 'jsonb' ? only.type : null
}

const signature = (r: Routine) => `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`

/**
 * Finds the function `POST /rpc/name` means: by name and argument names, arguments with
 * defaults optional; a POST may also go to a function with one unnamed json/jsonb parameter.
 */
export function resolveRoutine(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: string[],
  isPost: boolean,
): RoutineMatch {
  const candidates = cache.routines.get(qualifiedKey(schema, name)) ?? []
  const named = candidates.filter((r) => acceptsNames(r, keys))
  if (named.length === 1) return { routine: named[0] as Routine, mode: 'named' }
  if (named.length > 1) throw ambiguousFunction(named.map(signature))
  if (isPost) {
    const single = candidates.flatMap((r) => {
      const type = singleJsonParam(r)
      return type ? [{ routine: r, type }] : []
    })
    if (single.length === 1) {
      const [only] = single
      if (only) return { routine: only.routine, mode: 'body', type: only.type }
    }
  }
  const sortedKeys = [...keys].sort()
  let suggestion: string | null = null
  if (candidates.length === 0) {
    const names: string[] = []
    for (const list of cache.routines.values()) for (const r of list) if (r.schema === schema) names.push(r.name)
    const best = closest(name, names)
    if (best) suggestion = `Perhaps you meant to call the function ${schema}.${best}`
  } else {
    const fmt = (params: string[]) => `(${[...params].sort().join(', ')})`
    const best = closest(
      fmt(sortedKeys),
      candidates.map((r) => fmt(r.params.map((p) => p.name))),
      0.33,
    )
    if (best) suggestion = `Perhaps you meant to call the function ${schema}.${name}${best}`
  }
  throw noFunction(schema, name, sortedKeys, suggestion)
}
