import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'
import { fakeUser } from '../../support/session'
import { health, route } from './auth-stubs'

// Create Account reached by a friend's referral link (/checkout/auth?mode=signup&ref=CODE): the app's own
// Auth client, router and toaster; only fetch is stubbed. A file of its own: no Auth started before.

beforeEach(() => {
  stubSupabaseEnv()
  sessionStorage.clear()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})

describe('sign-up through a referral link', () => {
  it('keeps the code while the friend browses, and sends it with the new account', async () => {
    const signUps: Request[] = []
    stubNetwork((request) => {
      const to = route(request)
      if (to === 'auth /health') return health()
      if (to === 'auth /signup') {
        signUps.push(request.clone())
        return json({ ...fakeUser('fran@example.com'), email_confirmed_at: undefined, identities: [] })
      }
      return json([])
    })
    const { router } = renderApp('/checkout/auth?mode=signup&ref=ABCDEFGH23')
    await screen.findByRole('form', { name: 'Create account' })
    await router.navigate('/rewards')
    await router.navigate('/checkout/auth?mode=signup')
    const form = await screen.findByRole('form', { name: 'Create account' })
    fireEvent.change(within(form).getByRole('textbox', { name: 'Full Name' }), { target: { value: 'Fran Friend' } })
    fireEvent.change(within(form).getByRole('textbox', { name: 'Email' }), { target: { value: 'fran@example.com' } })
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'spice-route-2026' } })
    fireEvent.change(within(form).getByLabelText(/^Confirm Password/), { target: { value: 'spice-route-2026' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByText('Check Your Email')).toBeInTheDocument()
    expect(signUps).toHaveLength(1)
    const body = (await signUps[0]!.json()) as { data: Record<string, unknown> }
    expect(body.data).toMatchObject({ full_name: 'Fran Friend', referral_code: 'ABCDEFGH23' })
    // Its work done: a second account from this tab is nobody's referral.
    expect(sessionStorage.getItem('casabite.referral')).toBeNull()
  }, 60_000) // the form, then Auth's code, load lazily: slow on a loaded machine
})
