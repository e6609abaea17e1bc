import { ButtonLink } from '@/components/ui/button'
import { collections } from '../../data/home-content'
import { SectionHeading } from './section-heading'

export function CollectionCards() {
  return (
    <section aria-labelledby="collections-heading" className="bg-white">
      <div className="mx-auto max-w-content px-4 py-14 sm:px-6 lg:py-20">
        <SectionHeading
          id="collections-heading"
          title="Explore Our Collections"
          lead="Browse by what you love to cook with, from fiery peppers to fragrant whole seeds."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-3">
          {collections.map((collection) => (
            <li
              key={collection.name}
              className="flex flex-col overflow-hidden rounded-2xl border border-brand-100 bg-cream"
            >
              <img
                src={collection.image_url}
                alt={collection.imageDescription}
                width={800}
                height={800}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold">{collection.name}</h3>
                <p className="mt-2 flex-1 text-ink-muted">{collection.description}</p>
                <ButtonLink
                  to={collection.path}
                  variant="secondary"
                  className="mt-5 self-start"
                  aria-label={`Shop Now: ${collection.name}`}
                >
                  Shop Now
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
