import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query'
import { addressKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { Address, AddressFields } from '../types'

export interface SaveAddressVariables {
  userId: string
  /** The address to change; absent to add one. */
  id?: string
  fields: AddressFields
}

/**
 * Adds or edits an address. The database keeps exactly one default: the first address becomes it, a new
 * default takes over from the old one, and unticking the default leaves it the default until another is
 * chosen. So the saved row (returned) may differ from what was sent in is_default.
 */
async function saveAddress({ id, fields }: SaveAddressVariables): Promise<Address> {
  const { data, error } = id
    ? await db.from('addresses').update(fields).eq('id', id).select().single()
    : await db.from('addresses').insert(fields).select().single()
  if (error) throw error
  return data
}

/** `meta` says how a failure is announced: the account's address book and the checkout say it differently. */
export function useSaveAddress(meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveAddress,
    meta,
    // Another address may have lost its default: read the list again.
    onSettled: (_data, _error, { userId }) => queryClient.invalidateQueries({ queryKey: addressKeys.list(userId) }),
  })
}
