import type { Database, Queryable } from '../db/index.ts'
import { addRelationships, type ForeignKeyRow, type ViewColumnRow } from './derive-relationships.ts'
import {
  qualifiedKey,
  type Column,
  type Relation,
  type Routine,
  type RoutineParam,
  type RoutineReturn,
  type SchemaCache,
} from './schema-types.ts'

export {
  qualifiedKey,
  type Cardinality,
  type Column,
  type Junction,
  type QualifiedName,
  type Relation,
  type Relationship,
  type Routine,
  type RoutineParam,
  type RoutineReturn,
  type SchemaCache,
} from './schema-types.ts'

/**
 * What PostgREST keeps in its schema cache, read from the catalog once (and on reload):
 * relations with their columns and keys, relationships from foreign keys, and functions.
 */

export function findRelation(cache: SchemaCache, schema: string, name: string): Relation | undefined {
  return cache.relations.get(qualifiedKey(schema, name))
}

export interface RelationRow {
  oid: string
  schema: string
  name: string
  kind: string
  exposed: boolean
  columns: { name: string; type: string; base: string; notnull: boolean; hasdefault: boolean; generated: boolean }[]
  keys: { primary: boolean; columns: string[] }[]
}

export interface RoutineRow {
  schema: string
  name: string
  setof: boolean
  rettype: string
  retkind: string
  retrel: string
  nargdefaults: number
  volatility: string
  args: { name: string; type: string; base: string; mode: string }[]
}

const RELATIONS_SQL = `
  select c.oid::int8::text as oid, n.nspname as schema, c.relname as name, c.relkind::text as kind,
    (n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')) as exposed,
    coalesce((
      select json_agg(json_build_object(
          'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
          'base', coalesce(bt.typname, t.typname), 'notnull', a.attnotnull,
          'hasdefault', a.atthasdef, 'generated', a.attgenerated <> '') order by a.attnum)
        from pg_attribute a
        join pg_type t on t.oid = a.atttypid
        left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
       where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
    coalesce((
      select json_agg(json_build_object('primary', i.indisprimary, 'columns',
               (select json_agg(a.attname order by k.ord)
                  from unnest(i.indkey::int2[]) with ordinality k(num, ord)
                  join pg_attribute a on a.attrelid = c.oid and a.attnum = k.num)))
        from pg_index i
       where i.indrelid = c.oid and i.indisunique and i.indpred is null and not (0 = any(i.indkey::int2[]))), '[]') as keys
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where (n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p'))
     or c.oid in (select t.typrelid from pg_proc p
                    join pg_namespace pn on pn.oid = p.pronamespace
                    join pg_type t on t.oid = p.prorettype
                   where pn.nspname = any($1) and t.typrelid <> 0)`

const FOREIGN_KEYS_SQL = `
  select con.conname as name, con.conrelid::int8::text as rel, con.confrelid::int8::text as frel,
    (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
       join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as cols,
    (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
       join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as fcols
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_class fc on fc.oid = con.confrelid
  join pg_namespace fn on fn.oid = fc.relnamespace
  where con.contype = 'f' and n.nspname = any($1) and fn.nspname = any($1)`

// Which base-table columns each view reads: views inherit the relationships of those columns.
const VIEW_COLUMNS_SQL = `
  select distinct v.oid::int8::text as view, d.refobjid::int8::text as base, a.attname as column
  from pg_class v
  join pg_namespace n on n.oid = v.relnamespace
  join pg_rewrite r on r.ev_class = v.oid
  join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass
  join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
  where v.relkind in ('v', 'm') and n.nspname = any($1) and d.refobjid <> v.oid and d.refobjsubid > 0`

const ROUTINES_SQL = `
  select n.nspname as schema, p.proname as name, p.proretset as setof,
    format_type(p.prorettype, null) as rettype, rt.typtype::text as retkind, rt.typrelid::int8::text as retrel,
    p.pronargdefaults as nargdefaults, p.provolatile::text as volatility,
    coalesce((
      select json_agg(json_build_object('name', coalesce(a.name, ''), 'type', format_type(a.type, null),
               'base', coalesce(bt.typname, t.typname), 'mode', coalesce(a.mode::text, 'i')) order by a.ord)
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargmodes, p.proargnames)
               with ordinality as a(type, mode, name, ord)
        join pg_type t on t.oid = a.type
        left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype), '[]') as args
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = any($1) and p.prokind = 'f'
    and rt.typname not in ('trigger', 'event_trigger', 'internal', 'language_handler', 'fdw_handler',
                           'index_am_handler', 'tsm_handler', 'table_am_handler')`

