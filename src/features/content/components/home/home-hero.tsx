import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { HOME_HERO_IMAGE } from '../../data/home-hero-image'

export function HomeHero() {
  return (
    <section aria-labelledby="home-hero-heading" className="bg-brand-50">
      <div className="mx-auto grid max-w-content items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">
            Premium · Ethically sourced · Organic
          </p>
          <h1 id="home-hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            Buy the World&apos;s Finest Spices, Straight from the Source
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-muted">
            Saffron from Kashmir, pimentón from La Vera, peppercorns from the Malabar Coast. We buy directly from the
            growers who know them best, pay them fairly, and pack every jar at peak freshness for your kitchen.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.shop.getHref()} size="lg">
              Shop Now
            </ButtonLink>
            <ButtonLink to={paths.about.getHref()} size="lg" variant="secondary">
              Our Story
            </ButtonLink>
          </div>
        </div>
        <img
          src={HOME_HERO_IMAGE}
          alt="Saffron crocus fields in bloom at dawn"
          width={1200}
          height={630}
          fetchPriority="high"
          className="h-auto w-full rounded-3xl shadow-sm"
        />
      </div>
    </section>
  )
}
