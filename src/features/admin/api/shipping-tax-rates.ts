import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminKeys, checkoutKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { useInvalidatingMutation } from './invalidating-mutation'

export type ShippingRate = Pick<
  Database['public']['Tables']['shipping_rates']['Row'],
  'country' | 'flat_rate' | 'free_over'
>
export type TaxRate = Pick<Database['public']['Tables']['tax_rates']['Row'], 'country' | 'region' | 'rate_percent'>

/** '*' (everywhere else) after the named countries, which come alphabetically. */
const byCountry = (a: { country: string }, b: { country: string }) =>
  Number(a.country === '*') - Number(b.country === '*') || a.country.localeCompare(b.country)

/** The shipping and tax rates the one pricing function reads (admins only, by RLS). */
async function getRates(signal: AbortSignal) {
  const [shipping, tax] = await Promise.all([
    db.from('shipping_rates').select('country, flat_rate, free_over').abortSignal(signal),
    db.from('tax_rates').select('country, region, rate_percent').abortSignal(signal),
  ])
  if (shipping.error) throw shipping.error
  if (tax.error) throw tax.error
  return {
    shipping: shipping.data.sort(byCountry),
    tax: tax.data.sort((a, b) => byCountry(a, b) || a.region.localeCompare(b.region)),
  }
}

export const ratesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.rates(), queryFn: ({ signal }) => getRates(signal) })

export function useRates() {
  return useQuery(ratesQueryOptions())
}

async function saveShippingRate(rate: ShippingRate) {
  const { error } = await db.from('shipping_rates').upsert(rate, { onConflict: 'country' })
  if (error) throw error
}

async function removeShippingRate(country: string) {
  const { error } = await db.from('shipping_rates').delete().eq('country', country)
  if (error) throw error
}

async function saveTaxRate(rate: TaxRate) {
  const { error } = await db.from('tax_rates').upsert(rate, { onConflict: 'country,region' })
  if (error) throw error
}

async function removeTaxRate({ country, region }: Pick<TaxRate, 'country' | 'region'>) {
  const { error } = await db.from('tax_rates').delete().eq('country', country).eq('region', region)
  if (error) throw error
}

/** A rate change refreshes the list, and any checkout quote this browser holds (it priced the old rates). */
const KEYS = [adminKeys.rates(), checkoutKeys.quotes()]

export const useSaveShippingRate = () => useInvalidatingMutation(saveShippingRate, KEYS, 'Save Failed')
export const useRemoveShippingRate = () => useInvalidatingMutation(removeShippingRate, KEYS)
export const useSaveTaxRate = () => useInvalidatingMutation(saveTaxRate, KEYS, 'Save Failed')
export const useRemoveTaxRate = () => useInvalidatingMutation(removeTaxRate, KEYS)
