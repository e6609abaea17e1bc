import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'
import { site } from '@/config/site'

export default function ContactRoute() {
  return (
    <>
      <Seo
        title="Contact Us"
        description="Questions about an order, a spice or a collaboration? Send CasaBite a message."
      />
      <PageShell
        title="We'd Love to Hear From You"
        lead="Questions about an order, a spice or a collaboration? Our team answers every message."
      >
        <section
          aria-labelledby="direct-contact-heading"
          className="max-w-md rounded-2xl border border-brand-100 bg-white p-6"
        >
          <h2 id="direct-contact-heading" className="text-xl font-bold">
            Direct Contact
          </h2>
          <address className="mt-3 space-y-2 not-italic">
            <p>
              <a className="text-brand-700 underline" href={`mailto:${site.supportEmail}`}>
                {site.supportEmail}
              </a>
            </p>
            <p>
              <a className="text-brand-700 underline" href={site.phoneHref}>
                {site.phone}
              </a>
            </p>
            <p className="text-ink-muted">{site.address}</p>
          </address>
        </section>
        <ButtonLink to={paths.shop.getHref()} className="mt-8">
          Shop Our Spices
        </ButtonLink>
      </PageShell>
    </>
  )
}
