import { Cursor, fieldName, jsonPath, parseWith } from './grammar.ts'
import type { EmbedItem, JoinType, SelectItem } from './types.ts'

/** Parses `select=`: `*`, `alias:col->a::text`, `alias:rel!hint!inner(...)`, `...rel(...)`. */
export function parseSelect(input: string): SelectItem[] {
  if (input.trim() === '') return [{ kind: 'star' }]
  return parseWith('select parameter', input, (c) => {
    const items = forest(c)
    c.expectEnd('"," or end of input')
    return items
  })
}

/** Bounds recursion on hostile input; no real query comes near it. */
const MAX_DEPTH = 32

function forest(c: Cursor, depth = 0): SelectItem[] {
  if (depth >= MAX_DEPTH) c.fail(`embedded resources nest at most ${MAX_DEPTH} levels deep`)
  const items = [item(c, depth)]
  c.skipSpaces()
  while (c.eat(',')) {
    items.push(item(c, depth))
    c.skipSpaces()
  }
  return items
}

/** After a select item only `,`, `)` or the end may follow. */
function itemEnd(c: Cursor): void {
  c.skipSpaces()
  if (!c.done && c.peek() !== ',' && c.peek() !== ')') c.unexpected('"," or ")" or end of input')
}

function item(c: Cursor, depth: number): SelectItem {
  c.skipSpaces()
  if (c.eat('...')) {
    const relation = fieldName(c)
    return embed(c, relation, undefined, true, depth)
  }
  if (c.eat('*')) {
    itemEnd(c)
    return { kind: 'star' }
  }
  let name = fieldName(c)
  let alias: string | undefined
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++
    alias = name
    name = fieldName(c)
  }
  if (c.peek() === '!' || c.peek() === '(') return embed(c, name, alias, false, depth)

  const path = jsonPath(c)
  let cast: string | undefined
  if (c.eat('::')) {
    const m = /^[\p{L}\p{N}_$ ]+/u.exec(c.text.slice(c.pos))
    if (!m || !m[0].trim()) c.unexpected('letter or digit')
    cast = m[0].trim()
    c.pos += m[0].length
  }
  itemEnd(c)
  return {
    kind: 'field',
    field: { name, path },
    ...(alias !== undefined && { alias }),
    ...(cast !== undefined && { cast }),
  }
}

function embed(c: Cursor, relation: string, alias: string | undefined, spread: boolean, depth: number): EmbedItem {
  let hint: string | undefined
  let joinType: JoinType | undefined
  for (let i = 0; i < 2 && c.eat('!'); i++) {
    const word = fieldName(c)
    if (word === 'inner' || word === 'left') joinType = word
    else hint = word
  }
  if (c.peek() !== '(') c.unexpected('"(" or "!"')
  c.pos++
  c.skipSpaces()
  const children = c.peek() === ')' ? [] : forest(c, depth + 1)
  c.skipSpaces()
  c.expect(')')
  itemEnd(c)
  return {
    kind: 'embed',
    relation,
    spread,
    children,
    ...(alias !== undefined && { alias }),
    ...(hint !== undefined && { hint }),
    ...(joinType !== undefined && { joinType }),
  }
}
