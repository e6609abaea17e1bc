// What the shop's JSON functions share: their secrets, their answers (CORS headers, never cached),
// and the preflight and method check a POST function makes first.
import { corsHeaders } from '@supabase/supabase-js/cors'

/** The secret `name`, or an error naming the function that needs it. */
export function secret(fn: string, name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`${fn}: ${name} is not set`)
  return value
}

export const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { ...corsHeaders, 'Cache-Control': 'no-store' } })

/** The answer to a CORS preflight or to any method but POST; null for a POST. */
export function unlessPost(req: Request): Response | null {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (req.method !== 'POST')
    return json(405, { error: { code: 'method_not_allowed', message: 'Use POST.', details: null } })
  return null
}
