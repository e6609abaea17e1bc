import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { PageLoader } from '@/components/ui/page-loader'
import { adminPaths } from '@/config/admin-paths'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { useAuthAvailable } from '../api/get-auth-health'
import { readAuthArrival } from '../lib/auth-arrival'
import { AUTH_UNAVAILABLE } from '../lib/auth-toasts'
import { keepReferralCode } from '../lib/referral-code'
import type { AuthMode as Mode } from './auth-forms'
import { AuthFormSlot } from './auth-form-slot'

const headings: Record<Mode, string> = { login: 'Log In', signup: 'Create Account', forgot: 'Reset Your Password' }

const toggles = [
  ['login', 'Log In'],
  ['signup', 'Create Account'],
] as const satisfies [Mode, string][]

const toggleClass =
  'min-h-11 flex-1 rounded-full px-4 text-sm font-semibold text-ink aria-pressed:bg-brand-700 aria-pressed:text-white'

interface AuthScreenProps {
  /**
   * Attaches a guest order to the signed-in account and tells the shopper how it went (its own toasts);
   * the orders feature owns the request, and the route passes it in.
   */
  claimOrder: (orderId: string) => Promise<unknown>
}

/**
 * Log in or create an account (/checkout/auth), opening on the form the link asks for. Once signed in here
 * it goes where the arrival asked: the shipping step from checkout, the page a login-required guard came
 * from, else the account (an admin's dashboard); with a guest order to claim, it claims it first. Someone already signed in on
 * arrival goes straight on, after claiming the order when the link names one.
 */
export function AuthScreen({ claimOrder }: AuthScreenProps) {
  const location = useLocation()
  const arrival = readAuthArrival(location.search, location.state)
  const { status, isAdmin, signOut } = useAuth()
  const healthy = useAuthAvailable()
  const [chosenMode, setMode] = useState<Mode>(arrival.mode)
  // A session owing its second factor (another tab's password sign-in, a reload at the code step): its code.
  const codeDue = status === 'second-factor'
  const mode = codeDue ? 'login' : chosenMode
  const [email, setEmail] = useState(arrival.email)
  const [unreachable, setUnreachable] = useState(false)
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean>()
  const [finished, setFinished] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const modeChanged = useRef(false)
  const claimStarted = useRef(false)
  const { claimOrderId } = arrival

  /** After a sign-in (here or before arriving): claim the order the link names, whatever the outcome go on. */
  const onSignedIn = async () => {
    if (claimOrderId && !claimStarted.current) {
      claimStarted.current = true
      // A refusal is the claim's own toast; the shopper is signed in all the same.
      await claimOrder(claimOrderId).catch(() => undefined)
    }
    setFinished(true)
  }
  const claimOnArrival = arrivedSignedIn === true && claimOrderId !== null

  // A friend's referral link: its code stays with this tab until the sign-up sends it, even if the friend leaves
  // before the form has loaded. Kept before the screen first paints, so by the time the friend sees it the code
  // is saved (the build keeps this module in the `session` chunk, which the screen and the forms both import).
  useLayoutEffect(() => keepReferralCode(location.search), [location.search])

  useEffect(() => {
    // A new form: move focus to its heading so keyboard and screen-reader users start at its top.
    if (modeChanged.current) headingRef.current?.focus()
  }, [mode])

  useEffect(() => {
    // Runs once: the ref survives StrictMode's second run of effects.
    if (claimOnArrival && !claimStarted.current) void onSignedIn()
  })

  if (arrivedSignedIn === undefined && status !== 'loading') setArrivedSignedIn(status === 'signed-in')
  // Wait for the provider to hear of the session, so the next page's guard sees a signed-in user.
  if (status === 'signed-in' && ((arrivedSignedIn && !claimOnArrival) || finished)) {
    // An admin lands on the dashboard, unless the arrival named a place (a guard's return path wins).
    const landing = isAdmin && !arrival.guided ? adminPaths.dashboard.getHref() : arrival.destination
    return <Navigate to={landing} replace />
  }
  if (arrivedSignedIn === undefined || (claimOnArrival && !finished)) return <PageLoader />

  const unavailable = unreachable || !healthy
  const switchTo = (next: Mode) => {
    modeChanged.current = true
    setMode(next)
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
        <AuthFormSlot
          mode={mode}
          arrival={arrival}
          email={email}
          disabled={unavailable}
          codeDue={codeDue}
          onSignedIn={onSignedIn}
          onUnavailable={onUnavailable}
          onSwitch={switchTo}
          onConfirmationSent={(address) => {
            setEmail(address)
            switchTo('login')
          }}
          onCancelCode={signOut}
        />
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
