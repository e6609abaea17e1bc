import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { CloseIcon, MenuIcon, UserIcon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
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
  'block whitespace-nowrap rounded-md px-3 py-3 md:py-2 text-base md:text-sm font-semibold text-ink hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8'

const iconLinkClass = 'relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50'

interface SiteHeaderProps {
  /** `simple`: the logo alone (the policy pages). */
  variant?: 'full' | 'simple'
}

/**
 * The profile icon: the account once signed in, else the login (also while the session is being read). An
 * admin also gets the admin area's link, known only once the lazily loaded session has read the profile.
 */
function AccountLink() {
  const { status, isAdmin } = useAuth()
  const signedIn = status === 'signed-in'
  return (
    <>
      {isAdmin && (
        <Link to={paths.admin.root.getHref()} className={navLinkClass}>
          Admin
        </Link>
      )}
      <Link
        to={signedIn ? paths.account.root.getHref() : paths.checkout.auth.getHref()}
        aria-label={signedIn ? 'My account' : 'Log in or create an account'}
        className={iconLinkClass}
      >
        <UserIcon />
      </Link>
    </>
  )
}

export function SiteHeader({ variant = 'full' }: SiteHeaderProps) {
  const { pathname } = useLocation()
  const menuId = useId()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

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

  // Esc closes the menu and puts focus back on its button (where it was before the menu opened).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return
    setMenuOpen(false)
    menuButton.current?.focus()
  }

  return (
    // Any link followed from the header closes the phone menu.
    <header
      className="border-b border-brand-100 bg-white"
      onKeyDown={onKeyDown}
      onClick={(event) => (event.target as Element).closest('a') && setMenuOpen(false)}
    >
      <div className="mx-auto flex max-w-content flex-wrap items-center gap-x-6 px-4 py-3 sm:px-6">
        <Logo />
        {/* Phones: the links sit behind a menu button and open as a list under the logo row. */}
        <nav
          id={menuId}
          aria-label="Main"
          className={`order-last -mx-2 w-full md:order-none md:mx-0 md:block md:w-auto ${menuOpen ? 'block' : 'hidden'}`}
        >
          <ul className="flex flex-col border-t border-brand-100 pt-2 md:flex-row md:gap-x-1 md:border-0 md:pt-0">
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
          <AccountLink />
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label="Menu"
            onClick={() => setMenuOpen((open) => !open)}
            className={`${iconLinkClass} md:hidden`}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
    </header>
  )
}
