import { readFile } from 'node:fs/promises'
import type { Database } from '../db/index.ts'
import type { Role } from '../keys.ts'

export const PUBLICATION = 'supabase_realtime'
export const NOTIFY_CHANNEL = 'realtime_changes'
const TRIGGER = 'realtime_capture'
const ROLES: readonly Role[] = ['anon', 'authenticated', 'service_role']

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE'

export interface Column {
  name: string
  /** pg_type.typname, as change messages report it (`int4`, `text`, `_text`). */
  type: string
}

/** A table of the supabase_realtime publication, as change messages and RLS checks need it. */
export interface PublishedTable {
  /** pg_class oid as text, as the capture trigger NOTIFYs it. */
  relid: string
  schema: string
  name: string
  columns: Column[]
  typeOf: ReadonlyMap<string, string>
  primaryKey: string[]
  /** The capture trigger's arguments: `['full']` under replica identity full, else `['key', ...identity columns]`. */
  captureArgs: string[]
  /** The change types the publication publishes. */
  publishes: Readonly<Record<ChangeType, boolean>>
  /** Columns a role may not SELECT (column grants): left out of what it receives. Usually empty. */
  hiddenFrom: Readonly<Record<Role, ReadonlySet<string>>>
  /**
   * Which of a JSON array of primary keys (`[[pk1, pk2], ...]`, in primaryKey order) the current
   * role sees under RLS: one `i` (0-based index) per visible row. Undefined without a primary key.
   */
  visibilitySql: string | undefined
}

interface TableRow {
  relid: string
  schema: string
  name: string
  pubinsert: boolean
  pubupdate: boolean
  pubdelete: boolean
  columns: { name: string; type: string; type_schema: string; selectable: Record<Role, boolean> }[]
  primary_key: string[]
  replica_identity: string
  identity_columns: string[]
}

/** Creates the `realtime` schema, its change table and the capture trigger function. */
export async function installCapture(db: Database): Promise<void> {
  await db.exec(await readFile(new URL('./capture.sql', import.meta.url), 'utf8'))
}

/** Reads the publication's tables (with columns, primary keys and column grants) from the catalog. */
export async function loadPublishedTables(db: Database): Promise<Map<string, PublishedTable>> {
  const { rows } = await db.query<TableRow>(
    `select c.oid::text as relid, n.nspname::text as schema, c.relname::text as name,
            p.pubinsert, p.pubupdate, p.pubdelete,
            (select coalesce(json_agg(json_build_object(
                      'name', a.attname, 'type', t.typname, 'type_schema', tn.nspname,
                      'selectable', json_build_object(
                        'anon', has_column_privilege('anon', c.oid, a.attnum, 'select'),
                        'authenticated', has_column_privilege('authenticated', c.oid, a.attnum, 'select'),
                        'service_role', has_column_privilege('service_role', c.oid, a.attnum, 'select')))
                      order by a.attnum), '[]')
               from pg_attribute a
               join pg_type t on t.oid = a.atttypid
               join pg_namespace tn on tn.oid = t.typnamespace
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
            (select coalesce(json_agg(a.attname order by k.ord), '[]')
               from pg_index i
              cross join unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
               join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
              where i.indrelid = c.oid and i.indisprimary) as primary_key,
            c.relreplident::text as replica_identity,
            (select coalesce(json_agg(a.attname order by k.ord), '[]')
               from pg_index i
              cross join unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
               join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
              where i.indrelid = c.oid
                and ((c.relreplident = 'd' and i.indisprimary) or (c.relreplident = 'i' and i.indisreplident))
            ) as identity_columns
       from pg_publication p
       join pg_publication_tables pt on pt.pubname = p.pubname
       join pg_namespace n on n.nspname = pt.schemaname
       join pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
      where p.pubname = $1
      order by 2, 3`,
    [PUBLICATION],
  )
  return new Map(rows.map((row) => [row.relid, toTable(row)]))
}

function toTable(row: TableRow): PublishedTable {
  const hidden = (role: Role) => new Set(row.columns.filter((c) => !c.selectable[role]).map((c) => c.name))
  const sqlType = new Map(row.columns.map((c) => [c.name, `${ident(c.type_schema)}.${ident(c.type)}`]))
  const keyMatch = row.primary_key
    .map((column, i) => `t.${ident(column)} = (k.v ->> ${i})::${sqlType.get(column)}`)
    .join(' and ')
  return {
    relid: row.relid,
    schema: row.schema,
    name: row.name,
    columns: row.columns.map((c) => ({ name: c.name, type: c.type })),
    typeOf: new Map(row.columns.map((c) => [c.name, c.type])),
    primaryKey: row.primary_key,
    captureArgs: row.replica_identity === 'f' ? ['full'] : ['key', ...row.identity_columns],
    publishes: { INSERT: row.pubinsert, UPDATE: row.pubupdate, DELETE: row.pubdelete },
    hiddenFrom: Object.fromEntries(ROLES.map((r) => [r, hidden(r)])) as Record<Role, Set<string>>,
    visibilitySql:
      row.primary_key.length === 0
        ? undefined
        : `select (k.ord - 1)::int as i
             from jsonb_array_elements($1::jsonb) with ordinality as k(v, ord)
            where exists (select 1 from ${ident(row.schema)}.${ident(row.name)} t where ${keyMatch})`,
  }
}

/**
 * Puts the capture trigger on every published table (or renews it when the table's replica
 * identity changed) and takes it off tables that left the publication. Tables whose trigger is
 * current are not touched (no DDL, no locks, on a warm start).
 */
export async function syncTriggers(db: Database, tables: ReadonlyMap<string, PublishedTable>): Promise<void> {
  const { rows } = await db.query<{ relid: string; schema: string; name: string; args: string }>(
    `select tg.tgrelid::text as relid, n.nspname::text as schema, c.relname::text as name,
            encode(tg.tgargs, 'escape') as args
       from pg_trigger tg
       join pg_class c on c.oid = tg.tgrelid
       join pg_namespace n on n.oid = c.relnamespace
      where tg.tgname = $1 and not tg.tgisinternal`,
    [TRIGGER],
  )
  // tgargs: each argument ends in a zero byte, which encode(..., 'escape') writes as \000.
  const current = new Map(rows.map((r) => [r.relid, r.args.split('\\000').slice(0, -1).join('\u0000')]))
  for (const table of tables.values()) {
    if (current.get(table.relid) === table.captureArgs.join('\u0000')) continue
    const args = table.captureArgs.map((a) => `'${a.replaceAll("'", "''")}'`).join(', ')
    await db.exec(
      `create or replace trigger ${ident(TRIGGER)}
         after insert or update or delete on ${ident(table.schema)}.${ident(table.name)}
         for each row execute function realtime.capture_change(${args})`,
    )
  }
  for (const row of rows) {
    if (!tables.has(row.relid)) {
      await db.exec(`drop trigger if exists ${ident(TRIGGER)} on ${ident(row.schema)}.${ident(row.name)}`)
    }
  }
}

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
