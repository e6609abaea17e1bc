import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { migrate, openDatabase, type Queryable } from '../supabase/local/index.ts'

// `npm run db:types`: migrates a fresh in-memory database and writes src/types/database.ts in the
// shape of `supabase gen types typescript`. `--check` fails when the file is stale instead.

const OUT = fileURLToPath(new URL('../src/types/database.ts', import.meta.url))
const SUPABASE_DIR = fileURLToPath(new URL('../supabase', import.meta.url))
const SCHEMA = 'public'

interface Column {
  table: string
  name: string
  type: string
  elem: string | null
  nullable: boolean
  has_default: boolean
  generated: boolean
  kind: string
}
interface Relationship {
  table: string
  name: string
  columns: string[]
  one_to_one: boolean
  ref_table: string
  ref_columns: string[]
}
interface Fn {
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

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  inet: 'unknown',
  json: 'Json',
  jsonb: 'Json',
  bytea: 'string',
  void: 'undefined',
}

/** The schema's enums, label lists in declared order; read before rendering. */
const enums = new Map<string, string[]>()

const enumRef = (name: string) => `Database["${SCHEMA}"]["Enums"]["${name}"]`

function tsType(type: string, elem: string | null): string {
  if (elem) return `${tsType(elem, null)}[]`
  if (enums.has(type)) return enumRef(type)
  return SCALARS[type] ?? 'unknown'
}

