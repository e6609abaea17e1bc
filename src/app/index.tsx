import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router-dom'
import { AppProvider } from './provider'
import type { createAppRouter } from './router'

interface AppProps {
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
}

/** The app around a router and query client made by the caller (main.tsx; tests build their own). */
export function App({ queryClient, router }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
