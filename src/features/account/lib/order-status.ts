/** Status badge colours (spec §4), matched case-insensitively; any other status is neutral. */
const statusClasses: Record<string, string> = {
  delivered: 'bg-green-100 text-green-800',
  processing: 'bg-yellow-100 text-yellow-900',
  shipped: 'bg-blue-100 text-blue-800',
  cancelled: 'bg-red-100 text-red-800',
}

const neutral = 'bg-stone-100 text-stone-800'

export function statusBadgeClass(status: string): string {
  return statusClasses[status.trim().toLowerCase()] ?? neutral
}
