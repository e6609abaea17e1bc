import { Seo } from '@/components/seo/seo'
import { ContactPage } from '@/features/contact/components/contact-page'

export default function ContactRoute() {
  return (
    <>
      <Seo
        title="Contact Us"
        description="Questions about an order, a spice or a collaboration? Send CasaBite a message, or reach our team by email or phone."
      />
      <ContactPage />
    </>
  )
}
