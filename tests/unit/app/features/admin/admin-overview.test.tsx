import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toCsv } from '@/features/admin/lib/csv'
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

const dashboard = (days: number) => ({
  days,
  from: '2026-11-19',
  to: '2026-11-25',
  revenue: days === 7 ? 123.45 : 999.5,
  orders: days === 7 ? 3 : 20,
  new_customers: 2,
  low_stock_threshold: 5,
  low_stock: [
    {
      product_id: '11111111-1111-4111-8111-111111111111',
      product_name: 'Kashmiri Saffron',
      product_slug: 'kashmiri-saffron',
      size: '1g',
      size_label: '1 g',
      stock: 2,
    },
  ],
  pending_tasks: 1,
  orders_to_ship: 4,
  low_stock_count: 1,
  daily: [
    { date: '2026-11-24', revenue: 100, orders: 2 },
    { date: '2026-11-25', revenue: 23.45, orders: 1 },
  ],
})

describe('admin dashboard', () => {
  it('paints its frame while the figures are still on their way, then the figures', async () => {
    let answer: (response: Response) => void = () => {}
    signedInAs('admin', (request) =>
      route(request) === 'rest /rpc/admin_dashboard'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : json([]),
    )
    renderApp('/admin/dashboard')
    // The heading is the page's largest paint: it must not wait for the dashboard's read.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading store metrics...')
    answer(json(dashboard(30)))
    expect(await screen.findByText('$999.50')).toBeInTheDocument()
  })

  it('shows the figures of the chosen period and links low stock to its edit form', async () => {
    const { requests } = signedInAs('admin', async (request) =>
      route(request) === 'rest /rpc/admin_dashboard'
        ? json(dashboard(((await request.clone().json()) as { p_days: number }).p_days))
        : json([]),
    )
    renderApp('/admin/dashboard')
    expect(await screen.findByText('$999.50')).toBeInTheDocument()
    // What waits on the owner is orders to ship; low stock is a figure of its own.
    expect(screen.getByText('Orders waiting to ship').nextSibling).toHaveTextContent('4')
    expect(screen.getByText('Low-stock sizes').nextSibling).toHaveTextContent('1')
    expect(screen.queryByText('Pending tasks')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '7 days' }))
    expect(await screen.findByText('$123.45')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('link', { name: 'Kashmiri Saffron (1 g)' })).toHaveAttribute(
      'href',
      '/admin/products/edit/11111111-1111-4111-8111-111111111111',
    )
    const days = await Promise.all(
      requests.filter((r) => route(r) === 'rest /rpc/admin_dashboard').map(async (r) => (await r.json()).p_days),
    )
    expect(days).toEqual([30, 7])
  })
})

