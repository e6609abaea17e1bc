import type { QueryClient } from '@tanstack/react-query'
import { Suspense, useCallback } from 'react'
import type { Location } from 'react-router-dom'
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary'
import { PageLoader } from '@/components/ui/page-loader'
import { AppRouter, type AppHistory } from './app-router'
import { AppProvider } from './provider'
import { AppRoutes } from './app-routes'
import { prepareLocation } from './router'

interface AppProps {
  queryClient: QueryClient
  history: AppHistory
  /** The first location's code and data are ready: the first render shows the page (see AppRouter). */
  firstReady?: boolean
}

/** The app over a history and query client made by the caller (main.tsx; tests build their own). */
export function App({ queryClient, history, firstReady }: AppProps) {
  const prepare = useCallback(
    (location: Location, navigationKey: string) => prepareLocation(queryClient, location, navigationKey),
    [queryClient],
  )
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter history={history} prepare={prepare} firstReady={firstReady}>
        {/* Crashes outside any area (a layout chunk that fails to load), and the first paint while code loads. */}
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <AppRoutes queryClient={queryClient} />
          </Suspense>
        </RouteErrorBoundary>
      </AppRouter>
    </AppProvider>
  )
}
