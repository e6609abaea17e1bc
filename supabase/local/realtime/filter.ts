/**
 * The `filter` of a postgres_changes binding: PostgREST-style conditions (`col=op.value`,
 * optionally `col=not.op.value`), comma-joined as AND. Values may be double-quoted to hold
 * `,()"\`, as RealtimePostgresFilterBuilder quotes them; commas inside brackets do not split.
 */
export type FilterOperator =
  'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'is' | 'like' | 'ilike' | 'match' | 'imatch' | 'isdistinct'

const OPERATORS = new Set<string>([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'is',
  'like',
  'ilike',
  'match',
  'imatch',
  'isdistinct',
])

export interface Condition {
  column: string
  operator: FilterOperator
  negated: boolean
  /** The value as text; `in` has one per list item. */
  values: string[]
  /** like/ilike/match/imatch, compiled once. */
  pattern?: RegExp
}

export type ParsedFilter = { ok: true; conditions: Condition[] } | { ok: false; message: string }

export function parseFilter(filter: string): ParsedFilter {
  const conditions: Condition[] = []
  for (const part of splitTopLevel(filter)) {
    if (part.trim() === '') continue
    const parsed = parseCondition(part)
    if (typeof parsed === 'string') return { ok: false, message: parsed }
    conditions.push(parsed)
  }
  return { ok: true, conditions }
}

function parseCondition(text: string): Condition | string {
  const eq = text.indexOf('=')
  const column = text.slice(0, eq).trim()
  if (eq <= 0 || column === '') return `"${text}" is not of the form column=operator.value`
  let rest = text.slice(eq + 1)
  let negated = false
  if (rest.startsWith('not.')) {
    negated = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  const operator = dot < 0 ? rest : rest.slice(0, dot)
  if (!OPERATORS.has(operator)) return `unknown operator "${operator}" in "${text}"`
  const op = operator as FilterOperator
  const raw = dot < 0 ? '' : rest.slice(dot + 1)

  if (op === 'in') {
    const list = raw.trim()
    if (!list.startsWith('(') || !list.endsWith(')')) return `"${text}": in needs a list such as in.(a,b)`
    const values = splitTopLevel(list.slice(1, -1)).map((v) => unquote(v.trim()))
    if (values.length === 0) return `"${text}": in needs at least one value`
    return { column, operator: op, negated, values }
  }
  if (op === 'is') {
    const value = raw.trim().toLowerCase()
    if (!['null', 'true', 'false', 'unknown'].includes(value)) return `"${text}": is takes null, true, false or unknown`
    return { column, operator: op, negated, values: [value] }
  }
  const value = unquote(raw)
  const condition: Condition = { column, operator: op, negated, values: [value] }
  try {
    if (op === 'like' || op === 'ilike') condition.pattern = likePattern(value, op === 'ilike')
    if (op === 'match' || op === 'imatch') condition.pattern = new RegExp(value, op === 'imatch' ? 'iu' : 'u')
  } catch {
    return `"${text}": invalid pattern`
  }
  return condition
}

/** Splits on commas outside double quotes and brackets (lists, array literals, JSON). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '\\') i++
      else if (c === '"') quoted = false
    } else if (c === '"') quoted = true
    else if (c === '(' || c === '{' || c === '[') depth++
    else if (c === ')' || c === '}' || c === ']') depth = Math.max(0, depth - 1)
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts
}

function unquote(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value
  return value.slice(1, -1).replace(/\\(.)/g, '$1')
}

/** SQL LIKE (`%`, `_`, and PostgREST's `*` for `%`; `\` escapes) as an anchored regular expression. */
function likePattern(pattern: string, caseInsensitive: boolean): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!
    if (c === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]!)
    else if (c === '%' || c === '*') source += '[\\s\\S]*'
    else if (c === '_') source += '[\\s\\S]'
    else source += escapeRegExp(c)
  }
  return new RegExp(`^${source}$`, caseInsensitive ? 'iu' : 'u')
}

