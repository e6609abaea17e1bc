import type { ChannelAuth } from './auth.ts'
import { matchesFilter, type Condition } from './filter.ts'
import type { ChangeType, PublishedTable } from './tables.ts'

/** One `.on('postgres_changes', {...})` of a joined channel. */
export interface Binding {
  /** The id the join reply gives it; change messages name the bindings they match by these. */
  id: number
  event: '*' | ChangeType
  /** `*` = any schema. */
  schema: string
  /** Undefined = every published table of the schema. */
  table: string | undefined
  conditions: Condition[]
  /** What the join reply echoes: the client's own fields (compared by realtime-js) plus `id`. */
  reply: Record<string, unknown>
}

/** What a channel needs of its socket. */
export interface ChannelSocket {
  push(channel: Channel, event: string, payloadJson: string): void
  /** The channel's token has expired: tell the client and close the channel. */
  expire(channel: Channel): void
}

/** A joined `realtime:<name>` topic on one socket. */
export class Channel {
  closed = false

  constructor(
    readonly socket: ChannelSocket,
    readonly topic: string,
    readonly joinRef: string | null,
    readonly bindings: readonly Binding[],
    public auth: ChannelAuth,
  ) {}

  /** The channel name without `realtime:`, as system messages report it. */
  get name(): string {
    return this.topic.slice('realtime:'.length)
  }

  /** Ids of the bindings a change matches: its table, its type, and the filter on the new row (the old one for DELETE). */
  matchingIds(table: PublishedTable, type: ChangeType, row: Record<string, unknown> | undefined): number[] {
    const ids: number[] = []
    for (const b of this.bindings) {
      if (b.event !== '*' && b.event !== type) continue
      if (b.schema !== '*' && b.schema !== table.schema) continue
      if (b.table !== undefined && b.table !== table.name) continue
      if (b.conditions.length > 0 && !matchesFilter(b.conditions, row, (c) => table.typeOf.get(c))) continue
      ids.push(b.id)
    }
    return ids
  }
}
