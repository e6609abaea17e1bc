import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/errors'
import { toast } from '@/stores/toast'
import { useSetOrderStatus } from '../api/set-order-status'
import { correctedStatus, type OrderStatus } from '../lib/order-status'

interface Props {
  order: { id: string; order_number: string; status: OrderStatus }
  /** Shows the database's refusal beside the status buttons (the window closed, the refund gone out...). */
  onRefused: (message: string) => void
}

/** What each correction does, said before it is confirmed. */
const consequences: Partial<Record<OrderStatus, string>> = {
  Shipped: 'The order goes back to Shipped, as if it had not been delivered. No e-mail is sent.',
  Processing:
    'The cancellation is undone: the stock is taken again, the pending refund is dropped and the points go back as they were. No e-mail is sent. This is refused once the refund has gone out.',
}

/** An admin's way back from Delivered or Cancelled, within 24 hours, confirmed in a dialog. */
export function OrderStatusCorrection({ order, onRefused }: Props) {
  const [open, setOpen] = useState(false)
  const setStatus = useSetOrderStatus()
  const target = correctedStatus(order.status)
  if (!target) return null

  const label = order.status === 'Cancelled' ? 'Reopen Order' : `Correct to ${target}`
  const confirm = async () => {
    try {
      await setStatus.mutateAsync({ orderId: order.id, status: target })
      toast({ title: 'Order Updated', description: `${order.order_number} is now ${target}.` })
    } catch (error) {
      onRefused(errorMessage(error))
    }
    setOpen(false)
  }

  return (
    <div className="mt-3">
      <p className="text-sm text-ink-muted">An admin may correct a {order.status} order within 24 hours.</p>
      <Button variant="secondary" className="mt-2" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={`${order.status === 'Cancelled' ? 'Reopen' : 'Correct'} ${order.order_number} as ${target}?`}
        confirmLabel={label}
        busy={
          setStatus.isPending ? (
            <>
              <Spinner /> Saving...
            </>
          ) : undefined
        }
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>{consequences[target]}</p>
      </ConfirmDialog>
    </div>
  )
}
