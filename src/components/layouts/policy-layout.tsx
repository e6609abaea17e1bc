import { Outlet } from 'react-router-dom'
import { NavigationProgress } from './navigation-progress'
import { PromoBanner } from './promo-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'

/** Legal pages: the simple header (logo only) and a narrow reading column. */
export function PolicyLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <PromoBanner />
      <SiteHeader variant="simple" />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
