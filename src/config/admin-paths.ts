import { fixed, segment } from './paths.ts'

/** The admin area's screens (the area's root is `paths.admin.root`). */
export const adminPaths = {
  dashboard: fixed('/admin/dashboard'),
  products: fixed('/admin/products'),
  newProduct: fixed('/admin/products/new'),
  editProduct: {
    path: '/admin/products/edit/:productId',
    getHref: (slugOrId: string) => `/admin/products/edit/${segment(slugOrId)}`,
  },
  orders: fixed('/admin/orders'),
  order: { path: '/admin/orders/:orderId', getHref: (orderId: string) => `/admin/orders/${segment(orderId)}` },
  packingSlip: {
    path: '/admin/orders/:orderId/packing-slip',
    getHref: (orderId: string) => `/admin/orders/${segment(orderId)}/packing-slip`,
  },
  customers: fixed('/admin/customers'),
  customer: {
    path: '/admin/customers/:userId',
    getHref: (userId: string) => `/admin/customers/${segment(userId)}`,
  },
  messages: fixed('/admin/messages'),
  promoCodes: fixed('/admin/promo-codes'),
  blogPosts: fixed('/admin/blog-posts'),
  newBlogPost: fixed('/admin/blog-posts/new'),
  editBlogPost: {
    path: '/admin/blog-posts/edit/:postId',
    getHref: (postId: string) => `/admin/blog-posts/edit/${segment(postId)}`,
  },
  settings: fixed('/admin/settings'),
} as const
