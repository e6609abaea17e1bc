import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'
import type { Database } from './types.ts'

export type { Database, Queryable, QueryResult, PgError } from './types.ts'
export { isPgError } from './types.ts'

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string
}

export function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir)
}
