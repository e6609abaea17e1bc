import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

const values = ['Ethically Sourced', 'Organic Options', 'Peak Freshness', 'Passion for Quality']

export default function AboutRoute() {
  return (
    <>
      <Seo
        title="Our Story"
        description="Meet the founders of CasaBite and read our promise to source every spice ethically, fairly and fresh."
      />
      <PageShell
        title="Our Story"
        lead="CasaBite began with two cooks who wanted spices that taste of where they were grown, bought fairly from the people who grow them."
      >
        <section id="sourcing-promise" aria-labelledby="sourcing-heading" className="scroll-mt-6">
          <h2 id="sourcing-heading" className="text-2xl font-bold">
            Our Sourcing Promise
          </h2>
          <p className="mt-3 max-w-2xl text-ink-muted">
            We buy directly from farms and cooperatives we know, pay fair prices, and ship in small batches so every jar
            arrives at peak freshness.
          </p>
        </section>
        <section aria-labelledby="values-heading" className="mt-10">
          <h2 id="values-heading" className="text-2xl font-bold">
            Our Core Values
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {values.map((value) => (
              <li key={value} className="rounded-xl border border-brand-100 bg-white p-4 font-semibold">
                {value}
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to={paths.shop.getHref()}>Explore Our Spices</ButtonLink>
          <ButtonLink to={paths.contact.getHref()} variant="secondary">
            Connect With Us
          </ButtonLink>
        </div>
      </PageShell>
    </>
  )
}
