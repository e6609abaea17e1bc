import { Outlet } from 'react-router-dom'
import { FooterNewsletterContext } from '@/components/layouts/footer-slots'
import { ScrollToTop } from '@/components/layouts/scroll-to-top'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup'

const newsletterSignup = <NewsletterSignup />

/**
 * The root route: behaviour shared by every page, whatever its layout. The toaster lives here, inside
 * the router, so a toast's `{ label, to }` action navigates with the router instead of reloading.
 */
export function Root() {
  return (
    <FooterNewsletterContext value={newsletterSignup}>
      <ScrollToTop />
      <Outlet />
      <LazyToaster />
    </FooterNewsletterContext>
  )
}
