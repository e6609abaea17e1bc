import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { Navigate, Outlet } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useCartStore, type CartLine } from '@/stores/cart'
import { useCheckoutBuyer } from '../hooks/use-checkout-buyer'
import { useRestoredCheckoutValues, useSaveCheckoutDraft } from '../hooks/use-checkout-draft'
import { useCheckoutSteps } from '../hooks/use-checkout-steps'
import { useEmptyCartRedirect } from '../hooks/use-empty-cart-redirect'
import { usePromoAndPoints } from '../hooks/use-promo-and-points'
import { useSavedAddressPrefill } from '../hooks/use-saved-address-prefill'
import { useSubmitOrder } from '../hooks/use-submit-order'
import { checkoutSchema, type CheckoutFormInput, type CheckoutFormValues } from '../lib/checkout-schema'
import { toOrderItems } from '../lib/order-request'
import type { AddressBook } from '../lib/saved-addresses'
import { CheckoutContext, type CheckoutContextValue } from './checkout-context'
import { CheckoutProgress } from './checkout-progress'
import { OrderSummary, SummaryTotals } from './order-summary'

interface CheckoutFormProps {
  /** A signed-in customer's saved addresses and how to add one (the route brings them from the account); null for a guest. */
  addressBook?: AddressBook | null
}

/**
 * The shipping and payment steps as ONE form: it lives here, above both step routes, so what the
 * shopper typed survives moving between them. Each part of its work is a hook of its own.
 */
export function CheckoutForm({ addressBook = null }: CheckoutFormProps) {
  // What this tab typed before a reload (never the card number or CVC).
  const restored = useRestoredCheckoutValues()
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: restored,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  })
  const buyer = useCheckoutBuyer()
  const lines = useCartStore((state) => state.items)
  const removeItem = useCartStore((state) => state.removeItem)
  const items = useMemo(() => toOrderItems(lines), [lines])

  const steps = useCheckoutSteps(form, restored)
  const offers = usePromoAndPoints({ form, buyer, items })
  const addresses = useSavedAddressPrefill({ form, buyer, addressBook })
  const { onSubmit, paymentError, orderUnderWay } = useSubmitOrder({ form, steps, offers, items, addressBook })
  useEmptyCartRedirect(orderUnderWay)
  useSaveCheckoutDraft(form, orderUnderWay)

  const { flow, urlStep } = steps
  // The payment step opens only after a validated shipping step (after a reload: valid restored shipping values).
  if (urlStep === 'payment' && !flow.shippingComplete && !flow.placing && flow.placedOrderId === null) {
    return <Navigate to={paths.checkout.shipping.getHref()} replace />
  }
  // The placed order has emptied the cart: the page stays until the confirmation opens.
  if (lines.length === 0 && !flow.placing && flow.placedOrderId === null) return null

  const value: CheckoutContextValue = {
    flow,
    back: steps.back,
    buyer,
    lines,
    removeLine: (line: CartLine) => removeItem(line.productId, line.size?.value ?? null),
    offers,
    addresses,
    paymentError,
  }
  const onPayment = urlStep === 'payment'
  return (
    <FormProvider {...form}>
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
    </FormProvider>
  )
}
