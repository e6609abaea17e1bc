import { describe, expect, it } from 'vitest'
import { matchesFilter, parseFilter, type Condition } from '../../../supabase/local/realtime/filter.ts'

const types: Record<string, string> = {
  id: 'int8',
  price: 'numeric',
  name: 'text',
  active: 'bool',
  created_at: 'timestamptz',
  uid: 'uuid',
  tags: '_text',
  meta: 'jsonb',
}

function conditions(filter: string): Condition[] {
  const parsed = parseFilter(filter)
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.conditions
}

const matches = (filter: string, record: Record<string, unknown>) =>
  matchesFilter(conditions(filter), record, (c) => types[c])

describe('parseFilter', () => {
  it('reads col=op.value, not., in lists and quoted values', () => {
    expect(conditions('name=eq.Saffron')).toEqual([
      { column: 'name', operator: 'eq', negated: false, values: ['Saffron'] },
    ])
    expect(conditions('id=not.in.(1,2,"3,4")')).toEqual([
      { column: 'id', operator: 'in', negated: true, values: ['1', '2', '3,4'] },
    ])
    expect(conditions('name=eq."a,b",price=gt.5').map((c) => c.values)).toEqual([['a,b'], ['5']])
    expect(conditions('name=eq."say \\"hi\\""')[0]!.values).toEqual(['say "hi"'])
    expect(conditions('')).toEqual([])
  })

  it('refuses what is not a condition', () => {
    expect(parseFilter('name').ok).toBe(false)
    expect(parseFilter('name=like').ok).toBe(true)
    expect(parseFilter('name=contains.x').ok).toBe(false)
    expect(parseFilter('id=in.1,2').ok).toBe(false)
    expect(parseFilter('id=is.maybe').ok).toBe(false)
    expect(parseFilter('name=match.(').ok).toBe(false)
  })
})

describe('matchesFilter', () => {
  it('compares by the column type', () => {
    expect(matches('price=eq.12.50', { price: 12.5 })).toBe(true)
    expect(matches('price=gt.9', { price: 12.5 })).toBe(true)
    expect(matches('price=lte.12', { price: 12.5 })).toBe(false)
    expect(matches('name=lt.b', { name: 'a' })).toBe(true)
    expect(matches('active=eq.true', { active: true })).toBe(true)
    expect(matches('active=eq.f', { active: true })).toBe(false)
    expect(matches('created_at=gte.2026-01-01T00:00:00Z', { created_at: '2026-01-01T00:00:00+00:00' })).toBe(true)
    expect(
      matches('uid=eq.ABCDEF00-0000-0000-0000-000000000000', { uid: 'abcdef00-0000-0000-0000-000000000000' }),
    ).toBe(true)
    expect(matches('tags=eq.{a,b}', { tags: ['a', 'b'] })).toBe(true)
    expect(matches('meta=eq.{"a":1}', { meta: { a: 1 } })).toBe(true)
  })

  it('in, neq, is, isdistinct, like, ilike, match and not', () => {
    expect(matches('id=in.(1,2,3)', { id: 2 })).toBe(true)
    expect(matches('id=not.in.(1,2,3)', { id: 2 })).toBe(false)
    expect(matches('id=neq.2', { id: 3 })).toBe(true)
    expect(matches('name=is.null', { name: null })).toBe(true)
    expect(matches('name=not.is.null', { name: 'x' })).toBe(true)
    expect(matches('name=isdistinct.x', { name: null })).toBe(true)
    expect(matches('name=like.Saf%', { name: 'Saffron' })).toBe(true)
    expect(matches('name=like.saf%', { name: 'Saffron' })).toBe(false)
    expect(matches('name=ilike.*FRON', { name: 'Saffron' })).toBe(true)
    expect(matches('name=like.S_ffron', { name: 'Saffron' })).toBe(true)
    expect(matches('name=imatch.^saf', { name: 'Saffron' })).toBe(true)
  })

  it('follows SQL NULL logic, and a column missing from the record matches nothing', () => {
    expect(matches('name=eq.x', { name: null })).toBe(false)
    expect(matches('name=neq.x', { name: null })).toBe(false)
    expect(matches('name=not.eq.x', { name: null })).toBe(false)
    expect(matches('name=eq.x', { id: 1 })).toBe(false)
    expect(matches('name=not.eq.x', { id: 1 })).toBe(false)
  })

  it('ANDs several conditions', () => {
    expect(matches('price=gt.5,price=lt.20', { price: 12.5 })).toBe(true)
    expect(matches('price=gt.5,name=eq.x', { price: 12.5, name: 'y' })).toBe(false)
  })
})
