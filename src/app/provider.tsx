import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'

// Radix Toast is ~8 KB gzip: kept out of the entry chunk (components call the toast store, not Radix).
const Toaster = lazy(() => import('@/components/ui/toaster'))

interface AppProviderProps {
  queryClient: QueryClient
  children: ReactNode
}

export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </HelmetProvider>
  )
}
