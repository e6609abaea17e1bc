import { use, useState } from 'react'
import { Link } from 'react-router-dom'
import { CloseIcon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { AuthContext } from '@/lib/auth'

/** Session storage: the visitor dismissed the promotion (the prerendered first screens check it too). */
export const PROMO_DISMISSED_KEY = 'casabite:promo-dismissed'

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(PROMO_DISMISSED_KEY) === '1'
  } catch {
    return false // storage blocked (private mode): show the banner, never crash
  }
}

/**
 * Flavor Points promotion on every storefront page; dismissed for the browser session. A guest is invited
 * to join (the spec's text); a signed-in member is not invited to what they already have.
 */
export function PromoBanner() {
  const [dismissed, setDismissed] = useState(readDismissed)
  // The context directly (not useAuth): a guest's page may render this before any Auth exists.
  const member = use(AuthContext)?.status === 'signed-in'
  if (dismissed) return null

  const dismiss = () => {
    try {
      sessionStorage.setItem(PROMO_DISMISSED_KEY, '1')
    } catch {
      // Not remembered across reloads; still hidden for now.
    }
    setDismissed(true)
  }

  return (
    <aside aria-label="Promotion" className="bg-saffron-300 text-ink">
      <div className="mx-auto flex max-w-content items-center gap-3 px-4 py-2 text-sm sm:px-6">
        <p className="flex-1 text-center">
          {member
            ? "You're a member: every order earns you Flavor Points."
            : 'Earn Flavor Points with every order. Join free!'}{' '}
          <Link to={paths.rewards.getHref()} className="font-semibold underline underline-offset-2">
            Learn More <span className="sr-only">about Flavor Points</span>
          </Link>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss promotion"
          className="rounded-full p-1.5 hover:bg-saffron-400"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </aside>
  )
}
