import { WishlistPage } from '@/features/wishlist/components/wishlist-page'
import { useAuth } from '@/lib/auth'
import { wishlistQueryOptions } from '@/features/wishlist/api/get-wishlist'
import { requireSession } from '../../require-session'

export const clientLoader = requireSession((queryClient, { userId }) => [
  queryClient.ensureQueryData(wishlistQueryOptions(userId)),
])

export default function WishlistRoute() {
  const { user } = useAuth()
  // The area's guard renders its screens only for a signed-in user.
  return user ? <WishlistPage userId={user.id} /> : null
}
