/**
 * The landing page's first reads, started by index.html before the app's code loads (scripts/vite/early-read.ts
 * writes that script from the same query builders).
 *
 * - A guest's page makes one read, as a CORS simple request: the key in the query (as Supabase's gateway
 *   accepts it), no auth headers, which for a guest's read mean the same.
 * - A signed-in page (the account's, the admin's) makes the reads its loader will ask for, with the saved
 *   session's token, as the app sends them: they need a preflight, but no longer wait for the app's code,
 *   Auth's and the session's restoring.
 */
export interface EarlyReadRequest {
  /** The app's own request URL (without the key). */
  url: string
  method: 'GET' | 'POST'
  /** A POST's JSON body (an rpc's arguments), as the app sends it. */
  body?: string
  /** The headers it sent besides the key, the bearer and the default schema, lowercased. */
  headers: Record<string, string>
  /** The bearer it was read with: the key for a guest, the saved session's access token for a member. */
  token: string
  response: Promise<Response>
}

export interface EarlyRead {
  reads: EarlyReadRequest[]
  /**
   * Settles once a page prerendered in its loading state shows its largest picture (loaded or failed), or
   * once the answer shows there is none; index.html's boot script starts the app's code after it.
   */
  shown?: Promise<unknown>
}

export const EARLY_READ = '__casabiteEarlyRead'

/**
 * A landing page's loader asks within its first seconds; an answer held longer than this (the page never made
 * that request, then went there later) is older than the app's own fetch would be, and is dropped.
 */
export const EARLY_READ_MAX_AGE_MS = 60_000

/**
 * A saved session whose token expires sooner than this is not read with: Auth refreshes a token due within
 * 90 s (auth-js's EXPIRY_MARGIN_MS) as it restores the session, so the app would ask with another one.
 */
export const EARLY_READ_TOKEN_MARGIN_MS = 120_000

type Holder = Record<typeof EARLY_READ, EarlyRead | undefined>

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort())

/**
 * The early response when this request is exactly one the page started (same method, URL and body, same
 * headers once the key, bearer and `public` profile are set aside, the same bearer, fetch's default cache and
 * credentials), taken once, within the page's first minute; else undefined. A failed early read resolves to
 * undefined: the caller then fetches as usual.
 */
export function adoptEarlyRead(
  url: string,
  init: RequestInit | undefined,
  headers: Headers,
  anonKey: string,
): Promise<Response | undefined> | undefined {
  const holder = globalThis as unknown as Holder
  if (performance.now() > EARLY_READ_MAX_AGE_MS) holder[EARLY_READ] = undefined
  const early = holder[EARLY_READ]
  if (!early || init?.cache || init?.credentials) return undefined
  const { apikey, authorization, 'accept-profile': profile = 'public', ...rest } = Object.fromEntries(headers)
  if (apikey !== anonKey || profile !== 'public') return undefined
  const method = init?.method ?? 'GET'
  const body = init?.body ?? undefined
  const index = early.reads.findIndex(
    (read) =>
      read.url === url &&
      read.method === method &&
      read.body === body &&
      authorization === `Bearer ${read.token}` &&
      sameHeaders(rest, read.headers),
  )
  if (index < 0) return undefined
  const [read] = early.reads.splice(index, 1)
  return read!.response.then(
    (response) => (response.status < 500 ? response : undefined),
    () => undefined,
  )
}
