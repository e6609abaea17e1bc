import { NavLink, Outlet } from 'react-router-dom'
import { adminPaths } from '@/config/admin-paths'
import { paths } from '@/config/paths'
import { useSignOutHome } from '@/hooks/use-sign-out-home'
import { toast } from '@/stores/toast'
import { Logo } from './logo'
import { NavigationProgress } from './navigation-progress'
import { SkipLink } from './skip-link'

const sections = [
  { to: adminPaths.dashboard.getHref(), label: 'Dashboard' },
  { to: adminPaths.products.getHref(), label: 'Products' },
  { to: adminPaths.orders.getHref(), label: 'Orders' },
  { to: adminPaths.customers.getHref(), label: 'Customers' },
  { to: adminPaths.messages.getHref(), label: 'Messages' },
  { to: adminPaths.promoCodes.getHref(), label: 'Promo Codes' },
  { to: adminPaths.blogPosts.getHref(), label: 'Blog Posts' },
  { to: adminPaths.settings.getHref(), label: 'Settings' },
]

const itemClass =
  'block rounded-md px-3 py-2 text-sm font-semibold text-cream/90 hover:bg-cream/10 aria-[current=page]:bg-cream aria-[current=page]:text-ink'

const actionClass = 'block w-full rounded-md px-3 py-2 text-left text-sm text-cream/90 hover:bg-cream/10'

/** Admin area: a sidebar (stacked above the content on small screens) and the work area. */
export function AdminLayout() {
  // Toasts Logged Out (or the failure); the admin guard sends a signed-out admin home, not to Access Denied.
  const { signOutHome, pending } = useSignOutHome()
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <SkipLink />
      <NavigationProgress />
      <aside className="bg-ink text-cream md:w-64 md:shrink-0 [&_:focus-visible]:outline-saffron-400">
        <div className="rounded-md bg-cream px-4 py-3">
          <Logo />
        </div>
        <nav aria-label="Admin" className="px-3 py-4">
          <ul className="space-y-1">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className={itemClass}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-6 space-y-1 border-t border-cream/20 pt-4">
            <a href={paths.home.getHref()} target="_blank" rel="noreferrer" className={actionClass}>
              View Live Site<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <button type="button" className={actionClass} onClick={() => toast({ title: 'Coming soon!' })}>
              Help &amp; Support
            </button>
            <button type="button" className={actionClass} disabled={pending} onClick={() => void signOutHome()}>
              Logout
            </button>
          </div>
        </nav>
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  )
}
