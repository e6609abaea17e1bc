import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function PrivacyPolicyRoute() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description="What information CasaBite collects, how we use and protect it, and your rights."
      />
      <PageShell title="Privacy Policy" lead="Last updated: May 2025">
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
