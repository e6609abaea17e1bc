import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useRedeemChoice } from '@/stores/redeem-choice'
import { useToastStore } from '@/stores/toast'
import { stubSupabaseEnv } from '../../support/render-app'
import { json, requestsTo, rows } from '../../support/network'
import { fakeUser } from '../../support/session'
import { CUSTOMER_ID, stubReducedMotion } from '../orders/order-fixtures'
import { renderAccount, stubAccountApi } from './account-test-helpers'

// Points, settings, addresses and wishlist, through the whole app with only fetch stubbed.

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
      'Sign-up bonus',
    ])
    expect(entries.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['-100', '+25', '+100'])
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
})

describe('settings', () => {
  it('checks the new password, then changes it and says so', async () => {
    const { requests } = stubAccountApi({
      '/auth/v1/user': () => json({ ...fakeUser('dana@example.com'), id: CUSTOMER_ID }),
    })
    renderAccount('/account/settings')
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }))

    const form = screen.getByRole('form', { name: 'Change password' })
    // The current password first, above the spec's two: an unlocked screen alone does not change it.
    expect(
      within(form)
        .getAllByLabelText(/Password/)
        .map((input) => input.getAttribute('autocomplete')),
    ).toEqual(['current-password', 'new-password', 'new-password'])
    const current = screen.getByLabelText(/^Current Password/)
    const password = screen.getByLabelText(/^New Password/)
    const confirm = screen.getByLabelText(/^Confirm New Password/)
    const submit = screen.getByRole('button', { name: 'Update Password' })
    fireEvent.click(submit)
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument()
    expect(current).toHaveFocus()
    fireEvent.change(current, { target: { value: 'old-secret' } })
    fireEvent.change(password, { target: { value: 'abc12' } })
    fireEvent.change(confirm, { target: { value: 'abc12' } })
    fireEvent.click(submit)
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument()

    fireEvent.change(password, { target: { value: 'new-secret-1' } })
    fireEvent.change(confirm, { target: { value: 'new-secret-2' } })
    fireEvent.click(submit)
    expect(await screen.findByText('New passwords do not match.')).toBeInTheDocument()
    expect(requestsTo(requests, '/auth/v1/user', 'PUT')).toHaveLength(0)

    fireEvent.change(confirm, { target: { value: 'new-secret-1' } })
    fireEvent.click(submit)
    await waitFor(() => expect(requestsTo(requests, '/auth/v1/user', 'PUT')).toHaveLength(1))
    expect(await screen.findByText('Your password has been changed.', { selector: 'p' })).toBeInTheDocument()
    expect(toasts()).toContainEqual({ title: 'Success', description: 'Your password has been changed.' })
    const [update] = requestsTo(requests, '/auth/v1/user', 'PUT')
    expect(await update!.json()).toMatchObject({ password: 'new-secret-1', current_password: 'old-secret' })
  })

  it("marks the current password when Auth says it is not the user's", async () => {
    const { requests } = stubAccountApi({
      '/auth/v1/user': () =>
        json(
          {
            code: 'current_password_invalid',
            error_code: 'current_password_invalid',
            message: 'Current password required when setting new password.',
          },
          400,
          { 'X-Supabase-Api-Version': '2024-01-01' },
        ),
    })
    renderAccount('/account/settings')
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }))
    const current = screen.getByLabelText(/^Current Password/)
    fireEvent.change(current, { target: { value: 'a-guess' } })
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'taken-over' } })
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'taken-over' } })
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }))
    await waitFor(() =>
      expect(toasts()).toContainEqual({ title: 'Error', description: 'Your current password is incorrect.' }),
    )
    expect(current).toHaveAccessibleDescription('Your current password is incorrect.')
    expect(current).toHaveFocus()
    expect(requestsTo(requests, '/auth/v1/user', 'PUT')).toHaveLength(1)
    expect(screen.queryByText('Your password has been changed.', { selector: 'p' })).not.toBeInTheDocument()
  })

  it('shows the service message when the change is refused', async () => {
    stubAccountApi({
      '/auth/v1/user': () =>
        json(
          { code: 422, error_code: 'same_password', msg: 'New password should be different from the old password.' },
          422,
        ),
    })
    renderAccount('/account/settings')
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }))
    fireEvent.change(screen.getByLabelText(/^Current Password/), { target: { value: 'same-secret' } })
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'same-secret' } })
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'same-secret' } })
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }))
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Error',
        description: 'New password should be different from the old password.',
      }),
    )
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeInTheDocument()
  })

  it('saves first and last name to the profile, and two-factor is coming soon', async () => {
    const { requests } = stubAccountApi()
    renderAccount('/account/settings')
    const first = await screen.findByLabelText('First Name')
    await waitFor(() => expect(first).toHaveValue('Dana Marie'))
    fireEvent.change(first, { target: { value: 'Dee' } })
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Diner' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Name' }))
    await waitFor(() => expect(requestsTo(requests, '/rest/v1/profiles', 'PATCH')).toHaveLength(1))
    expect(await requestsTo(requests, '/rest/v1/profiles', 'PATCH')[0]!.json()).toEqual({
      first_name: 'Dee',
      last_name: 'Diner',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' }))
    expect(toasts().map((t) => t.title)).toContain('Coming Soon')
  })
})

