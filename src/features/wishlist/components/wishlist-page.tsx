import { Link } from 'react-router-dom'
import { SectionHeader } from '@/components/layouts/section-header'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { formatMoney, toCents } from '@/lib/money'
import { useCartStore } from '@/stores/cart'
import { toast } from '@/stores/toast'
import { useWishlist } from '../api/get-wishlist'
import { useToggleWishlist } from '../api/toggle-wishlist'
import type { WishlistItem } from '../types'

function WishlistRow({ item, userId }: { item: WishlistItem; userId: string }) {
  const toggle = useToggleWishlist()
  const addItem = useCartStore((state) => state.addItem)
  const remove = (after: () => void) =>
    toggle.mutate({ userId, productId: item.product_id, size: item.size, add: false }, { onSuccess: after })

  const moveToCart = () => {
    // The price is for display; the cart reads current prices and place_order charges them.
    addItem({
      productId: item.product_id,
      slug: item.product_slug,
      name: item.product_name,
      imageUrl: item.main_image_url,
      size: item.size ? { value: item.size, label: item.size_label ?? item.size, priceModifier: 0 } : null,
      unitPriceCents: toCents(item.price),
    })
    remove(() =>
      toast({
        title: `${item.product_name} added to cart!`,
        actions: [{ label: 'View Cart', to: paths.cart.getHref() }],
      }),
    )
  }

  return (
    <li
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-brand-100 bg-white p-4"
      data-testid="wishlist-item"
    >
      {item.main_image_url ? (
        <img src={item.main_image_url} alt="" width={64} height={64} className="size-16 rounded-xl object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <Link to={paths.product.getHref(item.product_slug)} className="font-semibold hover:underline">
          {item.product_name}
        </Link>
        {item.size_label ? <p className="text-sm text-ink-muted">Size: {item.size_label}</p> : null}
        <p className="text-sm">
          {formatMoney(toCents(item.price))} ·{' '}
          <span className={item.in_stock ? 'text-leaf-700' : 'text-danger-700'}>
            {item.in_stock ? (item.back_in_stock ? 'Back in stock' : 'In stock') : 'Out of stock'}
          </span>
        </p>
      </div>
      <div className="flex gap-2">
        <Button onClick={moveToCart} disabled={!item.in_stock || toggle.isPending}>
          Move to Cart
        </Button>
        <Button
          variant="secondary"
          disabled={toggle.isPending}
          aria-label={`Remove ${item.product_name} from wishlist`}
          onClick={() => remove(() => toast({ title: 'Removed from Wishlist' }))}
        >
          Remove
        </Button>
      </div>
    </li>
  )
}

/** The customer's wished products and sizes, with stock; each can move to the cart or be removed. */
export function WishlistPage({ userId }: { userId: string }) {
  const wishlist = useWishlist(userId)
  let body
  if (wishlist.isPending) body = <Skeleton className="h-24" />
  else if (wishlist.isError) body = <p className="text-danger-700">Your wishlist could not be loaded.</p>
  else if (wishlist.data.length === 0)
    body = (
      <p>
        Your wishlist is empty.{' '}
        <Link to={paths.shop.getHref()} className="font-semibold text-brand-700 underline">
          Browse spices
        </Link>
      </p>
    )
  else
    body = (
      <ul className="space-y-3">
        {wishlist.data.map((item) => (
          <WishlistRow key={item.id} item={item} userId={userId} />
        ))}
      </ul>
    )
  return (
    <>
      <SectionHeader title="Wishlist" />
      {body}
    </>
  )
}
