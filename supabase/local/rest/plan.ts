import { notEmbedded, relatedOrderNotToOne, spreadNotToOne, unacceptableFilter, undefinedColumn } from './errors.ts'
import { findRelationship, isToOne } from './relationships.ts'
import { findRelation, type Column, type Relation, type Relationship, type SchemaCache } from './schema-cache.ts'
import type {
  EmbedItem,
  EmbedPath,
  Field,
  Filter,
  LogicTree,
  OrderTerm,
  QueryParams,
  Range,
  SelectItem,
} from './types.ts'

/**
 * The read plan: the parsed select tree resolved against the schema cache. Every column is
 * checked, every embedding has its relationship, every filter/order/range sits on its level.
 * Only `build-*.ts` turn it into SQL.
 */

/** What rows at a level come from: a table/view, or a function's result. */
export interface Source {
  schema: string
  name: string
  columns: Map<string, Column>
  /** A `record` without declared columns: column names cannot be checked. */
  openColumns: boolean
  relationships: Relationship[]
}

export type PlannedItem =
  | { kind: 'star' }
  | { kind: 'field'; field: Field; alias?: string; cast?: string }
  | { kind: 'embed'; level: EmbedLevel }

/** `child=is.null` / `child=not.is.null` on an embedded resource. */
export interface NullEmbedFilter {
  child: EmbedLevel
  isNull: boolean
}

export interface Level {
  source: Source
  /** The SQL alias rows of this level are referred to by. */
  alias: string
  items: PlannedItem[]
  children: EmbedLevel[]
  filters: Filter[]
  nullEmbeds: NullEmbedFilter[]
  logic: LogicTree[]
  order: OrderTerm[]
  range: Range
}

export interface EmbedLevel extends Level {
  /** The JSON key (alias, else the name written in `select`). */
  key: string
  relationship: Relationship
  toOne: boolean
  /** `!inner`: parents without a matching row are dropped. */
  inner: boolean
  spread: boolean
  /** `rel()`: used for filtering only, not part of the output. */
  empty: boolean
}

export function sourceOfRelation(rel: Relation): Source {
  return {
    schema: rel.schema,
    name: rel.name,
    columns: rel.columns,
    openColumns: false,
    relationships: rel.relationships,
  }
}

function checkColumn(source: Source, name: string): void {
  if (!source.openColumns && !source.columns.has(name)) throw undefinedColumn(source.name, name)
}

class Planner {
  private counter = 0

  constructor(private readonly cache: SchemaCache) {}

  level(source: Source, alias: string, items: SelectItem[]): Level {
    const level: Level = {
      source,
      alias,
      items: [],
      children: [],
      filters: [],
      nullEmbeds: [],
      logic: [],
      order: [],
      range: {},
    }
    for (const item of items) {
      if (item.kind === 'star') level.items.push(item)
      else if (item.kind === 'field') {
        checkColumn(source, item.field.name)
        level.items.push(item)
      } else {
        const child = this.embed(level, item)
        level.children.push(child)
        level.items.push({ kind: 'embed', level: child })
      }
    }
    return level
  }

  private embed(parent: Level, item: EmbedItem): EmbedLevel {
    const origin = parent.source
    const isView = (r: Relationship) =>
      findRelation(this.cache, r.foreignTable.schema, r.foreignTable.name)?.kind !== 'table'
    const relationship = findRelationship(origin, item.relation, item.hint, isView)
    const target = findRelation(this.cache, relationship.foreignTable.schema, relationship.foreignTable.name)
    if (!target) throw notEmbedded(item.relation)
    const key = item.alias ?? item.relation
    const toOne = isToOne(relationship)
    if (item.spread && !toOne) throw spreadNotToOne(origin.name, key)
    const alias = `${target.name}_${++this.counter}`
    const inner = this.level(sourceOfRelation(target), alias, item.children)
    return {
      ...inner,
      key,
      relationship,
      toOne,
      inner: item.joinType === 'inner',
      spread: item.spread,
      empty: item.children.length === 0,
    }
  }
}

function findLevel(root: Level, path: EmbedPath): Level {
  let level = root
  for (const name of path) {
    const child = level.children.find((c) => c.key === name)
    if (!child) throw notEmbedded(name)
    level = child
  }
  return level
}

/** A filter on an embedded resource's name (`child=not.is.null`), or null for a column filter. */
function nullEmbed(level: Level, filter: Filter): NullEmbedFilter | null {
  if (filter.field.path.length > 0) return null
  const child = level.children.find((c) => c.key === filter.field.name)
  if (!child) return null
  const op = filter.operation
  if (op.kind === 'is' && (op.value === 'null' || op.value === 'not_null')) {
    return { child, isNull: (op.value === 'null') !== filter.negated }
  }
  if (level.source.columns.has(filter.field.name)) return null
  throw unacceptableFilter(filter.field.name)
}

function checkLogic(level: Level, tree: LogicTree): void {
  if (tree.kind === 'logic') {
    for (const t of tree.children) checkLogic(level, t)
    return
  }
  if (nullEmbed(level, tree.filter)) return
  checkColumn(level.source, tree.filter.field.name)
}

/** Resolves a parsed query against the schema cache into a read plan rooted at `source`. */
export function plan(cache: SchemaCache, source: Source, alias: string, query: QueryParams): Level {
  const root = new Planner(cache).level(source, alias, query.select)

  for (const { path, filter } of query.filters) {
    const level = findLevel(root, path)
    const ne = nullEmbed(level, filter)
    if (ne) level.nullEmbeds.push(ne)
    else {
      checkColumn(level.source, filter.field.name)
      level.filters.push(filter)
    }
  }
  for (const { path, tree } of query.logic) {
    const level = findLevel(root, path)
    checkLogic(level, tree)
    level.logic.push(tree)
  }
  for (const { path, terms } of query.order) {
    const level = findLevel(root, path)
    for (const term of terms) {
      if (term.relation === undefined) {
        checkColumn(level.source, term.field.name)
        continue
      }
      const child = level.children.find((c) => c.key === term.relation)
      if (!child) throw notEmbedded(term.relation)
      if (!child.toOne) throw relatedOrderNotToOne(level.source.name, child.key)
      checkColumn(child.source, term.field.name)
    }
    level.order.push(...terms)
  }
  for (const [key, range] of query.ranges) {
    const level = findLevel(root, key === '' ? [] : key.split('.'))
    level.range = { ...level.range, ...range }
  }
  return root
}

/** The level's embedded child named in a filter, if the filter is a null check on it. */
export function nullEmbedOf(level: Level, filter: Filter): NullEmbedFilter | null {
  return nullEmbed(level, filter)
}
