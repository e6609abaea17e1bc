// What the shop's JSON functions share: their secrets, their answers (CORS headers, never cached),
// the preflight and method check a POST function makes first, and the caller's token and body.
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

/** The bearer token of the request ('' when there is none). */
export const bearerToken = (req: Request) => req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? ''

/** The JSON body as `parse` accepts it, or the 400 answer saying why not (`parse` returns the reason). */
export async function readRequest<T>(req: Request, parse: (body: unknown) => T | string): Promise<T | Response> {
  let body: unknown
  try {
    body = await req.json()
  } catch {
    return json(400, { error: { code: 'invalid_json', message: 'The request must be JSON.', details: null } })
  }
  const request = parse(body)
  if (typeof request === 'string')
    return json(400, { error: { code: 'invalid_request', message: request, details: null } })
  return request
}
