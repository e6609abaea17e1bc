import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { productKeys } from '@/lib/query-keys'
import { toast, type ToastInput } from '@/stores/toast'
import { usePlaceOrder } from '../api/place-order'
import type { CheckoutFormInput, CheckoutFormValues } from '../lib/checkout-schema'
import { CHECKOUT_TOASTS, ORDER_SAVE_ERRORS, paymentFailedToast } from '../lib/checkout-toasts'
import { getOrCreateCheckoutKey } from '../lib/idempotency-key'
import { toOrderAddresses } from '../lib/order-addresses'
import { OrderRequestError, type OrderItem } from '../lib/order-request'
import { matchingSavedAddress, toNewSavedAddress, type AddressBook } from '../lib/saved-addresses'
import type { CheckoutSteps } from './use-checkout-steps'
import { normalizePromo, refusalText, type PromoAndPoints } from './use-promo-and-points'

/** The payment step's line when the order service could not be reached or failed. */
export const ORDER_SERVICE_UNAVAILABLE =
  'We could not reach our order service. Your details and cart are kept; please check your connection and try again.'

interface SubmitOrderOptions {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>
  steps: CheckoutSteps
  offers: PromoAndPoints
  items: OrderItem[]
  addressBook: AddressBook | null
}

/**
 * The form's submit: Next on the shipping step; on the payment step the full check, then the order (the
 * mutation's onSuccess clears what the order used up), the confirmation, or the reason it failed.
 */
export function useSubmitOrder({ form, steps, offers, items, addressBook }: SubmitOrderOptions) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const placeOrder = usePlaceOrder()
  const [paymentError, setPaymentError] = useState<string | null>(null)
  // One attempt at a time: a second click while one is under way does nothing.
  const attempting = useRef(false)
  // Set from the moment the order is asked for: the cart its success empties must not send the shopper away.
  const orderUnderWay = useRef(false)
  const { dispatch } = steps

  const failOrder = (message: string, toastInput: ToastInput) => {
    dispatch({ type: 'orderFailed' })
    setPaymentError(message)
    toast(toastInput)
  }
  // The backend could not be reached or failed: nothing more is charged, and what was typed stays.
  const backendUnavailable = () => failOrder(ORDER_SERVICE_UNAVAILABLE, CHECKOUT_TOASTS.paymentUnavailable)

  const submitOrder = async (values: CheckoutFormValues, promoCode: string | null) => {
    const { shipping, billing } = toOrderAddresses(values)
    orderUnderWay.current = true
    try {
      const order = await placeOrder.mutateAsync({
        idempotencyKey: getOrCreateCheckoutKey(),
        items,
        customerName: values.shippingFullName,
        customerEmail: values.email,
        shippingAddress: shipping,
        billingAddress: billing,
        paymentMethod: values.paymentMethod,
        promoCode,
        redeemPoints: promoCode ? 0 : offers.redeemPoints,
        card: { number: values.cardNumber, expiry: values.cardExpiry, cvc: values.cardCVV },
      })
      dispatch({ type: 'orderPlaced', orderId: order.id })
      toast(CHECKOUT_TOASTS.orderPlaced)
      saveAddressAfterOrder(values)
      void navigate(paths.orderConfirmation.getHref(order.id), { replace: true })
    } catch (error) {
      orderUnderWay.current = false
      if (!(error instanceof OrderRequestError)) {
        failOrder(ORDER_SAVE_ERRORS.fallback, paymentFailedToast(ORDER_SAVE_ERRORS.fallback))
      } else if (error.kind === 'declined') {
        failOrder(error.message, paymentFailedToast(error.message))
      } else if (error.kind === 'unavailable') {
        backendUnavailable()
      } else if (error.refusal) {
        offers.setRefusal(error.refusal)
        // The cart page checks its lines again, so it flags the same line.
        void queryClient.invalidateQueries({ queryKey: productKeys.byIdsAll() })
        failOrder(refusalText(error.refusal), paymentFailedToast(error.message))
      } else {
        failOrder(error.message, paymentFailedToast(error.message))
      }
    }
  }

  // Only once the order exists, and not for an address the account already holds; the order stands whatever happens here.
  const saveAddressAfterOrder = (values: CheckoutFormValues) => {
    if (!values.saveAddress || !addressBook || matchingSavedAddress(addressBook.addresses, values)) return
    addressBook.save(toNewSavedAddress(values)).catch(() => toast(CHECKOUT_TOASTS.addressNotSaved))
  }

  const onValid = async (values: CheckoutFormValues) => {
    if (attempting.current || orderUnderWay.current) return
    // The summary's quote already found the backend down: say so at once (and ask again for the next press).
    if (offers.quote.unavailable) {
      backendUnavailable()
      offers.quote.refetch()
      return
    }
    attempting.current = true
    try {
      // A code typed but not applied is checked now, before anything is charged.
      if (normalizePromo(values.promoCode) !== (offers.appliedPromo ?? '') && !(await offers.applyPromo())) {
        toast(CHECKOUT_TOASTS.missingInformation)
        return
      }
      dispatch({ type: 'placeOrder', invalidStep: null })
      setPaymentError(null)
      offers.setRefusal(null)
      await submitOrder(values, normalizePromo(values.promoCode) || null)
    } finally {
      attempting.current = false
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (steps.urlStep === 'payment') {
      // A new attempt: the last one's payment error no longer stands beside this attempt's field errors.
      setPaymentError(null)
      void form.handleSubmit(onValid, steps.showInvalid)(event)
      return
    }
    // Enter in a shipping field means Next.
    event.preventDefault()
    void steps.next()
  }

  return { onSubmit, paymentError, orderUnderWay }
}
