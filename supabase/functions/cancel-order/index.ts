// cancel-order: an admin's cancellation, with the refund through the payment processor (see handler.ts).
// verify_jwt is on; the admin check is the database's, made with the caller's token.
import { createClient } from '@supabase/supabase-js'
import { json, secret, unlessPost } from '../_shared/http.ts'
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
  const token = req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  if (!token || token === anonKey)
    return json(401, { error: { code: '42501', message: 'Please sign in as an admin.', details: null } })

  let body: unknown
  try {
    body = await req.json()
  } catch {
    return json(400, { error: { code: 'invalid_json', message: 'The request must be JSON.', details: null } })
  }
  const request = parseCancelRequest(body)
  if (typeof request === 'string')
    return json(400, { error: { code: 'invalid_request', message: request, details: null } })

  const asCaller = createClient(url, anonKey, {
    auth: { persistSession: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  })
  const service = createClient(url, env('SUPABASE_SERVICE_ROLE_KEY'), { auth: { persistSession: false } })
  const result = await cancelOrder(request, { asCaller, service, provider })
  return json(result.status, result.body)
})
