import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readAuthArrival } from '@/features/auth/lib/auth-arrival'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'
import { ORDER_ID } from '../orders/order-fixtures'
import { fakeUser } from '../../support/session'
import { health, route } from './auth-stubs'

// Create Account where the project confirms addresses first (config.toml, as hosted projects): the app's
// own Auth client, router and toaster; only fetch is stubbed. A file of its own: no Auth started before.

beforeEach(() => {
  stubSupabaseEnv()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})

describe('sign-up that needs the mailed link', () => {
  it('says Check Your Email, signs nobody in, and sends the link back with the order to claim', async () => {
    sessionStorage.clear()
    const signUps: Request[] = []
    stubNetwork((request) => {
      const to = route(request)
      if (to === 'auth /health') return health()
      if (to === 'auth /signup') {
        signUps.push(request)
        // GoTrue with confirmations on: the bare user, no session.
        return json({ ...fakeUser('dana@example.com'), email_confirmed_at: undefined, identities: [] })
      }
      return undefined
    })
    const claimLink = `/checkout/auth?claim=${ORDER_ID}&from=confirmation&mode=signup`
    // The confirmation page's button brought the order's e-mail and name to this tab; this is a reload.
    readAuthArrival(claimLink.slice(claimLink.indexOf('?')), { email: 'dana@example.com', fullName: 'Dana Diner' })
    renderApp(claimLink)
    const form = await screen.findByRole('form', { name: 'Create account' })
    expect(within(form).getByRole('textbox', { name: 'Full Name' })).toHaveValue('Dana Diner')
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('dana@example.com')
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'spice-route-2026' } })
    fireEvent.change(within(form).getByLabelText(/^Confirm Password/), { target: { value: 'spice-route-2026' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByText('Check Your Email')).toBeInTheDocument()
    expect(screen.getByText('Please check your email to verify your account.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument()
    expect(signUps).toHaveLength(1)
    const back = new URL(new URL(signUps[0]!.url).searchParams.get('redirect_to')!)
    expect(`${back.pathname}${back.search}`).toBe(`/checkout/auth?claim=${ORDER_ID}&from=confirmation`)
  }, 60_000) // the form, then Auth's code, load lazily: slow on a loaded machine
})
