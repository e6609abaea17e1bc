import { ProductCard, ProductCardImage } from '@/components/product/product-card'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { featuredSpices } from '../../data/home-content'
import { SectionHeading } from './section-heading'

export function FeaturedSpices() {
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-content px-4 py-14 sm:px-6 lg:py-20">
      <SectionHeading
        id="featured-heading"
        title="Featured Spices"
        lead="Three jars our customers reorder again and again: a good place to start."
      />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featuredSpices.map((spice) => (
          <li key={spice.id}>
            <ProductCard
              as="div"
              variant="featured"
              name={spice.name}
              image={<ProductCardImage src={spice.image_url} alt={spice.imageDescription} size={800} />}
            >
              <p className="mt-2 flex-1 text-ink-muted">{spice.description}</p>
              <div className="mt-5 flex items-center justify-between gap-3">
                <p className="text-lg font-bold text-ink">
                  <span className="sr-only">Price: </span>
                  {spice.price}
                </p>
                <ButtonLink to={paths.product.getHref(spice.id)} aria-label={`View Product: ${spice.name}`}>
                  View Product
                </ButtonLink>
              </div>
            </ProductCard>
          </li>
        ))}
      </ul>
    </section>
  )
}
