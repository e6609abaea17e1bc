import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Spinner } from '@/components/ui/spinner'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/form/field'
import { controlClass } from '@/components/ui/form/control-class'
import { errorMessage } from '@/lib/errors'
import { formatMoney, toCents } from '@/lib/money'
import { toast } from '@/stores/toast'
import { useCancelOrder, useShipOrder } from '../api/fulfil-order'
import { useSetOrderStatus } from '../api/set-order-status'
import {
  CANCEL_REASONS,
  CARRIERS,
  cancelFormSchema,
  normalizeTrackingNumber,
  shipFormSchema,
  type CancelForm,
  type ShipForm,
} from '../lib/fulfilment'
import { nextStatuses, type OrderStatus } from '../lib/order-status'
import { OrderStatusCorrection } from './order-status-correction'

export interface StatusActionsOrder {
  id: string
  order_number: string
  status: OrderStatus
  points_redeemed: number
  points_earned: number
  user_id: string | null
}

interface Props {
  order: StatusActionsOrder
  /** What a cancellation gives back to the card: the succeeded payment's amount and card, if any. */
  refund: { amount: number; card: string | null }
}

const busyLabel = (text: string) => (
  <>
    <Spinner /> {text}
  </>
)

/**
 * The order's next statuses, each confirmed in a dialog that says what it will do: Shipped asks for the
 * carrier and tracking number, Cancelled for a reason and a note, and says what goes back.
 */
export function OrderStatusActions({ order, refund }: Props) {
  const [open, setOpen] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const next = nextStatuses(order.status)
  const close = () => setOpen(null)
  const opening = (status: string) => () => {
    setRefusal(null)
    setOpen(status)
  }

  return (
    <>
      {next.length === 0 ? (
        <OrderStatusCorrection order={order} onRefused={setRefusal} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          {next.map((status) => (
            <Button key={status} variant={status === 'Cancelled' ? 'secondary' : 'primary'} onClick={opening(status)}>
              {status === 'Cancelled' ? 'Cancel Order' : `Mark as ${status}`}
            </Button>
          ))}
        </div>
      )}
      {refusal ? (
        <p role="alert" className="mt-3 font-semibold text-danger-700">
          Could not change the status: {refusal}
        </p>
      ) : null}
      <ShipDialog order={order} open={open === 'Shipped'} onClose={close} onRefused={setRefusal} />
      <DeliverDialog order={order} open={open === 'Delivered'} onClose={close} onRefused={setRefusal} />
      <CancelDialog order={order} refund={refund} open={open === 'Cancelled'} onClose={close} onRefused={setRefusal} />
    </>
  )
}

interface DialogProps {
  order: StatusActionsOrder
  open: boolean
  onClose: () => void
  onRefused: (message: string) => void
}

/** Runs a dialog's change; a refusal shows beside the status buttons. The dialog closes either way. */
async function settle(change: () => Promise<void>, { onClose, onRefused }: Pick<DialogProps, 'onClose' | 'onRefused'>) {
  try {
    await change()
  } catch (error) {
    onRefused(errorMessage(error))
  }
  onClose()
}

function ShipDialog(props: DialogProps) {
  const { order, open, onClose } = props
  const ship = useShipOrder()
  const form = useForm<ShipForm>({
    resolver: zodResolver(shipFormSchema),
    defaultValues: { carrier: 'USPS', trackingNumber: '' },
  })
  const errors = form.formState.errors
  const submit = form.handleSubmit((values) =>
    settle(async () => {
      await ship.mutateAsync({ orderId: order.id, ...values })
      toast({ title: 'Order Updated', description: `${order.order_number} is now Shipped.` })
    }, props),
  )
  return (
    <ConfirmDialog
      open={open}
      title={`Mark ${order.order_number} as Shipped?`}
      confirmLabel="Mark as Shipped"
      busy={ship.isPending ? busyLabel('Saving...') : undefined}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <p>The customer is e-mailed that the order is on its way, with the tracking number and the carrier’s link.</p>
      <div className="mt-4 grid gap-3">
        <Field id="ship-carrier" label="Carrier" required error={errors.carrier?.message}>
          <select id="ship-carrier" className={controlClass()} {...form.register('carrier')}>
            {CARRIERS.map((carrier) => (
              <option key={carrier}>{carrier}</option>
            ))}
          </select>
        </Field>
        <Field id="ship-tracking" label="Tracking number" required error={errors.trackingNumber?.message}>
          <input
            id="ship-tracking"
            autoComplete="off"
            aria-invalid={errors.trackingNumber ? true : undefined}
            aria-describedby={errors.trackingNumber ? 'ship-tracking-error' : undefined}
            className={controlClass()}
            {...form.register('trackingNumber', { setValueAs: (v: string) => normalizeTrackingNumber(v) })}
          />
        </Field>
      </div>
    </ConfirmDialog>
  )
}

