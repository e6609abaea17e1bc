import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { useInvalidatingMutation } from './invalidating-mutation'

type Address = Omit<Database['public']['Tables']['addresses']['Row'], 'user_id'>

/** What admin_customer_detail answers (jsonb, so the generated types say only Json). */
export interface AdminCustomer {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  joined_at: string
  orders: { id: string; order_number: string; created_at: string; status: string; total_price: number }[]
  lifetime_spend: number
  points_balance: number
  points_history: {
    id: string
    points: number
    reason: string
    note: string | null
    created_at: string
    expires_at: string | null
    order_id: string | null
  }[]
  addresses: Address[]
  reviews: {
    id: string
    product_id: string
    product_name: string
    rating: number
    title: string
    body: string
    is_visible: boolean
    created_at: string
  }[]
}

/** Everything about one customer (rpc admin_customer_detail, admins only); null when there is no such customer. */
async function getAdminCustomer(userId: string, signal: AbortSignal) {
  const { data, error } = await db.rpc('admin_customer_detail', { p_user_id: userId }).abortSignal(signal)
  if (error) throw error
  return (data ?? null) as AdminCustomer | null
}

export const adminCustomerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.customer(userId),
    queryFn: ({ signal }) => getAdminCustomer(userId, signal),
  })

export function useAdminCustomer(userId: string) {
  return useQuery(adminCustomerQueryOptions(userId))
}

/** Adds (or, negative, takes away) points with a reason; answers the new balance. */
async function adjustPoints({ userId, points, reason }: { userId: string; points: number; reason: string }) {
  const { data, error } = await db.rpc('admin_adjust_points', { p_user_id: userId, p_points: points, p_reason: reason })
  if (error) throw error
  return data
}

// The page and the list's balance column alike.
export const useAdjustPoints = () => useInvalidatingMutation(adjustPoints, [adminKeys.customers()], 'Adjustment Failed')
