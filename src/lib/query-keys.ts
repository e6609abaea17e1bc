import type { ProductListFilters } from '@/types/models'

/**
 * Every query key of the app (TkDodo's factories). Each domain has one root, so
 * `invalidateQueries({ queryKey: productKeys.all })` refreshes lists and details alike,
 * and `productKeys.lists()` only the lists (e.g. on a realtime insert).
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductListFilters) => [...productKeys.lists(), filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (slugOrId: string) => [...productKeys.details(), slugOrId] as const,
  related: (slugOrId: string) => [...productKeys.detail(slugOrId), 'related'] as const,
  /** The cart's check of its lines against current prices, activity and stock. */
  byIds: (ids: readonly string[]) => [...productKeys.all, 'by-ids', [...ids].sort()] as const,
  facets: () => [...productKeys.all, 'facets'] as const,
  /** Every cart check, whatever its ids (a live stock change refreshes them all). */
  byIdsAll: () => [...productKeys.all, 'by-ids'] as const,
}

export const wishlistKeys = {
  all: ['wishlist'] as const,
  /** Whether one product is on the signed-in user's wishlist (the product page's toggle). */
  entry: (productId: string, userId: string) => [...wishlistKeys.all, userId, productId] as const,
  /** The account page's wishlist of the signed-in user (every product and size, with stock). */
  list: (userId: string) => [...wishlistKeys.all, userId, 'list'] as const,
}

/** The signed-in user's saved addresses. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: (userId: string) => [...addressKeys.all, userId] as const,
}

/** A product's public reviews (a page each) and whether the signed-in user may review it. */
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => [...reviewKeys.all, productId] as const,
  page: (productId: string, page: number) => [...reviewKeys.product(productId), 'page', page] as const,
  eligibility: (productId: string, userId: string) =>
    [...reviewKeys.product(productId), 'eligibility', userId] as const,
}

/** The Auth service itself (whether it answers). */
export const authKeys = {
  all: ['auth'] as const,
  health: () => [...authKeys.all, 'health'] as const,
  /** The signed-in user's second factors and assurance level. */
  factors: () => [...authKeys.all, 'factors'] as const,
  /** The session's assurance level alone (under factors: what changes the factors refreshes it). */
  level: () => [...authKeys.factors(), 'level'] as const,
}

/** The signed-in user's profile (names, admin flag); one per user id. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: string) => [...profileKeys.all, userId] as const,
}

export const blogKeys = {
  all: ['blog-posts'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  details: () => [...blogKeys.all, 'detail'] as const,
  detail: (slug: string) => [...blogKeys.details(), slug] as const,
}

export const checkoutKeys = {
  all: ['checkout'] as const,
  quotes: () => [...checkoutKeys.all, 'quote'] as const,
  /** What place_order would charge this buyer (null: a guest) for these lines, promo code and points. */
  quote: (quote: {
    userId: string | null
    items: readonly unknown[]
    promoCode: string | null
    redeemPoints: number
    destination: { country: string; state: string } | null
  }) => [...checkoutKeys.quotes(), quote] as const,
}

export const pointsKeys = {
  all: ['points'] as const,
  balance: (userId: string) => [...pointsKeys.all, 'balance', userId] as const,
  /** Balance, points expiring within 30 days and the next expiry date. */
  summary: (userId: string) => [...pointsKeys.all, 'summary', userId] as const,
  history: (userId: string) => [...pointsKeys.all, 'history', userId] as const,
}

