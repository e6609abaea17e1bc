import { Seo } from '@/components/seo/seo'
import { PolicyDocument } from '@/features/content/components/policies/policy-document'
import { PolicyLinks } from '@/features/content/components/policies/policy-links'
import { privacyPolicySections } from '@/features/content/data/privacy-policy-content'

export default function PrivacyPolicyRoute() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description="What personal information CasaBite collects, how we use and protect it, who we share it with, and your rights."
      />
      <PolicyDocument
        title="Privacy Policy"
        intro={<p>We collect only what we need to get great spices to your door, and we never sell your data.</p>}
        sections={privacyPolicySections}
        footer={<PolicyLinks />}
      />
    </>
  )
}
