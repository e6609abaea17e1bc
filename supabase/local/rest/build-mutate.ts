import { SelectBuilder, whereClause } from './build-select.ts'
import { rowsStatement, type Shape, type Statement } from './build-read.ts'
import type { Level } from './plan.ts'
import type { Relation } from './schema-cache.ts'
import { Params, ident, qualified } from './sql.ts'

/**
 * INSERT / UPDATE / DELETE as PostgREST runs them: the mutation in a CTE `pgrst_source`, its
 * RETURNING limited to the columns the response reads, and the response rows selected from it.
 */

export type Mutation =
  | {
      kind: 'insert'
      rows: Record<string, unknown>[]
      /** The columns written (the `columns` parameter, else the body's keys). */
      columns: string[]
      missingDefault: boolean
      resolution?: 'merge-duplicates' | 'ignore-duplicates'
      onConflict: string[]
    }
  | { kind: 'update'; values: Record<string, unknown>; columns: string[] }
  | { kind: 'delete' }

function returning(b: SelectBuilder, root: Level, wantRows: boolean): string {
  if (!wantRows) return 'returning 1'
  const used = b.usedColumns(root)
  if (used === null) return `returning ${ident(root.alias)}.*`
  if (used.size === 0) return 'returning 1'
  return `returning ${[...used].map((c) => `${ident(root.alias)}.${ident(c)}`).join(', ')}`
}

function insertSql(p: Params, relation: Relation, alias: string, m: Extract<Mutation, { kind: 'insert' }>): string {
  const table = qualified(relation.schema, relation.name)
  const target = `${table} as ${ident(alias)}`
  const cols = m.columns.map(ident).join(', ')
  let sql: string
  if (m.columns.length === 0) {
    // No keys at all: one row of defaults per element.
    sql = `insert into ${target} select from json_array_elements(${p.add(JSON.stringify(m.rows))}::json)`
  } else if (m.missingDefault && m.rows.length > 0) {
    // A missing key takes the column default, which only VALUES can say.
    const values = m.rows.map((row) => {
      let rowParam: string | undefined
      const cells = m.columns.map((c) => {
        if (!Object.hasOwn(row, c)) return 'default'
        rowParam ??= p.add(JSON.stringify(row))
        return `(json_populate_record(null::${table}, ${rowParam}::json)).${ident(c)}`
      })
      return `(${cells.join(', ')})`
    })
    sql = `insert into ${target} (${cols}) values ${values.join(', ')}`
  } else {
    sql =
      `insert into ${target} (${cols}) select ${cols} from ` +
      `json_populate_recordset(null::${table}, ${p.add(JSON.stringify(m.rows))}::json) as "pgrst_body"`
  }
  if (m.resolution === 'ignore-duplicates') {
    sql += m.onConflict.length
      ? ` on conflict (${m.onConflict.map(ident).join(', ')}) do nothing`
      : ' on conflict do nothing'
  } else if (m.resolution === 'merge-duplicates' && m.onConflict.length) {
    const updates = m.columns.map((c) => `${ident(c)} = excluded.${ident(c)}`)
    sql += ` on conflict (${m.onConflict.map(ident).join(', ')}) do ${updates.length ? `update set ${updates.join(', ')}` : 'nothing'}`
  }
  return sql
}

export interface MutationPlan {
  relation: Relation
  root: Level
  mutation: Mutation
  /** Build the response rows (return=representation) rather than just count them. */
  wantRows: boolean
}

export function buildMutation({ relation, root, mutation, wantRows }: MutationPlan, shape: Shape): Statement {
  const p = new Params()
  const b = new SelectBuilder(p)
  const table = qualified(relation.schema, relation.name)
  const alias = ident(root.alias)
  let statement: string
  switch (mutation.kind) {
    case 'insert':
      statement = insertSql(p, relation, root.alias, mutation)
      break
    case 'update':
      if (mutation.columns.length === 0) {
        // An empty body changes nothing (and touches no row).
        statement = `select ${alias}.* from ${table} as ${alias} where false`
        return finish(p, b, root, statement, wantRows, shape, true)
      }
      statement =
        `update ${table} as ${alias} set ${mutation.columns.map((c) => `${ident(c)} = "pgrst_body".${ident(c)}`).join(', ')}` +
        ` from (select * from json_populate_record(null::${table}, ${p.add(JSON.stringify(mutation.values))}::json)) as "pgrst_body"` +
        whereClause(b.filterConditions(root))
      break
    case 'delete':
      statement = `delete from ${table} as ${alias}${whereClause(b.filterConditions(root))}`
      break
  }
  return finish(p, b, root, `${statement} ${returning(b, root, wantRows)}`, wantRows, shape, false)
}

function finish(
  p: Params,
  b: SelectBuilder,
  root: Level,
  statement: string,
  wantRows: boolean,
  shape: Shape,
  isSelect: boolean,
): Statement {
  const cte = `"pgrst_source" as (${isSelect && !wantRows ? `select 1 from (${statement}) as "pgrst_noop"` : statement})`
  if (!wantRows) {
    return {
      sql: `with ${cte} select count(*) as total, count(*) as page, null::text as body from "pgrst_source"`,
      params: p.values,
    }
  }
  const sql = rowsStatement(b, root, `"pgrst_source" as ${ident(root.alias)}`, shape, {
    cte,
    rootFilters: false,
    paginate: false,
    countSql: '(select count(*) from "pgrst_source")',
  })
  return { sql, params: p.values }
}
