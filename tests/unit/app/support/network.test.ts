import { describe, expect, it } from 'vitest'
import { json, stubNetwork, takeUnhandledRequests } from './network'

describe('stubNetwork()', () => {
  it('answers what the handler answers, and records every request', async () => {
    const { requests } = stubNetwork(() => json([{ id: 1 }]))
    const response = await fetch('http://127.0.0.1:54321/rest/v1/products?select=id')
    expect(await response.json()).toEqual([{ id: 1 }])
    expect(requests.map((r) => r.url)).toEqual(['http://127.0.0.1:54321/rest/v1/products?select=id'])
    expect(takeUnhandledRequests()).toEqual([])
  })

  it('answers 501 to a request the handler leaves alone, and names it for setup-dom.ts to fail the test', async () => {
    stubNetwork(() => undefined)
    const response = await fetch('http://127.0.0.1:54321/rest/v1/rpc/points_summary', { method: 'POST' })
    expect(response.status).toBe(501)
    // Taken here, so this test (which expects it) passes; any other test with one left over fails after it.
    expect(takeUnhandledRequests()).toEqual(['POST /rest/v1/rpc/points_summary'])
  })
})
