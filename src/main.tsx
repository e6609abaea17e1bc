import { startTransition, StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom'
import { App } from '@/app'
import { FirstScreenTakeover } from '@/app/first-screen'
import { prepareLocation } from '@/app/router'
import { readEnv } from '@/config/env'
import { isPrerendered } from '@/lib/first-screen'
import { navigationState } from '@/lib/navigation-pending'
import { createQueryClient } from '@/lib/query-client'
import { settleAfter, whenSettled } from '@/lib/when-settled'
import './index.css'

function requireRoot(): HTMLElement {
  const element = document.getElementById('root')
  if (!element) throw new Error('index.html must contain <div id="root">')
  return element
}

const rootElement = requireRoot()

// A broken configuration gets its own screen before anything tries to talk to Supabase.
const env = readEnv()

function startApp() {
  const queryClient = createQueryClient()
  const history = createBrowserHistory({ v5Compat: true })
  // The page's code and data start loading now, not after React's first render (the router's first
  // render asks for the same, already under way).
  const prepared = prepareLocation(queryClient, history.location)
  // Loading: the page's code, its data, a loading screen (a guard waiting for the session), or the prerendered
  // screen not yet replaced.
  settleAfter(
    () =>
      navigationState.pending ||
      queryClient.isFetching() > 0 ||
      document.querySelector('[data-page-loader]') !== null ||
      isPrerendered(rootElement),
  )
  const app = (firstReady: boolean) => <App queryClient={queryClient} history={history} firstReady={firstReady} />
  if (!isPrerendered(rootElement)) return render(app(false))
  // A page that sends this visitor elsewhere, or whose code failed to load, goes the router's usual way.
  void prepared
    .then(
      (redirectTo) => redirectTo === null,
      () => false,
    )
    .then((ready) => render(app(ready)))
}

// index.html already shows the loading screen the router starts with (or the page, prerendered), so the first
// render is not urgent: as a transition, React renders it in short slices and the page stays responsive.
const root = createRoot(rootElement)
const render = (app: ReactNode) =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <FirstScreenTakeover root={rootElement}>{app}</FirstScreenTakeover>
      </StrictMode>,
    ),
  )

if (env.ok) {
  startApp()
  // Is the database there? After the page has settled, never before, and with code of its own that the
  // first visit does not download.
  void whenSettled()
    .then(() => import('@/features/connection/start-connection-check'))
    .then(({ startConnectionCheck }) => startConnectionCheck())
} else {
  // Only a build without its configuration shows this screen: its code is not part of every visit.
  void import('@/components/errors/config-error-screen').then(({ ConfigErrorScreen }) =>
    render(<ConfigErrorScreen message={env.error} />),
  )
}
