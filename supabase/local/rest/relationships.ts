import { ambiguousRelationship, noRelationship } from './errors.ts'
import { closest } from './fuzzy.ts'
import type { Relationship } from './schema-cache.ts'

/** The relation an embedding starts from: a table/view, or a function's result. */
export interface EmbedOrigin {
  schema: string
  name: string
  relationships: Relationship[]
}

function isSelf(r: Relationship): boolean {
  return r.table.schema === r.foreignTable.schema && r.table.name === r.foreignTable.name
}

/** PostgREST's `matchFKSingleCol`: the single column on the origin side. */
function originColumn(r: Relationship, name: string): boolean {
  return r.columns.length === 1 && r.columns[0]?.[0] === name
}

/** PostgREST's `matchFKRefSingleCol`: the single column on the target side. */
function targetColumn(r: Relationship, name: string): boolean {
  return r.columns.length === 1 && r.columns[0]?.[1] === name
}

function matchConstraint(r: Relationship, name: string): boolean {
  return r.cardinality !== 'm2m' && r.constraint === name
}

function matches(
  r: Relationship,
  target: string,
  hint: string | undefined,
  targetIsView: (r: Relationship) => boolean,
): boolean {
  const byName = r.foreignTable.name === target
  if (isSelf(r) && r.cardinality !== 'm2m') {
    if (hint === undefined) {
      // Self-reference: the table name gives the children (O2M), the FK column the parent (M2O).
      return (byName && r.cardinality === 'o2m') || (originColumn(r, target) && r.cardinality === 'm2o')
    }
    return byName && r.cardinality === 'o2m' && targetColumn(r, hint)
  }
  if (hint === undefined) {
    return byName || (!targetIsView(r) && (matchConstraint(r, target) || originColumn(r, target)))
  }
  return (
    byName &&
    (matchConstraint(r, hint) ||
      originColumn(r, hint) ||
      targetColumn(r, hint) ||
      (r.junction !== undefined && r.junction.table.name === hint))
  )
}

function describe(r: Relationship): object {
  const fmt = (cols: string[]) => `(${cols.join(', ')})`
  if (r.junction) {
    const j = r.junction
    return {
      cardinality: 'many-to-many',
      embedding: `${r.table.name} with ${r.foreignTable.name}`,
      relationship: `${j.table.name} using ${j.sourceConstraint}${fmt(j.sourceColumns.map(([, c]) => c))} and ${j.targetConstraint}${fmt(j.targetColumns.map(([c]) => c))}`,
    }
  }
  const names = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many' }
  return {
    cardinality: names[r.cardinality],
    embedding: `${r.table.name} with ${r.foreignTable.name}`,
    relationship: `${r.constraint} using ${r.table.name}${fmt(r.columns.map(([a]) => a))} and ${r.foreignTable.name}${fmt(r.columns.map(([, b]) => b))}`,
  }
}

/** Finds the one relationship `origin?select=target!hint(...)` means, or fails as PostgREST does (PGRST200/201). */
export function findRelationship(
  origin: EmbedOrigin,
  target: string,
  hint: string | undefined,
  targetIsView: (r: Relationship) => boolean,
): Relationship {
  const found = origin.relationships.filter((r) => matches(r, target, hint, targetIsView))
  if (found.length === 1) return found[0] as Relationship
  if (found.length === 0) {
    const candidates = origin.relationships.map((r) => r.foreignTable.name).filter((n) => n !== target)
    const suggestion = closest(target, candidates, 0.33)
    throw noRelationship(
      origin.name,
      target,
      origin.schema,
      hint,
      suggestion ? `Perhaps you meant '${suggestion}' instead of '${target}'.` : null,
    )
  }
  const options = found.map((r) => `'${target}!${r.junction ? r.junction.table.name : r.constraint}'`).join(', ')
  throw ambiguousRelationship(
    origin.name,
    target,
    found.map(describe),
    `Try changing '${target}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
  )
}

export function isToOne(r: Relationship): boolean {
  return r.cardinality === 'm2o' || r.cardinality === 'o2o'
}
