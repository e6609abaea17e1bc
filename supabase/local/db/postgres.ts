import pg from 'pg'
import type { Database, Queryable, QueryResult } from './types.ts'

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await client.query(sql, params)
      return { rows: r.rows as T[], affectedRows: r.rowCount ?? r.rows.length }
    },
    async exec(sql: string) {
      // No parameters: the simple protocol, which runs several statements in one call.
      await client.query(sql)
    },
  }
}

/** A real PostgreSQL server (>= 15) given by a connection string. The login role must be able to SET ROLE anon/authenticated/service_role. */
export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max })
  // Idle clients can error when the server goes away (e.g. a test cluster stopping); never crash the stack for it.
  pool.on('error', () => {})
  await pool.query('select 1')
  const base = wrap(pool)
  return {
    kind: 'postgres',
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await fn(wrap(client))
        await client.query('commit')
        return result
      } catch (e) {
        await client.query('rollback').catch(() => {})
        throw e
      } finally {
        client.release()
      }
    },
    exec: base.exec,
    close: () => pool.end(),
  }
}
