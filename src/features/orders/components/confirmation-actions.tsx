import { Button, ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useClaimGuestOrder } from '../api/claim-guest-order'
import type { ViewerStanding } from '../lib/viewer-standing'
import type { Order } from '@/types/order'

/** Where "Create Account & Claim Points" leads: the auth screen, on Create Account, which claims the order once signed in. */
function claimOnSignUpHref(orderId: string): string {
  return paths.checkout.auth.getHref({ claim: orderId, from: 'confirmation', mode: 'signup' })
}

/** The first button depends on who is looking (see viewerStanding); the other two are always there. */
function AccountAction({ order, standing }: { order: Order; standing: ViewerStanding }) {
  const claim = useClaimGuestOrder()
  switch (standing) {
    case 'guest':
      return (
        <ButtonLink
          to={claimOnSignUpHref(order.id)}
          state={{ email: order.customer_email, fullName: order.customer_name, origin: 'orderConfirmation' }}
        >
          Create Account &amp; Claim Points
        </ButtonLink>
      )
    case 'claimable':
      return (
        <Button disabled={claim.isPending} onClick={() => claim.mutate(order.id)}>
          {claim.isPending ? 'Claiming Points...' : 'Claim Points'}
        </Button>
      )
    case 'owner':
      return <ButtonLink to={paths.account.root.getHref()}>View My Account</ButtonLink>
    default:
      return null
  }
}

export function ConfirmationActions({ order, standing }: { order: Order; standing: ViewerStanding }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <AccountAction order={order} standing={standing} />
      <ButtonLink to={paths.shop.getHref()} variant="secondary">
        Return to Shop
      </ButtonLink>
      <ButtonLink to={paths.home.getHref()} variant="secondary">
        Back to Homepage
      </ButtonLink>
    </div>
  )
}
