import { describe, expect, it } from 'vitest'
import { CHECKOUT_TOASTS, ORDER_SAVE_ERRORS, paymentFailedToast } from '@/features/checkout/lib/checkout-toasts'

describe('checkout toasts', () => {
  it('words the spec texts exactly', () => {
    expect(CHECKOUT_TOASTS.missingInformation.title).toBe('Missing Information')
    expect(CHECKOUT_TOASTS.emptyCart).toEqual({
      title: 'Empty Cart',
      description: 'Your cart is empty. Redirecting to shop...',
      duration: 3000,
    })
    expect(CHECKOUT_TOASTS.orderPlaced).toEqual({
      title: 'Order placed! Your CasaBite flavors are on the way.',
      description: 'Your spices are on their way!',
      duration: 5000,
    })
    expect(CHECKOUT_TOASTS.paymentUnavailable).toMatchObject({
      title: 'Payment Processing Error',
      description: 'Payment processing is disabled as Supabase integration is not complete.',
      variant: 'destructive',
    })
    // Not the spec's: adding the order's address to the account failed, the order stands.
    expect(CHECKOUT_TOASTS.addressNotSaved).toMatchObject({
      title: 'Address Not Saved',
      description: expect.stringContaining('Your order is placed') as unknown,
      variant: 'destructive',
    })
    expect(ORDER_SAVE_ERRORS).toEqual({
      fallback: 'Failed to save your order. Please try again or contact support.',
      noClient: 'Database connection error. Order cannot be saved.',
    })
  })

  it('shows the payment error, else the generic one, in a destructive toast', () => {
    const title = 'Payment failed — double-check your card details or try a different method.'
    expect(paymentFailedToast('Your card was declined.')).toEqual({
      title,
      description: 'Your card was declined.',
      variant: 'destructive',
      duration: 5000,
    })
    for (const missing of [undefined, null, '', '  ']) {
      expect(paymentFailedToast(missing).description).toBe('Could not place your order. Please try again.')
    }
  })
})
