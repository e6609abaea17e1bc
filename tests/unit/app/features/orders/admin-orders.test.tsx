import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { adminKeys, orderKeys, productKeys } from '@/lib/query-keys'
import { useToastStore } from '@/stores/toast'
import { renderApp } from '../../support/render-app'
import { json } from '../../support/network'
import { route } from '../auth/auth-stubs'
import { signedInAs } from '../admin/admin-stubs'

vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  localStorage.clear()
  useToastStore.getState().clear()
})

const ORDER_ID = '33333333-3333-4333-8333-333333333333'
const address = { street: '1 Saffron Way', apartment: '', city: 'Austin', state: 'TX', zip: '73301', country: 'US' }
const order = (status = 'Processing') => ({
  id: ORDER_ID,
  order_number: 'CB-1001',
  user_id: null,
  customer_name: 'Dana Cook',
  customer_email: 'dana@example.com',
  shipping_address: { ...address, phone: '+15125550100' },
  billing_address: address,
  products_ordered: [
    { product_id: 'p1', product_name: 'Kashmiri Saffron', quantity: 2, price_at_purchase: 18.99, size_selected: '1g' },
  ],
  subtotal_price: 37.98,
  discount_total: 1,
  shipping_cost: 5,
  taxes: 2.66,
  total_price: 44.64,
  payment_method: 'stripe',
  promo_code_used: 'SPICE10',
  points_redeemed: 100,
  points_earned: 44,
  status,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
})

/** Fills the Mark as Shipped dialog (carrier UPS) and confirms it; opens it first when it is not open. */
async function shipThroughDialog(trackingNumber: string) {
  if (!screen.queryByRole('alertdialog')) fireEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }))
  const dialog = within(await screen.findByRole('alertdialog'))
  fireEvent.change(dialog.getByLabelText(/Carrier/), { target: { value: 'UPS' } })
  fireEvent.change(dialog.getByLabelText(/Tracking number/), { target: { value: trackingNumber } })
  fireEvent.click(dialog.getByRole('button', { name: 'Mark as Shipped' }))
}

describe('admin orders', () => {
  it('lists orders and sends the status, date range and search to the database', async () => {
    const { requests } = signedInAs('admin', (request) =>
      route(request) === 'rest /orders' ? json([order()], 200, { 'Content-Range': '0-0/1' }) : json([]),
    )
    renderApp('/admin/orders')
    expect(await screen.findByRole('link', { name: 'CB-1001' })).toHaveAttribute('href', `/admin/orders/${ORDER_ID}`)
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Shipped' } })
    fireEvent.change(screen.getByLabelText('Search by order number or e-mail'), { target: { value: 'dana@' } })
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-01' } })
    await waitFor(() => {
      const last = new URL(requests.filter((r) => route(r) === 'rest /orders').at(-1)!.url)
      expect(last.searchParams.get('status')).toBe('eq.Shipped')
      expect(last.searchParams.get('or')).toBe('(order_number.ilike.*dana@*,customer_email.ilike.*dana@*)')
      expect(last.searchParams.get('created_at')).toMatch(/^gte\.2026-1[01]-/)
    })
  })

  it('shows the order and moves it on; the database refusal is shown', async () => {
    let status = 'Processing'
    const { requests } = signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /orders') return json(order(status))
      if (name === 'rest /order_status_history') {
        return json([
          { id: 1, from_status: null, to_status: 'Processing', changed_by: null, changed_at: '2026-11-20T10:00:00Z' },
        ])
      }
      if (name === 'rest /rpc/admin_ship_order') {
        status = 'Shipped'
        return json(order('Shipped'))
      }
      return json([])
    })
    renderApp(`/admin/orders/${ORDER_ID}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Order CB-1001' })).toBeInTheDocument()
    expect(screen.getByText('Kashmiri Saffron')).toBeInTheDocument()
    expect(screen.getByText('SPICE10')).toBeInTheDocument()
    expect(screen.getByText('stripe')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Billing Address' })).toBeInTheDocument()
    expect(await screen.findByText(/: Processing$/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).not.toBeInTheDocument()

    await shipThroughDialog('1z999 aa1')
    expect(await screen.findByRole('button', { name: 'Mark as Delivered' })).toBeInTheDocument()
    const call = requests.find((r) => route(r) === 'rest /rpc/admin_ship_order')!
    expect(await call.json()).toEqual({ p_order_id: ORDER_ID, p_carrier: 'UPS', p_tracking_number: '1Z999AA1' })
  })

  it('shows why the database refused a change', async () => {
    signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /orders') return json(order())
      if (name === 'functions /cancel-order') {
        return json({ error: { code: 'P0001', message: 'order CB-1001 is already Cancelled', details: null } }, 400)
      }
      return json([])
    })
    renderApp(`/admin/orders/${ORDER_ID}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Order' }))
    expect(
      await screen.findByText('Could not change the status: order CB-1001 is already Cancelled'),
    ).toBeInTheDocument()
  })
})

describe('after a status change', () => {
  const OWNER_ID = '44444444-4444-4444-8444-444444444444'
  const OTHER_ID = '55555555-5555-4555-8555-555555555555'

  async function changeStatus(to: 'Shipped' | 'Cancelled') {
    const owned = { ...order(), user_id: OWNER_ID }
    signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /orders') return json(owned)
      if (name === 'rest /rpc/admin_ship_order') return json({ ...owned, status: to })
      if (name === 'functions /cancel-order') {
        return json({ order: { ...owned, status: to }, refund: { status: 'none', last_error: null } })
      }
      return json([])
    })
    const queryClient = createQueryClient()
    // What else this tab may hold: other screens' data, not on screen now.
    const held = {
      adminList: orderKeys.adminList({ status: null, page: 1 }),
      ownerHistory: orderKeys.list(OWNER_ID, 1),
      otherHistory: orderKeys.list(OTHER_ID, 1),
      otherOrder: orderKeys.detail('66666666-6666-4666-8666-666666666666'),
      dashboard: adminKeys.dashboard(30),
      products: productKeys.lists(),
    }
    for (const key of Object.values(held)) queryClient.setQueryData(key, {})
    renderApp(`/admin/orders/${ORDER_ID}`, { queryClient })
    const button = await screen.findByRole('button', { name: to === 'Shipped' ? 'Mark as Shipped' : 'Cancel Order' })
    fireEvent.click(button)
    if (to === 'Shipped') await shipThroughDialog('1Z999AA1')
    else fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Order' }))
    await screen.findByText(`CB-1001 is now ${to}.`)
    return Object.fromEntries(
      Object.entries(held).map(([name, key]) => [name, queryClient.getQueryState(key)!.isInvalidated]),
    )
  }

  it('refreshes the admins’ lists and the owner’s history, not other customers’ or the dashboard', async () => {
    expect(await changeStatus('Shipped')).toEqual({
      adminList: true,
      ownerHistory: true,
      otherHistory: false,
      otherOrder: false,
      dashboard: false,
      products: false,
    })
  })

  it('refreshes the dashboard and the products too when it cancels (figures and stock move)', async () => {
    expect(await changeStatus('Cancelled')).toEqual({
      adminList: true,
      ownerHistory: true,
      otherHistory: false,
      otherOrder: false,
      dashboard: true,
      products: true,
    })
  })
})
