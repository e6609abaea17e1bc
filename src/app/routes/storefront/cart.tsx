import { Seo } from '@/components/seo/seo'
import { CartView } from '@/features/cart/components/cart-view'

export default function CartRoute() {
  return (
    <>
      <Seo title="Your Cart" description="Review the spices in your CasaBite cart before checkout." noIndex />
      <CartView />
    </>
  )
}
