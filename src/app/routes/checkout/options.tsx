import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { PageShell } from '@/components/ui/page-shell'
import { paths } from '@/config/paths'

export default function CheckoutOptionsRoute() {
  return (
    <>
      <Seo title="Checkout" description="Check out as a guest or log in to earn Flavor Points." noIndex />
      <PageShell
        title="How Would You Like to Check Out?"
        lead="Check out as a guest, or log in to earn Flavor Points on this order."
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.checkout.shipping.getHref()} size="lg">
            Continue Without Account
          </ButtonLink>
          <ButtonLink to={paths.checkout.auth.getHref()} state={{ fromCheckout: true }} size="lg" variant="secondary">
            Log In or Create Account
          </ButtonLink>
        </div>
      </PageShell>
    </>
  )
}
