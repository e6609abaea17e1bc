import type { Channel } from './channel.ts'
import type { PublishedTable } from './tables.ts'

const ANY = '*'

/**
 * Joined channels by the tables their bindings name, so a change looks at its table's
 * subscribers only. Keys are `schema\0table` with `*` for "any"; empty sets are removed, so
 * the registry is empty again once every channel has left.
 */
export class Registry {
  private readonly byKey = new Map<string, Set<Channel>>()
  private readonly all = new Set<Channel>()

  add(channel: Channel): void {
    if (this.all.has(channel)) return
    this.all.add(channel)
    for (const key of keysOf(channel)) {
      let set = this.byKey.get(key)
      if (!set) this.byKey.set(key, (set = new Set()))
      set.add(channel)
    }
  }

  remove(channel: Channel): void {
    if (!this.all.delete(channel)) return
    for (const key of keysOf(channel)) {
      const set = this.byKey.get(key)
      set?.delete(channel)
      if (set?.size === 0) this.byKey.delete(key)
    }
  }

  /** Channels with a binding that may match a change of `table`. */
  candidates(table: PublishedTable): Set<Channel> {
    const result = new Set<Channel>()
    for (const key of [
      key2(table.schema, table.name),
      key2(table.schema, ANY),
      key2(ANY, table.name),
      key2(ANY, ANY),
    ]) {
      for (const channel of this.byKey.get(key) ?? []) result.add(channel)
    }
    return result
  }

  /** False when no channel listens to `table`: its changes need not even be read. */
  wants(table: PublishedTable): boolean {
    return (
      this.byKey.has(key2(table.schema, table.name)) ||
      this.byKey.has(key2(table.schema, ANY)) ||
      this.byKey.has(key2(ANY, table.name)) ||
      this.byKey.has(key2(ANY, ANY))
    )
  }

  stats(): { channels: number; keys: number } {
    return { channels: this.all.size, keys: this.byKey.size }
  }
}

function keysOf(channel: Channel): Set<string> {
  return new Set(channel.bindings.map((b) => key2(b.schema, b.table ?? ANY)))
}

function key2(schema: string, table: string): string {
  return `${schema}\u0000${table}`
}
