import { createContext, useContext } from 'react'
import { useFormContext } from 'react-hook-form'
import type { CartLine } from '@/stores/cart'
import type { CheckoutFormInput, CheckoutFormValues } from '../lib/checkout-schema'
import type { CheckoutBuyer } from '../hooks/use-checkout-buyer'
import type { CheckoutSteps } from '../hooks/use-checkout-steps'
import type { PromoAndPoints } from '../hooks/use-promo-and-points'
import type { SavedAddressChoices } from '../hooks/use-saved-address-prefill'

/** What the steps under the form read, each part as the hook that owns it gives it (the form itself: useCheckoutForm). */
export interface CheckoutContextValue {
  flow: CheckoutSteps['flow']
  back: CheckoutSteps['back']
  buyer: CheckoutBuyer | null | undefined
  lines: readonly CartLine[]
  removeLine: (line: CartLine) => void
  /** The quote, the promo code and points choice, and the line the database refused. */
  offers: PromoAndPoints
  addresses: SavedAddressChoices
  /** The error line of the payment step. */
  paymentError: string | null
}

export const CheckoutContext = createContext<CheckoutContextValue | null>(null)

/** The checkout's state, for the shipping and payment steps under the form's layout. */
export function useCheckout(): CheckoutContextValue {
  const value = useContext(CheckoutContext)
  if (!value) throw new Error('useCheckout is used outside the checkout form layout.')
  return value
}

/** The checkout's react-hook-form (its FormProvider is the form's layout). */
export const useCheckoutForm = () => useFormContext<CheckoutFormInput, unknown, CheckoutFormValues>()
