import type { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type Location } from 'react-router-dom'
import { vi } from 'vitest'
import { AppProvider } from '@/app/provider'
import { createAppRoutes, discoverAreaRoutes } from '@/app/router'
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

/** The whole app (providers, router, layouts, lazy routes) at `path`, in memory. */
export function renderApp(path: string, { queryClient = createQueryClient(), before = [] }: RenderAppOptions = {}) {
  const router = createMemoryRouter(createAppRoutes(queryClient), {
    initialEntries: [...before, path],
    patchRoutesOnNavigation: discoverAreaRoutes(queryClient),
  })
  // In the browser the window's address is the router's; code that reads it (the toast queue notes the
  // page a toast was queued on) must see the same here.
  const follow = ({ pathname, search, hash }: Location) =>
    window.history.replaceState(null, '', pathname + search + hash)
  follow(router.state.location)
  router.subscribe((state) => follow(state.location))
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { ...view, router, queryClient }
}
