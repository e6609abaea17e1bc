import { useNavigate } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { PageLoader } from '@/components/ui/page-loader'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { useVerifyDueCode } from '../api/mfa'
import { NewPasswordForm } from './new-password-form'
import { SecondFactorForm } from './second-factor-form'

/**
 * Where the recovery e-mail's link lands: the link signs the user in (Auth reads the session from the URL),
 * so they choose a new password here and go on to their account. Without a session the link was used,
 * expired or opened in another browser.
 */
export function ResetPasswordScreen() {
  const { status } = useAuth()
  const navigate = useNavigate()
  const verifyCode = useVerifyDueCode()
  if (status === 'loading') return <PageLoader />

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <div className="rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-3xl font-bold">Reset Your Password</h1>
        {/* The link's session is at aal1, and Auth changes the password of a user with a second factor only
            at aal2: the code comes first. */}
        {status === 'second-factor' ? (
          <div className="grid gap-4">
            <p className="text-ink-muted">
              Enter the 6-digit code from your authenticator app, then choose your new password.
            </p>
            <SecondFactorForm
              label="Authentication code"
              submitLabel="Verify"
              pendingLabel="Verifying..."
              onCode={(code) => verifyCode.mutateAsync({ code })}
            />
          </div>
        ) : status === 'signed-in' ? (
          <NewPasswordForm onDone={() => void navigate(paths.account.root.getHref(), { replace: true })} />
        ) : (
          <>
            <p className="text-ink-muted">
              This password reset link is invalid or has expired. Request a new one from the login page.
            </p>
            <ButtonLink to={paths.checkout.auth.getHref()} className="mt-6">
              Go to Log In
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  )
}
