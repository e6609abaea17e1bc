import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

/** Served at /terms-of-service and /terms; both declare /terms-of-service canonical. */
export default function TermsOfServiceRoute() {
  return (
    <>
      <Seo
        title="Terms of Service"
        description="The terms that apply when you shop at CasaBite, governed by the laws of California."
        canonicalPath={paths.termsOfService.getHref()}
      />
      <PageShell title="Terms of Service" lead="Last updated: May 2025">
        <p>
          Questions about these terms?{' '}
          <Link to={paths.contact.getHref()} className="text-brand-700 underline">
            Contact us
          </Link>
          .
        </p>
      </PageShell>
    </>
  )
}
