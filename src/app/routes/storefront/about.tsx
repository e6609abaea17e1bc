import { Seo } from '@/components/seo/seo'
import { AboutPage } from '@/features/content/components/about/about-page'

export default function AboutRoute() {
  return (
    <>
      <Seo
        title="Our Story"
        description="Meet the founders of CasaBite and read our promise to source every spice directly, fairly and fresh from the farms that grow it."
        image="/images/blog/la-vera-smoke-houses.svg"
      />
      <AboutPage />
    </>
  )
}
