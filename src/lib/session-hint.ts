import { AUTH_STORAGE_KEY } from '@/config/auth'

/**
 * Whether this browser may hold a Supabase session, told without loading any Supabase code, so that a
 * guest's pages never download Auth. lib/supabase decides with it whether a request needs Auth, and the
 * auth provider whether to load its session code at all.
 */

let authStartedHere = false
const waiting = new Set<() => void>()

function savedSessionExists(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null
  } catch {
    return false // storage disabled: Auth will not find one either
  }
}

/** Sign-up and recovery links arrive with the session (or its error) in the URL; Auth reads it on start. */
const sessionInUrl = () => /[#&?](access_token|error_description)=/.test(window.location.hash + window.location.search)

/** A session saved in this browser, or one arriving in the URL from a mail link. */
export function sessionMayBeSaved(): boolean {
  return savedSessionExists() || sessionInUrl()
}

/** Whether a session may exist: one saved or in the URL, or Auth already started in this tab. */
export function sessionMayExist(): boolean {
  return authStartedHere || sessionMayBeSaved()
}

/** lib/supabase calls this when it starts Auth (a screen signs in, or a session was found). */
export function noteAuthStarted(): void {
  authStartedHere = true
  const starters = [...waiting]
  waiting.clear()
  for (const start of starters) start()
}

/**
 * Calls `start` once a session may exist: at once if it may already, else when another tab saves one
 * (a storage event) or this tab starts Auth to sign someone in. Returns a function that stops waiting.
 */
export function whenSessionMayExist(start: () => void): () => void {
  if (sessionMayExist()) {
    start()
    return () => {}
  }
  const stop = () => {
    waiting.delete(run)
    window.removeEventListener('storage', onStorage)
  }
  const run = () => {
    stop()
    start()
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) run()
  }
  waiting.add(run)
  window.addEventListener('storage', onStorage)
  return stop
}
