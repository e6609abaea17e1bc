import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function OrderConfirmationRoute() {
  const { orderId = '' } = useParams()
  return (
    <>
      <Seo title="Order Confirmation" description="Your CasaBite order." noIndex />
      <PageShell title="Order Confirmation">
        <p className="text-ink-muted">
          Order reference: <span className="font-mono">{orderId}</span>
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={paths.shop.getHref()}>Return to Shop</ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            Back to Homepage
          </ButtonLink>
        </div>
      </PageShell>
    </>
  )
}
