import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'

/** Signs out and returns to the home page (first, so a login-required page does not bounce to the login). */
export function SignOutButton() {
  const { signOut } = useAuth()
  const navigate = useNavigate()
  const onClick = async () => {
    await navigate(paths.home.getHref())
    await signOut()
  }
  return (
    <Button variant="secondary" onClick={() => void onClick()}>
      Sign Out
    </Button>
  )
}
