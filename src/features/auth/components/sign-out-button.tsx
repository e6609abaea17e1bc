import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'

/**
 * Signs out and returns to the home page. The home page is on screen before the sign-out starts: the router
 * renders a navigation as a transition, which an urgent update may overtake, and the signed-out status
 * reaching the account page still shown would send the guest on to the login screen. `flushSync` commits
 * the home page with the navigation itself.
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
