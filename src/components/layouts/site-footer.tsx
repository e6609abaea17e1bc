import { use, type ComponentType, type SVGProps } from 'react'
import { Link } from 'react-router-dom'
import { FacebookIcon, InstagramIcon, PinterestIcon, YouTubeIcon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { site, type SocialNetwork } from '@/config/site'
import { FooterNewsletterContext } from './footer-slots'

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

const socialIcons: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  Pinterest: PinterestIcon,
  YouTube: YouTubeIcon,
}

const linkClass = 'rounded-sm text-cream/90 hover:text-saffron-300 hover:underline'

/** Dark footer: cream text on ink is 15.6:1, and the focus ring switches to saffron (8.8:1 on ink). */
export function SiteFooter() {
  const newsletter = use(FooterNewsletterContext)
  const year = new Date().getFullYear()
  return (
    <footer className="bg-ink text-cream [&_:focus-visible]:outline-saffron-400">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.8fr]">
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
          <ul aria-label="Follow CasaBite" className="mt-5 flex gap-2">
            {site.social.map(({ name, href }) => {
              const Icon = socialIcons[name]
              return (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${site.name} on ${name} (opens in a new tab)`}
                    className="inline-flex size-11 items-center justify-center rounded-full text-cream/90 hover:bg-cream/10 hover:text-saffron-300"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              )
            })}
          </ul>
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
        {newsletter ? <div className="sm:col-span-2 lg:col-span-1">{newsletter}</div> : null}
      </div>
      <p className="border-t border-cream/20 px-4 py-4 text-center text-xs text-cream/90">
        © {year} {site.name}. All rights reserved.
      </p>
    </footer>
  )
}
