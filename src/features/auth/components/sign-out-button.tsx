import { Button } from '@/components/ui/button'
import { useSignOutHome } from '@/hooks/use-sign-out-home'

/** Signs out and returns to the home page (the account area's guard goes home too as the session ends). */
export function SignOutButton() {
  const { signOutHome, pending } = useSignOutHome()
  return (
    <Button variant="secondary" disabled={pending} onClick={() => void signOutHome()}>
      Sign Out
    </Button>
  )
}
