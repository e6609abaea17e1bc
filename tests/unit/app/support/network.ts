import { vi } from 'vitest'

/** An answer for the requests a test expects; `undefined` for any other, which fails the test. */
export type NetworkHandler = (request: Request) => Response | undefined | Promise<Response | undefined>

let unhandled: string[] = []

/**
 * Stands in for the network only: the Supabase clients, TanStack Query, the router and the toaster run for
 * real. A request the handler does not answer is answered 501 and fails the test (setup-dom.ts checks after
 * each test), so a test declares every request its screen makes rather than being fed an empty default.
 */
export function stubNetwork(handler: NetworkHandler) {
  const requests: Request[] = []
  unhandled = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input instanceof Request ? input : String(input), init)
    requests.push(request.clone())
    const response = await handler(request)
    if (response) return response
    const { pathname, search } = new URL(request.url)
    const name = `${request.method} ${pathname}${search}`
    unhandled.push(name)
    return json({ message: `No handler in this test for ${name}` }, 501)
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, requests }
}

/** The requests no handler answered since the last call; setup-dom.ts fails the test when there are any. */
export function takeUnhandledRequests() {
  const taken = unhandled
  unhandled = []
  return taken
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  })

/** PostgREST's answer to an insert with `Prefer: return=minimal`. */
export const created = () => new Response(null, { status: 201 })

/** PostgREST's answer: an object when `.single()` or `.maybeSingle()` asked for one, else the rows. */
export const rows = (request: Request, body: unknown[]) =>
  request.headers.get('accept')?.includes('vnd.pgrst.object') ? json(body[0] ?? null) : json(body)

/** PostgREST's answer to `.single()` when no row matches. */
export const noRow = () =>
  json(
    {
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    },
    406,
  )

/** The requests to one path (`/rest/v1/orders`) with one method. */
export const requestsTo = (requests: Request[], pathname: string, method = 'GET') =>
  requests.filter((r) => new URL(r.url).pathname === pathname && r.method === method)
