import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { site } from '@/config/site'

const groups = [
  {
    title: 'Shop',
    links: [
      { to: paths.shop.getHref(), label: 'Shop All Spices' },
      { to: paths.rewards.getHref(), label: 'Flavor Points Rewards' },
    ],
  },
  {
    title: 'About',
    links: [
      { to: paths.about.getHref(), label: 'Our Story' },
      { to: paths.blog.list.getHref(), label: 'Blog' },
      { to: paths.contact.getHref(), label: 'Contact Us' },
      { to: paths.faq.getHref(), label: 'FAQ' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: paths.returnsRefunds.getHref(), label: 'Returns & Refunds' },
      { to: paths.privacyPolicy.getHref(), label: 'Privacy Policy' },
      { to: paths.termsOfService.getHref(), label: 'Terms of Service' },
    ],
  },
]

const linkClass = 'rounded-sm text-cream/90 hover:text-saffron-300 hover:underline'

/** Dark footer: cream text on ink is 15.6:1, and the focus ring switches to saffron (8.8:1 on ink). */
export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-ink text-cream [&_:focus-visible]:outline-saffron-400">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-bold">{site.name}</p>
          <p className="mt-3 text-sm text-cream/90">Premium, ethically sourced spices for home cooks and chefs.</p>
          <address className="mt-4 space-y-1 text-sm not-italic">
            <a className={linkClass} href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>
            <br />
            <a className={linkClass} href={site.phoneHref}>
              {site.phone}
            </a>
            <br />
            <span className="text-cream/90">{site.address}</span>
          </address>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-sans text-sm font-bold tracking-wide text-saffron-300 uppercase">{group.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link className={linkClass} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-cream/20 px-4 py-4 text-center text-xs text-cream/90">
        © {year} {site.name}. All rights reserved.
      </p>
    </footer>
  )
}
