import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'

const collections = [
  { name: 'Peppers', description: 'From Tellicherry peppercorns to smoky chiles.' },
  { name: 'Seeds', description: 'Cumin, coriander, fennel and more, whole and fragrant.' },
  { name: 'Blends', description: 'House blends balanced by hand in small batches.' },
]

export default function HomeRoute() {
  return (
    <>
      <Seo description="Buy the world's finest spices online: premium, ethically sourced and organic spices, delivered fresh from CasaBite." />
      <section className="bg-brand-50">
        <div className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Discover the World's Finest Spices
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-muted">
            Premium, ethically sourced spices from the growers who know them best, packed at peak freshness for your
            kitchen.
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
      </section>
      <section aria-labelledby="collections-heading" className="mx-auto max-w-content px-4 py-14 sm:px-6">
        <h2 id="collections-heading" className="text-3xl font-bold">
          Explore Our Collections
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {collections.map((collection) => (
            <li key={collection.name} className="rounded-2xl border border-brand-100 bg-white p-6">
              <h3 className="text-xl font-bold">{collection.name}</h3>
              <p className="mt-2 text-ink-muted">{collection.description}</p>
              <Link
                to={paths.shop.getHref({ category_types: [collection.name] })}
                className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4"
              >
                Shop Now<span className="sr-only"> {collection.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
