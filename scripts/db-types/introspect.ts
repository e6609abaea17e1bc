import type { Queryable } from '../../supabase/local/index.ts'

// Reads what `supabase gen types typescript` reads from the catalogue: the columns of tables and
// views, foreign keys, functions and enums of one schema.

export const SCHEMA = 'public'

/** The schema's enums, label lists in declared order; read before rendering. */
export const enums = new Map<string, string[]>()

export interface Column {
  table: string
  name: string
  type: string
  elem: string | null
  nullable: boolean
  has_default: boolean
  generated: boolean
  kind: string
}
export interface Relationship {
  table: string
  name: string
  columns: string[]
  one_to_one: boolean
  ref_table: string
  ref_columns: string[]
}
export interface Fn {
  name: string
  arg_names: string[] | null
  arg_types: string[]
  /** Input and output argument types (null when all are inputs). */
  all_arg_types: string[] | null
  arg_modes: string[] | null
  n_defaults: number
  returns_set: boolean
  return_type: string
  return_elem: string | null
  return_relation: string | null
  return_kind: string
}
export async function introspect(db: Queryable) {
  const columns = await db.query<Column>(
    `select c.relname as table, a.attname as name, t.typname as type, et.typname as elem,
            not a.attnotnull as nullable, (a.atthasdef or a.attidentity <> '') as has_default,
            (a.attgenerated <> '' or a.attidentity = 'a') as generated, c.relkind::text as kind
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [SCHEMA],
  )
  const relationships = await db.query<Relationship>(
    `select c.relname as table, con.conname as name,
            array(select attname from unnest(con.conkey) with ordinality k(n, i)
                  join pg_attribute on attrelid = con.conrelid and attnum = k.n order by i)::text[] as columns,
            exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                     and u.conkey::int2[] @> con.conkey::int2[] and u.conkey::int2[] <@ con.conkey::int2[]) as one_to_one,
            rc.relname as ref_table,
            array(select attname from unnest(con.confkey) with ordinality k(n, i)
                  join pg_attribute on attrelid = con.confrelid and attnum = k.n order by i)::text[] as ref_columns
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid
       join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by c.relname, con.conname`,
    [SCHEMA],
  )
  const functions = await db.query<Fn>(
    `select p.proname as name, p.proargnames::text[] as arg_names,
            array(select format_type(x, null) from unnest(p.proargtypes) x)::text[] as arg_types,
            (select array_agg(format_type(x, null)) from unnest(p.proallargtypes) x)::text[] as all_arg_types,
            p.proargmodes::text[] as arg_modes, p.pronargdefaults as n_defaults, p.proretset as returns_set,
            rt.typname as return_type, ret.typname as return_elem,
            case when rt.typtype = 'c' then rc.relname end as return_relation, rt.typtype::text as return_kind
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       left join pg_type ret on ret.oid = rt.typelem and rt.typcategory = 'A'
       left join pg_class rc on rc.oid = rt.typrelid
      where n.nspname = $1 and p.prokind = 'f' and rt.typname <> 'trigger'
      order by p.proname`,
    [SCHEMA],
  )
  const enumRows = await db.query<{ name: string; labels: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder)::text[] as labels
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
       join pg_enum e on e.enumtypid = t.oid
      where n.nspname = $1
      group by t.typname
      order by t.typname`,
    [SCHEMA],
  )
  for (const e of enumRows.rows) enums.set(e.name, e.labels)
  return { columns: columns.rows, relationships: relationships.rows, functions: functions.rows }
}
