import { Outlet } from 'react-router-dom'
import { ScrollToTop } from '@/components/layouts/scroll-to-top'

/** The root route: behaviour shared by every page, whatever its layout. */
export function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  )
}
