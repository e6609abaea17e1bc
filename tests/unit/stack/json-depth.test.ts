import { describe, expect, it } from 'vitest'
import { nestsDeeperThan } from '../../../supabase/local/http/index.ts'

// The stack's depth check runs before any recursive code sees a request's JSON.

describe('nestsDeeperThan', () => {
  it('counts arrays and objects open at once, not how many there are', () => {
    expect(nestsDeeperThan('[[1],[2],{"a":[3]}]', 3)).toBe(false)
    expect(nestsDeeperThan('[[1],[2],{"a":[3]}]', 2)).toBe(true)
    expect(nestsDeeperThan('{"a":'.repeat(3) + '1' + '}'.repeat(3), 3)).toBe(false)
    expect(nestsDeeperThan('{"a":'.repeat(4) + '1' + '}'.repeat(4), 3)).toBe(true)
    expect(nestsDeeperThan('['.repeat(1_000_000), 1000)).toBe(true)
  })

  it('skips brackets inside strings, escaped quotes included, unless quotes are not JSON', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(50)}"}`, 1)).toBe(false)
    expect(nestsDeeperThan(`{"a":"\\"${'['.repeat(50)}"}`, 1)).toBe(false)
    expect(nestsDeeperThan(`"${'['.repeat(50)}`, 5, true)).toBe(true)
  })
})
