import * as z from 'zod/mini'

const facetValues = <T extends z.ZodMiniType>(value: T) =>
  z.array(z.object({ value, count: z.number().check(z.int(), z.nonnegative()) }))

/** `catalog_facets()` returns jsonb, typed as Json: its shape is checked rather than trusted. */
export const facetsSchema = z.object({
  category_types: facetValues(z.string()),
  cuisines: facetValues(z.string()),
  rarities: facetValues(z.string()),
  organic: facetValues(z.boolean()),
  product_count: z.number(),
  price_ceiling: z.number(),
})
