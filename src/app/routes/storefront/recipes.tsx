import { Seo } from '@/components/seo/seo'
import { ComingSoon } from '@/features/content/components/coming-soon'

export default function RecipesRoute() {
  return (
    <>
      <Seo
        title="Recipes"
        description="CasaBite recipes for cooking with the world's finest spices are being prepared."
      />
      <ComingSoon
        title="Recipes"
        description="Our kitchen is testing recipes that make the most of every jar, from weeknight dinners to feasts."
      />
    </>
  )
}
