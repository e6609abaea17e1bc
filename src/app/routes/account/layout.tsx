import { NavLink, Outlet } from 'react-router-dom'
import { CloseIcon, MenuIcon } from '@/components/ui/icons'
import { accountPaths } from '@/config/account-paths'
import { paths } from '@/config/paths'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { useSectionMenu } from '@/hooks/use-section-menu'
import { cn } from '@/lib/cn'

const sections = [
  { label: 'Overview', to: paths.account.root.getHref(), end: true },
  { label: 'Orders', to: accountPaths.orders.getHref(), end: false },
  { label: 'Wishlist', to: accountPaths.wishlist.getHref(), end: false },
  { label: 'Addresses', to: accountPaths.addresses.getHref(), end: false },
  { label: 'Flavor Points', to: accountPaths.points.getHref(), end: false },
  { label: 'Settings', to: accountPaths.settings.getHref(), end: false },
] as const

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-xl px-3 font-semibold',
    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
  )

/**
 * The account area's frame: a sidebar of its sections (each its own URL, so links and Back work), folded
 * into a toggle menu on small screens, and the auth feature's Sign Out button.
 */
export function AccountFrame() {
  const menu = useSectionMenu('account-sections')

  return (
    // At least a screen high, as the loader before it: the footer stays below the fold while sections load.
    <div className="mx-auto grid min-h-screen w-full max-w-content content-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[14rem_1fr] lg:py-12">
      <aside>
        <button
          className="flex min-h-11 w-full items-center justify-between rounded-xl border border-brand-100 bg-white px-4 font-semibold lg:hidden"
          {...menu.toggleProps}
        >
          Account Menu
          {menu.open ? <CloseIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
        </button>
        <nav
          id="account-sections"
          aria-label="Account"
          className={cn(
            'mt-2 rounded-2xl border border-brand-100 bg-white p-2 lg:mt-0 lg:block',
            !menu.open && 'hidden',
          )}
        >
          <ul className="space-y-1">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} className={linkClass}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-brand-100 px-1 pt-3">
            <SignOutButton />
          </div>
        </nav>
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  )
}
