import type { QueryClient } from '@tanstack/react-query'
import { adminKeys, productKeys } from '@/lib/query-keys'

/**
 * After a product write (an admin's save or delete, or a review's moderation): the admin lists, the shop's
 * product queries and the dashboard's low stock.
 */
export function invalidateProducts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.products() })
  void queryClient.invalidateQueries({ queryKey: adminKeys.dashboards() })
  void queryClient.invalidateQueries({ queryKey: productKeys.all })
}
