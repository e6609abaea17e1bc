import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/index.ts'
import { tooDeep } from './errors.ts'
import { fieldName, fieldNameList, jsonPath, parseWith } from './grammar.ts'
import { FTS_OPERATORS, OPERATOR_NAMES, parseFilterValue, parseLogicTree } from './parse-filter.ts'
import { parseOrder } from './parse-order.ts'
import { type RawRange, resolveRange } from './parse-range.ts'
import { parseSelect } from './parse-select.ts'
import type { EmbedPath, Field, QueryParams } from './types.ts'

/** Decodes one query-string component as a form would: `+` is a space, bad `%` escapes stay as they are. */
export function decodeComponent(s: string): string {
  const plain = s.replaceAll('+', ' ')
  if (!plain.includes('%')) return plain
  const bytes: number[] = []
  for (let i = 0; i < plain.length; i++) {
    const ch = plain[i] as string
    const hex = plain.slice(i + 1, i + 3)
    if (ch === '%' && /^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The raw query string (`?a=1&b`) as ordered pairs; a key without `=` has an undefined value. */
export function splitQuery(search: string): [string, string | undefined][] {
  const s = search.startsWith('?') ? search.slice(1) : search
  if (!s) return []
  const pairs: [string, string | undefined][] = []
  for (const part of s.split('&')) {
    if (!part) continue
    const eq = part.indexOf('=')
    if (eq < 0) pairs.push([decodeComponent(part), undefined])
    else pairs.push([decodeComponent(part.slice(0, eq)), decodeComponent(part.slice(eq + 1))])
  }
  return pairs
}

const RESERVED = new Set(['select', 'columns', 'on_conflict'])
const EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or'])

/** PostgREST's test for "this value is a filter, not an RPC argument". */
function hasOperator(value: string): boolean {
  const parts = value.split('.')
  const first = parts[0] ?? ''
  if (first === 'not' && parts.length > 2) return true
  if (first === 'is' || first === 'in') return parts.length > 1
  if (OPERATOR_NAMES.has(first)) return true
  if (/^\w+\((any|all)\)$/.test(first)) return true
  const paren = value.split('(')
  return paren.length > 1 && FTS_OPERATORS.has(paren[0] ?? '')
}

/** `items.price` or `data->>k`: an embed path and the field at its end. */
function treePath(key: string): { path: EmbedPath; field: Field } {
  return parseWith('tree path', key, (c) => {
    const names = [fieldName(c)]
    while (c.eat('.')) names.push(fieldName(c))
    const path = jsonPath(c)
    c.expectEnd('delimiter (.), "->" or end of input')
    const name = names.pop() as string
    return { path: names, field: { name, path } }
  })
}

function embedPath(key: string): EmbedPath {
  const names = parseWith('tree path', key, (c) => {
    const out = [fieldName(c)]
    while (c.eat('.')) out.push(fieldName(c))
    c.expectEnd('delimiter (.) or end of input')
    return out
  })
  return names
}

/**
 * Parses a request's query string into the typed tree. `rpc` decides whether parameters
 * without an operator are function arguments (RPC) or malformed filters (tables).
 */
export function parseQuery(search: string, { rpc }: { rpc: boolean }): QueryParams {
  const q: QueryParams = {
    select: [{ kind: 'star' }],
    filters: [],
    logic: [],
    order: [],
    ranges: new Map(),
    rpcArgs: [],
  }
  let selectSeen = false
  const rawRanges = new Map<string, RawRange>()
  const range = (path: EmbedPath): RawRange => {
    const key = path.join('.')
    let r = rawRanges.get(key)
    if (!r) rawRanges.set(key, (r = {}))
    return r
  }

  for (const [key, value] of splitQuery(search)) {
    if (value === undefined) continue
    // Operands reach Postgres as text it may parse as JSON: held to the bodies' depth.
    if (nestsDeeperThan(value, MAX_JSON_DEPTH, true)) throw tooDeep()
    if (key === 'select') {
      if (!selectSeen) q.select = parseSelect(value)
      selectSeen = true
      continue
    }
    if (key === 'columns') {
      q.columns = parseWith('columns parameter', value, fieldNameList)
      continue
    }
    if (key === 'on_conflict') {
      q.onConflict = parseWith('on_conflict parameter', value, fieldNameList)
      continue
    }
    if (key === 'apikey') continue
    const segments = key.split('.')
    const last = segments[segments.length - 1] ?? ''
    if (EMBEDDABLE.has(last) && !RESERVED.has(key)) {
      const prefix = key.slice(0, key.length - last.length).replace(/\.$/, '')
      if (last === 'order') {
        q.order.push({ path: prefix ? embedPath(prefix) : [], terms: parseOrder(value) })
      } else if (last === 'limit' || last === 'offset') {
        range(prefix ? embedPath(prefix) : [])[last] = value
      } else {
        // `not.or`, `items.not.and`: `not` may sit anywhere before the operator.
        const path = prefix ? embedPath(prefix) : []
        const negated = path.includes('not')
        const op = (negated ? 'not.' : '') + last
        q.logic.push({ path: path.filter((p) => p !== 'not'), tree: parseLogicTree(op, value) })
      }
      continue
    }
    if (rpc && !key.includes('.') && !hasOperator(value)) {
      q.rpcArgs.push([key, value])
      continue
    }
    const { path, field } = treePath(key)
    const { negated, operation } = parseFilterValue(value)
    q.filters.push({ path, filter: { field, negated, operation } })
  }
  for (const [key, raw] of rawRanges) q.ranges.set(key, resolveRange(raw, key === ''))
  return q
}
