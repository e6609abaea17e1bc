// cancel-order: an admin's cancellation, with the refund through the payment processor (see handler.ts).
// verify_jwt is on; the admin check is the database's, made with the caller's token.
import { createClient } from '@supabase/supabase-js'
import { bearerToken, json, readRequest, secret, unlessPost } from '../_shared/http.ts'
import { createSimulatedProvider, SIMULATED_DELAY_MS } from '../_shared/payment-provider.ts'
import { cancelOrder, parseCancelRequest } from './handler.ts'

const env = (name: string) => secret('cancel-order', name)

// The processor the checkout charged through (the spec's simulation; tests may shorten its round trip).
const provider = createSimulatedProvider({
  delayMs: Number(Deno.env.get('PAYMENT_SIMULATED_DELAY_MS') ?? SIMULATED_DELAY_MS),
})

Deno.serve(async (req) => {
  const early = unlessPost(req)
  if (early) return early

  const url = env('SUPABASE_URL')
  const anonKey = env('SUPABASE_ANON_KEY')
  const token = bearerToken(req)
  if (!token || token === anonKey)
    return json(401, { error: { code: '42501', message: 'Please sign in as an admin.', details: null } })

  const request = await readRequest(req, parseCancelRequest)
  if (request instanceof Response) return request

  const asCaller = createClient(url, anonKey, {
    auth: { persistSession: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  })
  const service = createClient(url, env('SUPABASE_SERVICE_ROLE_KEY'), { auth: { persistSession: false } })
  const result = await cancelOrder(request, { asCaller, service, provider })
  return json(result.status, result.body)
})
