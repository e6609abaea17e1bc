import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from '@/stores/toast'
import { renderApp } from '../../support/render-app'
import { json } from '../../support/network'
import { route } from '../auth/auth-stubs'
import { signedInAs } from './admin-stubs'

vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  localStorage.clear()
  useToastStore.getState().clear()
})

const promoRow = (overrides: Record<string, unknown> = {}) => ({
  code: 'SPRING15',
  description: 'Spring sale',
  discount_type: 'percent',
  discount_value: 15,
  min_subtotal: 0,
  is_active: false,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  uses: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
})

const refused = () =>
  json({ code: '42501', message: 'permission denied for table promo_codes', details: null, hint: null }, 403)

const toastTitles = () => useToastStore.getState().queue.map((t) => t.title)

/** Every failed write is announced by the mutation cache, from the mutation's own meta. */
const failedWritesCarryMeta = (queryClient: QueryClient) => {
  const failed = queryClient.getMutationCache().findAll({ status: 'error' })
  expect(failed.length).toBeGreaterThan(0)
  for (const mutation of failed) expect(mutation.meta?.errorToast).toBeDefined()
}

const fillNewCode = async (code: string) => {
  fireEvent.click(await screen.findByRole('button', { name: 'New Promo Code' }))
  fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: code } })
  fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Summer sale' } })
  fireEvent.change(screen.getByLabelText(/^Percent off/), { target: { value: '10' } })
  fireEvent.click(screen.getByRole('button', { name: 'Create Promo Code' }))
}

describe('Promo codes: a refused write', () => {
  it("a new code is announced once as Save Failed, in the database's words, by the mutation's meta", async () => {
    signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /promo_codes' && request.method === 'POST') return refused()
      if (name === 'rest /promo_codes') return json([])
      return undefined
    })
    const { queryClient } = renderApp('/admin/promo-codes')
    await fillNewCode('SUMMER10')

    await waitFor(() => expect(toastTitles()).toEqual(['Save Failed']))
    expect(useToastStore.getState().queue[0]).toMatchObject({
      description: 'permission denied for table promo_codes',
      variant: 'destructive',
    })
    failedWritesCarryMeta(queryClient)
    expect(screen.getByLabelText(/^Code/)).toHaveValue('SUMMER10')
  })

  it('a taken code is the field’s message, not a toast', async () => {
    signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /promo_codes' && request.method === 'POST')
        return json({ code: '23505', message: 'duplicate key', details: null, hint: null }, 409)
      if (name === 'rest /promo_codes') return json([])
      return undefined
    })
    renderApp('/admin/promo-codes')
    await fillNewCode('SUMMER10')

    expect(await screen.findByText('SUMMER10 already exists. Choose another code.')).toBeInTheDocument()
    expect(toastTitles()).toEqual([])
  })

  it("activating a code is announced once as Activate Failed, by the mutation's meta", async () => {
    signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /promo_codes' && request.method === 'PATCH') return refused()
      if (name === 'rest /promo_codes') return json([promoRow()])
      return undefined
    })
    const { queryClient } = renderApp('/admin/promo-codes')
    fireEvent.click(await screen.findByRole('button', { name: 'Activate SPRING15' }))

    await waitFor(() => expect(toastTitles()).toEqual(['Activate Failed']))
    expect(useToastStore.getState().queue[0]).toMatchObject({
      description: 'permission denied for table promo_codes',
      variant: 'destructive',
    })
    failedWritesCarryMeta(queryClient)
  })
})

describe('Promo codes: a refused deactivation', () => {
  it('is announced once, by its confirmation dialog', async () => {
    signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /promo_codes' && request.method === 'PATCH') return refused()
      if (name === 'rest /promo_codes') return json([promoRow({ is_active: true })])
      return undefined
    })
    renderApp('/admin/promo-codes')
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate SPRING15' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }))

    await waitFor(() => expect(toastTitles()).toEqual(['Deactivate Failed']))
    expect(useToastStore.getState().queue[0]).toMatchObject({
      description: 'permission denied for table promo_codes',
      variant: 'destructive',
    })
  })
})
