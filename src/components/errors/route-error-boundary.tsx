import { useEffect } from 'react'
import { useRouteError } from 'react-router-dom'
import { CrashScreen } from './crash-screen'

/**
 * The router's error element: a render or loader crash (or a route chunk that failed to download after
 * a deploy) lands here instead of a blank page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError()

  useEffect(() => {
    console.error('Unhandled route error', error)
  }, [error])

  return <CrashScreen error={error} />
}
