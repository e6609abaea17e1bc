import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useCartStore, type CartLine } from '@/stores/cart'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'

const SAFFRON_ID = '11111111-1111-4111-8111-111111111111'
const PEPPER_ID = '22222222-2222-4222-8222-222222222222'

const saffronLine: CartLine = {
  productId: SAFFRON_ID,
  slug: 'kashmiri-saffron',
  name: 'Kashmiri Saffron',
  imageUrl: null,
  size: { value: '1g', label: '1 g tin', priceModifier: 0 },
  unitPriceCents: 1899,
  quantity: 2,
}
const pepperLine: CartLine = {
  productId: PEPPER_ID,
  slug: 'tellicherry-peppercorns',
  name: 'Tellicherry Peppercorns',
  imageUrl: null,
  size: { value: '100g', label: '100 g jar', priceModifier: 0 },
  unitPriceCents: 1150,
  quantity: 3,
}

/** What PostgREST answers for the cart's check: current rows of the active products among the ids. */
const currentRows = [
  {
    id: SAFFRON_ID,
    product_slug: 'kashmiri-saffron',
    product_name: 'Kashmiri Saffron',
    price: 19.99,
    is_active: true,
    inventory_count: null,
    default_size: '1g',
    available_sizes: [{ value: '1g', label: '1 g tin', price_modifier: 0, stock: 5 }],
    main_image_url: null,
  },
]

beforeEach(() => {
  stubSupabaseEnv()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  stubNetwork((request) => (new URL(request.url).pathname === '/rest/v1/products' ? json(currentRows) : undefined))
  useCartStore.setState({ items: [saffronLine, pepperLine], adding: [] })
})

const renderCart = () => renderApp('/cart')

describe('cart page', () => {
  it('shows each line checked against current prices, stock and availability', async () => {
    renderCart()
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument()
    expect(await screen.findByText(/This spice is no longer available/)).toBeInTheDocument()

    const [saffron, pepper] = screen.getAllByTestId('cart-line')
    expect(within(saffron!).getByRole('link', { name: 'Kashmiri Saffron' })).toHaveAttribute(
      'href',
      '/product/kashmiri-saffron',
    )
    expect(within(saffron!).getByText('Size: 1 g tin')).toBeInTheDocument()
    // The current price replaces the saved one.
    expect(within(saffron!).getByTestId('cart-line-unit-price')).toHaveTextContent('$19.99')
    expect(within(saffron!).getByTestId('cart-line-total')).toHaveTextContent('$39.98')
    expect(within(pepper!).getByText(/no longer available/)).toBeInTheDocument()

    expect(screen.getByText('Subtotal (5 items)')).toBeInTheDocument()
    expect(screen.getByText('Shipping and taxes are calculated at checkout.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout')
  })

  it('changes quantities within 1..stock, removes lines and clears the cart', async () => {
    renderCart()
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' })
    await screen.findByText(/This spice is no longer available/)
    const [saffron] = screen.getAllByTestId('cart-line')
    const minus = within(saffron!).getByRole('button', { name: 'Decrease quantity of Kashmiri Saffron' })
    const plus = within(saffron!).getByRole('button', { name: 'Increase quantity of Kashmiri Saffron' })

    fireEvent.click(minus)
    expect(within(saffron!).getByTestId('cart-line-quantity')).toHaveTextContent('1')
    expect(minus).toBeDisabled()
    for (let i = 0; i < 6; i++) fireEvent.click(plus)
    expect(within(saffron!).getByTestId('cart-line-quantity')).toHaveTextContent('5')
    expect(plus).toBeDisabled()
    expect(screen.getByText('Quantity of Kashmiri Saffron, 1 g tin changed to 5.')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Remove Tellicherry Peppercorns, 100 g jar from cart' }))
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1)
    expect(screen.getByText('Subtotal (5 items)')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }))
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop')
    expect(useCartStore.getState().items).toEqual([])
  })
})
