import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'

/**
 * Sign Out, then the home page: the saved session is gone before the URL changes, so a tab closed or
 * reloaded the moment home shows (a shared computer) finds nobody signed in. A sign-out that fails keeps
 * the page (signOut() toasts why). `pending` lets the control refuse a second click meanwhile.
 */
export function useSignOutHome(): { signOutHome: () => Promise<void>; pending: boolean } {
  const { signOut } = useAuth()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const signOutHome = async () => {
    setPending(true)
    const signedOut = await signOut()
    setPending(false)
    // Replace: a guard that saw the session end may already have sent the page home.
    if (signedOut) await navigate(paths.home.getHref(), { replace: true })
  }
  return { signOutHome, pending }
}
