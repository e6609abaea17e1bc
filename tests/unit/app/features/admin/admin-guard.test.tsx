import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { AUTH_STORAGE_KEY } from '@/config/auth'
import { useToastStore } from '@/stores/toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'
import { fakeSession, fakeUser, saveSession, TOTP_FACTOR, USER_ID } from '../../support/session'
import { health, profileRow, route } from '../auth/auth-stubs'
import { signedInAs } from './admin-stubs'

vi.setConfig({ testTimeout: 20_000 })

afterEach(() => {
  localStorage.clear()
  useToastStore.getState().clear()
})

describe('admin guard and layout', () => {
  it('a guest at /admin lands on /admin/dashboard and sees Access Denied with Login and Go to Homepage', async () => {
    stubSupabaseEnv()
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    stubNetwork(() => json({ name: 'GoTrue' }))
    const { router } = renderApp('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/dashboard')
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/checkout/auth')
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument()
  })

  it('a signed-in customer sees Access Denied', async () => {
    signedInAs('customer')
    renderApp('/admin/products')
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument()
  })

  it('shows Admin Area Unavailable when the backend does not answer', async () => {
    stubSupabaseEnv()
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    stubNetwork(() => json({ message: 'down' }, 503))
    renderApp('/admin/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Area Unavailable' })).toBeInTheDocument()
  })

  it('an admin gets the sidebar: sections, View Live Site in a new tab, Help & Support, Settings', async () => {
    signedInAs('admin', () => json([]))
    renderApp('/admin/products')
    const nav = await screen.findByRole('navigation', { name: 'Admin' })
    for (const [name, href] of [
      ['Dashboard', '/admin/dashboard'],
      ['Products', '/admin/products'],
      ['Orders', '/admin/orders'],
      ['Customers', '/admin/customers'],
      ['Messages', '/admin/messages'],
      ['Promo Codes', '/admin/promo-codes'],
      ['Blog Posts', '/admin/blog-posts'],
      ['Settings', '/admin/settings'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href)
    }
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page')
    const live = within(nav).getByRole('link', { name: /View Live Site/ })
    expect(live).toHaveAttribute('target', '_blank')
    expect(within(nav).queryByText(/Coming Soon/)).toBeNull()

    fireEvent.click(within(nav).getByRole('button', { name: 'Help & Support' }))
    expect(await screen.findByText('Coming soon!')).toBeInTheDocument()
  })

  it('Logout signs out, says Logged Out and goes home', async () => {
    const { requests } = signedInAs('admin', (request) =>
      new URL(request.url).pathname === '/auth/v1/logout' ? new Response(null, { status: 204 }) : json([]),
    )
    const { router } = renderApp('/admin/products')
    const nav = await screen.findByRole('navigation', { name: 'Admin' })
    fireEvent.click(within(nav).getByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('Logged Out')).toBeInTheDocument()
    // Home once the saved session is gone.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
    expect(requests.some((r) => new URL(r.url).pathname === '/auth/v1/logout')).toBe(true)
  })

  it("an admin at aal2 gets the area without Auth being asked for the user first (the level is the session's)", async () => {
    const { requests } = signedInAs('admin', () => json([]))
    renderApp('/admin/products')
    await screen.findByRole('navigation', { name: 'Admin' })
    expect(requests.map((r) => new URL(r.url).pathname)).not.toContain('/auth/v1/user')
  })

  it('an admin at aal1 gives the code first, and the code opens the area', async () => {
    stubSupabaseEnv()
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    saveSession(USER_ID, 'admin@example.com', { secondFactor: true, codePending: true })
    stubNetwork((request) => {
      const name = route(request)
      if (name === 'rest /profiles') return json([profileRow({ is_admin: true })])
      if (name === 'auth /health') return health()
      if (name === 'auth /user') return json({ ...fakeUser('admin@example.com'), factors: [TOTP_FACTOR] })
      if (name === `auth /factors/${TOTP_FACTOR.id}/challenge`)
        return json({ id: 'c0ffee00-0000-4000-8000-000000000001', type: 'totp', expires_at: Date.now() / 1000 + 300 })
      if (name === `auth /factors/${TOTP_FACTOR.id}/verify`)
        return json(fakeSession('admin@example.com', USER_ID, { secondFactor: true }))
      if (name === 'rest /products' || name.startsWith('rest /product_')) return json([])
      return undefined
    })
    renderApp('/admin/products')
    const code = await screen.findByRole('form', { name: 'Authentication code' })
    expect(screen.getByRole('heading', { level: 1, name: 'Two-Factor Authentication Required' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument()
    fireEvent.change(within(code).getByLabelText(/^Authentication code/), { target: { value: '123456' } })
    fireEvent.click(within(code).getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument()
  })
})
