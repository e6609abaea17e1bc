import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'

/**
 * Signs out and returns to the home page. The home page is on screen before the sign-out starts: the router
 * renders a navigation as a transition, which an urgent update may overtake, so `flushSync` commits the
 * home page with the navigation itself. Should the account page still be mounted when the session ends
 * (seen under load), its guard sends the visitor home as well, not to the login screen.
 */
export function SignOutButton() {
  const { signOut } = useAuth()
  const navigate = useNavigate()
  const onClick = async () => {
    await navigate(paths.home.getHref(), { flushSync: true })
    await signOut()
  }
  return (
    <Button variant="secondary" onClick={() => void onClick()}>
      Sign Out
    </Button>
  )
}
