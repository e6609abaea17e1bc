import { ProductCard, ProductCardImage } from '@/components/product/product-card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { usePageSettled } from '@/hooks/use-page-settled'
import { formatMoney, toCents } from '@/lib/money'
import type { ProductRow } from '@/types/models'
import { RELATED_PRODUCTS_LIMIT, useRelatedProducts } from '../api/get-related-products'
import { PLACEHOLDER_IMAGE } from '../lib/product-content'

/** "You Might Also Like": up to 4 other active products of the same type. */
export function RelatedProducts({ product, slugOrId }: { product: ProductRow; slugOrId: string }) {
  // Below the fold: asked once the page has settled, so it never delays the product's own paint.
  const settled = usePageSettled()
  const related = useRelatedProducts(
    slugOrId,
    { id: product.id, slug: product.product_slug, categoryType: product.category_type },
    { enabled: settled },
  )
  if (related.isSuccess && related.data.length === 0) return null

  return (
    <section className="mt-16" aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-2xl font-bold">
        You Might Also Like
      </h2>
      {related.isPending ? (
        <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4" role="status" aria-label="Loading related spices">
          {Array.from({ length: RELATED_PRODUCTS_LIMIT }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4] rounded-2xl" />
          ))}
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {(related.data ?? []).map((item) => (
            <li key={item.id}>
              <ProductCard
                variant="related"
                name={item.product_name}
                href={paths.product.getHref(item.product_slug)}
                image={<ProductCardImage src={item.main_image_url || PLACEHOLDER_IMAGE} alt="" size={300} />}
              >
                <p className="text-sm font-semibold text-ink-muted">{formatMoney(toCents(item.price))}</p>
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
