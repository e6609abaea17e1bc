import { Seo } from '@/components/seo/seo'
import { PageShell } from '@/components/ui/page-shell'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { greetingName } from '@/features/auth/lib/greeting-name'
import { useAuth } from '@/lib/auth'

export default function AccountRoute() {
  const { user, profile } = useAuth()
  return (
    <>
      <Seo title="My Account" description="Your CasaBite orders, wishlist, addresses and Flavor Points." noIndex />
      <PageShell title="My Account" lead={`Welcome back, ${greetingName(profile, user?.email)}!`}>
        <SignOutButton />
      </PageShell>
    </>
  )
}
