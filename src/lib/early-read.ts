/**
 * The landing page's first read, started by index.html before the app's code loads (scripts/vite/early-read.ts
 * writes that script from the same query builders). It goes out as a CORS simple request: the key in the
 * query (as Supabase's gateway accepts it), no auth headers, which for a guest's read mean the same.
 */
export interface EarlyRead {
  /** The app's own request URL (without the key). */
  url: string
  /** The headers it sent besides the guest's key, token and default schema, lowercased. */
  headers: Record<string, string>
  response: Promise<Response>
  /**
   * Settles once a page prerendered in its loading state shows its largest picture (loaded or failed), or
   * once the answer shows there is none; index.html's boot script starts the app's code after it.
   */
  shown: Promise<unknown>
}

export const EARLY_READ = '__casabiteEarlyRead'

/**
 * A landing page's loader asks within its first seconds; an answer held longer than this (the page never made
 * that request, then went there later) is older than the app's own fetch would be, and is dropped.
 */
export const EARLY_READ_MAX_AGE_MS = 60_000

type Holder = Record<typeof EARLY_READ, EarlyRead | undefined>

/**
 * The early response when this request is exactly the one the page started (same URL, same headers once the
 * guest's key, bearer and `public` profile are set aside, a GET with fetch's default cache and credentials),
 * taken once, within the page's first minute; else undefined. A failed early read resolves to undefined: the
 * caller then fetches as usual.
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
  const { apikey, authorization, 'accept-profile': profile = 'public', ...rest } = Object.fromEntries(headers)
  if (
    !early ||
    early.url !== url ||
    (init?.method ?? 'GET') !== 'GET' ||
    init?.cache ||
    init?.credentials ||
    apikey !== anonKey ||
    authorization !== `Bearer ${anonKey}` ||
    profile !== 'public' ||
    JSON.stringify(Object.entries(rest).sort()) !== JSON.stringify(Object.entries(early.headers).sort())
  )
    return undefined
  holder[EARLY_READ] = undefined
  return early.response.then(
    (response) => (response.status < 500 ? response : undefined),
    () => undefined,
  )
}
