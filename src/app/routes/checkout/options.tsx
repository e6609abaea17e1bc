import { Seo } from '@/components/seo/seo'
import { CheckoutOptions } from '@/features/checkout/components/checkout-options'

export default function CheckoutOptionsRoute() {
  return (
    <>
      <Seo title="Checkout" description="Check out as a guest or log in to earn Flavor Points." noIndex />
      <CheckoutOptions />
    </>
  )
}
