/** The usual 8-4-4-4-12 hexadecimal form; the spec calls anything else a slug. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value)
}

/** Which column a `/product/{productId}` parameter names. */
export function productLookupColumn(slugOrId: string): 'id' | 'product_slug' {
  return isUuid(slugOrId) ? 'id' : 'product_slug'
}
