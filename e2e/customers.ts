import type { SupabaseClient } from '@supabase/supabase-js'
import { ANON_KEY } from '../supabase/local/keys.ts'
import { createNodeClient } from '../supabase/local/node-client.ts'
import type { Database } from '../src/types/database.ts'
import { STACK_URL } from '../playwright.config.ts'

export interface Customer {
  email: string
  password: string
  /** Signed in as the customer: what they may do through the API, RLS applying. */
  client: SupabaseClient<Database>
  userId: string
}

/** A new customer of their own (sign-up bonus only, no orders, addresses or wishlist), signed in through the API. */
export async function newCustomer(label: string, fullName: string): Promise<Customer> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const password = 'spice-route-2026'
  const client = createNodeClient<Database>(STACK_URL, ANON_KEY)
  const { error } = await client.auth.signUp({ email, password, options: { data: { full_name: fullName } } })
  if (error) throw error
  const { data, error: signInError } = await client.auth.signInWithPassword({ email, password })
  if (signInError) throw signInError
  return { email, password, client, userId: data.user.id }
}
