import { useLayoutEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react'
import { NavigationType, Router, type Location, type Navigator } from 'react-router-dom'
import { PageLoader } from '@/components/ui/page-loader'
import { navigationState, ShownNavigationContext } from '@/lib/navigation-pending'

interface HistoryUpdate {
  action: NavigationType
  location: Location
}

interface Navigation extends HistoryUpdate {
  key: string
}

let pops = 0

/**
 * A push or replace makes a location of its own, whose key names its navigation; Back and Forward return to
 * a location already seen, so they get a key of their own, and the routes' loaders run again.
 */
const navigationKey = ({ action, location }: HistoryUpdate) =>
  action === NavigationType.Pop ? `${location.key}~${++pops}` : location.key

/** What the router needs of a history (React Router's browser history; tests give a memory one). */
export interface AppHistory extends Navigator {
  readonly action: NavigationType
  readonly location: Location
  listen: (listener: (update: HistoryUpdate) => void) => () => void
}

interface AppRouterProps {
  history: AppHistory
  /** What a navigation needs before it shows (its routes' code and data); resolves to a redirect, if any. */
  prepare: (location: Location, navigationKey: string) => Promise<string | null>
  /** The first location's code and data are ready (a prerendered first screen waited for them): show it at once. */
  firstReady?: boolean
  children: ReactNode
}

const firstNavigation = (history: AppHistory): Navigation => ({
  action: history.action,
  location: history.location,
  // The key main.tsx prepared it under.
  key: history.location.key,
})

/**
 * React Router's declarative router over a history, each location change rendered as a transition: the old
 * page stays on screen until the next one's code and data are ready (its lazy routes suspend meanwhile), and
 * the pending flag drives the progress bar.
 */
export function AppRouter({ history, prepare, firstReady = false, children }: AppRouterProps) {
  // Nothing until the first location is ready, unless it is already: the loading screen index.html shows stays.
  const [shown, setShown] = useState<Navigation | null>(() => (firstReady ? firstNavigation(history) : null))
  const [pending, startTransition] = useTransition()
  const latest = useRef<Navigation | null>(null)

  useLayoutEffect(() => {
    const show = (update: Navigation) => {
      latest.current = update
      startTransition(async () => {
        const redirectTo = await prepare(update.location, update.key)
        // A later navigation (a redirect's included) wins over one that was still getting ready.
        if (latest.current !== update) return
        if (redirectTo !== null) history.replace(redirectTo)
        else startTransition(() => setShown(update))
      })
    }
    if (!firstReady) show(firstNavigation(history))
    return history.listen((update) => show({ ...update, key: navigationKey(update) }))
  }, [history, prepare, firstReady])

  useLayoutEffect(() => {
    navigationState.pending = pending || shown === null
  }, [pending, shown])

  const navigation = useMemo(() => ({ pending, key: shown?.key ?? '' }), [pending, shown])
  if (!shown) return <PageLoader />
  return (
    <ShownNavigationContext value={navigation}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </ShownNavigationContext>
  )
}
