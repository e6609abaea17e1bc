import { Seo } from '@/components/seo/seo'
import { PolicyDocument } from '@/features/content/components/policies/policy-document'
import { PolicyLinks } from '@/features/content/components/policies/policy-links'
import { policy } from '@/features/content/data/policy-facts'
import { returnsRefundsSections } from '@/features/content/data/returns-refunds-content'

export default function ReturnsRefundsRoute() {
  return (
    <>
      <Seo
        title="Returns & Refunds Policy"
        description={`Return unopened, sealed CasaBite spices within ${policy.returnWindow}. Refunds arrive within ${policy.refundTime}; damage must be reported within ${policy.damageReportWindow}.`}
      />
      <PolicyDocument
        title="Returns & Refunds Policy"
        intro={<p>Everything you need to know about returning an item and getting your money back.</p>}
        sections={returnsRefundsSections}
        footer={<PolicyLinks />}
      />
    </>
  )
}
