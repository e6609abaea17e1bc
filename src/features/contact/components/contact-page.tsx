import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { ContactForm } from './contact-form'
import { DirectContact } from './direct-contact'

export function ContactPage() {
  return (
    <>
      <section aria-labelledby="contact-hero-heading" className="bg-brand-50">
        <div className="mx-auto max-w-content px-4 py-14 sm:px-6 lg:py-16">
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">Contact</p>
          <h1 id="contact-hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            We&apos;d Love to Hear From You
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-muted">
            A question about an order, a spice you can&apos;t find, an idea for a collaboration? Send us a message and a
            real person on our team will write back.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-content gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_1fr] lg:py-16">
        <ContactForm />
        <DirectContact />
      </div>
      <section aria-labelledby="contact-shop-heading" className="mx-auto max-w-content px-4 pb-16 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-ink px-6 py-10 text-cream sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <h2 id="contact-shop-heading" className="text-2xl font-bold text-cream">
              Ready to cook something wonderful?
            </h2>
            <p className="mt-2 text-cream/90">Saffron, pimentón, peppercorns and more, packed fresh to order.</p>
          </div>
          <ButtonLink
            to={paths.shop.getHref()}
            size="lg"
            variant="secondary"
            className="shrink-0 focus-visible:outline-saffron-400"
          >
            Shop Our Spices
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
