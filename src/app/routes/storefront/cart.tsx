import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function CartRoute() {
  return (
    <>
      <Seo title="Your Cart" description="Review the spices in your CasaBite cart before checkout." noIndex />
      <PageShell title="Your Cart">
        {/* The cart store arrives with the cart issue; until then the cart is always empty. */}
        <div className="rounded-2xl border border-brand-100 bg-white p-10 text-center">
          <h2 className="text-2xl font-bold">Your Cart is Empty</h2>
          <p className="mt-2 text-ink-muted">Find a spice you love and it will wait for you here.</p>
          <ButtonLink to={paths.shop.getHref()} className="mt-6">
            Start Shopping
          </ButtonLink>
        </div>
      </PageShell>
    </>
  )
}
