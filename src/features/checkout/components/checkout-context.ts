import { createContext, useContext } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { CartLine } from '@/stores/cart'
import type { OrderQuote } from '../api/quote-order'
import type { CheckoutFormInput, CheckoutFormValues } from '../lib/checkout-schema'
import type { CheckoutFlow } from '../lib/checkout-steps'
import type { LineRefusal } from '../lib/order-request'
import type { SavedAddress } from '../lib/saved-addresses'
import type { CheckoutBuyer } from '../hooks/use-checkout-buyer'

export interface CheckoutQuoteState {
  data: OrderQuote | undefined
  /** The quote is being asked for (also while the previous totals stay on screen). */
  isFetching: boolean
  /** Why the quote failed (a refused promo code or points choice, or an unreachable service), if it did. */
  errorMessage: string | null
  unavailable: boolean
  refetch: () => void
}

export interface CheckoutContextValue {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>
  flow: CheckoutFlow
  buyer: CheckoutBuyer | null | undefined
  lines: readonly CartLine[]
  quote: CheckoutQuoteState
  /** The line the database refused (at the last quote or order attempt), named in the summary and the payment step. */
  refusal: LineRefusal | null
  /** The error line of the payment step. */
  paymentError: string | null
  appliedPromo: string | null
  applyPromo: () => Promise<boolean>
  removePromo: () => void
  pointsBalance: number | null
  redeemPoints: number
  chooseRedeemPoints: (points: number) => void
  next: () => Promise<void>
  back: () => void
  removeLine: (line: CartLine) => void
  /** The signed-in customer's saved addresses, the default first; none for a guest. */
  savedAddresses: readonly SavedAddress[]
  /** Whether the typed address may be saved to the account: a signed-in customer's checkout. */
  canSaveAddress: boolean
  /** Fills the contact and address fields from a saved address, or empties the address fields for a new one (null). */
  chooseSavedAddress: (address: SavedAddress | null) => void
}

export const CheckoutContext = createContext<CheckoutContextValue | null>(null)

/** The checkout form and its state, for the shipping and payment steps under the form's layout. */
export function useCheckout(): CheckoutContextValue {
  const value = useContext(CheckoutContext)
  if (!value) throw new Error('useCheckout is used outside the checkout form layout.')
  return value
}