function escapeRegExp(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/**
 * True when `record` satisfies every condition, compared as Postgres would compare values of the
 * column's type (`typeOf` gives pg_type.typname). SQL's three-valued logic: a comparison with
 * NULL matches nothing, negated or not; a column missing from the record (e.g. not in a
 * primary-key-only old record) matches nothing either.
 */
export function matchesFilter(
  conditions: readonly Condition[],
  record: Record<string, unknown> | undefined,
  typeOf: (column: string) => string | undefined,
): boolean {
  for (const condition of conditions) {
    if (!record || !Object.hasOwn(record, condition.column)) return false
    const result = evaluate(condition, record[condition.column], typeOf(condition.column) ?? 'text')
    if (result === null || result === condition.negated) return false
  }
  return true
}

function evaluate(c: Condition, value: unknown, type: string): boolean | null {
  const first = c.values[0] ?? ''
  switch (c.operator) {
    case 'is':
      if (first === 'null' || first === 'unknown') return value === null
      return value === (first === 'true')
    case 'isdistinct':
      return value === null ? true : compare(value, first, type) !== 0
    case 'in':
      if (value === null) return null
      return c.values.some((v) => compare(value, v, type) === 0)
    default:
      break
  }
  if (value === null) return null
  if (c.pattern) return c.pattern.test(typeof value === 'string' ? value : JSON.stringify(value))
  const order = compare(value, first, type)
  if (order === undefined) return null
  switch (c.operator) {
    case 'eq':
      return order === 0
    case 'neq':
      return order !== 0
    case 'lt':
      return order < 0
    case 'lte':
      return order <= 0
    case 'gt':
      return order > 0
    case 'gte':
      return order >= 0
    default:
      return null
  }
}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])
const TIME_TYPES = new Set(['timestamptz', 'timestamp', 'date'])
const TRUE_WORDS = new Set(['t', 'true', 'y', 'yes', 'on', '1'])
const FALSE_WORDS = new Set(['f', 'false', 'n', 'no', 'off', '0'])

/** Orders a record value against a filter value as the column type orders them; undefined when the filter value is not of that type. */
function compare(value: unknown, text: string, type: string): number | undefined {
  if (NUMBER_TYPES.has(type)) {
    const a = Number(value)
    const b = text.trim() === '' ? NaN : Number(text)
    return Number.isNaN(a) || Number.isNaN(b) ? undefined : Math.sign(a - b)
  }
  if (type === 'bool') {
    const word = text.trim().toLowerCase()
    const b = TRUE_WORDS.has(word) ? 1 : FALSE_WORDS.has(word) ? 0 : undefined
    return b === undefined ? undefined : Math.sign((value === true ? 1 : 0) - b)
  }
  if (TIME_TYPES.has(type)) {
    const a = Date.parse(String(value))
    const b = Date.parse(text)
    return Number.isNaN(a) || Number.isNaN(b) ? undefined : Math.sign(a - b)
  }
  if (type === 'uuid') return order(String(value).toLowerCase(), text.trim().toLowerCase())
  if (type === 'json' || type === 'jsonb' || type.startsWith('_')) {
    const other = parseStructured(text)
    if (other !== undefined && deepEqual(value, other)) return 0
    return order(JSON.stringify(value), JSON.stringify(other ?? text))
  }
  return order(typeof value === 'string' ? value : JSON.stringify(value), text)
}

function order(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** JSON, or a Postgres array literal of scalars (`{a,b}`) as a JSON array of strings. */
function parseStructured(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    const t = text.trim()
    if (!t.startsWith('{') || !t.endsWith('}')) return undefined
    const inner = t.slice(1, -1)
    return inner === '' ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()))
  }
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a === 'number' && typeof b === 'string') return a === Number(b)
  if (typeof a === 'boolean' && typeof b === 'string') return String(a) === b
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  return ka.every((k) => Object.hasOwn(rb, k) && deepEqual(ra[k], rb[k]))
}
