import type { IncomingMessage, ServerResponse } from 'node:http'
import { asRequestRole } from '../context.ts'
import type { Database } from '../db/index.ts'
import { HttpError, header, sendJson } from '../http/index.ts'
import type { ResultRow } from './build-read.ts'
import { invalidPath, invalidPreferences, invalidSchema, noTable, toApiError, unsupportedMethod } from './errors.ts'
import { closest } from './fuzzy.ts'
import { negotiate } from './media.ts'
import { parsePrefer } from './parse-prefer.ts'
import type { RestContext, RestRequest } from './request.ts'
import { callRoutine } from './rpc-request.ts'
import { findRelation, type SchemaCache } from './schema-cache.ts'
import { deleteRows, insertRows, readTable, updateRows } from './table-requests.ts'

function decodePathSegment(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** The `/rest/v1` surface: routes a request to a table or function and answers as PostgREST does. */
export class RestHandler {
  constructor(
    private readonly db: Database,
    private readonly cache: () => SchemaCache,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, ctx: RestContext): Promise<void> {
    try {
      await this.route(req, res, ctx)
    } catch (e) {
      if (res.headersSent) {
        res.destroy()
        return
      }
      if (e instanceof HttpError) {
        sendJson(res, e.status, e.body, e.headers)
        return
      }
      const err = toApiError(e, ctx.claims.role === 'anon')
      sendJson(res, err.status, err.body(), err.headers)
    }
  }

  private async route(req: IncomingMessage, res: ServerResponse, ctx: RestContext): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase()
    const cache = this.cache()
    const reading = method === 'GET' || method === 'HEAD'
    const profile = header(req, reading ? 'accept-profile' : 'content-profile')?.trim()
    const schema = profile || (cache.schemas[0] as string)
    if (!cache.schemas.includes(schema)) throw invalidSchema(schema, cache.schemas)

    const media = negotiate(header(req, 'accept'))
    const prefs = parsePrefer(header(req, 'prefer'))
    if (prefs.handling === 'strict' && prefs.invalid.length) throw invalidPreferences(prefs.invalid)
    const searchPath = schema === 'extensions' ? ['extensions'] : [schema, 'extensions']
    const r: RestRequest = {
      req,
      res,
      ctx,
      method,
      schema,
      media,
      prefs,
      cache,
      run: (statement, { check, readOnly = reading } = {}) =>
        asRequestRole(
          this.db,
          { claims: ctx.claims, method, path: ctx.path, headers: req.headers, searchPath, readOnly },
          async (tx) => {
            if (prefs.timezone) await tx.query(`select set_config('timezone', $1, true)`, [prefs.timezone])
            const { rows } = await tx.query<ResultRow>(statement.sql, statement.params)
            const row = rows[0] ?? { total: null, page: 0, body: null }
            check?.(row)
            return row
          },
        ),
    }

    const segments = ctx.path.split('/').filter(Boolean).map(decodePathSegment)
    const [first, second] = segments
    if (segments.length === 2 && first === 'rpc' && second) return callRoutine(r, second)
    if (segments.length !== 1 || !first) throw invalidPath()
    const relation = findRelation(cache, schema, first)
    if (!relation) {
      const names = [...cache.relations.values()].filter((t) => t.schema === schema).map((t) => t.name)
      throw noTable(schema, first, closest(first, names))
    }
    switch (method) {
      case 'GET':
      case 'HEAD':
        return readTable(r, relation)
      case 'POST':
        return insertRows(r, relation)
      case 'PATCH':
        return updateRows(r, relation)
      case 'DELETE':
        return deleteRows(r, relation)
      default:
        throw unsupportedMethod(method)
    }
  }
}
