import { useState } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { errorMessage } from '@/lib/errors'
import { formatDateTime } from '@/lib/format-date'
import { formatMoney, toCents } from '@/lib/money'
import { toast } from '@/stores/toast'
import { useCancelOrder, useSetOrderNote } from '../api/fulfil-order'
import type { OrderFulfilment as Fulfilment } from '../api/get-order-fulfilment'
import { CANCEL_REASONS, cardOf, REFUND_STATES, type CancelReason } from '../lib/fulfilment'

export interface FulfilmentOrder {
  id: string
  customer_name: string
  payment_method: string
  shipping_carrier: string | null
  tracking_number: string | null
  tracking_url: string | null
}

const sectionClass = 'rounded-xl border border-brand-100 bg-white p-4'

/** Who it goes to, how it was paid, where it is, what went back, and the admins' own note. */
export function OrderFulfilment({ order, fulfilment }: { order: FulfilmentOrder; fulfilment: Fulfilment }) {
  const { payment, refund } = fulfilment
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="fulfilment-heading" className={sectionClass}>
        <h2 id="fulfilment-heading" className="font-bold">
          Fulfilment
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Recipient</dt>
          <dd>{order.customer_name}</dd>
          <dt className="font-semibold">Payment</dt>
          <dd>
            {cardOf(payment) ?? order.payment_method}
            {payment?.reference ? (
              <span className="block break-all text-ink-muted">Ref. {payment.reference}</span>
            ) : null}
          </dd>
          <dt className="font-semibold">Shipment</dt>
          <dd>
            {order.tracking_number ? (
              <>
                {order.shipping_carrier}{' '}
                {order.tracking_url ? (
                  <a className="font-semibold underline" href={order.tracking_url} target="_blank" rel="noreferrer">
                    {order.tracking_number}
                  </a>
                ) : (
                  order.tracking_number
                )}
              </>
            ) : (
              'Not shipped yet'
            )}
          </dd>
        </dl>
        {refund ? <RefundSummary orderId={order.id} refund={refund} /> : null}
      </section>
      <InternalNote orderId={order.id} saved={fulfilment.note} />
    </div>
  )
}

function RefundSummary({ orderId, refund }: { orderId: string; refund: NonNullable<Fulfilment['refund']> }) {
  const retry = useCancelOrder()
  const onRetry = async () => {
    try {
      const { refund: outcome } = await retry.mutateAsync({ orderId, retry: true })
      toast(
        outcome.status === 'failed'
          ? { title: 'Refund Failed', description: outcome.last_error ?? '', variant: 'destructive' }
          : {
              title: 'Refund Sent',
              description: `${formatMoney(toCents(refund.amount))} is on its way back to the card.`,
            },
      )
    } catch (error) {
      toast({ title: 'Refund Failed', description: errorMessage(error), variant: 'destructive' })
    }
  }
  return (
    <div className="mt-4 border-t border-ink/10 pt-3 text-sm">
      <h3 className="font-bold">Cancellation</h3>
      <p className="mt-1">
        {CANCEL_REASONS[refund.reason as CancelReason] ?? refund.reason}, {formatDateTime(refund.created_at)}
        {refund.note ? `: “${refund.note}”` : ''}
      </p>
      <p className="mt-1">
        {REFUND_STATES[refund.status] ?? refund.status}
        {Number(refund.amount) > 0 ? `: ${formatMoney(toCents(refund.amount))}` : ''}
        {refund.points_returned > 0 ? `; ${refund.points_returned} points returned` : ''}
      </p>
      {refund.status === 'failed' ? (
        <>
          <p className="mt-1 font-semibold text-danger-700">{refund.last_error}</p>
          <Button className="mt-2" variant="secondary" disabled={retry.isPending} onClick={() => void onRetry()}>
            {retry.isPending ? <Spinner /> : null}
            Retry Refund
          </Button>
        </>
      ) : null}
    </div>
  )
}

function InternalNote({ orderId, saved }: { orderId: string; saved: string }) {
  const save = useSetOrderNote()
  const [draft, setDraft] = useState<string | null>(null)
  const value = draft ?? saved
  const onSave = () =>
    save.mutate(
      { orderId, note: value },
      {
        onSuccess: () => {
          setDraft(null)
          toast({ title: 'Note Saved', description: 'Only admins see it.' })
        },
      },
    )
  return (
    <section aria-labelledby="note-heading" className={sectionClass}>
      <h2 id="note-heading" className="font-bold">
        Internal Note
      </h2>
      <label htmlFor="internal-note" className="mt-2 block text-sm text-ink-muted">
        Only admins see this note; the customer never does.
      </label>
      <textarea
        id="internal-note"
        rows={4}
        maxLength={2000}
        value={value}
        onChange={(event) => setDraft(event.target.value)}
        className={controlClass()}
      />
      <Button className="mt-3" variant="secondary" disabled={save.isPending || value === saved} onClick={onSave}>
        {save.isPending ? <Spinner /> : null}
        Save Note
      </Button>
    </section>
  )
}
