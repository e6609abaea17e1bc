import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { AUTH_STORAGE_KEY } from '@/config/auth'
import { useToastStore } from '@/stores/toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'
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
})
