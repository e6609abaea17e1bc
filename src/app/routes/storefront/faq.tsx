import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { QuestionAccordion } from '@/components/ui/question-accordion'
import { paths } from '@/config/paths'
import { faqItems } from '@/features/content/data/faq-content'

export default function FaqRoute() {
  return (
    <>
      <Seo
        title="Frequently Asked Questions"
        description="Answers about CasaBite spices: where they come from, delivery times, storage, gift cards, returns, our organic range and order tracking."
      />
      <PageShell
        title="Frequently Asked Questions"
        lead="Where our spices come from, how fast they travel, and how to keep them tasting their best."
      >
        <div className="max-w-3xl">
          <QuestionAccordion items={faqItems} />
        </div>
        <section aria-labelledby="faq-more-heading" className="mt-12 max-w-3xl rounded-2xl bg-brand-50 p-6 sm:p-8">
          <h2 id="faq-more-heading" className="text-2xl font-bold">
            Still have questions?
          </h2>
          <p className="mt-2 text-ink-muted">Our team reads every message and will get back to you soon.</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={paths.contact.getHref()}>Contact Us</ButtonLink>
            <ButtonLink to={paths.shop.getHref()} variant="secondary">
              Shop Now
            </ButtonLink>
          </div>
        </section>
      </PageShell>
    </>
  )
}
