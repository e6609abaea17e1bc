import type { FunctionsClient } from '@supabase/functions-js'
import { baseUrl, fetchWithToken, retryable, supabaseAnonKey } from '@/lib/supabase'

let functions: Promise<FunctionsClient> | undefined

/**
 * The Edge Functions client, created on first use and wired as supabase-js wires `supabase.functions`:
 * `<url>/functions/v1`, the API key, and the caller's token (the anon key for a guest) on every call.
 * It lives apart from lib/supabase.ts, which every page loads, so that only the routes that call a
 * function carry it. Only `features/<name>/api/*` import this.
 */
export function loadFunctions(): Promise<FunctionsClient> {
  functions ??= retryable(import('@supabase/functions-js'), () => (functions = undefined)).then(
    ({ FunctionsClient }) =>
      new FunctionsClient(new URL('functions/v1', baseUrl).href, {
        headers: { apikey: supabaseAnonKey },
        customFetch: fetchWithToken,
      }),
  )
  return functions
}
