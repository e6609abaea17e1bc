import { Link, NavLink, useLocation } from 'react-router-dom'
import { UserIcon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { CartLink } from './cart-link'
import { Logo } from './logo'

const links = [
  { to: paths.home.getHref(), label: 'Home', end: true },
  { to: paths.shop.getHref(), label: 'Shop' },
  { to: paths.rewards.getHref(), label: 'Rewards' },
  { to: paths.about.getHref(), label: 'About' },
  { to: paths.blog.list.getHref(), label: 'Blog' },
  { to: paths.contact.getHref(), label: 'Contact' },
]

const navLinkClass =
  'block whitespace-nowrap rounded-md px-1.5 py-2 sm:px-3 text-sm font-semibold text-ink hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8'

const iconLinkClass = 'relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50'

interface SiteHeaderProps {
  /** `simple`: the logo alone (the policy pages). */
  variant?: 'full' | 'simple'
}

export function SiteHeader({ variant = 'full' }: SiteHeaderProps) {
  const { pathname } = useLocation()

  if (variant === 'simple') {
    return (
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto max-w-content px-4 py-3 sm:px-6">
          <Logo />
        </div>
      </header>
    )
  }

  // Home on the home page is not a navigation (the router ignores it): it takes the shopper back up.
  const scrollHomeToTop = () => {
    if (pathname !== paths.home.getHref()) return
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
  }

  return (
    <header className="border-b border-brand-100 bg-white">
      <div className="mx-auto flex max-w-content flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3 sm:px-6">
        <Logo />
        {/* On small screens the links wrap onto their own rows under the logo: nothing hidden off-screen. */}
        <nav aria-label="Main" className="order-last -mx-2 w-full md:order-none md:mx-0 md:w-auto">
          <ul className="flex flex-wrap gap-x-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={navLinkClass}
                  onClick={link.end ? scrollHomeToTop : undefined}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <CartLink className={iconLinkClass} />
          <Link to={paths.checkout.auth.getHref()} aria-label="Log in or create an account" className={iconLinkClass}>
            <UserIcon />
          </Link>
        </div>
      </div>
    </header>
  )
}
