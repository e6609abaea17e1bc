import { Link, NavLink, Outlet } from 'react-router-dom'
import { paths } from '@/config/paths'
import { Logo } from './logo'
import { NavigationProgress } from './navigation-progress'
import { SkipLink } from './skip-link'

const sections = [
  { to: paths.admin.dashboard.getHref(), label: 'Dashboard' },
  { to: paths.admin.products.getHref(), label: 'Products' },
]

const comingSoon = ['Orders', 'Customers', 'Settings']

const itemClass =
  'block rounded-md px-3 py-2 text-sm font-semibold text-cream/90 hover:bg-cream/10 aria-[current=page]:bg-cream aria-[current=page]:text-ink'

/** Admin area: a sidebar (stacked above the content on small screens) and the work area. */
export function AdminLayout() {
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
            {comingSoon.map((label) => (
              <li key={label}>
                <span aria-disabled="true" className="block px-3 py-2 text-sm text-cream/80">
                  {label} <span className="text-xs">(Coming Soon)</span>
                </span>
              </li>
            ))}
          </ul>
          <a
            href={paths.home.getHref()}
            target="_blank"
            rel="noreferrer"
            className="mt-6 block rounded-md px-3 py-2 text-sm text-saffron-300 hover:underline"
          >
            View Live Site<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Link to={paths.home.getHref()} className="block rounded-md px-3 py-2 text-sm text-cream/90 hover:underline">
            Back to the shop
          </Link>
        </nav>
      </aside>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  )
}
