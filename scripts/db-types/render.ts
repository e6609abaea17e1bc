import { enums, SCHEMA, type Column, type Fn, type introspect } from './introspect.ts'
import { HEADER, HELPERS } from './template.ts'

// Renders the introspected schema as `supabase gen types typescript` prints it.

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

const enumRef = (name: string) => `Database["${SCHEMA}"]["Enums"]["${name}"]`

function tsType(type: string, elem: string | null): string {
  if (elem) return `${tsType(elem, null)}[]`
  if (enums.has(type)) return enumRef(type)
  return SCALARS[type] ?? 'unknown'
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
export function render({ columns, relationships, functions }: Awaited<ReturnType<typeof introspect>>): string {
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
