import { Seo } from '@/components/seo/seo'
import { ComingSoon } from '@/features/content/components/coming-soon'

export default function ProductsRoute() {
  return (
    <>
      <Seo title="All Spices" description="CasaBite's complete spice library is being prepared. Check back soon!" />
      <ComingSoon
        title="All Spices"
        description="Soon you will find our complete spice library here, from everyday staples to rare harvests."
      />
    </>
  )
}
