import { SUPABASE_URL } from '../../support/render-app'
import { json } from '../../support/network'

/** The auth server's answers the provider and screens meet, built as GoTrue builds them. */

export const profileRow = (overrides: Partial<{ is_admin: boolean; first_name: string; last_name: string }> = {}) => ({
  is_admin: false,
  first_name: 'Ada',
  last_name: 'Lovelace',
  ...overrides,
})

export const authUrl = (path: string) => `${SUPABASE_URL}/auth/v1/${path}`

/** Which service a request is for: `auth /token`, `rest /profiles`, ... */
export function route(request: Request): string {
  const url = new URL(request.url)
  const [, service, , ...rest] = url.pathname.split('/')
  return `${service} /${rest.join('/')}`
}

export const health = () => json({ name: 'GoTrue' })
