import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useToastStore } from '@/stores/toast'
import { json, stubSupabaseEnv } from '../../support/render-app'
import { stubReducedMotion } from '../orders/order-fixtures'
import { renderAccount, requestsTo, rows, stubAccountApi } from './account-test-helpers'

// Addresses, through the whole app with only fetch stubbed.

const toasts = () => useToastStore.getState().queue.map(({ title, description }) => ({ title, description }))

beforeEach(() => {
  stubSupabaseEnv()
  stubReducedMotion(true)
  useToastStore.getState().clear()
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
