import pg from 'pg'
import { assertChannelName, type Database, type Queryable, type QueryResult } from './types.ts'

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
  const notifications = new Notifications(connectionString)
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
    listen: (channel, onPayload) => notifications.listen(channel, onPayload),
    async close() {
      await notifications.close()
      await pool.end()
    },
  }
}

const RECONNECT_DELAYS_MS = [100, 1000, 2000, 5000]

/**
 * LISTEN needs a connection of its own: a pooled one would forget it when released. One client
 * serves every channel; it connects on the first `listen`, reconnects (re-LISTENing) if it drops,
 * and ends when nothing listens any more. Notifications sent while it is down are lost.
 */
class Notifications {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>()
  private connecting: Promise<pg.Client> | undefined
  private client: pg.Client | undefined
  private retry: NodeJS.Timeout | undefined
  private failures = 0
  private closed = false

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    assertChannelName(channel)
    if (this.closed) throw new Error('the database is closed')
    let set = this.handlers.get(channel)
    const first = !set
    if (!set) this.handlers.set(channel, (set = new Set()))
    // A wrapper per call, so listening twice with one function needs two stops.
    const handler = (payload: string) => onPayload(payload)
    set.add(handler)
    try {
      const client = await this.connect()
      // A connection made meanwhile may already listen; LISTEN twice is harmless.
      if (first) await client.query(`listen "${channel}"`)
    } catch (e) {
      this.remove(channel, handler)
      throw e
    }
    let stopped = false
    return async () => {
      if (stopped) return
      stopped = true
      if (this.remove(channel, handler)) await this.client?.query(`unlisten "${channel}"`).catch(() => {})
      if (this.handlers.size === 0) await this.disconnect()
    }
  }

  async close() {
    this.closed = true
    this.handlers.clear()
    await this.disconnect()
  }

  /** Removes a handler; true when the channel has none left. */
  private remove(channel: string, handler: (payload: string) => void): boolean {
    const set = this.handlers.get(channel)
    set?.delete(handler)
    if (set && set.size > 0) return false
    this.handlers.delete(channel)
    return true
  }

  private connect(): Promise<pg.Client> {
    this.connecting ??= this.open().catch((e: unknown) => {
      this.connecting = undefined
      throw e
    })
    return this.connecting
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString })
    client.on('notification', (n) => {
      for (const handler of this.handlers.get(n.channel) ?? []) handler(n.payload ?? '')
    })
    // The server went away or the connection broke: never crash the stack for it, reconnect.
    client.on('error', () => this.lost(client))
    client.on('end', () => this.lost(client))
    try {
      await client.connect()
      for (const channel of this.handlers.keys()) await client.query(`listen "${channel}"`)
    } catch (e) {
      await client.end().catch(() => {})
      throw e
    }
    if (this.closed) {
      await client.end().catch(() => {})
      throw new Error('the database is closed')
    }
    this.client = client
    this.failures = 0
    return client
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return
    this.client = undefined
    this.connecting = undefined
    client.end().catch(() => {})
    this.scheduleReconnect()
  }

  private scheduleReconnect() {
    if (this.closed || this.retry || this.handlers.size === 0) return
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)]!
    this.failures++
    this.retry = setTimeout(() => {
      this.retry = undefined
      if (this.closed || this.handlers.size === 0 || this.connecting) return
      this.connect().catch(() => this.scheduleReconnect())
    }, delay)
    this.retry.unref()
  }

  private async disconnect() {
    clearTimeout(this.retry)
    this.retry = undefined
    const pending = this.connecting
    this.connecting = undefined
    const client = this.client ?? (await pending?.catch(() => undefined))
    this.client = undefined
    await client?.end().catch(() => {})
  }
}
