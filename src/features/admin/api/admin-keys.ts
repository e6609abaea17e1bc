import type { AdminOrderFilters } from './admin-orders-query'

/** Which mails the e-mail log shows: all, those still to go, those gone, those that failed. */
export type EmailLogFilter = 'all' | 'pending' | 'sent' | 'failed'

/** The dashboard's periods (admin_dashboard refuses any other). */
export type DashboardDays = 7 | 30 | 90

export interface CustomerListParams {
  search: string
  page: number
  pageSize: number
}

/**
 * The admin area's query keys, factories as in lib/query-keys.ts: one root, so signing out or a role change
 * drops every admin query with `removeQueries({ queryKey: adminKeys.all })`, and each list's root refreshes
 * all of its pages.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboards: () => [...adminKeys.all, 'dashboard'] as const,
  dashboard: (days: DashboardDays) => [...adminKeys.dashboards(), days] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderList: (filters: AdminOrderFilters) => [...adminKeys.orders(), 'list', filters] as const,
  orderHistory: (orderId: string) => [...adminKeys.orders(), 'history', orderId] as const,
  order: (orderId: string) => [...adminKeys.orders(), 'detail', orderId] as const,
  orderFulfilment: (orderId: string) => [...adminKeys.order(orderId), 'fulfilment'] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  productList: () => [...adminKeys.products(), 'list'] as const,
  product: (productId: string) => [...adminKeys.products(), 'detail', productId] as const,
  customers: () => [...adminKeys.all, 'customers'] as const,
  customerList: (params: CustomerListParams) => [...adminKeys.customers(), params] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  messageList: (page: number) => [...adminKeys.messages(), page] as const,
  reviews: () => [...adminKeys.all, 'reviews'] as const,
  reviewList: (page: number) => [...adminKeys.reviews(), page] as const,
  subscribers: () => [...adminKeys.all, 'newsletter-subscribers'] as const,
  emails: () => [...adminKeys.all, 'emails'] as const,
  emailList: (filter: EmailLogFilter, page: number) => [...adminKeys.emails(), filter, page] as const,
}
