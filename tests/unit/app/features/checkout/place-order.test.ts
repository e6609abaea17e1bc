import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'

// Placing an order goes through the checkout Edge Function; only the network is stubbed. Its answers
// become the errors the checkout form tells apart: a declined card, a refused line, the service down.

beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
  stubSupabaseEnv()
})

const request = {
  idempotencyKey: 'attempt-key-0001',
  items: [{ product_id: 'p1', size: '50g', quantity: 2 }],
  customerName: 'Dana Diner',
  customerEmail: 'dana@example.com',
  shippingAddress: {
    street: '1 Way',
    apartment: '',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    country: 'US',
    phone: '',
  },
  billingAddress: { street: '1 Way', apartment: '', city: 'Denver', state: 'CO', zip: '80202', country: 'US' },
  paymentMethod: 'stripe',
  promoCode: null,
  redeemPoints: 0,
  card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
}

async function place(answer: () => Response | Promise<Response>) {
  const network = stubNetwork(answer)
  const { usePlaceOrder } = await import('@/features/checkout/api/place-order')
  const { OrderRequestError } = await import('@/features/checkout/lib/order-request')
  // The mutation's function, as the hook runs it.
  const { renderHook } = await import('@testing-library/react')
  const { QueryClientProvider } = await import('@tanstack/react-query')
  const { createElement } = await import('react')
  const client = new QueryClient()
  const { result } = renderHook(() => usePlaceOrder(), {
    wrapper: ({ children }) => createElement(QueryClientProvider, { client }, children),
  })
  let order: Awaited<ReturnType<typeof result.current.mutateAsync>> | undefined
  let error: InstanceType<typeof OrderRequestError> | undefined
  try {
    order = await result.current.mutateAsync(request)
  } catch (caught) {
    error = caught as InstanceType<typeof OrderRequestError>
  }
  return { order, error, network, OrderRequestError }
}

describe('placing an order', () => {
  it('posts the cart, the addresses and the card to the checkout function and returns the order', async () => {
    const { order, network } = await place(() => json({ order: { id: 'o1', order_number: 'CB-100001' } }))
    expect(order).toMatchObject({ id: 'o1', order_number: 'CB-100001' })
    const sent = network.requests[0]!
    expect(sent.url).toMatch(/\/functions\/v1\/checkout$/)
    expect(await sent.json()).toEqual(request)
  })

  it('a card the processor refuses (402) is a declined attempt with its sentence', async () => {
    const { error, OrderRequestError } = await place(() =>
      json({ error: { code: 'insufficient_funds', message: 'Your card has insufficient funds.', details: null } }, 402),
    )
    expect(error).toBeInstanceOf(OrderRequestError)
    expect(error).toMatchObject({ kind: 'declined', message: 'Your card has insufficient funds.' })
  })

  it('a refused line (409 with its JSON) names the line; a 5xx or no answer is the service unavailable', async () => {
    const details = JSON.stringify({ product_id: 'p1', size: '50g', reason: 'insufficient_stock', available: 1 })
    const refused = await place(() =>
      json({ error: { code: 'P0001', message: 'Only 1 left of "Cumin" (50 g).', details } }, 409),
    )
    expect(refused.error).toMatchObject({ kind: 'refused', refusal: { productId: 'p1', reason: 'insufficient_stock' } })
    const down = await place(() => json({ code: 'WORKER_ERROR', message: 'boom' }, 500))
    expect(down.error).toMatchObject({ kind: 'unavailable' })
    const offline = await place(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(offline.error).toMatchObject({ kind: 'unavailable' })
  })
})
