import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function CheckoutPaymentRoute() {
  return (
    <>
      <Seo title="Billing & Payment" description="Billing address and card details for your CasaBite order." noIndex />
      <PageShell title="Billing & Payment" lead="Step 2 of 2: billing address and card details.">
        <ButtonLink to={paths.checkout.shipping.getHref()} variant="secondary">
          Back to Shipping
        </ButtonLink>
      </PageShell>
    </>
  )
}
