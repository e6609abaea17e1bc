import { Seo } from '@/components/seo/seo'
import { PolicyDocument } from '@/features/content/components/policies/policy-document'
import { PolicyLinks } from '@/features/content/components/policies/policy-links'
import { policy } from '@/features/content/data/policy-facts'
import { shippingSections } from '@/features/content/data/shipping-content'

export default function ShippingRoute() {
  return (
    <>
      <Seo
        title="Shipping Information"
        description={`CasaBite processes orders in ${policy.processingTime} and ships for a flat ${policy.flatShipping}; standard US delivery takes ${policy.usStandardShipping}.`}
      />
      <PolicyDocument
        title="Shipping Information"
        intro={<p>How and when your spices travel from our shelves to your kitchen.</p>}
        sections={shippingSections}
        footer={<PolicyLinks />}
      />
    </>
  )
}
