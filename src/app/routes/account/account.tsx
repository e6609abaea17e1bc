import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'

export default function AccountRoute() {
  return (
    <>
      <Seo title="My Account" description="Your CasaBite orders, wishlist, addresses and Flavor Points." noIndex />
      <PageShell title="My Account" lead="Your orders, wishlist, addresses, Flavor Points and settings." />
    </>
  )
}
