import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AppErrorBoundary } from '@/components/errors/app-error-boundary'
import { AuthProvider } from '@/features/auth/components/auth-provider'

interface AppProviderProps {
  queryClient: QueryClient
  children: ReactNode
}

/**
 * App-wide providers: queries, and the one session (useAuth) every screen reads. No head manager: React 19 hoists each route's <title> and <meta> itself (see Seo).
 * The toaster is mounted by the root route, inside the router, so toast actions can navigate.
 */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  )
}
