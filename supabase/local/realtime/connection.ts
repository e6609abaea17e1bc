import WebSocket, { type RawData } from 'ws'
import { expiredMessage, isExpired, verifyAccessToken } from './auth.ts'
import { Channel, type ChannelSocket } from './channel.ts'
import { parseBindings } from './join.ts'
import type { Codec, Message } from './protocol.ts'
import type { Registry } from './registry.ts'
import type { PublishedTable } from './tables.ts'

export interface ConnectionContext {
  registry: Registry
  tables(): ReadonlyMap<string, PublishedTable>
  nextBindingId(): number
  log(event: string, fields?: Record<string, unknown>): void
}

/** A slow reader holding more than this unsent is cut off rather than buffered without end. */
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024
const TOPIC_PREFIX = 'realtime:'

/**
 * One websocket: Phoenix heartbeats, joins, leaves and access-token updates of its channels.
 * Messages are handled one after another, in order. Everything it holds goes when it closes.
 */
export class Connection implements ChannelSocket {
  readonly channels = new Map<string, Channel>()
  lastSeen = Date.now()
  private queue: Promise<void> = Promise.resolve()
  private closed = false

  constructor(
    private readonly ws: WebSocket,
    private readonly codec: Codec,
    /** The socket's apikey: the access token of joins that bring none. */
    private readonly apiKey: string,
    private readonly ctx: ConnectionContext,
    private readonly onClose: (connection: Connection) => void,
  ) {
    ws.on('message', (data, isBinary) => this.received(data, isBinary))
    ws.on('close', () => this.dispose())
    // Protocol errors (bad frames, oversize messages): ws closes the socket; never crash the stack.
    ws.on('error', (e) => ctx.log('realtime_socket_error', { message: e.message }))
  }

  /** Closes the socket at once (stack shutdown, heartbeat timeout); the client reconnects by itself. */
  terminate(): void {
    this.ws.terminate()
    this.dispose()
  }

  push(channel: Channel, event: string, payloadJson: string): void {
    this.send(this.codec.encode(channel.joinRef, null, channel.topic, event, payloadJson))
  }

  expire(channel: Channel): void {
    this.shutdown(channel, expiredMessage(channel.auth.expiresAt))
  }

  /** Closes channels whose token has expired (checked on heartbeats and by the server's sweep). */
  expireTokens(now = Date.now()): void {
    for (const channel of [...this.channels.values()]) if (isExpired(channel.auth, now)) this.expire(channel)
  }

  private received(data: RawData, isBinary: boolean) {
    this.lastSeen = Date.now()
    // Binary frames carry only broadcasts, which this stack does not relay.
    if (isBinary || this.closed) return
    const message = this.codec.decode(rawText(data))
    if (!message) return
    this.queue = this.queue
      .then(() => this.handle(message))
      .catch((e: unknown) => this.ctx.log('realtime_error', { message: e instanceof Error ? e.message : String(e) }))
  }

  private async handle(message: Message) {
    if (this.closed) return
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {})
      this.expireTokens()
      return
    }
    switch (message.event) {
      case 'phx_join':
        return this.join(message)
      case 'phx_leave':
        return this.leave(message)
      case 'access_token':
        return this.updateToken(message)
      case 'broadcast':
      case 'presence':
        // Not relayed: this stack implements postgres_changes only. An error reply lets track() and
        // acknowledged sends fail at once instead of timing out.
        if (message.ref !== null) {
          this.reply(message, 'error', { reason: `${message.event} is not available on the local stack` })
        }
        return
      default:
        if (message.ref !== null) this.reply(message, 'error', { reason: `unknown event "${message.event}"` })
    }
  }

  private async join(message: Message) {
    const { topic } = message
    if (!topic.startsWith(TOPIC_PREFIX)) return this.reply(message, 'error', { reason: 'unmatched topic' })
    // One channel per topic and socket, as in Phoenix: a second join replaces the first.
    const previous = this.channels.get(topic)
    if (previous) {
      this.drop(previous)
      this.push(previous, 'phx_close', '{}')
    }

    const payload = record(message.payload)
    const token = typeof payload.access_token === 'string' ? payload.access_token : this.apiKey
    const verified = await verifyAccessToken(token)
    if (this.closed) return
    if (!verified.ok) return this.refuse(message, `InvalidJWTToken: ${verified.message}`)
    const parsed = parseBindings(record(payload.config).postgres_changes, this.ctx.tables().values(), () =>
      this.ctx.nextBindingId(),
    )
    if (!parsed.ok) return this.refuse(message, parsed.reason)

    const channel = new Channel(this, topic, message.joinRef, parsed.bindings, verified.auth)
    this.channels.set(topic, channel)
    this.ctx.registry.add(channel)
    this.reply(message, 'ok', { postgres_changes: parsed.bindings.map((b) => b.reply) })
    if (parsed.bindings.length > 0) {
      this.push(
        channel,
        'system',
        JSON.stringify({
          channel: channel.name,
          extension: 'postgres_changes',
          message: 'Subscribed to PostgreSQL',
          status: 'ok',
        }),
      )
    }
  }

  private refuse(message: Message, reason: string) {
    this.ctx.log('realtime_join_refused', { topic: message.topic, reason })
    this.reply(message, 'error', { reason })
  }

  private leave(message: Message) {
    const channel = this.channels.get(message.topic)
    if (channel) this.drop(channel)
    this.reply(message, 'ok', {})
  }

  /** A new token for a joined channel: a valid one changes whose eyes it sees through, a bad one closes it. */
  private async updateToken(message: Message) {
    const channel = this.channels.get(message.topic)
    const token = record(message.payload).access_token
    if (!channel || typeof token !== 'string' || token === channel.auth.token) return
    const verified = await verifyAccessToken(token)
    if (channel.closed) return
    if (verified.ok) channel.auth = verified.auth
    else this.shutdown(channel, verified.message)
  }

  /** Server-side close of a channel: a system error, then phx_close (the client does not rejoin). */
  private shutdown(channel: Channel, reason: string) {
    if (channel.closed) return
    this.push(
      channel,
      'system',
      JSON.stringify({ channel: channel.name, extension: 'system', message: reason, status: 'error' }),
    )
    this.push(channel, 'phx_close', '{}')
    this.drop(channel)
  }

  private drop(channel: Channel) {
    channel.closed = true
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic)
    this.ctx.registry.remove(channel)
  }

  private reply(message: Message, status: 'ok' | 'error', response: Record<string, unknown>) {
    this.send(
      this.codec.encode(message.joinRef, message.ref, message.topic, 'phx_reply', JSON.stringify({ status, response })),
    )
  }

  private send(text: string) {
    if (this.closed || this.ws.readyState !== WebSocket.OPEN) return
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ctx.log('realtime_socket_dropped', { reason: 'client not reading', buffered: this.ws.bufferedAmount })
      this.terminate()
      return
    }
    this.ws.send(text)
  }

  private dispose() {
    if (this.closed) return
    this.closed = true
    for (const channel of this.channels.values()) {
      channel.closed = true
      this.ctx.registry.remove(channel)
    }
    this.channels.clear()
    this.onClose(this)
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}
