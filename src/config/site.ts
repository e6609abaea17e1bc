/** Brand facts shown across the site. The contact details are placeholders until the shop's real ones are confirmed. */
export const site = {
  name: 'CasaBite',
  tagline: 'Premium, Ethically Sourced Spices',
  defaultDescription:
    'CasaBite sells premium, ethically sourced and organic spices from around the world, for home cooks and chefs.',
  supportEmail: 'support@casabite.example',
  phone: '+1 (555) 010-2024',
  phoneHref: 'tel:+15550102024',
  address: '123 Spice Market Lane, San Francisco, CA 94110 (by appointment only)',
  /** Where the shop posts; opened in a new tab from the footer. */
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/casabite' },
    { name: 'Facebook', href: 'https://www.facebook.com/casabite' },
    { name: 'Pinterest', href: 'https://www.pinterest.com/casabite' },
    { name: 'YouTube', href: 'https://www.youtube.com/@casabite' },
  ],
} as const

export type SocialNetwork = (typeof site.social)[number]['name']
