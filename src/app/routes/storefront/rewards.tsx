import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function RewardsRoute() {
  return (
    <>
      <Seo
        title="Flavor Points Rewards"
        description="Join CasaBite rewards for free: earn Flavor Points on every order and redeem them for money off your spices."
      />
      <PageShell
        title="CasaBite Flavor Points"
        lead="Earn a point for every dollar you spend, plus 100 bonus points when you join. Redeem them for money off your next order."
      >
        <ButtonLink to={paths.checkout.auth.getHref()} size="lg">
          Join Now, It's Free
        </ButtonLink>
        <p className="mt-8 text-sm text-ink-muted">
          Points expire 12 months after they are earned. See our{' '}
          <Link to={paths.termsOfService.getHref()} className="text-brand-700 underline">
            Terms of Service
          </Link>
          .
        </p>
      </PageShell>
    </>
  )
}
