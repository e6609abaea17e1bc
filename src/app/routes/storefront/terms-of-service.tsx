import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { PolicyDocument } from '@/features/content/components/policies/policy-document'
import { PolicyLinks } from '@/features/content/components/policies/policy-links'
import { termsOfServiceSections } from '@/features/content/data/terms-of-service-content'

/** Served at /terms-of-service and /terms; both declare /terms-of-service canonical. */
export default function TermsOfServiceRoute() {
  return (
    <>
      <Seo
        title="Terms of Service"
        description="The terms that apply when you shop at CasaBite: orders, payment, shipping, returns and Flavor Points, governed by California law."
        canonicalPath={paths.termsOfService.getHref()}
      />
      <PolicyDocument
        title="Terms of Service"
        intro={<p>Please read these terms before you shop with us. They are written to be clear, not clever.</p>}
        sections={termsOfServiceSections}
        footer={<PolicyLinks />}
      />
    </>
  )
}
