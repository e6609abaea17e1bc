import { Seo } from '@/components/seo/seo'
import { CollectionCards } from '@/features/content/components/home/collection-cards'
import { FeaturedSpices } from '@/features/content/components/home/featured-spices'
import { HomeHero } from '@/features/content/components/home/home-hero'
import { Testimonials } from '@/features/content/components/home/testimonials'
import { HOME_HERO_IMAGE } from '@/features/content/data/home-hero-image'

export default function HomeRoute() {
  return (
    <>
      <Seo
        title="Buy Premium Spices Online"
        description="Buy the world's finest spices online: premium, ethically sourced and organic saffron, pimentón, peppercorns and blends, packed fresh by CasaBite."
        image={HOME_HERO_IMAGE}
      />
      <HomeHero />
      <FeaturedSpices />
      <CollectionCards />
      <Testimonials />
    </>
  )
}
