import { Seo } from '@/components/seo/seo'
import { ShippingStep } from '@/features/checkout/components/shipping-step'

export default function CheckoutShippingRoute() {
  return (
    <>
      <Seo title="Shipping Information" description="Where should we send your spices?" noIndex />
      <ShippingStep />
    </>
  )
}
