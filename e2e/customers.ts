import type { SupabaseClient } from '@supabase/supabase-js'
import { ANON_KEY } from '../supabase/local/keys.ts'
import { createNodeClient } from '../supabase/local/node-client.ts'
import type { Database } from '../src/types/database.ts'
import { STACK_URL } from '../playwright.config.ts'

const PASSWORD = 'spice-route-2026'

export interface Customer {
  email: string
  password: string
  /** Signed in as the customer, for what they do through the API (placing orders). */
  client: SupabaseClient<Database>
  userId: string
}

/** A new customer signed up through the API (`full_name` becomes their profile's names), signed in. */
export async function newCustomer(label: string, fullName: string): Promise<Customer> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const client = createNodeClient<Database>(STACK_URL, ANON_KEY)
  const { error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: fullName } } })
  if (error) throw error
  const { data, error: signInError } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  if (signInError) throw signInError
  return { email, password: PASSWORD, client, userId: data.user.id }
}