describe('addresses', () => {
  it('refuses an address with a required field missing, then saves a complete one', async () => {
    const { requests } = stubAccountApi({
      '/rest/v1/addresses': (request) => (request.method === 'POST' ? rows(request, [{ id: 'a1' }]) : json([])),
    })
    renderAccount('/account/addresses')
    fireEvent.click(await screen.findByRole('button', { name: 'Add Address' }))
    const form = within(screen.getByRole('form', { name: 'Add Address' }))
    fireEvent.change(form.getByLabelText(/^Full Name/), { target: { value: 'Dana Diner' } })
    fireEvent.click(form.getByRole('button', { name: 'Save Address' }))
    expect(toasts()).toContainEqual({
      title: 'Missing Fields',
      description: 'Please fill all required address fields.',
    })
    expect(requestsTo(requests, '/rest/v1/addresses', 'POST')).toHaveLength(0)

    fireEvent.change(form.getByLabelText(/^Street Address/), { target: { value: '12 Market St' } })
    fireEvent.change(form.getByLabelText(/^City/), { target: { value: 'Denver' } })
    fireEvent.change(form.getByLabelText(/^State/), { target: { value: 'CO' } })
    fireEvent.change(form.getByLabelText(/^ZIP/), { target: { value: '80202' } })
    fireEvent.click(form.getByRole('checkbox', { name: 'Use as my default address' }))
    fireEvent.click(form.getByRole('button', { name: 'Save Address' }))
    await waitFor(() => expect(requestsTo(requests, '/rest/v1/addresses', 'POST')).toHaveLength(1))
    expect(await requestsTo(requests, '/rest/v1/addresses', 'POST')[0]!.json()).toEqual({
      label: null,
      full_name: 'Dana Diner',
      street: '12 Market St',
      apartment: null,
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      country: 'US',
      phone: null,
      is_default: true,
    })
    await waitFor(() => expect(toasts().map((t) => t.title)).toContain('Address Saved'))
  })
})

describe('addresses: an empty save', () => {
  it('marks each missing field inline at once, focuses the first, and shows Missing Fields before an older toast', async () => {
    stubAccountApi({ '/rest/v1/addresses': () => json([]) })
    renderAccount('/account/addresses')
    fireEvent.click(await screen.findByRole('button', { name: 'Add Address' }))
    const form = within(screen.getByRole('form', { name: 'Add Address' }))
    useToastStore.getState().show({ title: 'Address Saved' })
    fireEvent.click(form.getByRole('button', { name: 'Save Address' }))

    expect(useToastStore.getState().queue[0]).toMatchObject({ title: 'Missing Fields' })
    const fullName = form.getByLabelText(/^Full Name/)
    expect(fullName).toHaveFocus()
    expect(fullName).toHaveAttribute('aria-invalid', 'true')
    expect(fullName).toHaveAccessibleDescription('Full Name is required.')
    expect(form.getByLabelText(/^ZIP/)).toHaveAccessibleDescription('ZIP / Postal Code is required.')
    expect(form.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid')

    // Typing in a field clears its own error only.
    fireEvent.change(fullName, { target: { value: 'Dana Diner' } })
    expect(fullName).not.toHaveAttribute('aria-invalid')
    expect(form.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('wishlist', () => {
  it('lists the wished sizes and removes one by product and size', async () => {
    const { requests } = stubAccountApi({
      '/rest/v1/rpc/get_wishlist': () =>
        json([
          {
            id: 'w1',
            product_id: 'p1',
            product_name: 'Kashmiri Saffron',
            product_slug: 'kashmiri-saffron',
            main_image_url: null,
            size: '5g',
            size_label: '5 g jar',
            price: 18.5,
            stock: 3,
            in_stock: true,
            back_in_stock: false,
            created_at: '2026-11-20T10:00:00Z',
          },
        ]),
      '/rest/v1/wishlist_items': () => new Response(null, { status: 204 }),
    })
    renderAccount('/account/wishlist')
    const item = within(await screen.findByTestId('wishlist-item'))
    expect(item.getByText('Size: 5 g jar')).toBeInTheDocument()
    expect(item.getByText(/\$18\.50/)).toBeInTheDocument()
    fireEvent.click(item.getByRole('button', { name: 'Remove Kashmiri Saffron from wishlist' }))
    await waitFor(() => expect(requestsTo(requests, '/rest/v1/wishlist_items', 'DELETE')).toHaveLength(1))
    const params = new URL(requestsTo(requests, '/rest/v1/wishlist_items', 'DELETE')[0]!.url).searchParams
    expect(params.get('product_id')).toBe('eq.p1')
    expect(params.get('size')).toBe('eq.5g')
  })
})
