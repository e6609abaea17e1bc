import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { formatMoney, toCents } from '@/lib/money'
import type { ProductRow } from '@/types/models'
import { RELATED_PRODUCTS_LIMIT, useRelatedProducts } from '../api/get-related-products'
import { PLACEHOLDER_IMAGE } from '../utils/product-content'

/** "You Might Also Like": up to 4 other active products of the same type. */
export function RelatedProducts({ product, slugOrId }: { product: ProductRow; slugOrId: string }) {
  const related = useRelatedProducts(slugOrId, {
    id: product.id,
    slug: product.product_slug,
    categoryType: product.category_type,
  })
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
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white">
                <img
                  src={item.main_image_url || PLACEHOLDER_IMAGE}
                  alt=""
                  width={300}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full bg-brand-50 object-cover"
                />
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <h3 className="font-bold">
                    <Link
                      to={paths.product.getHref(item.product_slug)}
                      className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
                    >
                      {item.product_name}
                    </Link>
                  </h3>
                  <p className="text-sm font-semibold text-ink-muted">{formatMoney(toCents(item.price))}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
