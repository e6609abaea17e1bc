import { PostgrestClient } from '@supabase/postgrest-js'
import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js'
import type { RealtimeChannel, RealtimeClient } from '@supabase/realtime-js'
import type { StorageClient } from '@supabase/storage-js'
import { AUTH_STORAGE_KEY } from '@/config/auth'
import { readEnv } from '@/config/env'
import { adoptEarlyRead } from '@/lib/early-read'
import { noteAuthStarted, sessionMayBeSaved, whenSessionMayExist } from '@/lib/session-hint'
import { whenSettled } from '@/lib/when-settled'
import type { Database } from '@/types/supabase'

/**
 * The Supabase services the app talks to, wired the way supabase-js wires them, but loaded by need:
 *
 * - `db` (PostgREST, ~6 KB gzip) is in every chunk that reads or writes data;
 * - Auth (~25 KB) loads only where a session may exist (one saved in this browser, or one arriving in the
 *   URL from a mail link: lib/session-hint.ts tells) or where a screen signs someone in;
 * - Realtime (~17 KB) loads when a live page subscribes, once the page has loaded and the browser is idle;
 * - Storage loads when the admin's product form saves images;
 * - Functions (lib/supabase-functions.ts) load on the routes that call an Edge Function.
 *
 * A guest's first visit to the shop so fetches ~6 KB of client code where the whole supabase-js client is
 * ~59 KB, all of which lay on the way to the first product picture. Data is read and written through this
 * only in `features/<name>/api/*`; the other importers touch no table: the Functions client
 * (lib/supabase-functions.ts, which shares the token and retry rules), hooks/use-live-queries.ts (channels
 * that invalidate query keys) and a route loader that needs the signed-in user's id (`signedInUserId`).
 *
 * main.tsx shows the configuration-error screen before any route (and so this module) loads, so the
 * throw below is only reached if that guard is bypassed.
 */
function requireEnv() {
  const result = readEnv()
  if (!result.ok) throw new Error(result.error)
  return result.env
}

