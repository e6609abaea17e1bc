import { formatMoney, toCents } from '@/lib/money'

export { tableClass, tdClass, thClass } from '@/components/ui/table-classes'

export const money = (amount: number | string) => formatMoney(toCents(amount))

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
