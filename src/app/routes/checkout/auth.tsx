import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'

export default function CheckoutAuthRoute() {
  return (
    <>
      <Seo title="Log In or Create Account" description="Log in to your CasaBite account or create one." noIndex />
      <PageShell
        title="Log In or Create Account"
        lead="New here? Create an account and collect 100 bonus Flavor Points."
      />
    </>
  )
}
