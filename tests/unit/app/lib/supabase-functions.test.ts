import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubSupabaseEnv } from '../support/render-app'
import { json, stubNetwork } from '../support/network'
import { saveSession } from '../support/session'

// The browser's Functions client, with only the network stubbed: what it sends is what supabase-js's
// `supabase.functions.invoke` sends (SupabaseClient builds FunctionsClient with the same URL and headers).

beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
  stubSupabaseEnv()
})

async function invokeEcho() {
  const network = stubNetwork(async (request) => json({ got: await request.json() }))
  const { loadFunctions } = await import('@/lib/supabase-functions')
  const result = await (await loadFunctions()).invoke('checkout', { body: { cart: [1] } })
  return { ...result, request: network.requests[0]! }
}

describe('loadFunctions()', () => {
  it('invokes <url>/functions/v1/<name> with JSON, the API key and, for a guest, the anon key as bearer', async () => {
    const { data, error, request } = await invokeEcho()
    expect(error).toBeNull()
    expect(data).toEqual({ got: { cart: [1] } })
    expect(request.method).toBe('POST')
    expect(request.url).toMatch(/\/functions\/v1\/checkout$/)
    expect(request.headers.get('apikey')).toBe('test-anon-key')
    expect(request.headers.get('authorization')).toBe('Bearer test-anon-key')
    expect(request.headers.get('content-type')).toBe('application/json')
  })

  it("sends a signed-in customer's access token", async () => {
    const { access_token: accessToken } = saveSession('7d4f6e1a-0000-4000-8000-000000000001')
    const { request } = await invokeEcho()
    expect(request.headers.get('authorization')).toBe(`Bearer ${accessToken}`)
  })
})
