import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'

// The load generator of `npm run bench:load`, forked by scripts/bench-load.ts so that it does not share
// an event loop (and a core) with the stack it measures. It receives a LoadPlan, runs autocannon against
// it and sends back a LoadReport.

/** One prepared HTTP request: a path on the stack, its headers and, for a POST, its JSON body. */
export interface PlannedRequest {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

export interface PlannedKind {
  kind: string
  /** Relative share of the requests. */
  weight: number
  /** Each request of this kind is one of these, picked at random. */
  requests: PlannedRequest[]
  /** A field of the JSON body that gets a new UUID in every request (an idempotency key). */
  uniqueKeyField?: string
}

export interface LoadPlan {
  /** The stack's origin, on 127.0.0.1. */
  url: string
  connections: number
  durationSeconds: number
  kinds: PlannedKind[]
}

export interface KindReport {
  kind: string
  /** Requests sent; those not answered timed out or were cut off at the end. */
  sent: number
  /** Milliseconds from sending to the whole answer, one per answered request. */
  latencies: number[]
  /** Answers by HTTP status. */
  statuses: Record<number, number>
  /** Non-2xx answers by PostgREST `message`, with names and numbers blanked out. */
  refusals: Record<string, number>
  /** The `id` of every 2xx answer that has one (a placed order). */
  createdIds: string[]
}

export interface LoadReport {
  kinds: KindReport[]
  /** autocannon's own figures over all kinds. */
  requestsPerSecond: number
  durationSeconds: number
  errors: number
  timeouts: number
}

interface Context {
  kind?: KindReport
}

export async function runLoad(plan: LoadPlan): Promise<LoadReport> {
  const reports = plan.kinds.map((k): KindReport => ({
    kind: k.kind,
    sent: 0,
    latencies: [],
    statuses: {},
    refusals: {},
    createdIds: [],
  }))
  const totalWeight = plan.kinds.reduce((sum, k) => sum + k.weight, 0)
  const pickKind = () => {
    let r = Math.random() * totalWeight
    for (const [i, k] of plan.kinds.entries()) {
      r -= k.weight
      if (r < 0) return i
    }
    return plan.kinds.length - 1
  }

  // autocannon calls a request's onResponse and then, synchronously, emits `response` with the time it
  // measured: the kind noted by the first is the kind of the time in the second.
  let answered: KindReport | undefined

  let finish: (result: autocannon.Result) => void = () => {}
  let fail: (error: unknown) => void = () => {}
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  const options: autocannon.Options = {
    url: plan.url,
    connections: plan.connections,
    duration: plan.durationSeconds,
    // One entry, so the context starts empty for every request and setupRequest picks each one afresh.
    requests: [
      {
        setupRequest: (request: autocannon.Request, context: Context): autocannon.Request => {
          const i = pickKind()
          const planned = plan.kinds[i]!
          const chosen = planned.requests[Math.floor(Math.random() * planned.requests.length)]!
          context.kind = reports[i]
          // autocannon builds each request right before it writes it, and never twice.
          context.kind!.sent++
          let body = chosen.body
          if (body !== undefined && planned.uniqueKeyField) {
            body = JSON.stringify({ ...JSON.parse(body), [planned.uniqueKeyField]: randomUUID() })
          }
          return { ...request, method: chosen.method, path: chosen.path, headers: chosen.headers, body }
        },
        onResponse: (status: number, body: string, context: Context) => {
          const report = context.kind!
          answered = report
          report.statuses[status] = (report.statuses[status] ?? 0) + 1
          if (status >= 200 && status < 300) {
            const id = idOf(body)
            if (id) report.createdIds.push(id)
          } else {
            const message = messageOf(body)
            report.refusals[message] = (report.refusals[message] ?? 0) + 1
          }
        },
      },
    ],
  }
  const instance = autocannon(options, (error: unknown, result) => (error ? fail(error) : finish(result)))
  // The instance's `response` event (client, status, bytes, milliseconds) is documented but not in the typings.
  ;(instance as NodeJS.EventEmitter).on('response', (_client, _status, _bytes, responseTime: number) => {
    answered?.latencies.push(responseTime)
    answered = undefined
  })
  const result = await finished
  return {
    kinds: reports,
    requestsPerSecond: result.requests.average,
    durationSeconds: result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/** The `id` of a JSON object answer (place_order returns the order row). */
function idOf(body: string): string | undefined {
  if (!body.startsWith('{')) return undefined
  try {
    // A row (PostgREST) or the checkout function's { order }.
    const parsed = JSON.parse(body) as { id?: unknown; order?: { id?: unknown } }
    const value = parsed.id ?? parsed.order?.id
    return typeof value === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

/** A PostgREST error's message with quoted names and numbers blanked, so refusals group by reason. */
function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: { message?: unknown } }
    const message = parsed.message ?? parsed.error?.message
    if (typeof message === 'string') return message.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, 'N')
  } catch {
    // not JSON
  }
  return body.slice(0, 80) || '(empty body)'
}

// Forked: one plan in, one report out.
if (process.send) {
  process.once('message', (plan: LoadPlan) => {
    runLoad(plan).then(
      (report) => process.send!(report, () => process.exit(0)),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}
