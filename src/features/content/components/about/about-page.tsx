import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { coreValues, founders } from '../../data/about-content'

const sectionClass = 'mx-auto max-w-content px-4 py-14 sm:px-6 lg:py-16'

export function AboutPage() {
  return (
    <>
      <section aria-labelledby="about-hero-heading" className="bg-brand-50">
        <div className="mx-auto max-w-content px-4 py-14 sm:px-6 lg:py-20">
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">About CasaBite</p>
          <h1 id="about-hero-heading" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Spices with a Story, Sourced with Care
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-muted">
            We believe the best spices come from people, not warehouses. CasaBite connects your kitchen with the farmers
            and cooperatives who grow the world&apos;s most remarkable flavors.
          </p>
        </div>
      </section>

      <section aria-labelledby="story-heading" className={sectionClass}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 id="story-heading" className="text-3xl font-bold tracking-tight">
              Our Story
            </h2>
            <div className="mt-4 space-y-4 text-lg text-ink-muted">
              <p>
                CasaBite began at a kitchen table in 2019, over a jar of supermarket paprika that tasted of nothing at
                all. Our founders had both cooked with spices straight from the source, and they knew how much flavor
                was being lost between the farm and the shelf.
              </p>
              <p>
                So they went looking for the growers themselves: a saffron family on the Pampore plateau, a pimentón
                smokehouse in La Vera, a pepper collective in the hills of Kerala. Today we work with growers on four
                continents, and we still buy the way we started: directly, fairly and in small lots.
              </p>
              <p>
                The name comes from the Spanish word for home. Every jar we pack is meant for a home kitchen, and for
                the people who gather around it.
              </p>
            </div>
          </div>
          <img
            src="/images/blog/la-vera-smoke-houses.svg"
            alt="A pimentón drying house in La Vera, Spain"
            width={1200}
            height={630}
            className="h-auto w-full rounded-3xl shadow-sm"
          />
        </div>
      </section>

      <section aria-labelledby="founders-heading" className="bg-white">
        <div className={sectionClass}>
          <h2 id="founders-heading" className="text-3xl font-bold tracking-tight">
            Meet Our Founders
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-2">
            {founders.map((founder) => (
              <li key={founder.name} className="flex flex-col gap-5 rounded-2xl bg-cream p-6 sm:flex-row">
                <img
                  src={founder.image_url}
                  alt={founder.imageText}
                  width={200}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  className="size-32 shrink-0 rounded-full"
                />
                <div>
                  <h3 className="text-2xl font-bold">{founder.name}</h3>
                  <p className="font-semibold text-brand-700">{founder.title}</p>
                  <p className="mt-3 text-ink-muted">{founder.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="sourcing-promise" aria-labelledby="sourcing-heading" className={`${sectionClass} scroll-mt-6`}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <img
            src="/images/blog/kashmiri-saffron-harvest.svg"
            alt="Saffron crocus fields in bloom at dawn"
            width={1200}
            height={630}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-3xl shadow-sm lg:order-first"
          />
          <div>
            <h2 id="sourcing-heading" className="text-3xl font-bold tracking-tight">
              Our Sourcing Promise
            </h2>
            <p className="mt-4 text-lg text-ink-muted">
              Every spice we sell can be traced to the farm or cooperative that grew it. Here is what we promise them,
              and you:
            </p>
            <ul className="mt-5 list-disc space-y-2 pl-5 text-ink-muted marker:text-brand-700">
              <li>We buy directly, with no anonymous brokers between us and the growers.</li>
              <li>We pay a premium above the market price, agreed before the harvest, not after.</li>
              <li>We favor organic and regenerative farms and support partners working toward certification.</li>
              <li>We require safe, fair working conditions and visit our partners to see them for ourselves.</li>
              <li>We tell you the origin, harvest and story of every spice on its product page.</li>
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="bg-white">
        <div className={sectionClass}>
          <h2 id="values-heading" className="text-3xl font-bold tracking-tight">
            Our Core Values
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {coreValues.map((value) => (
              <li key={value.name} className="rounded-2xl border border-brand-100 bg-cream p-6">
                <h3 className="text-xl font-bold">{value.name}</h3>
                <p className="mt-2 text-ink-muted">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-cta-heading" className={sectionClass}>
        <div className="rounded-3xl bg-brand-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="about-cta-heading" className="text-3xl font-bold tracking-tight text-white">
            Taste the Difference for Yourself
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-white">
            Explore the collection, or tell us what you are cooking. We love to talk spices.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={paths.shop.getHref()} size="lg" variant="secondary" className="focus-visible:outline-white">
              Explore Our Spices
            </ButtonLink>
            <ButtonLink
              to={paths.contact.getHref()}
              size="lg"
              className="border-2 border-white focus-visible:outline-white"
            >
              Connect With Us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}
