import type { Binding } from './channel.ts'
import { parseFilter } from './filter.ts'
import type { ChangeType, PublishedTable } from './tables.ts'

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE'])
/** The binding fields realtime-js sends and compares with the reply (`select` is echoed, not applied). */
const ECHOED = ['event', 'schema', 'table', 'filter', 'select'] as const

export type ParsedBindings = { ok: true; bindings: Binding[] } | { ok: false; reason: string }

/**
 * The `config.postgres_changes` of a join: each entry must name published tables (a table of
 * the supabase_realtime publication, or `*`/no table for all of a schema's) and may carry a
 * filter on columns of its table.
 */
export function parseBindings(value: unknown, tables: Iterable<PublishedTable>, nextId: () => number): ParsedBindings {
  if (value === undefined || value === null) return { ok: true, bindings: [] }
  if (!Array.isArray(value)) return { ok: false, reason: 'postgres_changes must be a list' }
  const published = [...tables]
  const bindings: Binding[] = []
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return { ok: false, reason: 'invalid postgres_changes entry' }
    const e = entry as Record<string, unknown>
    const event = typeof e.event === 'string' ? e.event.toUpperCase() : ''
    const schema = typeof e.schema === 'string' ? e.schema : ''
    const tableName = typeof e.table === 'string' && e.table !== '' && e.table !== '*' ? e.table : undefined
    const filter = typeof e.filter === 'string' ? e.filter : ''
    const described = `[event: ${String(e.event)}, schema: ${schema || 'null'}, table: ${tableName ?? '*'}, filters: [${filter}]]`
    if (!EVENTS.has(event)) return { ok: false, reason: `Invalid event type ${String(e.event)}: ${described}` }
    if (schema === '') return { ok: false, reason: `schema is required: ${described}` }

    const matching = published.filter(
      (t) => (schema === '*' || t.schema === schema) && (tableName === undefined || t.name === tableName),
    )
    if (matching.length === 0) {
      return {
        ok: false,
        reason: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${described}`,
      }
    }
    const parsed = parseFilter(filter)
    if (!parsed.ok) return { ok: false, reason: `Error parsing \`filter\` params: ${parsed.message}` }
    for (const c of parsed.conditions) {
      if (!matching.some((t) => t.typeOf.has(c.column))) {
        return {
          ok: false,
          reason: `Error parsing \`filter\` params: column "${c.column}" does not exist: ${described}`,
        }
      }
    }

    const id = nextId()
    const reply: Record<string, unknown> = {}
    for (const key of ECHOED) if (e[key] !== undefined) reply[key] = e[key]
    reply.id = id
    bindings.push({
      id,
      event: event as '*' | ChangeType,
      schema,
      table: tableName,
      conditions: parsed.conditions,
      reply,
    })
  }
  return { ok: true, bindings }
}
