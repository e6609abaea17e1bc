import { Seo } from '@/components/seo/seo'
import { CollectionCards } from '@/features/content/components/home/collection-cards'
import { FeaturedSpices } from '@/features/content/components/home/featured-spices'
import { HomeHero } from '@/features/content/components/home/home-hero'
import { Testimonials } from '@/features/content/components/home/testimonials'

export default function HomeRoute() {
  return (
    <>
      <Seo
        title="Buy Premium Spices Online"
        description="Buy the world's finest spices online: premium, ethically sourced and organic saffron, pimentón, peppercorns and blends, packed fresh by CasaBite."
        image="/images/blog/kashmiri-saffron-harvest.svg"
      />
      <HomeHero />
      <FeaturedSpices />
      <CollectionCards />
      <Testimonials />
    </>
  )
}
