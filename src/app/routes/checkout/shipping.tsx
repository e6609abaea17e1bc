import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'

export default function CheckoutShippingRoute() {
  return (
    <>
      <Seo title="Shipping Information" description="Where should we send your spices?" noIndex />
      <PageShell title="Shipping Information" lead="Step 1 of 2: where should we send your spices?" />
    </>
  )
}
