import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useToastStore } from '@/stores/toast'
import { stubSupabaseEnv } from '../../support/render-app'
import { stubReducedMotion } from '../orders/order-fixtures'
import { renderAccount, stubAccountApi } from '../account/account-test-helpers'
import { json, requestsTo, rows } from '../../support/network'

// The account's address book, through the whole app with only fetch stubbed.

const toasts = () => useToastStore.getState().queue.map(({ title, description }) => ({ title, description }))

beforeEach(() => {
  stubSupabaseEnv()
  stubReducedMotion(true)
  useToastStore.getState().clear()
})

async function openAddForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Address' }))
  return within(screen.getByRole('form', { name: 'Add Address' }))
}

type Form = Awaited<ReturnType<typeof openAddForm>>

const fill = (form: Form, label: RegExp, value: string) =>
  fireEvent.change(form.getByLabelText(label), { target: { value } })

describe('addresses', () => {
  it('refuses an address with a required field missing, then saves a complete one', async () => {
    const { requests } = stubAccountApi({
      '/rest/v1/addresses': (request) => (request.method === 'POST' ? rows(request, [{ id: 'a1' }]) : json([])),
    })
    renderAccount('/account/addresses')
    const form = await openAddForm()
    fill(form, /^Full Name/, 'Dana Diner')
    fireEvent.click(form.getByRole('button', { name: 'Save Address' }))
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Missing Fields',
        description: 'Please fill all required address fields.',
      }),
    )
    expect(requestsTo(requests, '/rest/v1/addresses', 'POST')).toHaveLength(0)

    fill(form, /^Address Line 1/, '12 Market St')
    fill(form, /^City/, 'Denver')
    fill(form, /^State/, 'CO')
    fill(form, /^ZIP/, '80202')
    fill(form, /^Phone/, '+1 (303) 555-0123')
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
      phone: '+13035550123',
      is_default: true,
    })
    await waitFor(() => expect(toasts().map((t) => t.title)).toContain('Address Saved'))
  })

  it("refuses what the checkout would refuse, with the checkout's messages: a bad postal code, state or phone", async () => {
    const { requests } = stubAccountApi({
      '/rest/v1/addresses': (request) => (request.method === 'POST' ? rows(request, [{ id: 'a1' }]) : json([])),
    })
    renderAccount('/account/addresses')
    const form = await openAddForm()
    fill(form, /^Full Name/, 'Dana Diner')
    fill(form, /^Address Line 1/, '12 Market St')
    fill(form, /^City/, 'Denver')
    fill(form, /^State/, 'CO')
    fill(form, /^ZIP/, '8020')
    fireEvent.click(form.getByRole('button', { name: 'Save Address' }))
    await waitFor(() => expect(form.getByLabelText(/^ZIP/)).toHaveAccessibleDescription('Invalid postal code.'))
    expect(form.getByLabelText(/^ZIP/)).toHaveFocus()

    // A province Canada does not have.
    fireEvent.change(form.getByRole('combobox', { name: /^Country/ }), { target: { value: 'CA' } })
    fill(form, /^Province/, 'Atlantis')
    fill(form, /^Postal Code/, 'K1A 0B1')
    fill(form, /^Phone/, '0123')
    fireEvent.click(form.getByRole('button', { name: 'Save Address' }))
    await waitFor(() =>
      expect(form.getByLabelText(/^Province/)).toHaveAccessibleDescription('Province/Territory is required.'),
    )
    expect(form.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Invalid phone number format.')
    expect(requestsTo(requests, '/rest/v1/addresses', 'POST')).toHaveLength(0)
  })
})

describe('addresses: an empty save', () => {
  it('marks each missing field inline at once, focuses the first, and shows Missing Fields before an older toast', async () => {
    stubAccountApi({ '/rest/v1/addresses': () => json([]) })
    renderAccount('/account/addresses')
    const form = await openAddForm()
    useToastStore.getState().show({ title: 'Address Saved' })
    fireEvent.click(form.getByRole('button', { name: 'Save Address' }))

    await waitFor(() => expect(useToastStore.getState().queue[0]).toMatchObject({ title: 'Missing Fields' }))
    const fullName = form.getByLabelText(/^Full Name/)
    // The toast store updates at once; React may render the form's errors a moment later.
    await waitFor(() => expect(fullName).toHaveAttribute('aria-invalid', 'true'))
    expect(fullName).toHaveFocus()
    expect(fullName).toHaveAccessibleDescription('Full name is required.')
    expect(form.getByLabelText(/^ZIP/)).toHaveAccessibleDescription('Invalid postal code.')
    expect(form.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid')

    // Typing in a field clears its own error only.
    fireEvent.change(fullName, { target: { value: 'Dana Diner' } })
    await waitFor(() => expect(fullName).not.toHaveAttribute('aria-invalid'))
    expect(form.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true')
  })
})
