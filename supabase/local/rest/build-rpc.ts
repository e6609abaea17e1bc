import { SelectBuilder } from './build-select.ts'
import { bodyExpression, rowsStatement, type Shape, type Statement } from './build-read.ts'
import type { Level } from './plan.ts'
import type { Routine, RoutineParam } from './schema-cache.ts'
import { Params, ident, qualified } from './sql.ts'

/**
 * A function call as PostgREST makes it: named arguments converted from one JSON object by
 * `json_to_record` with each parameter's declared type, the call in a CTE (so a volatile function
 * runs once even when the response also counts), and set results filtered like a table.
 */

export type RpcArguments =
  | { kind: 'named'; values: Record<string, unknown>; params: RoutineParam[] }
  /** The whole body to a function's single unnamed json/jsonb parameter. */
  | { kind: 'body'; value: unknown; type: string }

export interface RpcPlan {
  routine: Routine
  args: RpcArguments
  /** The read plan over the result, for functions returning rows. */
  root: Level | null
}

function callSql(p: Params, routine: Routine, args: RpcArguments): { call: string; from: string } {
  const fn = qualified(routine.schema, routine.name)
  if (args.kind === 'body') {
    return { call: `${fn}(${p.add(JSON.stringify(args.value))}::${args.type})`, from: '' }
  }
  if (args.params.length === 0) return { call: `${fn}()`, from: '' }
  const columns = args.params.map((a) => `${ident(a.name)} ${a.type}`).join(', ')
  const named = args.params.map(
    (a) => `${a.variadic ? 'variadic ' : ''}${ident(a.name)} := "pgrst_args".${ident(a.name)}`,
  )
  return {
    call: `${fn}(${named.join(', ')})`,
    from: `json_to_record(${p.add(JSON.stringify(args.values))}::json) as "pgrst_args"(${columns})`,
  }
}

export function buildRpc({ routine, args, root }: RpcPlan, shape: Shape): Statement {
  const p = new Params()
  const { call, from } = callSql(p, routine, args)
  const fromClause = from ? ` from ${from}` : ''
  const returns = routine.returns

  if (returns.kind === 'void') {
    return {
      sql: `select null as total, 0 as page, null::text as body from (select ${call}${fromClause}) as "pgrst_call"`,
      params: p.values,
    }
  }
  if (returns.kind === 'scalar' && !routine.setof) {
    const body = shape.noBody ? 'null::text' : `to_json(${call})::text`
    return { sql: `select null as total, 1 as page, ${body} as body${fromClause}`, params: p.values }
  }
  const source = from ? `${from}, ${call}` : call
  if (returns.kind === 'scalar' || !root) {
    // A set of scalars: an array of values; only limit/offset apply.
    const cte = `"pgrst_source" as (select "pgrst_scalar" from ${source} as "pgrst_scalar")`
    const b = new SelectBuilder(p)
    const page = root ? b.limitOffset(root) : ''
    const total = shape.count ? '(select count(*) from "pgrst_source")' : 'null'
    const sql =
      `with ${cte} select ${total} as total, count(*) as page, ${bodyExpression(shape, '"pgrst_t"."pgrst_scalar"')} as body` +
      ` from (select "pgrst_scalar" from "pgrst_source"${page}) as "pgrst_t"`
    return { sql, params: p.values }
  }
  const b = new SelectBuilder(p)
  const cte = `"pgrst_source" as (select "pgrst_call".* from ${source} as "pgrst_call")`
  const rowShape = routine.setof ? shape : { ...shape, single: true }
  const sql = rowsStatement(b, root, `"pgrst_source" as ${ident(root.alias)}`, rowShape, {
    cte,
    rootFilters: true,
    paginate: true,
  })
  return { sql, params: p.values }
}
