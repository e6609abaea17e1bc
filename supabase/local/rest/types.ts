/**
 * The typed tree a PostgREST query string is parsed into, before any SQL exists.
 * Names follow PostgREST's own (`ApiRequest/Types.hs`) where that helps a reader compare.
 */

/** One step of a JSON path: `->key`, `->>key`, `->0`, `->>-1`. */
export interface JsonStep {
  arrow: '->' | '->>'
  /** A key, or an array index when `index` is set (kept as text, e.g. `-1`). */
  key: string
  index: boolean
}

/** A column, optionally followed by a JSON path. */
export interface Field {
  name: string
  path: JsonStep[]
}

export type JoinType = 'inner' | 'left'

export type SelectItem = { kind: 'star' } | { kind: 'field'; field: Field; alias?: string; cast?: string } | EmbedItem

/** `alias:relation!hint!inner(children)` or `...relation(children)` (spread). */
export interface EmbedItem {
  kind: 'embed'
  relation: string
  alias?: string
  hint?: string
  joinType?: JoinType
  spread: boolean
  children: SelectItem[]
}

export type SimpleOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxl'
  | 'nxr'
  | 'adj'
  | 'isdistinct'

/** Operators that take an `(any)`/`(all)` modifier with a `{a,b}` list. */
export type QuantOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch'

export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts'

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown'

export type Operation =
  | { kind: 'op'; op: SimpleOperator; value: string }
  | { kind: 'quant'; op: QuantOperator; quantifier: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'fts'; op: FtsOperator; config?: string; value: string }

export interface Filter {
  field: Field
  negated: boolean
  operation: Operation
}

export type LogicTree =
  { kind: 'filter'; filter: Filter } | { kind: 'logic'; op: 'and' | 'or'; negated: boolean; children: LogicTree[] }

export interface OrderTerm {
  /** Set for `relation(column).desc`: order by a to-one embedded resource's column. */
  relation?: string
  field: Field
  direction?: 'asc' | 'desc'
  nulls?: 'first' | 'last'
}

/** The embed path a parameter applies to: [] is the root, ['items'] the embedded `items`. */
export type EmbedPath = string[]

/** A level's LIMIT and OFFSET; bigints, as PostgREST reads them (an embedded one may be negative). */
export interface Range {
  limit?: bigint
  offset?: bigint
}

export interface QueryParams {
  select: SelectItem[]
  filters: { path: EmbedPath; filter: Filter }[]
  logic: { path: EmbedPath; tree: LogicTree }[]
  order: { path: EmbedPath; terms: OrderTerm[] }[]
  /** Keyed by the embed path joined with '.', '' for the root. */
  ranges: Map<string, Range>
  columns?: string[]
  onConflict?: string[]
  /** Parameters without an operator: the arguments of a `GET /rpc/fn`. */
  rpcArgs: [string, string][]
}

export type CountPreference = 'exact' | 'planned' | 'estimated'

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: CountPreference
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  handling?: 'strict' | 'lenient'
  maxAffected?: number
  timezone?: string
  tx?: 'commit' | 'rollback'
  /** Tokens not understood (reported with `handling=strict`). */
  invalid: string[]
}
