// checkout: the only way an order is made (see handler.ts). verify_jwt is on: every caller sends a
// valid JWT, a guest the anon key, a customer their access token, which Auth confirms here.
import { createClient } from '@supabase/supabase-js'
import { corsHeaders } from '@supabase/supabase-js/cors'
import { createSimulatedProvider, SIMULATED_DELAY_MS } from '../_shared/payment-provider.ts'
import { checkout, parseCheckoutRequest } from './handler.ts'

const env = (name: string) => {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`checkout: ${name} is not set`)
  return value
}

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { ...corsHeaders, 'Cache-Control': 'no-store' } })

// The simulated processor takes the spec's 1.5 s, as a real one's round trip would (tests may shorten it).
const provider = createSimulatedProvider({
  delayMs: Number(Deno.env.get('PAYMENT_SIMULATED_DELAY_MS') ?? SIMULATED_DELAY_MS),
})

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (req.method !== 'POST')
    return json(405, { error: { code: 'method_not_allowed', message: 'Use POST.', details: null } })

  const url = env('SUPABASE_URL')
  const anonKey = env('SUPABASE_ANON_KEY')
  const token = req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? ''
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

  let body: unknown
  try {
    body = await req.json()
  } catch {
    return json(400, { error: { code: 'invalid_json', message: 'The request must be JSON.', details: null } })
  }
  const request = parseCheckoutRequest(body)
  if (typeof request === 'string')
    return json(400, { error: { code: 'invalid_request', message: request, details: null } })

  const result = await checkout(request, { service, asCaller, userId, provider })
  return json(result.status, result.body)
})
