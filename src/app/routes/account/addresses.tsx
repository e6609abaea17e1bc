import { AddressesPage } from '@/features/account/components/addresses-page'
import { useAuth } from '@/lib/auth'

export default function AddressesRoute() {
  const { user } = useAuth()
  // The area's guard renders its screens only for a signed-in user.
  return user ? <AddressesPage userId={user.id} /> : null
}
