import { SelectBuilder, whereClause } from './build-select.ts'
import type { Level } from './plan.ts'
import { Params, ident, qualified } from './sql.ts'

/** How the response body is produced. */
export interface Shape {
  /** `vnd.pgrst.object+json`: the first row as a bare object (the caller checks there is one). */
  single: boolean
  stripNulls: boolean
  /** HEAD, or no representation wanted: skip building JSON. */
  noBody: boolean
  /** Prefer: count=... */
  count: boolean
}

export interface Statement {
  sql: string
  params: unknown[]
}

/** The row every statement returns: the total for `count=`, the page's row count and the JSON text. */
export interface ResultRow {
  total: string | number | null
  page: string | number
  body: string | null
}

export function bodyExpression(shape: Shape, rows = '"pgrst_t"'): string {
  if (shape.noBody) return 'null::text'
  let json = shape.single ? `(json_agg(${rows})->0)` : `coalesce(json_agg(${rows}), '[]')`
  if (shape.stripNulls) json = `json_strip_nulls(${json})`
  return `${json}::text`
}

export interface RowsOptions {
  /** `with ...` prefix (mutations and functions read from a CTE). */
  cte?: string
  /** Apply the root's own filters and logic (false for a mutation's returned rows). */
  rootFilters: boolean
  /** Apply order/limit/offset of the root. */
  paginate: boolean
  /** The count: null to count the filtered source itself. */
  countSql?: string
}

/** `select total, page, body from (select <select list> from <source> ...) pgrst_t` */
export function rowsStatement(b: SelectBuilder, root: Level, fromSql: string, shape: Shape, opts: RowsOptions): string {
  const conditions = opts.rootFilters ? b.where(root) : b.embedConditions(root)
  const where = whereClause(conditions)
  const inner =
    `select ${b.selectList(root).join(', ')} from ${fromSql}${b.laterals(root)}${where}` +
    (opts.paginate ? `${b.orderBy(root)}${b.limitOffset(root)}` : '')
  const total = shape.count ? (opts.countSql ?? `(select count(*) from ${fromSql}${where})`) : 'null'
  return `${opts.cte ? `with ${opts.cte} ` : ''}select ${total} as total, count(*) as page, ${bodyExpression(shape)} as body from (${inner}) as "pgrst_t"`
}

/** GET/HEAD on a table or view. */
export function buildRead(root: Level, shape: Shape): Statement {
  const params = new Params()
  const b = new SelectBuilder(params)
  const from = `${qualified(root.source.schema, root.source.name)} as ${ident(root.alias)}`
  const sql = rowsStatement(b, root, from, shape, { rootFilters: true, paginate: true })
  return { sql, params: params.values }
}
