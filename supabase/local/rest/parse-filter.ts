import { Cursor, GrammarError, field, parseWith, quotedValue } from './grammar.ts'
import { queryParseError } from './errors.ts'
import type { Filter, FtsOperator, IsValue, LogicTree, Operation, QuantOperator, SimpleOperator } from './types.ts'

const SIMPLE_OPERATORS = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'isdistinct',
])
const QUANT_OPERATORS = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'])
export const FTS_OPERATORS: ReadonlySet<string> = new Set(['fts', 'plfts', 'phfts', 'wfts'])
/** Every operator a filter value may start with (besides `in`, `is` and `not`). */
export const OPERATOR_NAMES: ReadonlySet<string> = new Set([...SIMPLE_OPERATORS, ...FTS_OPERATORS])
/** Bounds recursion on hostile input; no real query comes near it. */
const MAX_DEPTH = 64
const IS_VALUES = new Set<string>(['null', 'not_null', 'true', 'false', 'unknown'])

/** Where an operand ends: the rest of the parameter, or (inside a logic tree) the next `,`/`)`. */
type ValueReader = (c: Cursor) => string

const restOfInput: ValueReader = (c) => c.rest()

/** A value inside `or=(...)`: quoted, a `{...}` array literal, or everything up to `,`/`)`. */
const logicValue: ValueReader = (c) => {
  const start = c.pos
  if (c.peek() === '"') {
    try {
      const v = quotedValue(c)
      if (c.done || c.peek() === ',' || c.peek() === ')') return v
    } catch (e) {
      if (!(e instanceof GrammarError)) throw e
    }
    c.pos = start
  }
  if (c.peek() === '{') {
    const close = c.text.indexOf('}', c.pos)
    const inner = close < 0 ? '' : c.text.slice(c.pos + 1, close)
    if (close >= 0 && !inner.includes('{')) {
      c.pos = close + 1
      return c.text.slice(start, c.pos)
    }
  }
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos++
  return c.text.slice(start, c.pos)
}

/** `in.(a,"b,c")`: the list after `in.`. */
function listValue(c: Cursor): string[] {
  c.skipSpaces()
  c.expect('(')
  c.skipSpaces()
  if (c.eat(')')) return []
  const values: string[] = []
  for (;;) {
    values.push(listElement(c))
    if (c.eat(',')) continue
    c.skipSpaces()
    if (c.eat(')')) return values
    c.unexpected('"," or ")"')
  }
}

function listElement(c: Cursor): string {
  const start = c.pos
  if (c.peek() === '"') {
    try {
      const v = quotedValue(c)
      if (c.peek() === ',' || c.peek() === ')') return v
    } catch (e) {
      if (!(e instanceof GrammarError)) throw e
    }
    c.pos = start
  }
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos++
  return c.text.slice(start, c.pos)
}

function readUntil(c: Cursor, stops: string): string {
  const start = c.pos
  while (!c.done && !stops.includes(c.peek())) c.pos++
  return c.text.slice(start, c.pos)
}

/** `[not.]op.value` — an operator expression with its operand. */
function opExpr(c: Cursor, value: ValueReader, inLogic: boolean): { negated: boolean; operation: Operation } {
  const negated = c.eat('not.')
  return { negated, operation: operation(c, value, inLogic) }
}

function operation(c: Cursor, value: ValueReader, inLogic: boolean): Operation {
  if (c.eat('in.')) {
    const values = listValue(c)
    c.skipSpaces()
    if (!inLogic) c.expectEnd()
    return { kind: 'in', values }
  }
  if (c.eat('is.')) {
    const start = c.pos
    const raw = inLogic ? readUntil(c, ',)') : c.rest()
    const v = raw.toLowerCase()
    if (!IS_VALUES.has(v)) c.fail('unexpected value expecting null or trilean value (unknown, true, false)', start)
    return { kind: 'is', value: v as IsValue }
  }
  const opStart = c.pos
  const name = readUntil(c, '.(,)')
  if (FTS_OPERATORS.has(name)) {
    let config: string | undefined
    if (c.eat('(')) {
      const m = /^[\p{L}\p{N}_$ ]+/u.exec(c.text.slice(c.pos))
      if (!m) c.unexpected('letter or digit')
      config = m[0].trim()
      c.pos += m[0].length
      c.expect(')')
    }
    if (!c.eat('.')) c.unexpected('delimiter (.)')
    return { kind: 'fts', op: name as FtsOperator, value: value(c), ...(config !== undefined && { config }) }
  }
  if (c.peek() === '(') {
    if (!QUANT_OPERATORS.has(name)) c.fail(`unknown single value operator ${name}`, opStart)
    c.pos++
    const quantifier = c.eat('any') ? 'any' : c.eat('all') ? 'all' : c.unexpected('"any" or "all"')
    c.expect(')')
    if (!c.eat('.')) c.unexpected('delimiter (.)')
    return { kind: 'quant', op: name as QuantOperator, quantifier, value: value(c) }
  }
  if (!c.eat('.')) {
    if (SIMPLE_OPERATORS.has(name) || c.done) c.unexpected('delimiter (.)')
    c.fail(`unknown single value operator ${name}`, opStart)
  }
  if (!SIMPLE_OPERATORS.has(name)) c.fail(`unknown single value operator ${name}`, opStart)
  return { kind: 'op', op: name as SimpleOperator, value: value(c) }
}

/** The value of a filter parameter, e.g. `not.in.(1,2)` of `id=not.in.(1,2)`. */
export function parseFilterValue(input: string): { negated: boolean; operation: Operation } {
  return parseWith('filter', input, (c) => opExpr(c, restOfInput, false))
}

/**
 * A logic tree parameter: `key` is `or`, `and`, `not.or`, ... (already stripped of its embed
 * path) and `value` is `(a.eq.1,and(b.gt.2,c.is.null))`.
 */
export function parseLogicTree(op: string, value: string): LogicTree {
  const input = op + value
  const c = new Cursor(input)
  try {
    const tree = logicTree(c)
    c.skipSpaces()
    c.expectEnd()
    return tree
  } catch (e) {
    if (e instanceof GrammarError) throw queryParseError('logic tree', value, e.column, e.details)
    throw e
  }
}

function logicTree(c: Cursor, depth = 0): LogicTree {
  c.skipSpaces()
  const m = /^(not\.)?(and|or)\(/.exec(c.text.slice(c.pos))
  if (m) {
    if (depth >= MAX_DEPTH) c.fail(`logic trees nest at most ${MAX_DEPTH} levels deep`)
    c.pos += m[0].length
    const children = [logicTree(c, depth + 1)]
    c.skipSpaces()
    while (c.eat(',')) {
      children.push(logicTree(c, depth + 1))
      c.skipSpaces()
    }
    c.expect(')')
    c.skipSpaces()
    return { kind: 'logic', op: m[2] as 'and' | 'or', negated: m[1] !== undefined, children }
  }
  if (c.peek() === ')' || c.done)
    c.unexpected('field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)')
  const f = field(c)
  if (!c.eat('.')) c.unexpected('delimiter (.)')
  const { negated, operation } = opExpr(c, logicValue, true)
  const filter: Filter = { field: f, negated, operation }
  return { kind: 'filter', filter }
}
