import { cn } from '@/lib/cn'
import { statusBadgeClass } from '../lib/order-status'

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-testid="order-status"
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold', statusBadgeClass(status))}
    >
      {status}
    </span>
  )
}
