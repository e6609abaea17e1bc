import { Link } from 'react-router-dom'
import { JarMark } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { formatMoney, toCents } from '@/lib/money'
import type { ProductSummary } from '@/types/models'

/** One product in the grid; the whole card is one link to the product page (by slug). */
export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white">
      <div className="aspect-square bg-brand-50">
        {product.main_image_url ? (
          <img
            src={product.main_image_url}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center">
            <JarMark className="size-20 opacity-60" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-bold">
          <Link
            to={paths.product.getHref(product.product_slug)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {product.product_name}
          </Link>
        </h2>
        <p className="font-semibold text-ink-muted">{formatMoney(toCents(product.price))}</p>
      </div>
    </article>
  )
}
