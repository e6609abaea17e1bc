import { Outlet } from 'react-router-dom'
import { NavigationProgress } from './navigation-progress'
import { PromoBanner } from './promo-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'

/** Storefront, account and rewards pages: promotion, header, content, footer. */
export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <PromoBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
