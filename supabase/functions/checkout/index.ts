// checkout: the only way an order is made (see handler.ts). verify_jwt is on: every caller sends a
// valid JWT, a guest the anon key, a customer their access token, which Auth confirms here.
import { createClient } from '@supabase/supabase-js'
import { bearerToken, json, readRequest, secret, unlessPost } from '../_shared/http.ts'
import { createSimulatedProvider, SIMULATED_DELAY_MS } from '../_shared/payment-provider.ts'
import { checkout, parseCheckoutRequest } from './handler.ts'

const env = (name: string) => secret('checkout', name)

// The simulated processor takes the spec's 1.5 s, as a real one's round trip would (tests may shorten it).
const provider = createSimulatedProvider({
  delayMs: Number(Deno.env.get('PAYMENT_SIMULATED_DELAY_MS') ?? SIMULATED_DELAY_MS),
})

Deno.serve(async (req) => {
  const early = unlessPost(req)
  if (early) return early

  const url = env('SUPABASE_URL')
  const anonKey = env('SUPABASE_ANON_KEY')
  const token = bearerToken(req)
  const service = createClient(url, env('SUPABASE_SERVICE_ROLE_KEY'), { auth: { persistSession: false } })

  let userId: string | null = null
  if (token && token !== anonKey) {
    const { data, error } = await service.auth.getUser(token)
    if (error || !data.user)
      return json(401, { error: { code: 'invalid_jwt', message: 'Please sign in again.', details: null } })
    userId = data.user.id
  }
  const asCaller = createClient(url, anonKey, {
    auth: { persistSession: false },
    global: { headers: { Authorization: `Bearer ${token || anonKey}` } },
  })

  const request = await readRequest(req, parseCheckoutRequest)
  if (request instanceof Response) return request

  const result = await checkout(request, { service, asCaller, userId, provider })
  return json(result.status, result.body)
})
