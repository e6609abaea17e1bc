import type { IncomingMessage } from 'node:http'
import type { Database, Queryable } from './db/index.ts'
import type { Claims } from './keys.ts'

export interface RequestContext {
  claims: Claims
  method: string
  /** The path PostgREST would see, e.g. `/products` or `/rpc/place_order`. */
  path: string
  headers: IncomingMessage['headers']
  /** Schemas on the search_path, first is the request's profile (`public`). */
  searchPath?: string[]
  /** Run read-only, as PostgREST runs GET requests and stable functions. */
  readOnly?: boolean
}

/**
 * Runs `fn` in one transaction as PostgREST does: the role from the JWT (`SET LOCAL ROLE`),
 * every claim in `request.jwt.claims`, and the request method, path and headers as GUCs.
 * The connection's own rights never leak into the request: after `set_config('role', ...)` only
 * the API role's grants and RLS policies apply.
 */
export function asRequestRole<T>(db: Database, ctx: RequestContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries(ctx.headers)) {
      if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v
    }
    const searchPath = (ctx.searchPath ?? ['public', 'extensions'])
      .map((s) => `"${s.replaceAll('"', '""')}"`)
      .join(', ')
    await tx.query(
      `select set_config('search_path', $1, true), set_config('role', $2, true),
              set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true),
              set_config('request.path', $5, true), set_config('request.headers', $6, true),
              set_config('request.cookies', '{}', true), set_config('transaction_read_only', $7, true)`,
      [
        searchPath,
        ctx.claims.role,
        JSON.stringify(ctx.claims),
        ctx.method,
        ctx.path,
        JSON.stringify(headers),
        ctx.readOnly ? 'on' : 'off',
      ],
    )
    return fn(tx)
  })
}
