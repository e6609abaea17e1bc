import { Seo } from '@/components/seo/seo'
import { PaymentStep } from '@/features/checkout/components/payment-step'

export default function CheckoutPaymentRoute() {
  return (
    <>
      <Seo title="Billing & Payment" description="Billing address and card details for your CasaBite order." noIndex />
      <PaymentStep />
    </>
  )
}
