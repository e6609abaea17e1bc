import { vi } from 'vitest'
import { stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork, type NetworkHandler } from '../../support/network'
import { saveSession, USER_ID } from '../../support/session'
import { health, profileRow, route } from '../auth/auth-stubs'

/**
 * Starts the app signed in (a saved session) as an admin (at aal2, with an authenticator app, as the admin
 * area requires) or a customer: the profile, the Auth user and Auth's health answer here, every other
 * request goes to `handler` (`rest /products`, `rpc ...` as `route()` names them).
 */
export function signedInAs(role: 'admin' | 'customer', handler?: NetworkHandler) {
  stubSupabaseEnv()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  const session = saveSession(USER_ID, `${role}@example.com`, { secondFactor: role === 'admin' })
  return stubNetwork((request) => {
    const name = route(request)
    if (name === 'rest /profiles') return json([profileRow({ is_admin: role === 'admin' })])
    if (name === 'auth /health') return health()
    if (name === 'auth /user' && request.method === 'GET') return json(session.user)
    return handler?.(request)
  })
}

export const productRow = (overrides: Record<string, unknown> = {}) => ({
  id: '11111111-1111-4111-8111-111111111111',
  product_name: 'Kashmiri Saffron',
  product_slug: 'kashmiri-saffron',
  short_description: 'Deep red threads.',
  long_description: '',
  flavor_profile: 'floral',
  origin_story: '',
  suggested_recipes: [],
  price: 18.99,
  main_image_url: null,
  gallery_image_urls: [],
  image_url: null,
  category_type: 'spice',
  cuisine: 'Indian',
  rarity: 'rare',
  is_organic: false,
  is_active: true,
  rating: 4.5,
  reviews_count: 3,
  inventory_count: 12,
  default_size: '1g',
  available_sizes: [{ label: '1 g', value: '1g', stock: 12, price_modifier: 0 }],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  ...overrides,
})
