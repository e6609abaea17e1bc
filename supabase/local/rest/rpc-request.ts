import { buildRpc, type RpcArguments } from './build-rpc.ts'
import { invalidBody, invalidRpcMethod } from './errors.ts'
import { parseQuery } from './parse-query.ts'
import { plan, type Level, type Source } from './plan.ts'
import {
  checkSingular,
  isObject,
  readJsonBody,
  responseHeaders,
  responseShape,
  send,
  sendRows,
  type RestRequest,
} from './request.ts'
import { resolveRoutine } from './routines.ts'
import { findRelation, type Routine } from './schema-cache.ts'
import type { QueryParams } from './types.ts'

/** The read plan over a function's result: its columns, and a returned table's relationships for embedding. */
function resultPlan(r: RestRequest, routine: Routine, query: QueryParams): Level | null {
  const returns = routine.returns
  if (returns.kind === 'composite') {
    const table = returns.relation ? findRelation(r.cache, returns.relation.schema, returns.relation.name) : undefined
    const source: Source = {
      schema: r.schema,
      name: routine.name,
      columns: returns.columns,
      openColumns: returns.columns.size === 0,
      relationships: table?.relationships ?? [],
    }
    return plan(r.cache, source, routine.name, query)
  }
  if (routine.setof) {
    // A set of scalars has no columns: only limit/offset apply.
    const source: Source = {
      schema: r.schema,
      name: routine.name,
      columns: new Map(),
      openColumns: true,
      relationships: [],
    }
    return plan(r.cache, source, routine.name, {
      ...query,
      select: [{ kind: 'star' }],
      filters: [],
      logic: [],
      order: [],
    })
  }
  return null
}

/** `POST /rpc/fn` with named arguments in the body, or `GET`/`HEAD /rpc/fn?arg=value`. */
export async function callRoutine(r: RestRequest, name: string): Promise<void> {
  if (r.method !== 'GET' && r.method !== 'HEAD' && r.method !== 'POST') throw invalidRpcMethod(r.method)
  const query = parseQuery(r.ctx.url.search, { rpc: true })
  const isPost = r.method === 'POST'
  const body = isPost ? await readJsonBody(r) : undefined
  const named: Record<string, unknown> = {}
  if (!isPost) {
    for (const [k, v] of query.rpcArgs) if (!Object.hasOwn(named, k)) named[k] = v
  } else if (isObject(body)) Object.assign(named, body)
  const bodyIsObject = !isPost || body === undefined || isObject(body)
  const keys = bodyIsObject ? Object.keys(named) : []

  const match = resolveRoutine(r.cache, r.schema, name, keys, isPost)
  if (match.mode === 'named' && !bodyIsObject) throw invalidBody('Empty or invalid json')
  const routine = match.routine
  const args: RpcArguments =
    match.mode === 'body'
      ? { kind: 'body', value: body ?? {}, type: match.type }
      : { kind: 'named', values: named, params: routine.params.filter((p) => keys.includes(p.name)) }

  const root = resultPlan(r, routine, query)
  const minimal = isPost && r.prefs.return === 'minimal'
  const returnsRows = routine.setof && routine.returns.kind !== 'void'
  const row = await r.run(buildRpc({ routine, args, root }, responseShape(r, minimal)), {
    ...(returnsRows && { check: checkSingular(r) }),
    readOnly: !isPost || routine.volatility !== 'volatile',
  })
  const applied = minimal ? ['return=minimal'] : []
  if (routine.returns.kind === 'void' || minimal) {
    send(r, 204, null, responseHeaders(r, applied, '*/*'))
  } else if (returnsRows && root) {
    sendRows(r, root, row, applied)
  } else {
    send(r, 200, r.method === 'HEAD' ? null : (row.body ?? 'null'), responseHeaders(r, applied, '0-0/*'))
  }
}
