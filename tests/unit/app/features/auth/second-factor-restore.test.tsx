import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubSupabaseEnv } from '../../support/render-app'
import { json, requestsTo } from '../../support/network'
import { fakeSession, fakeUser, saveSession, TOTP_FACTOR } from '../../support/session'
import { renderAccount, stubAccountApi } from '../account/account-test-helpers'
import { CUSTOMER_ID, stubReducedMotion } from '../orders/order-fixtures'
import { health } from './auth-stubs'

// A session restored at aal1 for a user with a verified factor (a password sign-in left at the code step,
// here or in another tab) is asked for the code before the account opens, through the whole app.

vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  stubSupabaseEnv()
  stubReducedMotion(true)
})

describe('a session restored at aal1', () => {
  it('goes to the code step before the account opens, and the code opens it at aal2', async () => {
    saveSession(CUSTOMER_ID, 'tess@example.com', { secondFactor: true, codePending: true })
    const { requests } = stubAccountApi({
      '/auth/v1/health': health,
      '/auth/v1/user': () => json({ ...fakeUser('tess@example.com', CUSTOMER_ID), factors: [TOTP_FACTOR] }),
      [`/auth/v1/factors/${TOTP_FACTOR.id}/challenge`]: () =>
        json({ id: 'c0ffee00-0000-4000-8000-000000000001', type: 'totp', expires_at: Date.now() / 1000 + 300 }),
      [`/auth/v1/factors/${TOTP_FACTOR.id}/verify`]: () =>
        json(fakeSession('tess@example.com', CUSTOMER_ID, { secondFactor: true })),
    })
    renderAccount('/account/settings', { signedIn: false })

    const code = await screen.findByRole('form', { name: 'Authentication code' })
    expect(window.location.pathname).toBe('/checkout/auth')
    expect(screen.queryByRole('heading', { name: 'Account Settings' })).not.toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Log in' })).not.toBeInTheDocument()
    fireEvent.change(within(code).getByLabelText(/^Authentication code/), { target: { value: '123456' } })
    fireEvent.click(within(code).getByRole('button', { name: 'Verify' }))

    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/account/settings')
    await waitFor(() =>
      expect(requestsTo(requests, `/auth/v1/factors/${TOTP_FACTOR.id}/verify`, 'POST')).toHaveLength(1),
    )
  })

  it('Cancel at the code step signs the session out', async () => {
    saveSession(CUSTOMER_ID, 'tess@example.com', { secondFactor: true, codePending: true })
    const { requests } = stubAccountApi({
      '/auth/v1/health': health,
      '/auth/v1/logout': () => new Response(null, { status: 204 }),
    })
    renderAccount('/account/settings', { signedIn: false })
    const code = await screen.findByRole('form', { name: 'Authentication code' })
    fireEvent.click(within(code).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeInTheDocument()
    expect(requestsTo(requests, '/auth/v1/logout', 'POST')).toHaveLength(1)
  })
})