export const orderKeys = {
  all: ['orders'] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderId: string) => [...orderKeys.details(), orderId] as const,
  /** The order's status timeline (under its detail, so a live change to the order refreshes it too). */
  statusHistory: (orderId: string) => [...orderKeys.detail(orderId), 'status-history'] as const,
  /** Every column of one order, as the admins' order screen reads it (under its detail, refreshed with it). */
  adminDetail: (orderId: string) => [...orderKeys.detail(orderId), 'admin'] as const,
  /** Its payment, refund and internal note, as the admins' order screen reads them (under its detail). */
  adminFulfilment: (orderId: string) => [...orderKeys.detail(orderId), 'fulfilment'] as const,
  /** Every list of orders: a customer's history and the admins' list. */
  lists: () => [...orderKeys.all, 'list'] as const,
  /** One user's order history, every page. */
  ofUser: (userId: string) => [...orderKeys.lists(), userId] as const,
  /** The signed-in user's order history, a page each. */
  list: (userId: string, page: number) => [...orderKeys.ofUser(userId), page] as const,
  /** The admins' list of every order: one page of a filtered search. */
  adminLists: () => [...orderKeys.lists(), 'all-orders'] as const,
  adminList: (filters: object) => [...orderKeys.adminLists(), filters] as const,
}

/** Which mails the e-mail log shows: all, those still to go, those gone, those that failed. */
export type EmailLogFilter = 'all' | 'pending' | 'sent' | 'failed'

/** Which contact messages the admin lists: all, those still to answer, those answered. */
export type MessageFilter = 'all' | 'unhandled' | 'handled'

/** The dashboard's periods (admin_dashboard refuses any other). */
export type DashboardDays = 7 | 30 | 90

export interface CustomerListParams {
  search: string
  page: number
  pageSize: number
}

/** The admin screens' data (what only an admin may read): one root, and each list's root refreshes all its pages. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboards: () => [...adminKeys.all, 'dashboard'] as const,
  dashboard: (days: DashboardDays) => [...adminKeys.dashboards(), days] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  productList: () => [...adminKeys.products(), 'list'] as const,
  product: (productId: string) => [...adminKeys.products(), 'detail', productId] as const,
  /** The managed categories and cuisines the product form picks from (under products: a save refreshes them). */
  facetLists: () => [...adminKeys.products(), 'facet-lists'] as const,
  customers: () => [...adminKeys.all, 'customers'] as const,
  customerList: (params: CustomerListParams) => [...adminKeys.customers(), params] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  messageList: (filter: MessageFilter, page: number) => [...adminKeys.messages(), filter, page] as const,
  reviews: () => [...adminKeys.all, 'reviews'] as const,
  reviewList: (page: number) => [...adminKeys.reviews(), page] as const,
  subscribers: () => [...adminKeys.all, 'newsletter-subscribers'] as const,
  emails: () => [...adminKeys.all, 'emails'] as const,
  emailList: (filter: EmailLogFilter, page: number) => [...adminKeys.emails(), filter, page] as const,
  /** Shipping and tax rates (the Settings screen). */
  rates: () => [...adminKeys.all, 'rates'] as const,
  promoCodes: () => [...adminKeys.all, 'promo-codes'] as const,
  /** Every blog post, drafts too (the storefront's blogKeys hold only what shoppers see). */
  blogPosts: () => [...adminKeys.all, 'blog-posts'] as const,
  blogPostList: () => [...adminKeys.blogPosts(), 'list'] as const,
  blogPost: (postId: string) => [...adminKeys.blogPosts(), 'detail', postId] as const,
  customer: (userId: string) => [...adminKeys.customers(), 'detail', userId] as const,
}

/**
 * The roots whose data belongs to the signed-in user (or is what their rights let them read: an admin's).
 * A new domain that reads per user adds its root here, so that signing out, another user signing in or a
 * change of role drops it.
 */
const USER_SCOPED_ROOTS: ReadonlySet<unknown> = new Set(
  [profileKeys, wishlistKeys, addressKeys, pointsKeys, orderKeys, checkoutKeys, adminKeys].map((keys) => keys.all[0]),
)

/** Whether a query holds one user's data: under a user-scoped root, a review eligibility or the second factors. */
export const isUserScopedQuery = ({ queryKey }: { queryKey: readonly unknown[] }): boolean =>
  USER_SCOPED_ROOTS.has(queryKey[0]) ||
  (queryKey[0] === reviewKeys.all[0] && queryKey[2] === 'eligibility') ||
  (queryKey[0] === authKeys.all[0] && queryKey[1] === authKeys.factors()[1])