function DeliverDialog(props: DialogProps) {
  const { order, open, onClose } = props
  const setStatus = useSetOrderStatus()
  const confirm = () =>
    settle(async () => {
      await setStatus.mutateAsync({ orderId: order.id, status: 'Delivered' })
      toast({ title: 'Order Updated', description: `${order.order_number} is now Delivered.` })
    }, props)
  return (
    <ConfirmDialog
      open={open}
      title={`Mark ${order.order_number} as Delivered?`}
      confirmLabel="Mark as Delivered"
      busy={setStatus.isPending ? busyLabel('Saving...') : undefined}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>The customer is e-mailed that the order has been delivered. A delivered order can no longer be cancelled.</p>
    </ConfirmDialog>
  )
}

/** What a cancellation gives back, in the owner's words. */
function cancelConsequences(order: StatusActionsOrder, refund: Props['refund']): string {
  const parts = ['every item goes back into stock']
  if (order.points_redeemed > 0)
    parts.push(`the ${order.points_redeemed} Flavor Points redeemed go back to the customer`)
  if (order.user_id && order.points_earned > 0) parts.push(`the ${order.points_earned} points it earned are taken back`)
  parts.push(
    refund.amount > 0
      ? `${formatMoney(toCents(refund.amount))} is refunded to ${refund.card ?? 'the card it was paid with'}`
      : 'there is no card payment to refund',
  )
  return `${parts.join(', ')}, and the customer is e-mailed with the reason and your note.`
}

function CancelDialog(props: DialogProps & Pick<Props, 'refund'>) {
  const { order, refund, open, onClose } = props
  const cancel = useCancelOrder()
  const form = useForm<CancelForm>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { reason: 'customer_request', note: '' },
  })
  const errors = form.formState.errors
  const submit = form.handleSubmit(({ reason, note }) =>
    settle(async () => {
      const { refund: outcome } = await cancel.mutateAsync({ orderId: order.id, reason, note })
      toast(
        outcome.status === 'failed'
          ? {
              title: 'Refund Failed',
              description: `${order.order_number} is cancelled, but the refund failed: ${outcome.last_error ?? ''}`,
              variant: 'destructive',
            }
          : { title: 'Order Cancelled', description: `${order.order_number} is now Cancelled.` },
      )
    }, props),
  )
  return (
    <ConfirmDialog
      open={open}
      title={`Cancel ${order.order_number}?`}
      confirmLabel={refund.amount > 0 ? 'Cancel and Refund' : 'Cancel Order'}
      busy={cancel.isPending ? busyLabel('Cancelling...') : undefined}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <p>It cannot be undone: {cancelConsequences(order, refund)}</p>
      <div className="mt-4 grid gap-3">
        <Field id="cancel-reason" label="Reason" required error={errors.reason?.message}>
          <select id="cancel-reason" className={controlClass()} {...form.register('reason')}>
            {Object.entries(CANCEL_REASONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="cancel-note" label="Note to the customer" error={errors.note?.message}>
          <textarea
            id="cancel-note"
            rows={3}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? 'cancel-note-error' : undefined}
            className={controlClass()}
            {...form.register('note')}
          />
        </Field>
      </div>
    </ConfirmDialog>
  )
}
