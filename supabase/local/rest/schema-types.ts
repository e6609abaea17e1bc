/**
 * The shapes of PostgREST's schema cache (see schema-cache.ts, which reads it from the catalog). A leaf
 * module: the cache and the relationship derivation both build on it without importing each other.
 */

export interface Column {
  name: string
  /** `format_type` with modifiers, schema-qualified outside pg_catalog: usable in SQL casts. */
  type: string
  /** The base type's `typname` (domains resolved), e.g. `text`, `jsonb`, `tsvector`, `_int4`. */
  baseType: string
  nullable: boolean
  hasDefault: boolean
  generated: boolean
}

export interface QualifiedName {
  schema: string
  name: string
}

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m'

export interface Junction {
  table: QualifiedName
  /** FK of the junction to the source table, and its (source column, junction column) pairs. */
  sourceConstraint: string
  sourceColumns: [string, string][]
  /** FK of the junction to the target table, and its (junction column, target column) pairs. */
  targetConstraint: string
  targetColumns: [string, string][]
}

export interface Relationship {
  constraint: string
  cardinality: Cardinality
  table: QualifiedName
  foreignTable: QualifiedName
  /** (column of `table`, column of `foreignTable`) pairs; empty for many-to-many. */
  columns: [string, string][]
  /** The foreign key's own columns and the columns it references (for `!hint` matching). */
  fkColumns: string[]
  refColumns: string[]
  junction?: Junction
}

export interface Relation extends QualifiedName {
  kind: 'table' | 'view' | 'materialized view' | 'foreign table' | 'composite'
  /** Reachable through the API (in an exposed schema, not a bare composite type). */
  exposed: boolean
  columns: Map<string, Column>
  primaryKey: string[]
  uniqueKeys: string[][]
  relationships: Relationship[]
}

export interface RoutineParam {
  name: string
  type: string
  variadic: boolean
  hasDefault: boolean
}

export type RoutineReturn =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string }
  | { kind: 'composite'; columns: Map<string, Column>; relation?: QualifiedName }

export interface Routine extends QualifiedName {
  params: RoutineParam[]
  returns: RoutineReturn
  setof: boolean
  volatility: 'immutable' | 'stable' | 'volatile'
}

export interface SchemaCache {
  /** Exposed schemas; the first is the default profile. */
  schemas: string[]
  relations: Map<string, Relation>
  routines: Map<string, Routine[]>
}

export function qualifiedKey(schema: string, name: string): string {
  return `${schema}\u0000${name}`
}
