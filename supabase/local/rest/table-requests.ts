import { buildMutation, type Mutation } from './build-mutate.ts'
import { buildRead } from './build-read.ts'
import { invalidBody, maxAffectedViolation, missingWhere, undefinedColumn, unknownBodyColumn } from './errors.ts'
import { parseQuery } from './parse-query.ts'
import { plan, sourceOfRelation } from './plan.ts'
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
import type { Relation } from './schema-cache.ts'
import type { QueryParams } from './types.ts'

/** GET and HEAD on a table or view. */
export async function readTable(r: RestRequest, relation: Relation): Promise<void> {
  const query = parseQuery(r.ctx.url.search, { rpc: false })
  const root = plan(r.cache, sourceOfRelation(relation), relation.name, query)
  // PostgREST reads in a read-only transaction; that costs a round trip here, and a plain read
  // can only write through a side-effecting function in a policy or view, so it is skipped.
  const row = await r.run(buildRead(root, responseShape(r, false)), { check: checkSingular(r) })
  sendRows(r, root, row)
}

function checkBodyColumns(relation: Relation, columns: string[]): void {
  for (const c of columns) if (!relation.columns.has(c)) throw unknownBodyColumn(relation.name, c)
}

/** pg-safeupdate's rule: the statement needs a WHERE, i.e. a filter on the table itself. */
function hasRootFilter(q: QueryParams): boolean {
  return q.filters.some((f) => f.path.length === 0) || q.logic.some((l) => l.path.length === 0)
}

/** Runs a mutation, enforces single/max-affected inside its transaction, and answers. */
async function mutate(r: RestRequest, relation: Relation, query: QueryParams, mutation: Mutation): Promise<void> {
  const root = plan(r.cache, sourceOfRelation(relation), relation.name, query)
  const wantRows = r.prefs.return === 'representation'
  // The total (rows the mutation touched) is always computed: max-affected needs it.
  const shape = { ...responseShape(r, !wantRows), count: true }
  const maxAffected = r.prefs.handling === 'strict' && mutation.kind !== 'insert' ? r.prefs.maxAffected : undefined
  const singular = checkSingular(r)
  const row = await r.run(buildMutation({ relation, root, mutation, wantRows }, shape), {
    check: (result) => {
      singular(result)
      const affected = Number(result.total)
      if (maxAffected !== undefined && affected > maxAffected) throw maxAffectedViolation(affected)
    },
  })
  const page = Number(row.page)
  const total = r.prefs.count ? String(row.total) : '*'
  const range = mutation.kind === 'insert' || page === 0 ? `*/${total}` : `0-${page - 1}/${total}`
  const applied: string[] = []
  if (r.prefs.return) applied.push(`return=${r.prefs.return}`)
  if (mutation.kind === 'insert') {
    if (mutation.resolution) applied.push(`resolution=${mutation.resolution}`)
    if (r.prefs.missing) applied.push(`missing=${r.prefs.missing}`)
  }
  if (maxAffected !== undefined) applied.push('handling=strict', `max-affected=${maxAffected}`)
  const status = mutation.kind === 'insert' ? 201 : wantRows ? 200 : 204
  send(r, status, wantRows ? row.body : null, responseHeaders(r, applied, range))
}

/** POST: insert one object or an array; upsert with `Prefer: resolution=...`. */
export async function insertRows(r: RestRequest, relation: Relation): Promise<void> {
  const query = parseQuery(r.ctx.url.search, { rpc: false })
  const body = await readJsonBody(r)
  let rows: Record<string, unknown>[]
  if (Array.isArray(body)) {
    if (!body.every(isObject)) throw invalidBody('All object keys must match')
    rows = body
  } else if (isObject(body)) rows = [body]
  else throw invalidBody('Empty or invalid json')

  let columns: string[]
  if (query.columns) columns = query.columns
  else {
    // Without `columns`, PostgREST wants every object to carry the same keys.
    const first = Object.keys(rows[0] ?? {})
    const sameKeys = (row: Record<string, unknown>) => {
      const keys = Object.keys(row)
      return keys.length === first.length && keys.every((k) => first.includes(k))
    }
    if (!rows.every(sameKeys)) throw invalidBody('All object keys must match')
    columns = first
  }
  checkBodyColumns(relation, columns)
  const onConflict = query.onConflict ?? relation.primaryKey
  for (const c of onConflict) if (!relation.columns.has(c)) throw undefinedColumn(relation.name, c)
  await mutate(r, relation, query, {
    kind: 'insert',
    rows,
    columns,
    missingDefault: r.prefs.missing === 'default',
    onConflict,
    ...(r.prefs.resolution && { resolution: r.prefs.resolution }),
  })
}

/** PATCH: update the filtered rows with the body's keys. */
export async function updateRows(r: RestRequest, relation: Relation): Promise<void> {
  const query = parseQuery(r.ctx.url.search, { rpc: false })
  const body = await readJsonBody(r)
  if (!isObject(body)) throw invalidBody('Empty or invalid json')
  const columns = query.columns ?? Object.keys(body)
  checkBodyColumns(relation, columns)
  if (!hasRootFilter(query)) throw missingWhere('UPDATE')
  await mutate(r, relation, query, { kind: 'update', values: body, columns })
}

/** DELETE: delete the filtered rows. */
export async function deleteRows(r: RestRequest, relation: Relation): Promise<void> {
  const query = parseQuery(r.ctx.url.search, { rpc: false })
  if (!hasRootFilter(query)) throw missingWhere('DELETE')
  await mutate(r, relation, query, { kind: 'delete' })
}
