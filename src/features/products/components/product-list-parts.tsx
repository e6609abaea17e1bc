import { ButtonLink } from '@/components/ui/button'
import { adminPaths } from '@/config/admin-paths'
import { cn } from '@/lib/cn'
import { formatMoney, toCents } from '@/lib/money'
import { toast } from '@/stores/toast'
import type { AdminProductListRow } from '../api/get-admin-products'
import { lowStockOf } from '../lib/product-list'
import { DeleteProductButton } from './delete-product-button'

// The pieces of a product's line, shared by the table (wide screens) and the cards (phones).

export function ProductThumb({ row }: { row: AdminProductListRow }) {
  // Decorative: the product's name is beside it.
  return row.main_image_url ? (
    <img
      src={row.main_image_url}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      className="size-10 shrink-0 rounded-md object-cover"
    />
  ) : (
    <span aria-hidden="true" className="size-10 shrink-0 rounded-md bg-brand-50" />
  )
}

/** The name, and the slug beneath it (the spec's slug column, kept narrow). */
export function ProductName({ row }: { row: AdminProductListRow }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <ProductThumb row={row} />
      <span className="min-w-0">
        <span className="block font-semibold">{row.product_name}</span>
        <span className="block font-mono text-xs break-all text-ink-muted">
          <span className="sr-only">Slug: </span>
          {row.product_slug}
        </span>
      </span>
    </span>
  )
}

async function copyId(row: AdminProductListRow) {
  try {
    await navigator.clipboard.writeText(row.id)
    toast({ title: 'ID Copied', description: `The ID of ${row.product_name} is on the clipboard.` })
  } catch {
    toast({ title: 'Copy Failed', description: `The ID of ${row.product_name} is ${row.id}.`, variant: 'destructive' })
  }
}

/** The id's first 8 characters (enough to tell products apart), the whole id on hover and by Copy. */
export function ProductId({ row }: { row: AdminProductListRow }) {
  return (
    <span className="flex items-center gap-1 whitespace-nowrap">
      <code title={row.id} className="text-xs">
        {row.id.slice(0, 8)}
      </code>
      <button
        type="button"
        aria-label={`Copy ID of ${row.product_name}`}
        onClick={() => void copyId(row)}
        className="min-h-9 rounded-full px-2 text-xs font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Copy
      </button>
    </span>
  )
}

export function ProductPrice({ row }: { row: AdminProductListRow }) {
  return <>{formatMoney(toCents(row.price))}</>
}

/** The count, and "Low stock" in words (not colour alone), naming the sizes that run low. */
export function ProductStock({ row }: { row: AdminProductListRow }) {
  const { low, sizes } = lowStockOf(row)
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span>{row.inventory_count ?? '—'}</span>
      {low ? (
        <span className="rounded-full bg-saffron-300 px-2 py-0.5 text-xs font-semibold text-ink">
          Low stock{sizes.length > 0 ? `: ${sizes.join(', ')}` : ''}
        </span>
      ) : null}
    </span>
  )
}

export function ProductActive({ row }: { row: AdminProductListRow }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        row.is_active ? 'bg-brand-50 text-brand-800' : 'bg-ink/10 text-ink',
      )}
    >
      {row.is_active ? 'Active' : 'Inactive'}
    </span>
  )
}

export function ProductActions({ row }: { row: AdminProductListRow }) {
  return (
    <span className="flex gap-2 whitespace-nowrap">
      <ButtonLink
        variant="secondary"
        to={adminPaths.editProduct.getHref(row.id)}
        aria-label={`Edit ${row.product_name}`}
      >
        Edit
      </ButtonLink>
      <DeleteProductButton product={row} />
    </span>
  )
}
