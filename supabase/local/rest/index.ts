import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from '../db/index.ts'
import type { Claims } from '../keys.ts'
import { RestHandler } from './handler.ts'
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts'

export interface RestSurface {
  /** path = the part after /rest/v1, e.g. '/products' or '/rpc/place_order'; claims already verified by the server (anon when no bearer). */
  handle(req: IncomingMessage, res: ServerResponse, ctx: { url: URL; path: string; claims: Claims }): Promise<void>
  /** Re-reads the schema cache (tables, columns, types, primary keys, foreign keys, functions) from the catalog. */
  reloadSchema(): Promise<void>
}

/**
 * The PostgREST-compatible `/rest/v1` surface over `db`. The schema cache is read once here
 * and again on `reloadSchema()`; requests never query the catalog.
 */
export async function createRest(db: Database, options: { schemas?: string[] } = {}): Promise<RestSurface> {
  const schemas = options.schemas ?? ['public']
  let cache: SchemaCache = await loadSchemaCache(db, schemas)
  const handler = new RestHandler(db, () => cache)
  return {
    handle: (req, res, ctx) => handler.handle(req, res, ctx),
    async reloadSchema() {
      cache = await loadSchemaCache(db, schemas)
    },
  }
}
