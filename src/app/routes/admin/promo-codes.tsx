import { Seo } from '@/components/seo/seo'
import { PromoCodeList } from '@/features/admin/components/promo-codes/promo-code-list'

export default function AdminPromoCodesRoute() {
  return (
    <>
      <Seo title="Admin: Promo Codes" description="CasaBite administration." noIndex />
      <PromoCodeList />
    </>
  )
}
