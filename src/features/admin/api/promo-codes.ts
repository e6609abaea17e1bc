import { queryOptions, useQuery } from '@tanstack/react-query'
import { failureToast } from '@/lib/failure-toast'
import { adminKeys, checkoutKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { useInvalidatingMutation } from './invalidating-mutation'

type Tables = Database['public']['Tables']
export type PromoCode = Tables['promo_codes']['Row']
export type PromoCodeFields = Omit<Tables['promo_codes']['Insert'], 'uses' | 'created_at' | 'updated_at'>

const COLUMNS =
  'code, description, discount_type, discount_value, min_subtotal, is_active, starts_at, ends_at, max_uses, uses, created_at, updated_at'

/** Every promo code, newest first (admins only, by RLS). */
async function getPromoCodes(signal: AbortSignal) {
  const { data, error } = await db
    .from('promo_codes')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .abortSignal(signal)
  if (error) throw error
  return data
}

export const promoCodesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.promoCodes(), queryFn: ({ signal }) => getPromoCodes(signal) })

export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions())
}

/** A new code (its text is fixed from then on: orders name it). */
async function createPromoCode(fields: PromoCodeFields) {
  const { error } = await db.from('promo_codes').insert(fields)
  if (error) throw error
}

/** Changes a code's terms or switches it on or off; the code itself and its uses stay the database's. */
async function updatePromoCode({ code, ...changes }: Partial<PromoCodeFields> & { code: string }) {
  const { data, error } = await db.from('promo_codes').update(changes).eq('code', code).select('code')
  if (error) throw error
  if (data.length === 0) throw new Error(`Promo code ${code} no longer exists.`)
}

/** A change refreshes the list, and any checkout quote this browser holds (it may have used the code). */
const KEYS = [adminKeys.promoCodes(), checkoutKeys.quotes()]

/** Postgres' unique violation: the code is taken. */
export const isTakenCodeError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'

/** A taken code is the form's own message on the Code field, not a toast. */
const saveFailed = (error: Error) => (isTakenCodeError(error) ? null : failureToast('Save Failed')(error))

export const useCreatePromoCode = () => useInvalidatingMutation(createPromoCode, KEYS, saveFailed)
export const useUpdatePromoCode = () => useInvalidatingMutation(updatePromoCode, KEYS, saveFailed)
export const useActivatePromoCode = () => useInvalidatingMutation(updatePromoCode, KEYS, 'Activate Failed')
/** Deactivating is confirmed first: its dialog (ConfirmButton) announces a failure, as the rates' removals do. */
export const useDeactivatePromoCode = () => useInvalidatingMutation(updatePromoCode, KEYS)
