import { formatMoney, toCents } from '@/lib/money'

export { formatDateTime as dateTime } from '@/lib/format-date'
export { tableClass, tdClass, thClass } from '@/components/ui/table-classes'

export const money = (amount: number | string) => formatMoney(toCents(amount))
