import { TOAST_DURATION, type ToastInput } from '@/stores/toast'

/** The generic description when placing an order fails without a payment error. */
export const PLACE_ORDER_FALLBACK_ERROR = 'Could not place your order. Please try again.'

/** The checkout's toasts, worded as the spec gives them. */
export const CHECKOUT_TOASTS = {
  missingInformation: {
    title: 'Missing Information',
    description: 'Please fix the highlighted fields to continue.',
    variant: 'destructive',
    duration: TOAST_DURATION.default,
  },
  emptyCart: {
    title: 'Empty Cart',
    description: 'Your cart is empty. Redirecting to shop...',
    duration: TOAST_DURATION.short,
  },
  orderPlaced: {
    title: 'Order placed! Your CasaBite flavors are on the way.',
    description: 'Your spices are on their way!',
    duration: TOAST_DURATION.default,
  },
  paymentUnavailable: {
    title: 'Payment Processing Error',
    description: 'Payment processing is disabled as Supabase integration is not complete.',
    variant: 'destructive',
    duration: TOAST_DURATION.default,
  },
  /** The order is placed; only adding its address to the account failed. */
  addressNotSaved: {
    title: 'Address Not Saved',
    description:
      'Your order is placed, but we could not save this address to your account. You can add it under Addresses in your account.',
    variant: 'destructive',
    // Queued as the confirmation page opens: it speaks of that order.
    pageBound: false,
    duration: TOAST_DURATION.long,
  },
} as const satisfies Record<string, ToastInput>

/** A failed payment or order: the payment's (or the order's) error, else the generic one. */
export function paymentFailedToast(error?: string | null): ToastInput {
  return {
    title: 'Payment failed — double-check your card details or try a different method.',
    description: error?.trim() || PLACE_ORDER_FALLBACK_ERROR,
    variant: 'destructive',
    duration: TOAST_DURATION.default,
  }
}

/** Why an order could not be saved after payment (the spec's order-save errors). */
export const ORDER_SAVE_ERRORS = {
  fallback: 'Failed to save your order. Please try again or contact support.',
  noClient: 'Database connection error. Order cannot be saved.',
} as const
