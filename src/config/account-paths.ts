import { fixed, toSearch } from './paths'

/** The account area's sections, each its own URL (the area's root is `paths.account.root`). */
export const accountPaths = {
  orders: {
    path: '/account/orders',
    /** `page`: the order history's page (1-based); page 1 is the bare path. */
    getHref: (page?: number) => `/account/orders${toSearch({ page: page && page > 1 ? page : null })}`,
  },
  wishlist: fixed('/account/wishlist'),
  addresses: fixed('/account/addresses'),
  points: fixed('/account/points'),
  /** The Flavor Points page's Refer a Friend section: `id` is its element's, the hash of the link. */
  referAFriend: { id: 'refer-a-friend', getHref: () => '/account/points#refer-a-friend' },
  settings: fixed('/account/settings'),
  /** Where the password-reset e-mail lands (the redirect target given to Supabase Auth). */
  resetPassword: fixed('/account/reset-password'),
} as const
