import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { QuestionAccordion } from '@/components/ui/question-accordion'
import { accountPaths } from '@/config/account-paths'
import { paths } from '@/config/paths'
import { redeemTiers, rewardsProgram } from '@/config/rewards'
import { useAuth } from '@/lib/auth'
import { fromCents } from '@/lib/money'
import { expiryText, howItWorks, rewardsFaq, waysToEarn } from '../data/rewards-program'

const sectionClass = 'mx-auto max-w-content px-4 py-14 sm:px-6 lg:py-16'

interface RewardsSectionProps {
  id: string
  title: string
  lead?: string
  /** A white band across the page, alternating with the cream ones. */
  band?: boolean
  children: ReactNode
}

/** A section named by its h2 (a labelled region), with an optional one-line introduction. */
function RewardsSection({ id, title, lead, band, children }: RewardsSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} className={band ? 'bg-white' : undefined}>
      <div className={sectionClass}>
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-ink-muted">{lead}</p> : null}
        {children}
      </div>
    </section>
  )
}

/** The Refer a Friend card's way to the referral link: the account's, or a guest's sign-up that returns there. */
function ReferralLink() {
  const { status } = useAuth()
  const signedIn = status === 'signed-in'
  const to = signedIn
    ? accountPaths.referAFriend.getHref()
    : paths.checkout.auth.getHref({ mode: 'signup', returnTo: accountPaths.referAFriend.getHref() })
  return (
    <Link to={to} className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2">
      {signedIn ? 'Get Your Referral Link' : 'Join to Get Your Referral Link'}
    </Link>
  )
}

const largestTier = redeemTiers.reduce((largest, tier) => (tier.points > largest.points ? tier : largest))

/** Hero, How It Works, Ways to Earn, Ways to Redeem, the FAQ, the join button and the fine print (spec: rewards page). */
export function RewardsPage() {
  return (
    <>
      <section aria-labelledby="rewards-hero-heading" className="bg-brand-50">
        <div className="mx-auto grid max-w-content items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr] lg:py-20">
          <div>
            <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">CasaBite Rewards</p>
            <h1 id="rewards-hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
              Earn {rewardsProgram.name} with Every Order
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-muted">
              Our free rewards program for everyone who cooks with us. Collect points every time you shop, then turn
              them into money off your next jar of saffron, pimentón or pepper.
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            <li className="rounded-2xl bg-white p-5 shadow-sm">
              <span className="block font-display text-3xl font-bold text-brand-700">
                {rewardsProgram.signUpBonus} points
              </span>
              <span className="mt-1 block text-ink-muted">when you join</span>
            </li>
            <li className="rounded-2xl bg-white p-5 shadow-sm">
              <span className="block font-display text-3xl font-bold text-brand-700">
                {rewardsProgram.pointsPerDollar} point per $1
              </span>
              <span className="mt-1 block text-ink-muted">on every order</span>
            </li>
            <li className="rounded-2xl bg-white p-5 shadow-sm">
              <span className="block font-display text-3xl font-bold text-brand-700">
                ${fromCents(largestTier.discountCents)} off
              </span>
              <span className="mt-1 block text-ink-muted">for {largestTier.points} points</span>
            </li>
          </ul>
        </div>
      </section>

      <RewardsSection
        id="how-it-works"
        title="How It Works"
        lead="Three simple steps from your first order to your first reward."
      >
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {howItWorks.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-brand-100 bg-white p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </RewardsSection>

      <RewardsSection id="ways-to-earn" title="Ways to Earn" lead="Points add up faster than you think." band>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {waysToEarn.map((way) => (
            <li key={way.title} className="rounded-2xl border border-brand-100 bg-cream p-6">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-xl font-bold">{way.title}</h3>
                {way.comingSoon ? (
                  <span className="rounded-full bg-saffron-300 px-3 py-1 text-xs font-bold text-ink">Coming Soon</span>
                ) : null}
              </div>
              <p className="mt-2 font-display text-2xl font-bold text-brand-700">{way.reward}</p>
              <p className="mt-2 text-ink-muted">{way.description}</p>
              {way.referral ? <ReferralLink /> : null}
            </li>
          ))}
        </ul>
      </RewardsSection>

      <RewardsSection
        id="ways-to-redeem"
        title="Ways to Redeem"
        lead="Choose your reward at checkout while signed in to your account. One reward per order."
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-3">
          {redeemTiers.map((tier) => (
            <li key={tier.points} className="rounded-2xl border-2 border-brand-700 bg-white p-6 text-center">
              <span className="block font-display text-4xl font-bold text-brand-700">{tier.points} points</span>{' '}
              <span className="mt-2 block text-lg font-semibold">= ${fromCents(tier.discountCents)} off</span>
            </li>
          ))}
        </ul>
      </RewardsSection>

      <RewardsSection id="rewards-faq" title="Frequently Asked Questions" band>
        <div className="mt-8 max-w-3xl">
          <QuestionAccordion items={rewardsFaq} headingLevel={3} />
        </div>
      </RewardsSection>

      <section aria-labelledby="rewards-join-heading" className={sectionClass}>
        <div className="rounded-3xl bg-brand-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="rewards-join-heading" className="text-3xl font-bold tracking-tight text-white">
            Start Earning Today
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-white">
            Membership is free, and you get {rewardsProgram.signUpBonus} bonus points on sign-up.
          </p>
          <ButtonLink
            to={paths.checkout.auth.getHref({ mode: 'signup' })}
            size="lg"
            variant="secondary"
            className="mt-8 focus-visible:outline-white"
          >
            Join Now, It&apos;s Free
          </ButtonLink>
        </div>
        <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-ink-muted">
          {expiryText} Points have no cash value. See our{' '}
          <Link
            to={paths.termsOfService.getHref()}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Terms of Service
          </Link>{' '}
          for full details.
        </p>
      </section>
    </>
  )
}
