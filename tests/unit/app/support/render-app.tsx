import type { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { UNSAFE_createMemoryHistory as createMemoryHistory, type Location, type To } from 'react-router-dom'
import { vi } from 'vitest'
import { App } from '@/app'
import type { AppHistory } from '@/app/app-router'
import { createQueryClient } from '@/lib/query-client'

export const SUPABASE_URL = 'http://127.0.0.1:54321'

/** The variables the Supabase client reads; call before any route chunk (and so lib/supabase) loads. */
export function stubSupabaseEnv() {
  vi.stubEnv('VITE_SUPABASE_URL', SUPABASE_URL)
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'test-anon-key')
}

export interface RenderAppOptions {
  /** A client the test prepared (seeded cache, spies); a fresh one otherwise. */
  queryClient?: QueryClient
  /** History entries before `path`, for tests that go Back. */
  before?: string[]
}

interface NavigateOptions {
  replace?: boolean
  state?: unknown
}

/** The whole app (providers, router, layouts, lazy routes) at `path`, in memory. */
export function renderApp(path: string, { queryClient = createQueryClient(), before = [] }: RenderAppOptions = {}) {
  const memory = createMemoryHistory({ initialEntries: [...before, path], initialIndex: before.length, v5Compat: true })
  // A history takes one listener; the app, the window's address and tests each listen here.
  type Listener = Parameters<AppHistory['listen']>[0]
  const listeners = new Set<Listener>()
  memory.listen((update) => listeners.forEach((listener) => listener(update)))
  const history: AppHistory = Object.assign(Object.create(memory) as typeof memory, {
    listen(listener: Listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  })
  // What tests drive and read: the history's address and last action, and navigation as a link does it.
  const router = {
    get state() {
      return { location: history.location, historyAction: history.action }
    },
    navigate(to: To | number, { replace = false, state }: NavigateOptions = {}) {
      if (typeof to === 'number') history.go(to)
      else if (replace) history.replace(to, state)
      else history.push(to, state)
    },
    subscribe(listener: (state: { location: Location }) => void) {
      return history.listen(({ location }) => listener({ location }))
    },
  }
  // In the browser the window's address is the router's; code that reads it (the toast queue notes the
  // page a toast was queued on) must see the same here.
  const follow = ({ pathname, search, hash }: Location) =>
    window.history.replaceState(null, '', pathname + search + hash)
  follow(history.location)
  history.listen(({ location }) => follow(location))
  const view = render(<App queryClient={queryClient} history={history} />)
  return { ...view, router, queryClient }
}
