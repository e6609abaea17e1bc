import { mkdir } from 'node:fs/promises'
import { PGlite, types } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { assertChannelName, type Database, type Queryable, type QueryResult } from './types.ts'

// Same value shapes as node-postgres gives by default, so callers never care which driver runs.
const parsers = {
  [types.NUMERIC]: (v: string) => v,
  [types.INT8]: (v: string) => v,
}

// PGlite converts each parameter by the type Postgres infers for it: its boolean converter throws
// a plain Error (no SQLSTATE) for a string outside its own short list, such as a filter's `eq.nan`,
// and its bytea converter for any string. node-postgres sends a string as it is and Postgres parses
// it (22P02 for bad input), so strings go through verbatim here too.
const serializers = Object.fromEntries(
  Object.entries(types.serializers).map(([type, serialize]) => [
    type,
    (v: unknown) => (typeof v === 'string' ? v : serialize(v)),
  ]),
)

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params)
      return { rows: r.rows, affectedRows: r.affectedRows ?? r.rows.length }
    },
    async exec(sql: string) {
      await q.exec(sql)
    },
  }
}

/** PGlite in memory (`dataDir` undefined) or persisted under `dataDir`. One connection: transactions queue. */
export async function openPglite(dataDir?: string): Promise<Database> {
  // PGlite creates its own directory but not the ones above it (a fresh clone has no .supabase-local/).
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm, pgcrypto }, parsers, serializers })
  const base = wrap(pg)
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onPayload) {
      assertChannelName(channel)
      const stop = await pg.listen(channel, onPayload)
      let stopped = false
      return async () => {
        // Closing the database ends every LISTEN with it; stopping twice is a no-op.
        if (stopped || pg.closed) return
        stopped = true
        await stop()
      }
    },
    close: () => pg.close(),
  }
}
