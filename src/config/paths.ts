/**
 * Every route of the shop, in typed tables: this one, and the account's and the admin's sections in
 * account-paths.ts and admin-paths.ts. Routes use `path`; links use `getHref(...)`, so a URL is spelled once. Child paths are absolute: React Router accepts them under a parent that prefixes them.
 */
type SearchValue = string | number | boolean | readonly (string | number | boolean)[] | null | undefined

/** Builds `?a=1&b=x&b=y`; arrays repeat the key (the shop's filters are repeatable); empty values are dropped. */
export function toSearch(params: Readonly<Record<string, SearchValue>> = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue
    const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value as string]
    for (const item of values) search.append(key, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

export const segment = (value: string | number) => encodeURIComponent(String(value))

export const fixed = <P extends string>(path: P) => ({ path, getHref: () => path })

export const paths = {
  home: fixed('/'),
  shop: {
    path: '/shop',
    getHref: (params?: Readonly<Record<string, SearchValue>>) => `/shop${toSearch(params)}`,
  },
  product: {
    path: '/product/:productId',
    /** The parameter is a product slug or id (UUID); both resolve to the same product. */
    getHref: (slugOrId: string) => `/product/${segment(slugOrId)}`,
  },
  cart: fixed('/cart'),
  about: {
    path: '/about',
    getHref: (hash?: 'sourcing-promise') => (hash ? `/about#${hash}` : '/about'),
  },
  contact: fixed('/contact'),
  faq: fixed('/faq'),
  blog: {
    list: fixed('/blog'),
    post: { path: '/blog/:postId', getHref: (slug: string) => `/blog/${segment(slug)}` },
  },
  returnsRefunds: fixed('/returns-refunds'),
  /** Linked from the terms (spec); not in the routing table, so it is ours to write. */
  shipping: fixed('/shipping'),
  privacyPolicy: fixed('/privacy-policy'),
  termsOfService: fixed('/terms-of-service'),
  /** The shop also links the terms as /terms; it renders the same page with /terms-of-service as canonical. */
  terms: fixed('/terms'),
  products: fixed('/products'),
  recipes: fixed('/recipes'),
  rewards: fixed('/rewards'),
  checkout: {
    root: fixed('/checkout'),
    options: fixed('/checkout/options'),
    auth: {
      path: '/checkout/auth',
      /**
       * `from: 'confirmation'` hides Continue Without Account; `claim` attaches that guest order once signed
       * in; `mode: 'signup'` opens on Create Account; `returnTo` is the page to come back to once signed in;
       * `ref` is a customer's referral code, which the sign-up sends.
       */
      getHref: (params?: { claim?: string; from?: 'confirmation'; mode?: 'signup'; returnTo?: string; ref?: string }) =>
        `/checkout/auth${toSearch(params)}`,
    },
    shipping: fixed('/checkout/shipping'),
    payment: fixed('/checkout/payment'),
  },
  orderConfirmation: {
    path: '/order-confirmation/:orderId',
    getHref: (orderId: string) => `/order-confirmation/${segment(orderId)}`,
  },
  // Each area's own paths live with it (config/account-paths.ts, config/admin-paths.ts): only its code needs
  // them, so they stay out of every storefront visit's first download.
  account: { root: fixed('/account') },
  admin: { root: fixed('/admin') },
  notFound: { path: '*' },
} as const
