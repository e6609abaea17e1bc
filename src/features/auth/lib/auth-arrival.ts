import { paths } from '@/config/paths'

/**
 * What a screen that sends someone to /checkout/auth may say in router state: the checkout options page
 * sets `fromCheckout`, the login-required guard and the wishlist the path to come back to (`from`), and the
 * order confirmation page its origin and the order's e-mail and name.
 */
export interface AuthArrivalState {
  fromCheckout?: boolean
  from?: string
  origin?: 'orderConfirmation'
  email?: string
  fullName?: string
}

/**
 * Query parameters that survive a reload or a shared link: `?from=confirmation&claim=<order id>`,
 * `?mode=signup` to open on Create Account rather than Log In, and `?returnTo=<path>` (a login-required page).
 */
export const AUTH_QUERY = {
  from: 'from',
  confirmation: 'confirmation',
  claim: 'claim',
  mode: 'mode',
  signup: 'signup',
  returnTo: 'returnTo',
} as const

/** The two forms the screen toggles between; it opens on Log In unless the link asks for Create Account. */
export type AuthEntryMode = 'login' | 'signup'

export interface AuthArrival {
  /** Where to go once signed in. */
  destination: string
  /** Whether the arrival named that place (checkout, a guard's return path, a claim), not the account by default. */
  guided: boolean
  /** The checkout's own step (its options page sent the shopper): the checkout frame, not the site's. */
  fromCheckout: boolean
  /** Only the checkout's step offers it, and not to someone who has just ordered as a guest. */
  offerGuestCheckout: boolean
  /** A guest order to attach to the account once signed in. */
  claimOrderId: string | null
  email: string
  fullName: string
  /** Where the sign-up confirmation link brings the new member back, signed in (keeping the claim). */
  confirmationReturn: string
  /** The form to open on. */
  mode: AuthEntryMode
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Only a path inside the app: never another site (`//evil.example`) nor the auth screen itself. */
function safeOrigin(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null
  if (from.startsWith(paths.checkout.auth.getHref())) return null
  return from
}

export function readAuthArrival(search: string, state: unknown): AuthArrival {
  const params = new URLSearchParams(search)
  const arrival = (typeof state === 'object' && state !== null ? state : {}) as AuthArrivalState
  const claim = params.get(AUTH_QUERY.claim)
  const claimOrderId = claim && UUID.test(claim) ? claim : null
  const fromConfirmation =
    params.get(AUTH_QUERY.from) === AUTH_QUERY.confirmation ||
    arrival.origin === 'orderConfirmation' ||
    Boolean(claimOrderId)
  // Router state from a guard or a link; a loader's redirect can only say it in the query.
  const origin = safeOrigin(arrival.from) ?? safeOrigin(params.get(AUTH_QUERY.returnTo))
  const fromCheckout = arrival.fromCheckout === true && !claimOrderId
  const destination = claimOrderId
    ? paths.account.root.getHref()
    : fromCheckout
      ? paths.checkout.shipping.getHref()
      : (origin ?? paths.account.root.getHref())
  const contact = claimContact(claimOrderId, arrival)
  return {
    destination,
    guided: Boolean(claimOrderId) || fromCheckout || origin !== null,
    fromCheckout,
    offerGuestCheckout: fromCheckout && !fromConfirmation,
    claimOrderId,
    email: contact?.email ?? (typeof arrival.email === 'string' ? arrival.email : ''),
    fullName: contact?.fullName ?? '',
    // Back here to claim the order once signed in; else straight where signing in here would go.
    confirmationReturn: claimOrderId
      ? paths.checkout.auth.getHref({ claim: claimOrderId, from: AUTH_QUERY.confirmation })
      : destination,
    mode: params.get(AUTH_QUERY.mode) === AUTH_QUERY.signup ? 'signup' : 'login',
  }
}

const CLAIM_CONTACT_KEY = 'casabite.claim-contact'

interface ClaimContact {
  claim: string
  email: string
  fullName: string
}

/**
 * The order's e-mail and name for the sign-up that claims it. Router state brings them from the
 * confirmation page; this tab keeps them (sessionStorage, for that order only) so a reload of the form or a
 * return from the inbox still has them.
 */
function claimContact(claimOrderId: string | null, arrival: AuthArrivalState): ClaimContact | undefined {
  if (!claimOrderId) return undefined
  try {
    if (typeof arrival.email === 'string') {
      const contact = {
        claim: claimOrderId,
        email: arrival.email,
        fullName: typeof arrival.fullName === 'string' ? arrival.fullName : '',
      }
      sessionStorage.setItem(CLAIM_CONTACT_KEY, JSON.stringify(contact))
      return contact
    }
    const saved = JSON.parse(sessionStorage.getItem(CLAIM_CONTACT_KEY) ?? 'null') as Partial<ClaimContact> | null
    if (saved?.claim !== claimOrderId || typeof saved.email !== 'string') return undefined
    return {
      claim: claimOrderId,
      email: saved.email,
      fullName: typeof saved.fullName === 'string' ? saved.fullName : '',
    }
  } catch {
    return undefined // storage disabled or a foreign value: the form starts empty
  }
}
