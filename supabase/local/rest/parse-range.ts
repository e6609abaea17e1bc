import { invalidRange } from './errors.ts'
import type { Range } from './types.ts'

/** The `limit` and `offset` values given for one embed path, as written. */
export interface RawRange {
  limit?: string
  offset?: string
}

/**
 * An integer as Haskell's `readMaybe` reads one, which is how PostgREST reads `limit` and
 * `offset`: spaces around, any number of parentheses, a `-` sign (spaces may follow it),
 * decimal, `0x` hexadecimal or `0o` octal digits. Anything else is null, and PostgREST then
 * ignores the parameter rather than rejecting it.
 */
export function readInteger(text: string): bigint | null {
  let s = text.trim()
  while (s.startsWith('(') && s.endsWith(')')) s = s.slice(1, -1).trim()
  const negative = s.startsWith('-')
  if (negative) s = s.slice(1).trimStart()
  if (!/^(\d+|0[xX][0-9a-fA-F]+|0[oO][0-7]+)$/.test(s)) return null
  const n = BigInt(/^0[oO]/.test(s) ? `0o${s.slice(2)}` : s)
  return negative ? -n : n
}

/** A closed interval of row positions; an `upper` below `lower` is empty, null is unbounded. */
interface Interval {
  lower: bigint
  upper: bigint | null
}

const ALL: Interval = { lower: 0n, upper: null }

function isEmpty(r: Interval): boolean {
  return r.upper !== null && r.upper < r.lower
}

/**
 * PostgREST's range algebra (RangeQuery.hs, QueryParams.hs, ApiRequest.hs) for one embed path.
 * An unreadable limit or offset counts as absent; a limit is the interval [0, limit - 1] and an
 * offset [offset, ∞); both together give [offset, offset + limit - 1], an unreadable limit
 * counting as 0 there. The root's interval is then intersected with [0, ∞), which turns a
 * negative offset into 0; an empty result is 416, unless its upper end is -1, which is how
 * `limit=0` looks. Embedded ranges are not checked: Postgres refuses a negative LIMIT or OFFSET.
 */
export function resolveRange(raw: RawRange, root: boolean): Range {
  const limit = raw.limit === undefined ? undefined : readInteger(raw.limit)
  const offset = raw.offset === undefined ? undefined : readInteger(raw.offset)
  let r: Interval
  if (raw.limit !== undefined && raw.offset !== undefined) {
    const start = offset ?? 0n
    r = { lower: start, upper: start + (limit ?? 0n) - 1n }
  } else if (raw.limit !== undefined) {
    r = limit === null || limit === undefined ? ALL : { lower: 0n, upper: limit - 1n }
  } else {
    r = offset === null || offset === undefined ? ALL : { lower: offset, upper: null }
  }
  if (root) {
    const limitZero = r.upper === -1n
    const clamped = isEmpty(r) ? r : { lower: r.lower < 0n ? 0n : r.lower, upper: r.upper }
    if (limitZero) r = { lower: 0n, upper: -1n }
    else if (isEmpty(clamped)) throw invalidRange('Limit should be greater than or equal to zero.')
    else r = clamped
  }
  const out: Range = {}
  if (r.upper !== null) out.limit = r.upper - r.lower + 1n
  if (r.lower !== 0n) out.offset = r.lower
  return out
}