async function introspect(db: Queryable) {
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

function render({ columns, relationships, functions }: Awaited<ReturnType<typeof introspect>>): string {
  const tables = new Map<string, Column[]>()
  for (const c of columns) tables.set(c.table, [...(tables.get(c.table) ?? []), c])
  const indent = (s: string, n: number) => s.replaceAll('\n', '\n' + ' '.repeat(n))
  const rowType = (cols: Column[]) =>
    `{\n${cols.map((c) => `  ${c.name}: ${tsType(c.type, c.elem)}${c.nullable ? ' | null' : ''}`).join('\n')}\n}`

  const renderTable = (name: string, cols: Column[], view: boolean) => {
    const rels = relationships.filter((r) => r.table === name)
    const relText = rels.length
      ? `[\n${rels
          .map(
            (r) =>
              `  {\n    foreignKeyName: ${JSON.stringify(r.name)}\n    columns: ${JSON.stringify(r.columns)}\n` +
              `    isOneToOne: ${r.one_to_one}\n    referencedRelation: ${JSON.stringify(r.ref_table)}\n` +
              `    referencedColumns: ${JSON.stringify(r.ref_columns)}\n  },`,
          )
          .join('\n')}\n]`
      : '[]'
    const insert = cols
      .map((c) =>
        c.generated
          ? `  ${c.name}?: never`
          : `  ${c.name}${c.nullable || c.has_default ? '?' : ''}: ${tsType(c.type, c.elem)}${c.nullable ? ' | null' : ''}`,
      )
      .join('\n')
    const update = cols
      .map((c) =>
        c.generated ? `  ${c.name}?: never` : `  ${c.name}?: ${tsType(c.type, c.elem)}${c.nullable ? ' | null' : ''}`,
      )
      .join('\n')
    const parts = [`Row: ${indent(rowType(cols), 0)}`]
    if (!view) parts.push(`Insert: {\n${insert}\n}`, `Update: {\n${update}\n}`)
    parts.push(`Relationships: ${relText}`)
    return `${name}: {\n  ${indent(parts.join('\n'), 2)}\n}`
  }

  const renderFunction = (fns: Fn[]) => {
    const name = fns[0]!.name
    const variants = fns.map((f) => {
      const names = f.arg_names ?? []
      const all = (f.all_arg_types ?? f.arg_types).map((type, i) => ({
        name: names[i] ?? `arg${i}`,
        type,
        mode: f.arg_modes?.[i] ?? 'i',
      }))
      const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b')
      const firstDefault = inputs.length - f.n_defaults
      const argTs = (pgType: string): string => {
        if (pgType.endsWith('[]')) return `${argTs(pgType.slice(0, -2))}[]`
        const bare = pgType.startsWith(`${SCHEMA}.`) ? pgType.slice(SCHEMA.length + 1) : pgType
        if (enums.has(bare)) return enumRef(bare)
        return PG_FORMAT[pgType] ?? 'unknown'
      }
      const args = inputs.length
        ? `{\n${inputs.map((a, i) => `  ${a.name}${i >= firstDefault ? '?' : ''}: ${argTs(a.type)}`).join('\n')}\n}`
        : 'never'
      let returns: string
      let setof = ''
      if (f.return_relation && tables.has(f.return_relation)) {
        returns = rowType(tables.get(f.return_relation)!) + (f.returns_set ? '[]' : '')
        setof =
          `\nSetofOptions: {\n  from: "*"\n  to: ${JSON.stringify(f.return_relation)}\n` +
          `  isOneToOne: ${!f.returns_set}\n  isSetofReturn: ${f.returns_set}\n}`
      } else if (f.return_type === 'record' && f.all_arg_types) {
        // `returns table (...)` or OUT arguments: an object per row.
        const columns = all.filter((a) => a.mode === 't' || a.mode === 'o' || a.mode === 'b')
        returns =
          `{\n${columns.map((c) => `  ${c.name}: ${argTs(c.type)}`).join('\n')}\n}` + (f.returns_set ? '[]' : '')
      } else {
        returns = tsType(f.return_type, f.return_elem) + (f.returns_set ? '[]' : '')
      }
      return `{\n  Args: ${indent(args, 2)}\n  Returns: ${indent(returns, 2)}${indent(setof, 2)}\n}`
    })
    return `${name}: ${variants.length === 1 ? variants[0] : variants.join('\n| ')}`
  }

  const byName = new Map<string, Fn[]>()
  for (const f of functions) byName.set(f.name, [...(byName.get(f.name) ?? []), f])
  const tableEntries = [...tables].filter(([, cols]) => ['r', 'p'].includes(cols[0]!.kind))
  const viewEntries = [...tables].filter(([, cols]) => ['v', 'm'].includes(cols[0]!.kind))
  const block = (entries: string[]) =>
    entries.length ? `{\n  ${indent(entries.join('\n'), 2)}\n}` : '{\n  [_ in never]: never\n}'

  const schema =
    `${SCHEMA}: {\n` +
    `  Tables: ${indent(block(tableEntries.map(([n, c]) => renderTable(n, c, false))), 2)}\n` +
    `  Views: ${indent(block(viewEntries.map(([n, c]) => renderTable(n, c, true))), 2)}\n` +
    `  Functions: ${indent(block([...byName.values()].map(renderFunction)), 2)}\n` +
    `  Enums: ${indent(block([...enums].map(([n, labels]) => `${n}: ${labels.map((l) => JSON.stringify(l)).join(' | ')}`)), 2)}\n` +
    `  CompositeTypes: {\n    [_ in never]: never\n  }\n}`

  return `${HEADER}export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12.2.3"
  }
  ${indent(schema, 2)}
}
${HELPERS}
export const Constants = {
  ${SCHEMA}: {
    Enums: {${[...enums].map(([n, labels]) => `\n      ${n}: [${labels.map((l) => JSON.stringify(l)).join(', ')}],`).join('')}${enums.size ? '\n    ' : ''}},
  },
} as const
`
}

const PG_FORMAT: Record<string, string> = {
  boolean: 'boolean',
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  real: 'number',
  'double precision': 'number',
  numeric: 'number',
  text: 'string',
  'character varying': 'string',
  character: 'string',
  uuid: 'string',
  date: 'string',
  'timestamp with time zone': 'string',
  'timestamp without time zone': 'string',
  json: 'Json',
  jsonb: 'Json',
}

const HEADER = `// Generated by \`npm run db:types\` from supabase/migrations. Do not edit by hand.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

`

const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never
`

const db = await openDatabase({})
try {
  await migrate(db, SUPABASE_DIR, { seed: false })
  const text = render(await introspect(db))
  if (process.argv.includes('--check')) {
    const current = await readFile(OUT, 'utf8').catch(() => '')
    if (current !== text) {
      console.error('src/types/database.ts is stale: run `npm run db:types` and commit the result.')
      process.exitCode = 1
    } else {
      console.log('src/types/database.ts is up to date.')
    }
  } else {
    await writeFile(OUT, text)
    console.log(`wrote ${OUT}`)
  }
} finally {
  await db.close()
}
