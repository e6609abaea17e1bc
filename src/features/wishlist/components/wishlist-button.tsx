import { useLocation, useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { toast } from '@/stores/toast'
import { isWished, useWishlistEntry } from '../api/get-wishlist-entry'
import { useToggleWishlist } from '../api/toggle-wishlist'

const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
    <path
      d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
    />
  </svg>
)

/**
 * The product page's wishlist toggle (the app puts it beside Add to Cart). A guest is asked to log in (the auth page gets this page's path in router state to come back to);
 * a signed-in shopper's wishlist lives in the database.
 */
export function WishlistButton({
  productId,
  size,
  className,
}: {
  productId: string
  /** The size shown on the page (each size is its own wishlist row); null when there is none to show. */
  size: string | null
  className?: string
}) {
  const { user } = useAuth()
  const userId = user?.id
  const entry = useWishlistEntry(productId, userId)
  const toggle = useToggleWishlist()
  const navigate = useNavigate()
  const location = useLocation()
  const onWishlist = isWished(entry.data, size)

  const onClick = () => {
    if (!userId) {
      const from = `${location.pathname}${location.search}${location.hash}`
      toast({
        pageBound: true,
        title: 'Login Required',
        description: 'Please log in or sign up to save spices to your wishlist.',
        actions: [
          { label: 'Login/Signup', onClick: () => void navigate(paths.checkout.auth.getHref(), { state: { from } }) },
        ],
      })
      return
    }
    const add = !onWishlist
    toggle.mutate(
      { productId, userId, size, add },
      {
        onSuccess: () =>
          toast({
            pageBound: true,
            title: add ? 'Added to Wishlist' : 'Removed from Wishlist',
            description: add ? 'We saved this spice to your wishlist.' : 'This spice is no longer on your wishlist.',
          }),
      },
    )
  }

  return (
    <Button
      variant="secondary"
      size="lg"
      className={className}
      onClick={onClick}
      aria-busy={toggle.isPending || undefined}
      disabled={toggle.isPending}
    >
      <HeartIcon filled={onWishlist} />
      {onWishlist ? 'Remove from Wishlist' : 'Add to Wishlist'}
    </Button>
  )
}