const { supabaseUrl, supabaseAnonKey } = requireEnv()
export const baseUrl = supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`
export { supabaseAnonKey }

let auth: Promise<GoTrueClient> | undefined
let realtime: Promise<RealtimeClient> | undefined
let storage: Promise<StorageClient> | undefined

/** A chunk that failed to load (offline, a new deploy) is asked for again next time, not remembered as failed. */
export function retryable<T>(loading: Promise<T>, forget: () => void): Promise<T> {
  return loading.catch((error: unknown) => {
    forget()
    throw error
  })
}

/** Whether this browser may have a session: if not, every request goes out as anon without loading Auth. */
function mayHaveSession(): boolean {
  return auth !== undefined || sessionMayBeSaved()
}

/**
 * The Auth client, created on first use; it restores the saved session and keeps it refreshed from then on.
 * Screens that sign in (and features' api files) call it; a guest's pages never do.
 */
export function loadAuth(): Promise<GoTrueClient> {
  auth ??= retryable(import('@supabase/auth-js'), () => (auth = undefined)).then(({ AuthClient }) => {
    const client = new AuthClient({
      url: new URL('auth/v1', baseUrl).href,
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      storageKey: AUTH_STORAGE_KEY,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    })
    // Realtime checks RLS with the subscriber's token: hand it each new one (supabase-js does the same).
    client.onAuthStateChange((event) => {
      if (event === 'INITIAL_SESSION') return
      void realtime?.then((socket) => socket.setAuth()).catch(() => {})
    })
    // Session watchers that waited as guests start now: this tab is about to sign someone in.
    noteAuthStarted()
    return client
  })
  return auth
}

/** The saved session, or null for a guest (whose browser loads no Auth for the answer). */
async function currentSession(): Promise<Session | null> {
  if (!mayHaveSession()) return null
  const { data } = await (await loadAuth()).getSession()
  return data.session
}

/** The signed-in user's access token, or the anon key for a guest (what supabase-js sends as the bearer). */
async function accessToken(): Promise<string> {
  return (await currentSession())?.access_token ?? supabaseAnonKey
}

/** The signed-in user's id, or null for a guest. */
export async function signedInUserId(): Promise<string | null> {
  return (await currentSession())?.user.id ?? null
}

/**
 * Calls `listener` with the current session (null for a guest) and again on every Auth event (sign-in,
 * refresh, user update, sign-out), here or in another tab: Auth's BroadcastChannel (named after the storage
 * key) carries another tab's events once Auth has loaded here. A guest's browser does not load Auth for this
 * until a session may appear: another tab saves one, or this tab starts Auth to sign in.
 */
export function watchSession(listener: (session: Session | null, event?: AuthChangeEvent) => void): () => void {
  let stopped = false
  let stopWaiting = () => {}
  let unsubscribe = () => {}
  const start = () => {
    loadAuth().then(
      (client) => {
        if (stopped) return
        const { data } = client.onAuthStateChange((event, session) => listener(session, event))
        unsubscribe = () => data.subscription.unsubscribe()
      },
      // Auth's code could not load (offline): nobody can be signed in on this page, as for a guest, until
      // another tab signs in (then it is tried again).
      () => {
        if (stopped) return
        listener(null)
        window.addEventListener('storage', onStorage)
      },
    )
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY || event.newValue === null) return
    window.removeEventListener('storage', onStorage)
    start()
  }

  if (mayHaveSession()) {
    start()
  } else {
    listener(null)
    stopWaiting = whenSessionMayExist(start)
  }
  return () => {
    stopped = true
    stopWaiting()
    window.removeEventListener('storage', onStorage)
    unsubscribe()
  }
}

/** The Realtime socket, created on first use; it connects when a channel subscribes. */
function loadRealtime(): Promise<RealtimeClient> {
  realtime ??= retryable(import('@supabase/realtime-js'), () => (realtime = undefined)).then(
    async ({ RealtimeClient }) => {
      const url = new URL('realtime/v1', baseUrl)
      url.protocol = url.protocol.replace('http', 'ws')
      const socket = new RealtimeClient(url.href, { params: { apikey: supabaseAnonKey }, accessToken })
      // The token must be known before the first channel joins: a join without one is checked as anon, and
      // RLS would hide from a signed-in reader the changes only they may see (an admin's drafts).
      await socket.setAuth()
      return socket
    },
  )
  return realtime
}

export type ChannelStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR'

let channelCount = 0

/**
 * Opens a Realtime channel named `name` once the socket has loaded: `configure` adds its listeners and
 * `onStatus` hears how the subscription goes (a socket that cannot even load is a CHANNEL_ERROR). The
 * returned function leaves the channel, also when called before it opened.
 *
 * Each call gets a topic of its own (`name:<n>`): Realtime hands back an existing channel for a known
 * topic, and one still leaving (StrictMode's unmount and remount, a fast route change) refuses listeners.
 */
export function openChannel(
  name: string,
  configure: (channel: RealtimeChannel) => RealtimeChannel,
  onStatus?: (status: ChannelStatus, error?: Error) => void,
): () => void {
  channelCount += 1
  const topic = `${name}:${channelCount}`
  let closed = false
  const opened = whenSettled()
    // A page left before it settled never downloads Realtime for this channel.
    .then(() => (closed ? null : loadRealtime()))
    .then((socket) => {
      if (!socket || closed) return null
      const channel = configure(socket.channel(topic))
      channel.subscribe((status, error) => {
        if (!closed) onStatus?.(`${status}`, error)
      })
      return { socket, channel }
    })
    .catch((error: unknown) => {
      if (!closed) onStatus?.('CHANNEL_ERROR', error instanceof Error ? error : new Error(String(error)))
      return null
    })
  return () => {
    closed = true
    void opened.then((handle) => handle?.socket.removeChannel(handle.channel))
  }
}

/** fetch with the caller's token, as supabase-js sends it to every service. */
export async function fetchWithToken(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers)
  if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${await accessToken()}`)
  // postgrest-js passes the URL as a string; anything else is never the landing page's early read.
  const early = typeof input === 'string' ? adoptEarlyRead(input, init, headers, supabaseAnonKey) : undefined
  return (await early) ?? fetch(input, { ...init, headers })
}

/** PostgREST with the caller's token on every request, as supabase-js's `from()` and `rpc()` send it. */
export const db = new PostgrestClient<Database>(new URL('rest/v1', baseUrl).href, {
  headers: { apikey: supabaseAnonKey },
  fetch: fetchWithToken,
  // TanStack Query owns retries (lib/query-client.ts); a second, hidden retry layer would multiply waits.
  retry: false,
})

/**
 * Whether Auth answers at all (GoTrue's /health, which needs only the API key): the sign-in screens show
 * an unavailable notice up front rather than after a failed attempt.
 */
export async function authAnswers(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(new URL('auth/v1/health', baseUrl), { headers: { apikey: supabaseAnonKey }, signal })
    return response.ok
  } catch (error) {
    if (signal?.aborted) throw error
    return false
  }
}

/** The Storage client, created on first use: only the admin's product form uploads files. */
export function loadStorage(): Promise<StorageClient> {
  storage ??= retryable(import('@supabase/storage-js'), () => (storage = undefined)).then(
    ({ StorageClient }) =>
      new StorageClient(new URL('storage/v1', baseUrl).href, { apikey: supabaseAnonKey }, fetchWithToken),
  )
  return storage
}
