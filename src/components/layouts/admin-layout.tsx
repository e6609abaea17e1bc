import { NavLink, Outlet } from 'react-router-dom'
import { CloseIcon, MenuIcon } from '@/components/ui/icons'
import { adminPaths } from '@/config/admin-paths'
import { paths } from '@/config/paths'
import { useSectionMenu } from '@/hooks/use-section-menu'
import { useSignOutHome } from '@/hooks/use-sign-out-home'
import { cn } from '@/lib/cn'
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

/**
 * Admin area: a sidebar and the work area. On small screens the sidebar is a bar with the logo and a toggle
 * menu (as the account area's), so each page's work starts on the first screen rather than below the menu.
 */
export function AdminLayout() {
  // Toasts Logged Out (or the failure); the admin guard sends a signed-out admin home, not to Access Denied.
  const { signOutHome, pending } = useSignOutHome()
  const menu = useSectionMenu('admin-sections')
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <SkipLink />
      <NavigationProgress />
      <aside className="bg-ink text-cream md:w-64 md:shrink-0 [&_:focus-visible]:outline-saffron-400">
        <div className="flex items-center gap-2 max-md:p-2">
          <div className="flex-1 rounded-md bg-cream px-4 py-3">
            <Logo />
          </div>
          <button
            className="flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold hover:bg-cream/10 md:hidden"
            {...menu.toggleProps}
          >
            Admin Menu
            {menu.open ? <CloseIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </button>
        </div>
        <nav id="admin-sections" aria-label="Admin" className={cn('px-3 py-4 md:block', !menu.open && 'hidden')}>
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
