import { createContext, use } from 'react'

interface ShownNavigation {
  /** True while the next location's code or data loads (the old page stays on screen meanwhile). */
  pending: boolean
  /** Names the navigation that showed this location: each one (Back included) runs its routes' loaders anew. */
  key: string
}

export const ShownNavigationContext = createContext<ShownNavigation>({ pending: false, key: '' })

export const useNavigationPending = () => use(ShownNavigationContext).pending

export const useNavigationKey = () => use(ShownNavigationContext).key

/** Whether a navigation is pending, for code outside React (main.tsx's settle check); the router keeps it current. */
export const navigationState = { pending: false }
