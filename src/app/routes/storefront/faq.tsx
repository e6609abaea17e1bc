import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function FaqRoute() {
  return (
    <>
      <Seo
        title="Frequently Asked Questions"
        description="Answers about CasaBite spices: origins, delivery times, storage, gift cards, returns, organic range and order tracking."
      />
      <PageShell
        title="Frequently Asked Questions"
        lead="Where our spices come from, how fast they travel, and how to keep them fresh."
      >
        <p className="text-ink-muted">Still curious? We're happy to help.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={paths.contact.getHref()}>Contact Us</ButtonLink>
          <ButtonLink to={paths.shop.getHref()} variant="secondary">
            Shop Now
          </ButtonLink>
        </div>
      </PageShell>
    </>
  )
}
