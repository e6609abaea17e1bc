import type { Tables, TablesInsert } from '@/types/database'

export type Address = Tables<'addresses'>

/** What the address form saves; user_id and is_default rules are the database's. */
export type AddressFields = Pick<
  TablesInsert<'addresses'>,
  'label' | 'full_name' | 'street' | 'apartment' | 'city' | 'state' | 'zip' | 'country' | 'phone' | 'is_default'
>
