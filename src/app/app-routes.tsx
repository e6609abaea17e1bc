import type { QueryClient } from '@tanstack/react-query'
import { useLocation, useRoutes } from 'react-router-dom'
import { areaFailure, areaOf, loadedAreas } from './areas'
import { routesFor } from './router'

/** The app's routes, over the table `prepareLocation` readied for the location shown. */
export function AppRoutes({ queryClient }: { queryClient: QueryClient }) {
  const entered = areaOf(useLocation().pathname)
  if (entered && !loadedAreas.has(entered)) throw areaFailure(entered)
  return useRoutes(routesFor(queryClient))
}
