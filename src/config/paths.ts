/**
 * Every route of the shop, in one typed table. Routes use `path`; links use `getHref(...)`, so a URL
 * is spelled once. Child paths are absolute: React Router accepts them under a parent that prefixes them.
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

const segment = (value: string | number) => encodeURIComponent(String(value))

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path })

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
       * in; `mode: 'signup'` opens on Create Account.
       */
      getHref: (params?: { claim?: string; from?: 'confirmation'; mode?: 'signup' }) =>
        `/checkout/auth${toSearch(params)}`,
    },
    shipping: fixed('/checkout/shipping'),
    payment: fixed('/checkout/payment'),
  },
  orderConfirmation: {
    path: '/order-confirmation/:orderId',
    getHref: (orderId: string) => `/order-confirmation/${segment(orderId)}`,
  },
  account: {
    root: fixed('/account'),
    orders: {
      path: '/account/orders',
      /** `page`: the order history's page (1-based); page 1 is the bare path. */
      getHref: (page?: number) => `/account/orders${toSearch({ page: page && page > 1 ? page : null })}`,
    },
    wishlist: fixed('/account/wishlist'),
    addresses: fixed('/account/addresses'),
    points: fixed('/account/points'),
    settings: fixed('/account/settings'),
    /** Where the password-reset e-mail lands (the redirect target given to Supabase Auth). */
    resetPassword: fixed('/account/reset-password'),
  },
  admin: {
    root: fixed('/admin'),
    dashboard: fixed('/admin/dashboard'),
    products: fixed('/admin/products'),
    newProduct: fixed('/admin/products/new'),
    editProduct: {
      path: '/admin/products/edit/:productId',
      getHref: (slugOrId: string) => `/admin/products/edit/${segment(slugOrId)}`,
    },
    orders: fixed('/admin/orders'),
    order: { path: '/admin/orders/:orderId', getHref: (orderId: string) => `/admin/orders/${segment(orderId)}` },
    customers: fixed('/admin/customers'),
    messages: fixed('/admin/messages'),
  },
  notFound: { path: '*' },
} as const
