import { Link, Outlet } from 'react-router-dom'
import { paths } from '@/config/paths'
import { Logo } from './logo'
import { NavigationProgress } from './navigation-progress'
import { SkipLink } from './skip-link'

/** Checkout: nothing to wander off to but the logo and the two policies a buyer may want to read. */
export function CheckoutLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex max-w-content items-center justify-between px-4 py-3 sm:px-6">
          <Logo />
          <p className="text-sm font-semibold text-ink-muted">Secure checkout</p>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-brand-100 bg-white">
        <nav aria-label="Policies" className="mx-auto max-w-content px-4 py-4 sm:px-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link className="text-brand-700 underline-offset-4 hover:underline" to={paths.privacyPolicy.getHref()}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="text-brand-700 underline-offset-4 hover:underline" to={paths.termsOfService.getHref()}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  )
}
