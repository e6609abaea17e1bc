import { Seo } from '@/components/seo/seo'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/lib/auth'
import { useOrder } from '../api/get-order'
import { viewerStanding } from '../lib/viewer-standing'
import type { Order, ShippingAddress } from '@/types/order'
import { Confetti } from './confetti'
import { ConfirmationActions } from './confirmation-actions'
import { FlavorPointsPromo } from './flavor-points-promo'
import { OrderItems } from './order-items'
import { OrderNotFound } from './order-not-found'

const seo = <Seo title="Order Confirmation" description="Your CasaBite order is confirmed." noIndex />

function ShippingAddressCard({ name, address }: { name: string; address: ShippingAddress }) {
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <section aria-labelledby="shipping-address-heading" className="rounded-2xl border border-brand-100 bg-white p-6">
      <h2 id="shipping-address-heading" className="text-xl font-bold">
        Shipping Address
      </h2>
      <address className="mt-4 leading-relaxed not-italic">
        {[name, address.street, address.apartment, cityLine, address.country, address.phone]
          .filter(Boolean)
          .map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
      </address>
    </section>
  )
}

function ConfirmedOrder({ order }: { order: Order }) {
  const { status, user } = useAuth()
  const standing = viewerStanding(order, status === 'loading' ? undefined : (user?.id ?? null))
  return (
    <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6 lg:py-14">
      <Confetti />
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Thank You for Your Order!</h1>
        <p className="mt-3 text-lg">
          Order number: <strong data-testid="order-number">{order.order_number}</strong>
        </p>
        <p className="mt-2 text-ink-muted">
          A confirmation email has been sent to <strong className="text-ink">{order.customer_email}</strong>.
        </p>
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <OrderItems order={order} />
        <ShippingAddressCard name={order.customer_name} address={order.shipping_address} />
      </div>
      <div className="mt-8 space-y-6">
        <FlavorPointsPromo order={order} standing={standing} />
        <ConfirmationActions order={order} standing={standing} />
      </div>
    </div>
  )
}

function OrderConfirmationSkeleton() {
  return (
    <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6" role="status" aria-label="Loading your order">
      <Skeleton className="mx-auto h-10 w-2/3" />
      <Skeleton className="mx-auto mt-4 h-6 w-1/3" />
      <div className="mt-10 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    </div>
  )
}

/** The order confirmation page: the placed order, its Flavor Points, and where to go next. */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const query = useOrder(orderId)
  let content
  if (query.isPending) content = <OrderConfirmationSkeleton />
  else if (query.isError) content = <OrderNotFound error={query.error} onRetry={() => void query.refetch()} />
  else content = <ConfirmedOrder order={query.data} />
  return (
    <>
      {seo}
      {content}
    </>
  )
}
