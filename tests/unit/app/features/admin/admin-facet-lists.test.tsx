import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from '@/stores/toast'
import { renderApp } from '../../support/render-app'
import { json } from '../../support/network'
import { route } from '../auth/auth-stubs'
import { productRow, signedInAs } from './admin-stubs'

vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  localStorage.clear()
  useToastStore.getState().clear()
})

describe('Products: managing categories and cuisines', () => {
  it('reads the lists only once the admin opens them, then shows them', async () => {
    const { requests } = signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /products') return json([productRow()])
      if (name === 'rest /product_categories') return json([{ name: 'spice' }, { name: 'blend' }])
      if (name === 'rest /product_cuisines') return json([{ name: 'Indian' }])
      return undefined
    })
    renderApp('/admin/products')
    await screen.findAllByText('Kashmiri Saffron')
    const lists = () => requests.filter((r) => /\/rest\/v1\/product_(categories|cuisines)/.test(r.url))
    expect(lists()).toEqual([])

    const summary = screen.getByText('Manage categories and cuisines')
    const details = summary.closest('details')
    if (!details) throw new Error('no <details> around the summary')
    details.open = true
    fireEvent(details, new Event('toggle'))

    const categories = await screen.findByRole('region', { name: 'Categories' })
    expect(within(categories).getByText('blend')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Cuisines' })).getByText('Indian')).toBeInTheDocument()
    expect(lists()).toHaveLength(2)
  })
})
