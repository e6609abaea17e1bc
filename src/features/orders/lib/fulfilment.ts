import * as z from 'zod/mini'

/** The carriers admin_ship_order takes; 'Other' has no tracking page. */
export const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL', 'Other'] as const

/** The reasons admin_cancel_order takes, as the owner reads them. */
export const CANCEL_REASONS = {
  customer_request: 'Customer request',
  out_of_stock: 'Out of stock',
  payment_issue: 'Payment issue',
  fraud_suspected: 'Fraud suspected',
  other: 'Other',
} as const

export type CancelReason = keyof typeof CANCEL_REASONS

/** What the refund's money state means to the owner. */
export const REFUND_STATES: Readonly<Record<string, string>> = {
  none: 'Nothing to refund (no card payment)',
  pending: 'Refund pending',
  refunding: 'Refund in progress',
  refunded: 'Refunded',
  failed: 'Refund failed',
}

/** "Visa ending in 4242", or null when the payment names no card. */
export const cardOf = (payment: { brand: string | null; last4: string | null } | null) =>
  payment?.last4 ? `${payment.brand ?? 'Card'} ending in ${payment.last4}` : null

/** As the database keeps a tracking number: upper case, no spaces (it checks the same). */
export const normalizeTrackingNumber = (value: string) => value.replace(/\s/g, '').toUpperCase()

export const shipFormSchema = z.object({
  carrier: z.enum(CARRIERS, { error: 'Please choose a carrier.' }),
  trackingNumber: z
    .string()
    .check(
      z.refine((v) => /^[A-Z0-9-]{4,40}$/.test(normalizeTrackingNumber(v)), 'Please enter a valid tracking number.'),
    ),
})

export type ShipForm = z.infer<typeof shipFormSchema>

export const cancelFormSchema = z.object({
  reason: z.enum(Object.keys(CANCEL_REASONS) as [CancelReason, ...CancelReason[]], {
    error: 'Please choose a reason for cancelling.',
  }),
  note: z.string().check(z.maxLength(500, 'A note is at most 500 characters.')),
})

export type CancelForm = z.infer<typeof cancelFormSchema>