const RELKINDS: Record<string, Relation['kind']> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materialized view',
  f: 'foreign table',
  c: 'composite',
}

const VOLATILITY: Record<string, Routine['volatility']> = { i: 'immutable', s: 'stable', v: 'volatile' }

function toColumn(c: RelationRow['columns'][number]): Column {
  return {
    name: c.name,
    type: c.type,
    baseType: c.base,
    nullable: !c.notnull,
    hasDefault: c.hasdefault,
    generated: c.generated,
  }
}

/** Reads the schema cache from the catalog (as the owner connection, outside any request). */
export async function loadSchemaCache(db: Database, schemas: string[]): Promise<SchemaCache> {
  const rows = await db.transaction(async (tx: Queryable) => {
    // Types print schema-qualified unless they live in pg_catalog, so they read the same under any request search_path.
    await tx.query(`set local search_path to pg_catalog`)
    const relations = await tx.query<RelationRow>(RELATIONS_SQL, [schemas])
    const fks = await tx.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [schemas])
    const viewColumns = await tx.query<ViewColumnRow>(VIEW_COLUMNS_SQL, [schemas])
    const routines = await tx.query<RoutineRow>(ROUTINES_SQL, [schemas])
    return { relations: relations.rows, fks: fks.rows, viewColumns: viewColumns.rows, routines: routines.rows }
  })
  return buildSchemaCache(schemas, rows)
}

export function buildSchemaCache(
  schemas: string[],
  rows: { relations: RelationRow[]; fks: ForeignKeyRow[]; viewColumns: ViewColumnRow[]; routines: RoutineRow[] },
): SchemaCache {
  const byOid = new Map<string, Relation>()
  const relations = new Map<string, Relation>()
  for (const r of rows.relations) {
    const keys = r.keys.filter((k) => Array.isArray(k.columns))
    const rel: Relation = {
      schema: r.schema,
      name: r.name,
      kind: RELKINDS[r.kind] ?? 'table',
      exposed: r.exposed,
      columns: new Map(r.columns.map((c) => [c.name, toColumn(c)])),
      primaryKey: keys.find((k) => k.primary)?.columns ?? [],
      uniqueKeys: keys.map((k) => k.columns),
      relationships: [],
    }
    byOid.set(r.oid, rel)
    if (rel.exposed) relations.set(qualifiedKey(rel.schema, rel.name), rel)
  }

  addRelationships(byOid, rows.fks, rows.viewColumns)

  const routines = new Map<string, Routine[]>()
  for (const r of rows.routines) {
    const routine = toRoutine(r, byOid)
    const key = qualifiedKey(r.schema, r.name)
    const list = routines.get(key)
    if (list) list.push(routine)
    else routines.set(key, [routine])
  }
  return { schemas, relations, routines }
}

function toRoutine(r: RoutineRow, byOid: Map<string, Relation>): Routine {
  const inputs = r.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v')
  const outputs = r.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't')
  const firstDefault = inputs.length - r.nargdefaults
  const params: RoutineParam[] = inputs.map((a, i) => ({
    name: a.name,
    type: a.type,
    variadic: a.mode === 'v',
    hasDefault: i >= firstDefault,
  }))
  let returns: RoutineReturn
  const retRelation = r.retrel !== '0' ? byOid.get(r.retrel) : undefined
  if (r.rettype === 'void') returns = { kind: 'void' }
  else if (retRelation) {
    returns = {
      kind: 'composite',
      columns: retRelation.columns,
      ...(retRelation.exposed && { relation: { schema: retRelation.schema, name: retRelation.name } }),
    }
  } else if (r.rettype === 'record' && outputs.length > 0) {
    const columns = new Map<string, Column>(
      outputs.map((a) => [
        a.name,
        { name: a.name, type: a.type, baseType: a.base, nullable: true, hasDefault: false, generated: false },
      ]),
    )
    returns = { kind: 'composite', columns }
  } else if (r.rettype === 'record') {
    returns = { kind: 'composite', columns: new Map() }
  } else returns = { kind: 'scalar', type: r.rettype }
  return {
    schema: r.schema,
    name: r.name,
    params,
    returns,
    setof: r.setof,
    volatility: VOLATILITY[r.volatility] ?? 'volatile',
  }
}
