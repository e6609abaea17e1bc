import { type Cursor, field, fieldName, parseWith } from './grammar.ts'
import type { Field, OrderTerm } from './types.ts'

/** Parses `order=`: `col.desc.nullslast,data->>k,rel(col).asc`. */
export function parseOrder(input: string): OrderTerm[] {
  return parseWith('order', input, (c) => {
    const terms = [term(c)]
    while (c.eat(',')) terms.push(term(c))
    c.expectEnd('"," or end of input')
    return terms
  })
}

function term(c: Cursor): OrderTerm {
  c.skipSpaces()
  const save = c.pos
  let relation: string | undefined
  let f: Field
  const name = fieldName(c)
  if (c.peek() === '(') {
    c.pos++
    relation = name
    f = field(c)
    c.expect(')')
  } else {
    c.pos = save
    f = field(c)
  }
  const t: OrderTerm = { field: f, ...(relation !== undefined && { relation }) }
  if (c.eat('.')) {
    if (c.eat('asc')) t.direction = 'asc'
    else if (c.eat('desc')) t.direction = 'desc'
    else if (c.eat('nullsfirst')) t.nulls = 'first'
    else if (c.eat('nullslast')) t.nulls = 'last'
    else c.unexpected('"asc", "desc", "nullsfirst" or "nullslast"')
    if (t.direction && c.eat('.')) {
      if (c.eat('nullsfirst')) t.nulls = 'first'
      else if (c.eat('nullslast')) t.nulls = 'last'
      else c.unexpected('"nullsfirst" or "nullslast"')
    }
  }
  c.skipSpaces()
  if (!c.done && c.peek() !== ',') c.unexpected(t.nulls ? '"," or end of input' : 'delimiter (.), "," or end of input')
  return t
}
