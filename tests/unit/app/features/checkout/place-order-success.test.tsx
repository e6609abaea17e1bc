import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { orderKeys, pointsKeys, productKeys } from '@/lib/query-keys'
import { readOrder } from '@/lib/read-order'
import { useCartStore } from '@/stores/cart'
import { useRedeemChoice } from '@/stores/redeem-choice'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { CUSTOMER_ID, ORDER_ID, orderRow, stubReducedMotion } from '../orders/order-fixtures'
import { cuminLine } from './checkout-fixtures'
import { json, stubNetwork } from '../../support/network'

// What placing an order leaves behind, with only the network stubbed: the checkout function answers the
// order place_order made, and the confirmation page then shows it without asking get_order.

const placed = orderRow({ user_id: CUSTOMER_ID, points_earned: 44 })

const request = {
  idempotencyKey: 'attempt-key-0001',
  items: [{ product_id: cuminLine.productId, size: '100g', quantity: 1 }],
  customerName: 'Dana Diner',
  customerEmail: 'dana@example.com',
  shippingAddress: { street: '12 Market St', apartment: '', city: 'Denver', state: 'CO', zip: '80202', country: 'US' },
  billingAddress: { street: '12 Market St', apartment: '', city: 'Denver', state: 'CO', zip: '80202', country: 'US' },
  paymentMethod: 'card',
  promoCode: null,
  redeemPoints: 100,
  card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
}

beforeEach(() => {
  stubSupabaseEnv()
  stubReducedMotion(true)
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  useCartStore.setState({ items: [cuminLine], adding: [] })
  useRedeemChoice.setState({ points: 100 })
})

describe('placing an order', () => {
  it('empties the cart, refreshes points, stock and order lists, and hands the order to the confirmation page', async () => {
    const { requests } = stubNetwork((req) =>
      new URL(req.url).pathname === '/functions/v1/checkout' ? json({ order: placed }) : json([]),
    )
    // Loaded once the env is stubbed: the Supabase client reads it on import.
    const { usePlaceOrder } = await import('@/features/checkout/api/place-order')
    const queryClient = createQueryClient()
    // What the shopper's pages had read before the order.
    const before = [pointsKeys.balance(CUSTOMER_ID), productKeys.detail('cumin-seeds'), orderKeys.list(CUSTOMER_ID, 1)]
    for (const key of before) queryClient.setQueryData(key, [])
    const untouched = ['wishlist', CUSTOMER_ID]
    queryClient.setQueryData(untouched, [])

    const { result } = renderHook(() => usePlaceOrder(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    })
    let order: Awaited<ReturnType<typeof result.current.mutateAsync>> | undefined
    await act(async () => {
      order = await result.current.mutateAsync(request)
    })

    expect(order).toEqual(readOrder(placed))
    expect(useCartStore.getState().items).toEqual([])
    expect(useRedeemChoice.getState().points).toBe(0)
    for (const key of before) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true)
    expect(queryClient.getQueryState(untouched)?.isInvalidated).toBe(false)
    expect(queryClient.getQueryData(orderKeys.detail(ORDER_ID))).toEqual(readOrder(placed))

    renderApp(`/order-confirmation/${ORDER_ID}`, { queryClient })
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Order!' })).toBeVisible()
    expect(screen.getByTestId('order-number')).toHaveTextContent('CB-100042')
    const paths = requests.map((sent) => new URL(sent.url).pathname)
    expect(paths).toContain('/functions/v1/checkout')
    expect(paths).not.toContain('/rest/v1/rpc/get_order')
  })
})
