import { describe, expect, it } from 'vitest'
import { normalizeFullName, splitFullName } from '@/features/auth/lib/full-name'

describe('splitFullName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Cher', 'Cher', ''],
    ['Mary Ann van der Berg', 'Mary', 'Ann van der Berg'],
    ['  Ada   King  Lovelace ', 'Ada', 'King Lovelace'],
    ['Ada\tLovelace\n', 'Ada', 'Lovelace'],
    ['José  Álvarez-Núñez', 'José', 'Álvarez-Núñez'],
    ['', '', ''],
    ['   ', '', ''],
  ])('splits %j into %j and %j', (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName })
  })

  it('normalizes a full name to single spaces', () => {
    expect(normalizeFullName('  Ada   King\tLovelace ')).toBe('Ada King Lovelace')
    expect(normalizeFullName('   ')).toBe('')
  })
})
