/** One database connection's worth of work: a query runner. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  /** Runs a script of several statements (no parameters), e.g. a migration file. */
  exec(sql: string): Promise<void>
}

export interface QueryResult<T> {
  rows: T[]
  /** Rows touched by INSERT/UPDATE/DELETE; for SELECT the row count. */
  affectedRows: number
}

/**
 * The database the stack runs on: embedded PGlite or a real PostgreSQL server.
 * Everything is text-in, parsed-out: numeric and int8 come back as strings, json/jsonb parsed,
 * timestamps as Date. Code that needs PostgREST's exact JSON asks Postgres for `::text` of json.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction (BEGIN ... COMMIT, ROLLBACK on throw) on one connection. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * LISTENs on `channel` (a lowercase SQL name) and calls `onPayload` with each NOTIFY payload,
   * which Postgres delivers only when the notifying transaction commits. Resolves once listening;
   * the returned function stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** Channel names are passed to LISTEN as bare SQL names, so only plain lowercase ones are accepted. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid notification channel name "${channel}"`)
}

/** A Postgres error as both drivers report it. */
export interface PgError extends Error {
  code?: string
  detail?: string
  hint?: string
}

export function isPgError(e: unknown): e is PgError {
  return e instanceof Error && typeof (e as PgError).code === 'string'
}
