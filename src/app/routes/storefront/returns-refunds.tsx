import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function ReturnsRefundsRoute() {
  return (
    <>
      <Seo
        title="Returns and Refunds Policy"
        description="How to return unopened CasaBite spices within 14 days of delivery, and how refunds work."
      />
      <PageShell title="Returns and Refunds Policy" lead="Last updated: May 2025">
        <p>
          Questions about this policy?{' '}
          <Link to={paths.contact.getHref()} className="text-brand-700 underline">
            Contact us
          </Link>{' '}
          or go{' '}
          <Link to={paths.home.getHref()} className="text-brand-700 underline">
            back to the home page
          </Link>
          .
        </p>
      </PageShell>
    </>
  )
}
