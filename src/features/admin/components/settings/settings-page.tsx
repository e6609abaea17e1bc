import { AdminHeader } from '@/components/layouts/admin-header'
import { LoadError } from '@/components/ui/load-error'
import { useRates } from '../../api/shipping-tax-rates'
import { ShippingRates } from './shipping-rates'
import { TaxRates } from './tax-rates'

/** The shop's settings: the shipping and tax rates the checkout's pricing reads. */
export function SettingsPage() {
  const rates = useRates()
  return (
    <div className="p-4 sm:p-8">
      <AdminHeader title="Settings" />
      {rates.isPending ? (
        <p role="status" className="mt-6 text-ink-muted">
          Loading settings...
        </p>
      ) : rates.isError ? (
        <div className="mt-6">
          <LoadError what="settings" error={rates.error} onRetry={() => void rates.refetch()} />
        </div>
      ) : (
        <>
          <ShippingRates rates={rates.data.shipping} />
          <TaxRates rates={rates.data.tax} />
        </>
      )}
    </div>
  )
}
