import { describe, expect, it } from 'vitest'
import { formatMoney, fromCents, multiplyCents, percentOfCents, sumCents, toCents } from '@/lib/money'

describe('toCents', () => {
  it.each([
    [18.99, 1899],
    [9.75, 975],
    [11.5, 1150],
    [0, 0],
    [5, 500],
    ['18.99', 1899],
    ['11.50', 1150],
    ['7', 700],
    ['.5', 50],
    [' 3.10 ', 310],
  ] as const)('%j -> %d', (amount, cents) => {
    expect(toCents(amount)).toBe(cents)
  })

  it('rounds the decimal that was written, not its binary approximation', () => {
    expect(1.005 * 100).toBeLessThan(100.5) // why the naive Math.round(x * 100) is wrong
    expect(toCents(1.005)).toBe(101)
    expect(toCents('1.005')).toBe(101)
    expect(toCents(0.295)).toBe(30)
    expect(toCents(1.004)).toBe(100)
    expect(toCents('2.675')).toBe(268)
  })

  it('rounds halves away from zero, like Postgres round(numeric, 2)', () => {
    expect(toCents('-1.005')).toBe(-101)
    expect(toCents(-0.125)).toBe(-13)
    expect(toCents('-0.001')).toBe(0)
    expect(Object.is(toCents('-0.001'), -0)).toBe(false)
  })

  it('accepts exponent notation', () => {
    expect(toCents(1e21)).toBe(1e23)
    expect(toCents('1.5e3')).toBe(150000)
    expect(toCents(1e-7)).toBe(0)
  })

  it.each(['', 'abc', '1.2.3', '$5', '-', '.'])('rejects %j', (amount) => {
    expect(() => toCents(amount)).toThrow(RangeError)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (amount) => {
    expect(() => toCents(amount)).toThrow(RangeError)
  })
})

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1899, '$18.99'],
    [1150, '$11.50'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5.00'],
  ])('%d -> %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text)
  })

  it('refuses fractional cents instead of hiding them', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError)
  })
})

describe('cent arithmetic', () => {
  it('adds without float drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(sumCents([toCents(0.1), toCents(0.2)])).toBe(30)
    expect(sumCents([])).toBe(0)
  })

  it('multiplies a unit price by a whole quantity', () => {
    expect(multiplyCents(1899, 3)).toBe(5697)
    expect(() => multiplyCents(1899, 1.5)).toThrow(RangeError)
  })

  it('takes 7% tax rounded to the cent, halves away from zero', () => {
    expect(percentOfCents(5697, 7)).toBe(399) // 398.79
    expect(percentOfCents(1050, 7)).toBe(74) // 73.5
    expect(percentOfCents(0, 7)).toBe(0)
  })

  it('converts back to dollars for numeric columns', () => {
    expect(fromCents(1899)).toBe(18.99)
  })
})