describe('admin customers and messages', () => {
  it('lists customers with orders, spending and points, and searches', async () => {
    const { requests } = signedInAs('admin', (request) =>
      route(request) === 'rest /rpc/admin_list_customers'
        ? json([
            {
              id: 'c1',
              email: 'dana@example.com',
              first_name: 'Dana',
              last_name: 'Cook',
              created_at: '2026-11-01T00:00:00Z',
              order_count: 4,
              total_spent: 88.2,
              points_balance: 350,
              total_count: 1,
            },
          ])
        : json([]),
    )
    renderApp('/admin/customers')
    // The table's row (the phone's cards repeat it; jsdom applies no breakpoints).
    const table = await screen.findByRole('table', { name: 'Customers' })
    const row = (await within(table).findByText('dana@example.com')).closest('tr')!
    expect(within(row).getByText('$88.20')).toBeInTheDocument()
    expect(within(row).getByText('350')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Search by e-mail or name'), { target: { value: 'dana' } })
    await waitFor(async () => {
      const calls = requests.filter((r) => route(r) === 'rest /rpc/admin_list_customers')
      expect(await calls.at(-1)!.clone().json()).toMatchObject({ p_search: 'dana', p_offset: 0 })
    })
  })

  it('marks unread messages and marks one handled', async () => {
    const { requests } = signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /contact_messages' && request.method === 'PATCH') {
        return json({ id: 'm1', is_read: true, is_handled: true, handled_at: null, handled_by: null })
      }
      if (name === 'rest /contact_messages') {
        return json(
          [
            {
              id: 'm1',
              full_name: 'Ana',
              email: 'ana@example.com',
              subject: 'Wholesale',
              message: 'Hello',
              created_at: '2026-11-25T09:00:00Z',
              is_read: false,
              is_handled: false,
              handled_at: null,
              handled_by: null,
              replies: [],
            },
          ],
          200,
          { 'Content-Range': '0-0/1' },
        )
      }
      if (name === 'rest /newsletter_subscriptions') {
        return json([{ id: 's1', email: 'news@example.com', subscribed_at: '2026-11-20T00:00:00Z' }])
      }
      return json([])
    })
    renderApp('/admin/messages')
    const message = await screen.findByRole('article', { name: 'Unread: Wholesale from Ana' })
    fireEvent.click(within(message).getByRole('button', { name: 'Mark as Handled' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true))
    const patch = requests.find((r) => r.method === 'PATCH')!
    expect(await patch.json()).toEqual({ is_handled: true })
    expect(new URL(patch.url).searchParams.get('id')).toBe('eq.m1')
    expect(await screen.findByText('news@example.com')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('lists the reviews customers wrote, newest first, and hides or shows one', async () => {
    const review = (overrides: Record<string, unknown>) => ({
      id: 'r1',
      user_id: 'u1',
      rating: 4,
      title: 'Lovely threads',
      body: 'Deep colour and a honeyed smell.',
      is_visible: true,
      created_at: '2026-11-25T09:00:00Z',
      product: { id: 'p1', product_name: 'Kashmiri Saffron', product_slug: 'kashmiri-saffron' },
      ...overrides,
    })
    const { requests } = signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /product_reviews' && request.method === 'PATCH') return json({ id: 'r1', is_visible: false })
      if (name === 'rest /product_reviews') {
        return json([review({}), review({ id: 'r2', rating: 2, title: 'Too mild', is_visible: false })], 200, {
          'Content-Range': '0-1/2',
        })
      }
      return json([])
    })
    renderApp('/admin/messages')
    const reviews = await screen.findByRole('region', { name: 'Customer Reviews' })
    const shown = await within(reviews).findByRole('article', { name: 'Lovely threads by Customer' })
    expect(within(shown).getByText('Rated 4 out of 5')).toBeInTheDocument()
    expect(within(shown).getByText('Deep colour and a honeyed smell.')).toBeInTheDocument()
    expect(within(shown).getByRole('link', { name: 'Kashmiri Saffron' })).toHaveAttribute(
      'href',
      '/product/kashmiri-saffron',
    )
    const hidden = within(reviews).getByRole('article', { name: 'Hidden: Too mild by Customer' })
    expect(within(hidden).getByRole('button', { name: 'Show review Too mild' })).toBeInTheDocument()
    const list = new URL(requests.find((r) => route(r) === 'rest /product_reviews')!.url)
    expect(list.searchParams.get('order')).toBe('created_at.desc,id.asc')

    fireEvent.click(within(shown).getByRole('button', { name: 'Hide review Lovely threads' }))
    await waitFor(() =>
      expect(requests.some((r) => route(r) === 'rest /product_reviews' && r.method === 'PATCH')).toBe(true),
    )
    const patch = requests.find((r) => route(r) === 'rest /product_reviews' && r.method === 'PATCH')!
    expect(await patch.json()).toEqual({ is_visible: false })
    expect(new URL(patch.url).searchParams.get('id')).toBe('eq.r1')
  })

  it('builds the CSV with quoted fields where needed', () => {
    expect(toCsv(['email', 'note'], [['a@x.com', 'says "hi", twice']])).toBe(
      'email,note\r\na@x.com,"says ""hi"", twice"\r\n',
    )
  })
})
