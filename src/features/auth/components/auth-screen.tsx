import { useEffect, useRef, useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { PageLoader } from '@/components/ui/page-loader'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { errorMessage } from '@/lib/errors'
import { toast } from '@/stores/toast'
import { useClaimGuestOrder } from '../api/claim-guest-order'
import { useAuthAvailable } from '../api/get-auth-health'
import { readAuthArrival } from '../lib/auth-arrival'
import { AUTH_UNAVAILABLE } from '../lib/auth-toasts'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { SignUpForm } from './sign-up-form'

type Mode = 'login' | 'signup' | 'forgot'

const headings: Record<Mode, string> = { login: 'Log In', signup: 'Create Account', forgot: 'Reset Your Password' }

const toggles = [
  ['login', 'Log In'],
  ['signup', 'Create Account'],
] as const satisfies [Mode, string][]

const toggleClass =
  'min-h-11 flex-1 rounded-full px-4 text-sm font-semibold text-ink aria-pressed:bg-brand-700 aria-pressed:text-white'

/**
 * Log in or create an account (/checkout/auth). Once signed in here it goes where the arrival asked: the
 * shipping step from checkout, the page a login-required guard came from, else the account; with a guest
 * order to claim, it claims it first. Someone already signed in on arrival goes straight on.
 */
export function AuthScreen() {
  const location = useLocation()
  const arrival = readAuthArrival(location.search, location.state)
  const { status } = useAuth()
  const healthy = useAuthAvailable()
  const claim = useClaimGuestOrder()
  const [mode, setMode] = useState<Mode>('login')
  const [email, setEmail] = useState(arrival.email)
  const [unreachable, setUnreachable] = useState(false)
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean>()
  const [signedInHere, setSignedInHere] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const modeChanged = useRef(false)

  useEffect(() => {
    // A new form: move focus to its heading so keyboard and screen-reader users start at its top.
    if (modeChanged.current) headingRef.current?.focus()
  }, [mode])

  if (arrivedSignedIn === undefined && status !== 'loading') setArrivedSignedIn(status === 'signed-in')
  // Wait for the provider to hear of the session, so the next page's guard sees a signed-in user.
  if (status === 'signed-in' && (arrivedSignedIn || signedInHere)) {
    return <Navigate to={arrival.destination} replace />
  }
  if (arrivedSignedIn === undefined) return <PageLoader />

  const unavailable = unreachable || !healthy
  const switchTo = (next: Mode) => {
    modeChanged.current = true
    setMode(next)
  }

  const onSignedIn = async () => {
    if (arrival.claimOrderId) {
      try {
        const points = await claim.mutateAsync(arrival.claimOrderId)
        toast({
          title: 'Order Claimed',
          description: `Your order is now in your account and ${points} Flavor Points were added.`,
        })
      } catch (error) {
        toast({ title: 'Could Not Claim Order', description: errorMessage(error), variant: 'destructive' })
      }
    }
    setSignedInHere(true)
  }
  const onUnavailable = () => setUnreachable(true)

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      {unavailable ? (
        <div role="alert" className="mb-6 rounded-2xl border border-danger-700/30 bg-danger-50 p-4 text-danger-700">
          <p className="font-bold">Accounts Unavailable</p>
          <p className="mt-1 text-sm">{AUTH_UNAVAILABLE.auth}</p>
        </div>
      ) : null}
      <div className="rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
        {mode === 'forgot' ? null : (
          <div role="group" aria-label="Account" className="mb-6 flex gap-1 rounded-full bg-brand-50 p-1">
            {toggles.map(([target, label]) => (
              <button
                key={target}
                type="button"
                aria-pressed={mode === target}
                className={toggleClass}
                onClick={() => switchTo(target)}
              >
                {label}
              </button>
            ))}
          </div>
        )}
        <h1 ref={headingRef} tabIndex={-1} className="mb-2 text-3xl font-bold focus:outline-none">
          {headings[mode]}
        </h1>
        {mode === 'signup' ? (
          <p className="mb-6 text-ink-muted">New here? Create an account and collect 100 bonus Flavor Points.</p>
        ) : (
          <div className="mb-6" />
        )}
        {mode === 'login' ? (
          <LoginForm
            defaultEmail={email}
            disabled={unavailable}
            onSignedIn={onSignedIn}
            onUnavailable={onUnavailable}
            onForgotPassword={() => switchTo('forgot')}
          />
        ) : mode === 'signup' ? (
          <SignUpForm
            defaultEmail={email}
            disabled={unavailable}
            onSignedIn={onSignedIn}
            onUnavailable={onUnavailable}
            onConfirmationSent={(address) => {
              setEmail(address)
              switchTo('login')
            }}
          />
        ) : (
          <ForgotPasswordForm
            defaultEmail={email}
            disabled={unavailable}
            onUnavailable={onUnavailable}
            onDone={() => switchTo('login')}
          />
        )}
      </div>
      {arrival.offerGuestCheckout ? (
        <div className="mt-6 text-center">
          <ButtonLink to={paths.checkout.shipping.getHref()} variant="ghost">
            Continue Without Account
          </ButtonLink>
        </div>
      ) : null}
    </div>
  )
}
