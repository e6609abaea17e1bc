import { describe, expect, it } from 'vitest'
import { isUuid, productLookupColumn } from '@/lib/product-id'

describe('product id recognition', () => {
  it.each([
    ['5f0c6f5e-8f7a-4c1e-9d2b-3a4b5c6d7e8f', true],
    ['5F0C6F5E-8F7A-4C1E-9D2B-3A4B5C6D7E8F', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['kashmiri-saffron', false],
    ['5f0c6f5e8f7a4c1e9d2b3a4b5c6d7e8f', false],
    ['5f0c6f5e-8f7a-4c1e-9d2b-3a4b5c6d7e8', false],
    ['5f0c6f5e-8f7a-4c1e-9d2b-3a4b5c6d7e8fa', false],
    ['zf0c6f5e-8f7a-4c1e-9d2b-3a4b5c6d7e8f', false],
    ['', false],
  ])('%s is a UUID: %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected)
    expect(productLookupColumn(value)).toBe(expected ? 'id' : 'product_slug')
  })
})
