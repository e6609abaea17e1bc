import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { Database } from '../db/index.ts'
import { isProjectKey } from '../keys.ts'
import { Connection } from './connection.ts'
import { dispatch } from './dispatch.ts'
import { ChangeFeed } from './feed.ts'
import { codecFor } from './protocol.ts'
import { Registry } from './registry.ts'
import { installCapture, loadPublishedTables, syncTriggers, type PublishedTable } from './tables.ts'

export interface RealtimeConfig {
  log: (event: string, fields?: Record<string, unknown>) => void
  /** Silence after which a socket counts as dead and is closed; realtime-js heartbeats every 25 s. */
  heartbeatTimeoutMs?: number
}

export interface RealtimeStats {
  /** Open websockets. */
  sockets: number
  /** Joined channels over all sockets. */
  channels: number
  /** Channels and table keys in the subscription index (both 0 when nobody listens). */
  indexedChannels: number
  indexedTables: number
  /** Change notifications received and not yet read. */
  pendingChanges: number
  /** LISTENs this surface holds on the database (1 while running). */
  databaseListeners: number
}

export interface RealtimeSurface {
  /** Takes over an HTTP upgrade on /realtime/v1/websocket (apikey in the query or header). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void
  /** Re-reads which tables are in the supabase_realtime publication (after a schema change). */
  refresh(): Promise<void>
  stats(): RealtimeStats
  close(): Promise<void>
}

const MAX_FRAME_BYTES = 1024 * 1024

/**
 * Supabase Realtime's postgres_changes over the Phoenix protocol realtime-js speaks. Changes are
 * captured by triggers on the published tables (see capture.sql) and arrive through one LISTEN.
 */
export async function createRealtime(db: Database, config: RealtimeConfig): Promise<RealtimeSurface> {
  const { log } = config
  const heartbeatTimeoutMs = config.heartbeatTimeoutMs ?? 60_000
  const registry = new Registry()
  const connections = new Set<Connection>()
  let tables = new Map<string, PublishedTable>()
  let bindingIds = 0
  let closed = false

  let refreshing: Promise<void> = Promise.resolve()
  const refresh = () => {
    // One at a time: a refresh asked for during another runs after it, on the newest catalog.
    refreshing = refreshing
      .catch(() => {})
      .then(async () => {
        const next = await loadPublishedTables(db)
        await syncTriggers(db, next)
        tables = next
      })
    return refreshing
  }

  await installCapture(db)
  await refresh()
  const feed = new ChangeFeed(db, {
    tables: () => tables,
    wanted: (table) => registry.wants(table),
    deliver: (changes) => dispatch(changes, { db, registry, log }),
    reload: refresh,
    log,
  })
  await feed.start()

  const wss = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: MAX_FRAME_BYTES })
  const context = { registry, tables: () => tables, nextBindingId: () => ++bindingIds, log }

  // One timer for all sockets: closes the silent ones and channels whose token ran out.
  const sweep = setInterval(
    () => {
      const now = Date.now()
      for (const connection of [...connections]) {
        if (now - connection.lastSeen > heartbeatTimeoutMs) {
          log('realtime_socket_dropped', { reason: 'heartbeat timeout' })
          connection.terminate()
        } else connection.expireTokens(now)
      }
    },
    Math.min(15_000, Math.max(100, heartbeatTimeoutMs / 4)),
  )
  sweep.unref()

  return {
    handleUpgrade(req, socket, head, url) {
      // A client resetting mid-handshake must not take the stack down.
      socket.on('error', () => {})
      if (closed) return reject(socket, 503, { message: 'Realtime is shutting down' })
      const key = url.searchParams.get('apikey') ?? header(req, 'apikey') ?? header(req, 'x-api-key')
      if (!key) return reject(socket, 401, { message: 'No API key found in request' })
      if (!isProjectKey(key)) return reject(socket, 401, { message: 'Invalid authentication credentials' })
      const codec = codecFor(url.searchParams.get('vsn'))
      if (!codec) return reject(socket, 400, { message: `Unsupported vsn "${url.searchParams.get('vsn')}"` })
      wss.handleUpgrade(req, socket, head, (ws) => {
        if (closed) return ws.terminate()
        connections.add(new Connection(ws, codec, key, context, (c) => connections.delete(c)))
      })
    },
    refresh,
    stats() {
      let channels = 0
      for (const c of connections) channels += c.channels.size
      const index = registry.stats()
      const { listening, pending } = feed.stats()
      return {
        sockets: connections.size,
        channels,
        indexedChannels: index.channels,
        indexedTables: index.keys,
        pendingChanges: pending,
        databaseListeners: listening,
      }
    },
    async close() {
      if (closed) return
      closed = true
      clearInterval(sweep)
      for (const connection of [...connections]) connection.terminate()
      wss.close()
      await feed.stop()
      await refreshing.catch(() => {})
    },
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name]
  return Array.isArray(v) ? v[0] : v
}

/** Refuses an upgrade with a plain HTTP response, as Kong does in front of hosted Realtime. */
function reject(socket: Duplex, status: number, body: Record<string, string>) {
  const text = JSON.stringify(body)
  const reason = { 400: 'Bad Request', 401: 'Unauthorized', 503: 'Service Unavailable' }[status] ?? 'Error'
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  )
}
