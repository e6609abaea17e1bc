import { useEffect, useRef, useState } from 'react'
import { AdminHeader } from '@/components/layouts/admin-header'
import { Button } from '@/components/ui/button'
import { QueryState } from '@/components/ui/query-state'
import { cn } from '@/lib/cn'
import { toast } from '@/stores/toast'
import { useActivatePromoCode, useDeactivatePromoCode, usePromoCodes, type PromoCode } from '../../api/promo-codes'
import { dateTime, money } from '../../lib/format'
import { promoStatus } from '../../lib/promo-code-form'
import { ConfirmButton } from '@/components/ui/confirm-button'
import { PromoCodeForm } from './promo-code-form'

const discountText = (promo: PromoCode) =>
  promo.discount_type === 'percent' ? `${Number(promo.discount_value)}% off` : `${money(promo.discount_value)} off`

const windowText = (promo: PromoCode) =>
  promo.starts_at || promo.ends_at
    ? `${promo.starts_at ? dateTime(promo.starts_at) : 'Now'} to ${promo.ends_at ? dateTime(promo.ends_at) : 'no end'}`
    : 'Always'

/** Promo codes: what each gives, when, how often it was used; create, edit, switch off and on. */
export function PromoCodeList() {
  const codes = usePromoCodes()
  // null: no form open; 'new': the create form; a code: that code's edit form.
  const [editing, setEditing] = useState<string | null>(null)
  const close = () => setEditing(null)
  const edited = codes.data?.find((promo) => promo.code === editing)
  return (
    <div className="p-4 sm:p-8">
      <AdminHeader
        title="Promo Codes"
        actions={editing === 'new' ? null : <Button onClick={() => setEditing('new')}>New Promo Code</Button>}
      />
      {editing === 'new' ? <PromoCodeForm onDone={close} /> : null}
      {edited ? <PromoCodeForm key={edited.code} promo={edited} onDone={close} /> : null}
      <QueryState
        query={codes}
        what="promo codes"
        emptyTitle="No Promo Codes Yet"
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <ul className="mt-6 grid gap-4 xl:grid-cols-2">
            {data.map((promo) => (
              <PromoCodeCard key={promo.code} promo={promo} onEdit={() => setEditing(promo.code)} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  )
}

function PromoCodeCard({ promo, onEdit }: { promo: PromoCode; onEdit: () => void }) {
  const activation = useActivatePromoCode()
  const deactivation = useDeactivatePromoCode()
  const actions = useRef<HTMLDivElement>(null)
  const status = promoStatus(promo)
  // The button pressed is replaced by its opposite once the list shows the new state: focus follows to it
  // then, rather than dropping to the page (the confirmation dialog, if any, has closed with the old button).
  const focusSwapped = useRef(false)
  useEffect(() => {
    if (!focusSwapped.current) return
    focusSwapped.current = false
    actions.current?.querySelector<HTMLElement>(`[aria-label$="ctivate ${promo.code}"]`)?.focus()
  }, [promo.is_active, promo.code])
  const setActive = async (is_active: boolean) => {
    focusSwapped.current = true
    try {
      await (is_active ? activation : deactivation).mutateAsync({ code: promo.code, is_active })
    } catch (error) {
      focusSwapped.current = false
      throw error
    }
    toast({
      title: is_active ? 'Promo Code Active' : 'Promo Code Deactivated',
      description: is_active ? `Shoppers can use ${promo.code} again.` : `${promo.code} no longer applies at checkout.`,
    })
  }
  // The mutation's meta announces a failure.
  const activate = () => setActive(true).catch(() => undefined)
  return (
    <li className="rounded-xl border border-ink/15 bg-white p-4" aria-labelledby={`promo-${promo.code}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`promo-${promo.code}`} className="font-mono text-lg font-bold">
          {promo.code}
        </h2>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-xs font-semibold',
            status === 'Active' ? 'bg-brand-700 text-white' : 'bg-ink/10 text-ink',
          )}
        >
          {status}
        </span>
      </div>
      <p className="mt-1 text-ink-muted">{promo.description}</p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Discount</dt>
        <dd>{discountText(promo)}</dd>
        <dt className="font-semibold">Minimum</dt>
        <dd>{Number(promo.min_subtotal) > 0 ? `${money(promo.min_subtotal)} subtotal` : 'None'}</dd>
        <dt className="font-semibold">Valid</dt>
        <dd>{windowText(promo)}</dd>
        <dt className="font-semibold">Uses</dt>
        <dd>{promo.max_uses == null ? `${promo.uses} (no limit)` : `${promo.uses} of ${promo.max_uses}`}</dd>
      </dl>
      <div ref={actions} className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" aria-label={`Edit ${promo.code}`} onClick={onEdit}>
          Edit
        </Button>
        {promo.is_active ? (
          <ConfirmButton
            label="Deactivate"
            ariaLabel={`Deactivate ${promo.code}`}
            title={`Deactivate ${promo.code}?`}
            confirmLabel="Deactivate"
            busyLabel="Deactivating..."
            failedTitle="Deactivate Failed"
            onConfirm={() => setActive(false)}
          >
            <p>
              Shoppers who enter {promo.code} will be told it is not valid. Orders that used it keep their discount.
            </p>
          </ConfirmButton>
        ) : (
          <Button variant="secondary" aria-label={`Activate ${promo.code}`} onClick={() => void activate()}>
            Activate
          </Button>
        )}
      </div>
    </li>
  )
}
