import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { PackingSlip } from '@/features/orders/components/packing-slip'

export default function AdminPackingSlipRoute() {
  const { orderId = '' } = useParams()
  return (
    <>
      <Seo title="Admin: Packing Slip" description="CasaBite administration." noIndex />
      <PackingSlip key={orderId} orderId={orderId} />
    </>
  )
}
