import { fireEvent, screen, waitFor } from '@testing-library/react'
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

describe('Settings: a refused shipping rate', () => {
  it("is announced once, in the database's words, and what was typed stays in the form", async () => {
    signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /shipping_rates' && request.method === 'POST')
        return json(
          { code: '42501', message: 'permission denied for table shipping_rates', details: null, hint: null },
          403,
        )
      if (name === 'rest /shipping_rates') return json([{ country: '*', flat_rate: 5, free_over: null }])
      if (name === 'rest /tax_rates') return json([{ country: '*', region: '', rate_percent: 7 }])
      return undefined
    })
    renderApp('/admin/settings')
    const flatRate = await screen.findByLabelText(/^Flat rate per order/)
    fireEvent.change(flatRate, { target: { value: '6.5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Shipping Rate' }))

    await waitFor(() => expect(useToastStore.getState().queue.map((t) => t.title)).toEqual(['Save Failed']))
    expect(useToastStore.getState().queue[0]).toMatchObject({
      description: 'permission denied for table shipping_rates',
      variant: 'destructive',
    })
    expect(flatRate).toHaveValue('6.5')
  })
})
