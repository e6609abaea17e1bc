import { useMutation, useQueryClient } from '@tanstack/react-query'
import { addressKeys } from '@/lib/query-keys'
import { addressFailedToast } from '../lib/address-failed-toast'
import { db } from '@/lib/supabase'

export interface DeleteAddressVariables {
  userId: string
  id: string
}

/** Deletes one of the customer's addresses; deleting the default makes the most recently updated other one the default. */
async function deleteAddress({ id }: DeleteAddressVariables): Promise<void> {
  const { error } = await db.from('addresses').delete().eq('id', id)
  if (error) throw error
}

export function useDeleteAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAddress,
    meta: { errorToast: addressFailedToast },
    onSettled: (_data, _error, { userId }) => queryClient.invalidateQueries({ queryKey: addressKeys.list(userId) }),
  })
}
