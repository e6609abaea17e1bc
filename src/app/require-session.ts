import type { QueryClient } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { authHealthQueryOptions } from '@/features/auth/api/get-auth-health'
import { profileQueryOptions } from '@/features/auth/api/session'
import { signedInUserId } from '@/lib/supabase'
import type { RouteLoader, RouteLoaderArgs } from './route-objects'

export interface SessionLoaderArgs extends RouteLoaderArgs {
  userId: string
}

/** What a page's loader asks for once it knows who is signed in; every read is started at once. */
type EnsurePageData = (queryClient: QueryClient, args: SessionLoaderArgs) => Promise<unknown>[]

interface RequireSessionOptions {
  /**
   * `admin`: the page's data is an admin's, fetched only for one; a guest or a customer is left to the area's
   * guard, which shows Access Denied (the spec's answer there, not the login).
   */
  area?: 'account' | 'admin'
}

/**
 * The loader of a login-required page, so its data starts with its code rather than after the guard's first
 * render. A guest is sent to the login, which brings them back here (`returnTo`), as the account's guard
 * does; if Auth does not answer, the guard says the area is unavailable. A failed read is not thrown: the
 * page shows its own error inside the area's frame. The guards stay: they follow the session as it changes.
 */
export function requireSession(ensure: EnsurePageData, { area = 'account' }: RequireSessionOptions = {}) {
  return (queryClient: QueryClient): RouteLoader =>
    async (args) => {
      // Auth's code could not load: the guard finds out too, and says so.
      const userId = await signedInUserId().catch(() => null)
      if (!userId) {
        if (area === 'account' && (await queryClient.fetchQuery(authHealthQueryOptions()).catch(() => false))) {
          const { pathname, search, hash } = new URL(args.request.url)
          return { redirectTo: paths.checkout.auth.getHref({ returnTo: `${pathname}${search}${hash}` }) }
        }
        return null
      }
      if (area === 'admin') {
        const profile = await queryClient.ensureQueryData(profileQueryOptions(userId)).catch(() => null)
        if (!profile?.is_admin) return null
      }
      const reads = Promise.allSettled(ensure(queryClient, { ...args, userId }))
      // An admin page paints its frame at once and shows its own loading line while its reads answer (the
      // admin's lists and figures are the slow reads); an account page waits for its data, as the
      // storefront does, so it opens whole.
      if (area === 'account') await reads
      return null
    }
}
