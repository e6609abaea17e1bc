import type { Database } from '../db/index.ts'
import { NOTIFY_CHANNEL, type ChangeType, type PublishedTable } from './tables.ts'

/** One committed row change, read back from realtime.changes. */
export interface Change {
  id: string
  table: PublishedTable
  type: ChangeType
  /** The new row (INSERT, UPDATE) as Postgres wrote it (jsonb text) and parsed. */
  recordJson: string | undefined
  record: Record<string, unknown> | undefined
  /** UPDATE, DELETE: the replica identity's columns, or the whole row under replica identity full. */
  oldRecordJson: string | undefined
  oldRecord: Record<string, unknown> | undefined
  /** `YYYY-MM-DDTHH24:MI:SS.MSZ`: when the commit's NOTIFY reached the server. */
  commitTimestamp: string
}

export interface FeedOptions {
  tables(): ReadonlyMap<string, PublishedTable>
  /** False when no channel listens to the table: its changes are not even read. */
  wanted(table: PublishedTable): boolean
  /** Called with changes in commit order, one batch at a time. */
  deliver(changes: Change[]): Promise<void>
  /** A table changed shape since the catalog was read (a migration on a running stack). */
  reload(): Promise<void>
  log(event: string, fields?: Record<string, unknown>): void
}

interface Notice {
  relid: string
  id: string
  at: number
}

const BATCH = 500
const PRUNE_EVERY_MS = 5_000
// Rows are deleted by age rather than as they are read, so a second stack on the same database
// (which gets the same NOTIFYs) can still read them; and only while nothing waits to be read.
const KEEP = '1 minute'

/**
 * The stack's single LISTEN: collects NOTIFYs of captured changes, reads them in batches in
 * commit order, hands them on, and prunes realtime.changes as it goes (no timers of its own).
 */
export class ChangeFeed {
  private queue: Notice[] = []
  private running: Promise<void> | undefined
  private unlisten: (() => Promise<void>) | undefined
  private lastPrune = 0
  private stopped = false

  constructor(
    private readonly db: Database,
    private readonly options: FeedOptions,
  ) {}

  async start(): Promise<void> {
    await this.prune()
    this.unlisten = await this.db.listen(NOTIFY_CHANNEL, (payload) => this.notified(payload))
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.queue = []
    const unlisten = this.unlisten
    this.unlisten = undefined
    await unlisten?.().catch(() => {})
    await this.running
    await this.prune().catch(() => {})
  }

  stats(): { listening: number; pending: number } {
    return { listening: this.unlisten ? 1 : 0, pending: this.queue.length }
  }

  private notified(payload: string) {
    const m = /^(\d+):(\d+)$/.exec(payload)
    if (!m || this.stopped) return
    this.queue.push({ relid: m[1]!, id: m[2]!, at: Date.now() })
    this.kick()
  }

  private kick() {
    if (this.running || this.stopped) return
    this.running = this.drain().finally(() => {
      this.running = undefined
      if (this.queue.length > 0) this.kick()
    })
  }

  private async drain() {
    while (this.queue.length > 0 && !this.stopped) {
      const batch = this.queue.splice(0, BATCH)
      try {
        const tables = this.options.tables()
        const wanted = batch.filter((n) => {
          const table = tables.get(n.relid)
          return table !== undefined && this.options.wanted(table)
        })
        if (wanted.length > 0) {
          const changes = await this.read(wanted)
          if (changes.length > 0 && !this.stopped) await this.options.deliver(changes)
        }
        if (this.queue.length === 0 && Date.now() - this.lastPrune >= PRUNE_EVERY_MS) await this.prune()
      } catch (e) {
        if (!this.stopped) this.options.log('realtime_error', { message: errorMessage(e), changes: batch.length })
      }
    }
  }

  private async read(notices: Notice[]): Promise<Change[]> {
    const { rows } = await this.db.query<{
      id: string
      type: ChangeType
      record: string | null
      old_record: string | null
    }>(
      `select id::text as id, type, record::text as record, old_record::text as old_record
         from realtime.changes where id = any($1::bigint[])`,
      [notices.map((n) => n.id)],
    )
    const byId = new Map(rows.map((r) => [r.id, r]))
    let tables = this.options.tables()
    const changes: Change[] = []
    let reloaded = false
    // Notification order is commit order; ids are only allocation order.
    for (const notice of notices) {
      const row = byId.get(notice.id)
      let table = tables.get(notice.relid)
      if (!row || !table || !table.publishes[row.type]) continue
      const record = row.record === null ? undefined : (JSON.parse(row.record) as Record<string, unknown>)
      if (record && !reloaded && !sameColumns(table, record)) {
        reloaded = true
        await this.options.reload()
        tables = this.options.tables()
        table = tables.get(notice.relid)
        if (!table) continue
      }
      changes.push({
        id: row.id,
        table,
        type: row.type,
        recordJson: row.record ?? undefined,
        record,
        oldRecordJson: row.old_record ?? undefined,
        oldRecord: row.old_record === null ? undefined : (JSON.parse(row.old_record) as Record<string, unknown>),
        commitTimestamp: new Date(notice.at).toISOString(),
      })
    }
    return changes
  }

  /** Deletes captured rows older than KEEP. */
  private async prune() {
    this.lastPrune = Date.now()
    await this.db.query('delete from realtime.changes where captured_at < clock_timestamp() - $1::interval', [KEEP])
  }
}

function sameColumns(table: PublishedTable, record: Record<string, unknown>): boolean {
  const keys = Object.keys(record)
  return keys.length === table.columns.length && keys.every((k) => table.typeOf.has(k))
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e)
}
