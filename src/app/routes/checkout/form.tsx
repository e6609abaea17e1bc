import { CheckoutForm } from '@/features/checkout/components/checkout-form'

/** The shipping and payment steps' shared layout: one form above both, so their values survive moving between them. */
export default function CheckoutFormRoute() {
  return <CheckoutForm />
}
