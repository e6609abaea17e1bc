import { asRequestRole } from '../context.ts'
import type { Database } from '../db/index.ts'
import type { Role } from '../keys.ts'
import { isExpired, type ChannelAuth } from './auth.ts'
import type { Channel } from './channel.ts'
import type { Change } from './feed.ts'
import type { Registry } from './registry.ts'
import type { PublishedTable } from './tables.ts'

export interface DispatchContext {
  db: Database
  registry: Registry
  log(event: string, fields?: Record<string, unknown>): void
}

interface Target {
  channel: Channel
  ids: number[]
  /** The claims the channel had when the change was matched: checked and delivered under them. */
  auth: ChannelAuth
}

interface VisibilityCheck {
  auth: ChannelAuth
  table: PublishedTable
  changes: Set<Change>
}

const NO_PRIMARY_KEY = ['Error 400: Bad Request, no primary key']
/** RLS checks of one batch running at once (each holds a connection for a short transaction). */
const CHECK_CONCURRENCY = 4

/**
 * Sends a batch of changes to the channels they match. As hosted Realtime does, an INSERT or
 * UPDATE reaches a subscriber only if its role and claims may SELECT the row under RLS (checked
 * once per batch, table and distinct claims); a DELETE goes to every matching subscriber with
 * the old record's key only. Columns a role may not select are left out.
 */
export async function dispatch(changes: Change[], ctx: DispatchContext): Promise<void> {
  const plans = changes
    .map((change) => ({ change, targets: targetsOf(change, ctx.registry) }))
    .filter((p) => p.targets.length > 0)
  if (plans.length === 0) return
  const visible = await checkVisibility(plans, ctx)

  for (const { change, targets } of plans) {
    const data = new Map<Role, string>()
    for (const t of targets) {
      if (t.channel.closed) continue
      if (isExpired(t.auth)) {
        t.channel.socket.expire(t.channel)
        continue
      }
      if (needsCheck(change) && !visible.get(checkKey(t.auth, change.table))?.has(change)) continue
      let json = data.get(t.auth.role)
      if (json === undefined) data.set(t.auth.role, (json = dataJson(change, t.auth.role)))
      t.channel.socket.push(t.channel, 'postgres_changes', `{"ids":${JSON.stringify(t.ids)},"data":${json}}`)
    }
  }
}

function targetsOf(change: Change, registry: Registry): Target[] {
  const row = change.type === 'DELETE' ? change.oldRecord : change.record
  const targets: Target[] = []
  for (const channel of registry.candidates(change.table)) {
    const ids = channel.matchingIds(change.table, change.type, row)
    if (ids.length > 0) targets.push({ channel, ids, auth: channel.auth })
  }
  return targets
}

function needsCheck(change: Change): boolean {
  return change.type !== 'DELETE' && change.table.visibilitySql !== undefined
}

function checkKey(auth: ChannelAuth, table: PublishedTable): string {
  return `${table.relid}\u0000${auth.key}`
}

async function checkVisibility(
  plans: { change: Change; targets: Target[] }[],
  ctx: DispatchContext,
): Promise<Map<string, Set<Change>>> {
  const checks = new Map<string, VisibilityCheck>()
  for (const { change, targets } of plans) {
    if (!needsCheck(change)) continue
    for (const { auth } of targets) {
      const key = checkKey(auth, change.table)
      let check = checks.get(key)
      if (!check) checks.set(key, (check = { auth, table: change.table, changes: new Set() }))
      check.changes.add(change)
    }
  }
  const results = new Map<string, Set<Change>>()
  const queue = [...checks]
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      results.set(next[0], await visibleChanges(next[1], ctx))
    }
  }
  await Promise.all(Array.from({ length: Math.min(CHECK_CONCURRENCY, queue.length) }, worker))
  return results
}

/** Which of the changed rows the check's role and claims can select now, by primary key, under RLS. */
async function visibleChanges(check: VisibilityCheck, ctx: DispatchContext): Promise<Set<Change>> {
  const { table, auth } = check
  const list = [...check.changes]
  const keys = list.map((c) => table.primaryKey.map((column) => c.record?.[column] ?? null))
  try {
    const { rows } = await asRequestRole(
      ctx.db,
      { claims: auth.claims, method: 'GET', path: `/${table.name}`, headers: {}, readOnly: true },
      (tx) => tx.query<{ i: number }>(table.visibilitySql!, [JSON.stringify(keys)]),
    )
    const visible = new Set<Change>()
    for (const { i } of rows) {
      const change = list[i]
      if (change) visible.add(change)
    }
    return visible
  } catch (e) {
    // e.g. the role has no SELECT grant on the table: it sees nothing.
    ctx.log('realtime_rls_check_failed', {
      table: `${table.schema}.${table.name}`,
      role: auth.role,
      message: e instanceof Error ? e.message : String(e),
    })
    return new Set()
  }
}

const columnsCache = new WeakMap<PublishedTable, Map<Role, string>>()

function columnsJson(table: PublishedTable, role: Role): string {
  let byRole = columnsCache.get(table)
  if (!byRole) columnsCache.set(table, (byRole = new Map()))
  let json = byRole.get(role)
  if (json === undefined) {
    const hidden = table.hiddenFrom[role]
    byRole.set(role, (json = JSON.stringify(table.columns.filter((c) => !hidden.has(c.name)))))
  }
  return json
}

/** The `data` of a change message (realtime-js reads it as {schema, table, commit_timestamp, eventType, new, old, errors}). */
function dataJson(change: Change, role: Role): string {
  const { table } = change
  const hidden = table.hiddenFrom[role]
  const noKey = change.type !== 'DELETE' && table.primaryKey.length === 0
  const row = (json: string | undefined, parsed: Record<string, unknown> | undefined) => {
    if (noKey) return '{}'
    if (hidden.size === 0) return json ?? '{}'
    return JSON.stringify(Object.fromEntries(Object.entries(parsed ?? {}).filter(([k]) => !hidden.has(k))))
  }
  let json =
    `{"schema":${JSON.stringify(table.schema)},"table":${JSON.stringify(table.name)}` +
    `,"commit_timestamp":${JSON.stringify(change.commitTimestamp)},"type":"${change.type}"` +
    `,"columns":${columnsJson(table, role)}`
  if (change.type !== 'DELETE') json += `,"record":${row(change.recordJson, change.record)}`
  if (change.type !== 'INSERT') json += `,"old_record":${row(change.oldRecordJson, change.oldRecord)}`
  json += `,"errors":${noKey ? JSON.stringify(NO_PRIMARY_KEY) : 'null'}}`
  return json
}
