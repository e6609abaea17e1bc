import { SectionHeader } from '@/components/layouts/section-header'
import { AddressesPage } from '@/features/addresses/components/addresses-page'
import { useAuth } from '@/lib/auth'
import { addressesQueryOptions } from '@/features/addresses/api/get-addresses'
import { requireSession } from '../../require-session'

export const clientLoader = requireSession((queryClient, { userId }) => [
  queryClient.ensureQueryData(addressesQueryOptions(userId)),
])

export default function AddressesRoute() {
  const { user } = useAuth()
  // The area's guard renders its screens only for a signed-in user.
  return user ? (
    <>
      <SectionHeader title="Addresses" />
      <AddressesPage userId={user.id} />
    </>
  ) : null
}
