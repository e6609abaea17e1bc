import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { problemMessage } from '@/lib/cart-line-problem'
import { pointsKeys, productKeys } from '@/lib/query-keys'
import { useCartStore, type CartLine } from '@/stores/cart'
import { useRedeemChoice } from '@/stores/redeem-choice'
import { toast, type ToastInput } from '@/stores/toast'
import { usePointsBalance } from '../api/get-points-balance'
import { usePlaceOrder } from '../api/place-order'
import { quoteOrderQueryOptions, useQuoteOrder, type QuoteRequest } from '../api/quote-order'
import { useCheckoutBuyer } from '../hooks/use-checkout-buyer'
import { useRestoredCheckoutValues, useSaveCheckoutDraft } from '../hooks/use-checkout-draft'
import { useEmptyCartRedirect } from '../hooks/use-empty-cart-redirect'
import {
  checkoutSchema,
  type CheckoutField,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '../lib/checkout-schema'
import { clearCheckoutDraft, shippingStepComplete } from '../lib/checkout-draft'
import {
  checkoutFlowReducer,
  checkoutStepFromPath,
  firstStepWithErrors,
  initialCheckoutFlow,
  STEP_FIELDS,
} from '../lib/checkout-steps'
import { CHECKOUT_TOASTS, ORDER_SAVE_ERRORS, paymentFailedToast } from '../lib/checkout-toasts'
import { clearCheckoutKey, getOrCreateCheckoutKey } from '../lib/idempotency-key'
import { toOrderAddresses } from '../lib/order-addresses'
import { OrderRequestError, refusalProblem, toOrderItems, type LineRefusal, type OrderItem } from '../lib/order-request'
import {
  matchingSavedAddress,
  shippingFieldsOf,
  toNewSavedAddress,
  type AddressBook,
  type SavedAddress,
} from '../lib/saved-addresses'
import { CheckoutContext, type CheckoutContextValue } from './checkout-context'
import { CheckoutProgress } from './checkout-progress'
import { OrderSummary, SummaryTotals } from './order-summary'

/** The payment step's line when the order service could not be reached or failed. */
export const ORDER_SERVICE_UNAVAILABLE =
  'We could not reach our order service. Your details and cart are kept; please check your connection and try again.'

const normalizePromo = (code: string) => code.trim().toUpperCase()

const NO_SAVED_ADDRESSES: readonly SavedAddress[] = []

/** The shipping fields "Enter a new address" empties (the recipient, phone and country stay). */
const NEW_ADDRESS_FIELDS = [
  'shippingAddress',
  'shippingApartment',
  'shippingCity',
  'shippingState',
  'shippingZip',
] as const satisfies readonly CheckoutField[]

/** The first field, in form order, that holds an error. */
function firstErrorField(errors: FieldErrors<CheckoutFormInput>, fields: readonly CheckoutField[]) {
  return fields.find((field) => errors[field])
}

/** The message for a refused line: the database's sentence and what to do about it. */
function refusalText(refusal: LineRefusal): string {
  return `${refusal.message} ${problemMessage(refusalProblem(refusal))}`
}

interface CheckoutFormProps {
  /** A signed-in customer's saved addresses and how to add one (the route brings them from the account); null for a guest. */
  addressBook?: AddressBook | null
}

/**
 * The shipping and payment steps as ONE form: it lives here, above both step routes, so what the
 * shopper typed survives moving between them. Holds the steps' flow, the quote behind the summary,
 * the promo code and points choice, the saved addresses, and placing the order.
 */
export function CheckoutForm({ addressBook = null }: CheckoutFormProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const urlStep = checkoutStepFromPath(location.pathname)
  // What this tab typed before a reload (never the card number or CVC); valid shipping values reopen payment.
  const restored = useRestoredCheckoutValues()
  const [flow, dispatch] = useReducer(checkoutFlowReducer, urlStep ?? 'shipping', (step) =>
    initialCheckoutFlow(step, step === 'payment' && shippingStepComplete(restored)),
  )
  const buyer = useCheckoutBuyer()
  const lines = useCartStore((state) => state.items)
  const removeItem = useCartStore((state) => state.removeItem)
  const clearCart = useCartStore((state) => state.clear)
  const placeOrder = usePlaceOrder()
  const orderPlaced = useRef(false)
  const placing = useRef(false)
  // The refused line, with the cart it was refused in: a changed cart (the line removed) clears it.
  const [refused, setRefused] = useState<{ items: OrderItem[]; refusal: LineRefusal } | null>(null)
  const [paymentError, setPaymentError] = useState<string | null>(null)
  const [appliedPromo, setAppliedPromo] = useState<string | null>(null)
  // In a store: the account's points page may have chosen the reward before the checkout opened.
  const redeemPoints = useRedeemChoice((state) => state.points)
  const setRedeemPoints = useRedeemChoice((state) => state.choose)
  const focusAfterNavigation = useRef<CheckoutField | null>(null)
  const savedAddresses = addressBook?.addresses ?? NO_SAVED_ADDRESSES
  const addressPreselected = useRef(false)

  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: restored,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  })
  const { getValues, setValue, setError, clearErrors, setFocus } = form

  useEmptyCartRedirect(orderPlaced)
  useSaveCheckoutDraft(form, orderPlaced)

  // The URL (links, Back and Forward) names the step; the flow decides whether it may open.
  useEffect(() => {
    if (urlStep) dispatch({ type: 'open', step: urlStep })
  }, [urlStep])

  // A signed-in buyer's e-mail and name, unless the shopper has typed their own.
  useEffect(() => {
    if (!buyer) return
    if (getValues('email') === '' && buyer.email) setValue('email', buyer.email)
    if (getValues('shippingFullName') === '' && buyer.fullName) setValue('shippingFullName', buyer.fullName)
  }, [buyer, getValues, setValue])

  const chooseSavedAddress = useCallback(
    (address: SavedAddress | null) => {
      const fields = address ? shippingFieldsOf(address) : Object.fromEntries(NEW_ADDRESS_FIELDS.map((f) => [f, '']))
      for (const [name, value] of Object.entries(fields) as [CheckoutField, string][]) {
        setValue(name, value)
        clearErrors(name)
      }
    },
    [clearErrors, setValue],
  )

  // Once the saved addresses arrive, the default one fills the shipping fields, unless the shopper has begun typing an address.
  useEffect(() => {
    if (addressPreselected.current || savedAddresses.length === 0) return
    addressPreselected.current = true
    const untouched = NEW_ADDRESS_FIELDS.every((name) => getValues(name) === '')
    const preferred = savedAddresses.find((address) => address.is_default) ?? savedAddresses[0]
    if (untouched && preferred) chooseSavedAddress(preferred)
  }, [savedAddresses, chooseSavedAddress, getValues])

  // A failed full check on the payment step sends the shopper back to the shipping fields; focus the first bad one there.
  useEffect(() => {
    if (focusAfterNavigation.current && urlStep === 'shipping') {
      setFocus(focusAfterNavigation.current)
      focusAfterNavigation.current = null
    }
  }, [urlStep, setFocus])

  const items = useMemo(() => toOrderItems(lines), [lines])
  const userId = buyer?.userId ?? null
  const quoteRequest: QuoteRequest = { userId, items, promoCode: appliedPromo, redeemPoints }
  const quoteQuery = useQuoteOrder(quoteRequest, buyer !== undefined)
  const quoteError = quoteQuery.error instanceof OrderRequestError ? quoteQuery.error : null
  const quoteUnavailable = quoteError?.kind === 'unavailable' || (quoteQuery.isError && !quoteError)
  const points = usePointsBalance(userId)
  // A reward chosen earlier (on the account's points page) that this buyer cannot cover is dropped: a guest,
  // or a balance that has gone down since.
  const coverable = buyer === null ? 0 : (points.data ?? null)
  useEffect(() => {
    if (coverable !== null && redeemPoints > coverable) setRedeemPoints(0)
  }, [coverable, redeemPoints, setRedeemPoints])

  const setRefusal = useCallback((refusal: LineRefusal | null) => setRefused(refusal && { items, refusal }), [items])
  const lineRefusal = (refused?.items === items ? refused.refusal : null) ?? quoteError?.refusal ?? null

  const applyPromo = useCallback(async (): Promise<boolean> => {
    const code = normalizePromo(getValues('promoCode'))
    clearErrors('promoCode')
    if (code === '') {
      setAppliedPromo(null)
      return true
    }
    try {
      await queryClient.fetchQuery(quoteOrderQueryOptions({ userId, items, promoCode: code, redeemPoints: 0 }))
    } catch (error) {
      const refused = error instanceof OrderRequestError && error.kind === 'refused'
      if (refused && error.refusal) {
        setRefusal(error.refusal)
        setError('promoCode', { message: refusalText(error.refusal) }, { shouldFocus: true })
      } else {
        setError(
          'promoCode',
          {
            message: refused ? error.message : 'We could not check this code right now. Please try again.',
          },
          { shouldFocus: true },
        )
      }
      return false
    }
    setValue('promoCode', code)
    setAppliedPromo(code)
    setRedeemPoints(0)
    return true
  }, [clearErrors, getValues, items, queryClient, setError, setRefusal, setRedeemPoints, setValue, userId])

  const removePromo = useCallback(() => {
    setAppliedPromo(null)
    setValue('promoCode', '')
    clearErrors('promoCode')
  }, [clearErrors, setValue])

  const chooseRedeemPoints = useCallback(
    (value: number) => {
      setRedeemPoints(value)
      // Points and a promo code do not combine (place_order refuses both): the newer choice wins.
      if (value > 0) removePromo()
    },
    [removePromo, setRedeemPoints],
  )

  const next = useCallback(async () => {
    const valid = await form.trigger(STEP_FIELDS.shipping, { shouldFocus: true })
    dispatch({ type: 'next', valid })
    if (!valid) {
      toast(CHECKOUT_TOASTS.missingInformation)
      return
    }
    void navigate(paths.checkout.payment.getHref())
  }, [form, navigate])

  const back = useCallback(() => {
    dispatch({ type: 'back' })
    void navigate(paths.checkout.shipping.getHref())
  }, [navigate])

  const failOrder = (message: string, toastInput: ToastInput) => {
    dispatch({ type: 'orderFailed' })
    setPaymentError(message)
    toast(toastInput)
  }

  // The backend could not be reached or failed: nothing more is charged, and what was typed stays.
  const backendUnavailable = () => failOrder(ORDER_SERVICE_UNAVAILABLE, CHECKOUT_TOASTS.paymentUnavailable)

  const onValid = async (values: CheckoutFormValues) => {
    // One order at a time: a second click while one is under way does nothing.
    if (placing.current || orderPlaced.current) return
    // The summary's quote already found the backend down: say so at once (and ask again for the next press).
    if (quoteUnavailable) {
      backendUnavailable()
      void quoteQuery.refetch()
      return
    }
    placing.current = true
    try {
      // A code typed but not applied is checked now, before anything is charged.
      if (normalizePromo(values.promoCode) !== (appliedPromo ?? '') && !(await applyPromo())) {
        toast(CHECKOUT_TOASTS.missingInformation)
        return
      }
      const promoCode = normalizePromo(values.promoCode) || null
      dispatch({ type: 'placeOrder', invalidStep: null })
      setPaymentError(null)
      setRefusal(null)
      await submitOrder(values, promoCode)
    } finally {
      placing.current = false
    }
  }

  const submitOrder = async (values: CheckoutFormValues, promoCode: string | null) => {
    const idempotencyKey = getOrCreateCheckoutKey()
    const { shipping, billing } = toOrderAddresses(values)
    try {
      const order = await placeOrder.mutateAsync({
        idempotencyKey,
        items,
        customerName: values.shippingFullName,
        customerEmail: values.email,
        shippingAddress: shipping,
        billingAddress: billing,
        paymentMethod: values.paymentMethod,
        promoCode,
        redeemPoints: promoCode ? 0 : redeemPoints,
        card: { number: values.cardNumber, expiry: values.cardExpiry, cvc: values.cardCVV },
      })
      orderPlaced.current = true
      setRedeemPoints(0)
      dispatch({ type: 'orderPlaced', orderId: order.id })
      clearCheckoutKey()
      clearCheckoutDraft()
      clearCart()
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all })
      void queryClient.invalidateQueries({ queryKey: productKeys.all })
      toast(CHECKOUT_TOASTS.orderPlaced)
      saveAddressAfterOrder(values)
      void navigate(paths.orderConfirmation.getHref(order.id), { replace: true })
    } catch (error) {
      if (!(error instanceof OrderRequestError)) {
        failOrder(ORDER_SAVE_ERRORS.fallback, paymentFailedToast(ORDER_SAVE_ERRORS.fallback))
      } else if (error.kind === 'declined') {
        failOrder(error.message, paymentFailedToast(error.message))
      } else if (error.kind === 'unavailable') {
        backendUnavailable()
      } else if (error.refusal) {
        setRefusal(error.refusal)
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

  const onInvalid = (errors: FieldErrors<CheckoutFormInput>) => {
    const step = firstStepWithErrors(Object.keys(errors))
    dispatch({ type: 'placeOrder', invalidStep: step })
    toast(CHECKOUT_TOASTS.missingInformation)
    if (step === 'shipping') {
      focusAfterNavigation.current = firstErrorField(errors, STEP_FIELDS.shipping) ?? null
      void navigate(paths.checkout.shipping.getHref())
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (urlStep === 'payment') {
      // A new attempt: the last one's payment error no longer stands beside this attempt's field errors.
      setPaymentError(null)
      void form.handleSubmit(onValid, onInvalid)(event)
      return
    }
    // Enter in a shipping field means Next.
    event.preventDefault()
    void next()
  }

  const value: CheckoutContextValue = {
    form,
    flow,
    buyer,
    lines,
    quote: {
      data: quoteQuery.data,
      isFetching: quoteQuery.isFetching,
      errorMessage: quoteError && !quoteError.refusal ? quoteError.message : null,
      unavailable: quoteUnavailable,
      refetch: () => void quoteQuery.refetch(),
    },
    refusal: lineRefusal,
    paymentError,
    appliedPromo,
    applyPromo,
    removePromo,
    pointsBalance: points.data ?? null,
    redeemPoints,
    chooseRedeemPoints,
    next,
    back,
    removeLine: (line: CartLine) => removeItem(line.productId, line.size?.value ?? null),
    savedAddresses,
    canSaveAddress: addressBook !== null && Boolean(buyer),
    chooseSavedAddress,
  }

  // The payment step opens only after a validated shipping step (after a reload: valid restored shipping values).
  if (urlStep === 'payment' && !flow.shippingComplete && !flow.placing && flow.placedOrderId === null) {
    return <Navigate to={paths.checkout.shipping.getHref()} replace />
  }
  if (lines.length === 0 && flow.placedOrderId === null) return null

  const onPayment = urlStep === 'payment'
  return (
    <CheckoutContext.Provider value={value}>
      <div className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 lg:py-12">
        <CheckoutProgress current={onPayment ? 'payment' : 'shipping'} />
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          {/* First in reading order on a phone (what is being bought, then the form); beside the form from 1024 px. */}
          <OrderSummary className={onPayment ? 'lg:hidden' : 'lg:col-start-2 lg:row-start-1'} />
          {onPayment ? (
            <aside
              aria-labelledby="checkout-side-summary"
              className="hidden h-fit rounded-2xl border border-brand-100 bg-white p-6 lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1 lg:block"
            >
              <h2 id="checkout-side-summary" className="mb-4 text-xl font-bold">
                Your Order
              </h2>
              <SummaryTotals />
            </aside>
          ) : null}
          <form
            noValidate
            onSubmit={onSubmit}
            aria-busy={flow.placing || undefined}
            className="min-w-0 lg:col-start-1 lg:row-start-1"
          >
            <Outlet />
          </form>
        </div>
      </div>
    </CheckoutContext.Provider>
  )
}
