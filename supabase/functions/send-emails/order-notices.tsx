// What the shipped and cancelled mails add to an order: where the parcel is, and what went back.
import { Link, Text } from '@react-email/components'
import { money, text } from './format.ts'

/** Where the parcel is: the carrier and number, with the carrier's tracking page when it has one. */
export function Tracking({ payload }: { payload: Record<string, unknown> }) {
  const number = text(payload.tracking_number)
  if (!number) return null
  const url = text(payload.tracking_url)
  return (
    <Text>
      {text(payload.carrier) === 'Other' ? 'Tracking number' : `${text(payload.carrier)} tracking number`}:{' '}
      {url ? <Link href={url}>{number}</Link> : <strong>{number}</strong>}
    </Text>
  )
}

/**
 * The reason as the customer reads it. A suspected fraud is not named to the buyer (nor is "other":
 * the note says it), as shops do: the mail says only that the order was cancelled.
 */
export const CANCEL_REASONS: Readonly<Record<string, string>> = {
  customer_request: ' at your request',
  out_of_stock: ' because an item is out of stock',
  payment_issue: ' because of a problem with the payment',
}

export function RefundNotice({ payload }: { payload: Record<string, unknown> }) {
  const amount = Number(payload.refund_amount ?? 0)
  if (!(amount > 0)) return null
  const card = text(payload.card_last4)
    ? ` to your ${text(payload.card_brand) || 'card'} ending in ${text(payload.card_last4)}`
    : ' to the card you paid with'
  return (
    <Text>
      We are refunding {money(amount)}
      {card}. It can take 5 to 10 business days to show on your statement.
    </Text>
  )
}
