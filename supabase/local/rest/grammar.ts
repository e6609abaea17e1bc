import { queryParseError } from './errors.ts'
import type { Field, JsonStep } from './types.ts'

/** A parse failure at a position; `parseWith` turns it into PGRST100. */
export class GrammarError extends Error {
  constructor(
    readonly column: number,
    readonly details: string,
  ) {
    super(details)
  }
}

/** Characters of an unquoted identifier, as PostgREST's `pIdentifierChar` (letters, digits, `_`, `$`, space). */
const IDENT_CHAR = /[\p{L}\p{N}_$ ]/u

/** A hand-written recursive-descent reader over one parameter value. */
export class Cursor {
  pos = 0

  constructor(readonly text: string) {}

  get done(): boolean {
    return this.pos >= this.text.length
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? ''
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos)
  }

  eat(s: string): boolean {
    if (!this.startsWith(s)) return false
    this.pos += s.length
    return true
  }

  expect(s: string): void {
    if (!this.eat(s)) this.unexpected(`"${s}"`)
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++
  }

  rest(): string {
    const r = this.text.slice(this.pos)
    this.pos = this.text.length
    return r
  }

  fail(details: string, at = this.pos): never {
    throw new GrammarError(at + 1, details)
  }

  unexpected(expecting: string): never {
    const what = this.done ? 'end of input' : `"${this.peek()}"`
    this.fail(`unexpected ${what} expecting ${expecting}`)
  }

  expectEnd(expecting = 'end of input'): void {
    if (!this.done) this.unexpected(expecting)
  }
}

/** Runs a parser over a whole parameter value, reporting failures as PostgREST does. */
export function parseWith<T>(what: string, input: string, parse: (c: Cursor) => T): T {
  const cursor = new Cursor(input)
  try {
    return parse(cursor)
  } catch (e) {
    if (e instanceof GrammarError) throw queryParseError(what, input, e.column, e.details)
    throw e
  }
}

/** `"quoted \" value"` — a double-quoted string with backslash escapes. */
export function quotedValue(c: Cursor): string {
  c.expect('"')
  let out = ''
  for (;;) {
    if (c.done) c.unexpected('"\\"" (closing quote)')
    const ch = c.peek()
    c.pos++
    if (ch === '"') return out
    if (ch === '\\') {
      if (c.done) c.unexpected('escaped character')
      out += c.peek()
      c.pos++
    } else {
      out += ch
    }
  }
}

function identifierRun(c: Cursor): string {
  const start = c.pos
  while (!c.done && IDENT_CHAR.test(c.peek())) c.pos++
  return c.text.slice(start, c.pos)
}

/**
 * A field (column, relation, alias) name: quoted, or identifier runs joined by single dashes
 * (a dash followed by `>` starts a JSON arrow instead). Surrounding spaces are dropped.
 */
export function fieldName(c: Cursor): string {
  c.skipSpaces()
  if (c.peek() === '"') return quotedValue(c)
  const start = c.pos
  let name = identifierRun(c)
  while (c.peek() === '-' && c.peek(1) !== '>' && IDENT_CHAR.test(c.peek(1))) {
    c.pos++
    name += '-' + identifierRun(c)
  }
  name = name.trim()
  if (!name) {
    c.pos = start
    c.unexpected('field name (* or [a..z0..9_$])')
  }
  return name
}

/** True at a character that may end a JSON array index (`->0`). */
function atIndexEnd(c: Cursor): boolean {
  return c.done || c.startsWith('->') || c.startsWith('::') || ['.', ',', ')', ':'].includes(c.peek())
}

/** `->key->>0`: zero or more JSON steps. */
export function jsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = []
  for (;;) {
    let arrow: JsonStep['arrow']
    if (c.eat('->>')) arrow = '->>'
    else if (c.eat('->')) arrow = '->'
    else return steps
    const m = /^-?\d+/.exec(c.text.slice(c.pos))
    if (m) {
      const save = c.pos
      c.pos += m[0].length
      if (atIndexEnd(c)) {
        steps.push({ arrow, key: m[0], index: true })
        continue
      }
      c.pos = save
    }
    steps.push({ arrow, key: fieldName(c), index: false })
  }
}

/** A column with an optional JSON path, e.g. `data->a->>b`. */
export function field(c: Cursor): Field {
  const name = fieldName(c)
  const path = jsonPath(c)
  c.skipSpaces()
  return { name, path }
}

/** `a,b,"c d"`: a comma-separated list of field names (`columns`, `on_conflict`). */
export function fieldNameList(c: Cursor): string[] {
  const names = [fieldName(c)]
  c.skipSpaces()
  while (c.eat(',')) {
    names.push(fieldName(c))
    c.skipSpaces()
  }
  c.expectEnd('"," or end of input')
  return names
}
