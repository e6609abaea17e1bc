import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useRedeemChoice } from '@/stores/redeem-choice'
import { useToastStore } from '@/stores/toast'
import { stubSupabaseEnv } from '../../support/render-app'
import { renderAccount, stubAccountApi } from '../account/account-test-helpers'
import { stubReducedMotion } from '../orders/order-fixtures'
import { json, rows } from '../../support/network'

// The account's Flavor Points, through the whole app with only fetch stubbed.

const toasts = () => useToastStore.getState().queue.map(({ title, description }) => ({ title, description }))

beforeEach(() => {
  stubSupabaseEnv()
  stubReducedMotion(true)
  useToastStore.getState().clear()
  useRedeemChoice.getState().choose(0)
})

const summary = (balance: number, expiringSoon = 0) => ({
  '/rest/v1/rpc/points_summary': (request: Request) =>
    rows(request, [{ balance, expiring_soon: expiringSoon, next_expiry_at: '2026-12-10T00:00:00Z' }]),
})

describe('points', () => {
  it('shows the balance, what expires soon and the history with its reasons', async () => {
    stubAccountApi({
      ...summary(350, 100),
      '/rest/v1/rpc/points_history': () =>
        json([
          {
            entry_id: 'e3',
            reason: 'redemption',
            points: -100,
            created_at: '2026-11-22T10:00:00Z',
            expires_at: null,
            order_id: 'o',
            order_number: 'CB-100002',
            product_id: null,
            product_name: null,
          },
          {
            entry_id: 'e2',
            reason: 'review',
            points: 25,
            created_at: '2026-11-21T10:00:00Z',
            expires_at: '2027-11-21T10:00:00Z',
            order_id: null,
            order_number: null,
            product_id: 'p',
            product_name: 'Smoked Paprika',
          },
          {
            entry_id: 'e0',
            reason: 'referral',
            points: 50,
            created_at: '2026-01-10T10:00:00Z',
            expires_at: '2027-01-10T10:00:00Z',
            order_id: null,
            order_number: null,
            product_id: null,
            product_name: null,
          },
          {
            entry_id: 'e1',
            reason: 'signup_bonus',
            points: 100,
            created_at: '2025-12-10T10:00:00Z',
            expires_at: '2026-12-10T10:00:00Z',
            order_id: null,
            order_number: null,
            product_id: null,
            product_name: null,
          },
        ]),
    })
    renderAccount('/account/points')
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('350')
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70')
    expect(screen.getByTestId('points-expiring')).toHaveTextContent('100 points expire in the next 30 days')
    const entries = await screen.findAllByTestId('points-entry')
    expect(entries.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Redeemed at checkout CB-100002',
      'Product review: Smoked Paprika',
      'Friend referral bonus',
      'Sign-up bonus',
    ])
    expect(entries.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      '-100',
      '+25',
      '+50',
      '+100',
    ])
  })

  it('says how many points are missing for a tier not covered, and takes a covered tier to checkout', async () => {
    stubAccountApi({ ...summary(350), '/rest/v1/rpc/points_history': () => json([]) })
    const { router } = renderAccount('/account/points')
    await screen.findByTestId('points-balance')

    fireEvent.click(screen.getByRole('button', { name: 'Redeem 500 points' }))
    expect(toasts()).toContainEqual({
      title: 'Not Enough Points',
      description: 'You need 150 more points for a reward.',
    })
    expect(useRedeemChoice.getState().points).toBe(0)

    fireEvent.click(screen.getByRole('button', { name: 'Redeem 100 points' }))
    expect(useRedeemChoice.getState().points).toBe(100)
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/account/))
  })

  it('gives the referral link with a Copy button, and names the referral bonus in the history', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    stubAccountApi({
      ...summary(150),
      '/rest/v1/profiles': (request) =>
        rows(request, [{ is_admin: false, first_name: 'Dana', last_name: 'Diner', referral_code: 'ABCDEFGH23' }]),
      '/rest/v1/rpc/points_history': () =>
        json([
          {
            entry_id: 'e1',
            reason: 'referral',
            points: 50,
            created_at: '2026-11-22T10:00:00Z',
            expires_at: '2027-11-22T10:00:00Z',
            order_id: null,
            order_number: null,
            product_id: null,
            product_name: null,
          },
        ]),
    })
    renderAccount('/account/points')
    const section = await screen.findByRole('region', { name: 'Refer a Friend' })
    const link = `${window.location.origin}/checkout/auth?mode=signup&ref=ABCDEFGH23`
    expect(within(section).getByRole('textbox', { name: 'Your referral link' })).toHaveValue(link)
    fireEvent.click(within(section).getByRole('button', { name: 'Copy Link' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link))
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Link Copied',
        description: 'Share it with a friend who loves to cook.',
      }),
    )
    const [entry] = await screen.findAllByTestId('points-entry')
    expect(within(entry!).getAllByRole('cell')[1]).toHaveTextContent('Friend referral bonus')
  })
})
