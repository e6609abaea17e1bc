import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderHelpers, shipping } from '../helpers/orders.ts'
import { ANON_KEY } from '../../supabase/local/index.ts'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'

// The checkout Edge Function, run by real Deno: the only way an order is made. It prices the cart
// with quote_order, charges the total through the simulated processor (Stripe's test cards), records
// the payment, and only then places the order as service_role.

let t: TestStack
const { makeProduct, productRow } = orderHelpers(() => t)

interface CheckoutAnswer {
  status: number
  order?: { id: string; order_number: string; user_id: string | null; payment_id: string; total_price: number }
  error?: { code: string; message: string; details: string | null }
}

const card = (number: string) => ({ number, expiry: '12/40', cvc: '123' })

async function checkout(client: Client, body: Record<string, unknown>): Promise<CheckoutAnswer> {
  const { data, error } = await client.functions.invoke('checkout', { body })
  if (!error) return { status: 200, ...(data as object) }
  const response = (error as { context?: Response }).context
  if (!response) throw error
  return { status: response.status, ...((await response.json()) as object) }
}

const request = (productId: string, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  items: [{ product_id: productId, size: null, quantity: 2 }],
  customerName: 'Dana Diner',
  customerEmail: 'dana@example.com',
  shippingAddress: shipping,
  card: card('4242 4242 4242 4242'),
  ...extra,
})

const paymentsFor = async (key: string) =>
  (await t.service.from('payments').select('*').eq('idempotency_key', key)).data ?? []

beforeAll(async () => {
  t = await startTestStack({ functions: { env: { PAYMENT_SIMULATED_DELAY_MS: '0' } } })
})

afterAll(async () => {
  await t?.stop()
})

describe('checkout', () => {
  it('pays with 4242 and places the order, recording brand, last 4 and reference, never the card', async () => {
    const p = await makeProduct({ price: 12.34, inventory_count: 5 })
    const body = request(p.id)
    const answer = await checkout(t.anon, body)
    expect(answer.status).toBe(200)
    const [payment] = await paymentsFor(body.idempotencyKey)
    expect(payment).toEqual(
      expect.objectContaining({
        status: 'succeeded',
        provider: 'simulated',
        brand: 'Visa',
        last4: '4242',
        amount: answer.order!.total_price,
        user_id: null,
      }),
    )
    expect(payment!.reference).toMatch(/^sim_/)
    expect(JSON.stringify(payment)).not.toContain('4242424242424242')
    expect(answer.order!.payment_id).toBe(payment!.id)
    expect((await productRow(p.id)).inventory).toBe(3)
  })

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
  ])('a declined card (%s) makes no order and no payment success', async (number, code, message) => {
    const p = await makeProduct({ price: 5, inventory_count: 5 })
    const body = request(p.id, { card: card(number) })
    const answer = await checkout(t.anon, body)
    expect(answer).toEqual({ status: 402, error: { code, message, details: null } })
    const orders = await t.service.from('orders').select('id').eq('idempotency_key', body.idempotencyKey)
    expect(orders.data).toEqual([])
    expect((await paymentsFor(body.idempotencyKey)).map((row) => row.status)).toEqual(['declined'])
    expect((await productRow(p.id)).inventory).toBe(5)
  })

  it('a replayed key makes one order and one charge', async () => {
    const p = await makeProduct({ price: 7, inventory_count: 10 })
    const body = request(p.id)
    const answers = await Promise.all([checkout(t.anon, body), checkout(t.anon, body)])
    const again = await checkout(t.anon, body)
    const placed = [...answers, again].filter((a) => a.status === 200)
    expect(placed.length).toBeGreaterThanOrEqual(2)
    expect(new Set(placed.map((a) => a.order!.id)).size).toBe(1)
    const payments = await paymentsFor(body.idempotencyKey)
    expect(payments).toHaveLength(1)
    expect((await productRow(p.id)).inventory).toBe(8)
  })

  it('a declined attempt may pay with another card under the same key', async () => {
    const p = await makeProduct({ price: 4, inventory_count: 3 })
    const body = request(p.id, { card: card('4000000000000002') })
    expect((await checkout(t.anon, body)).status).toBe(402)
    const paid = await checkout(t.anon, { ...body, card: card('4242424242424242') })
    expect(paid.status).toBe(200)
    expect((await paymentsFor(body.idempotencyKey)).map((row) => row.status)).toEqual(['succeeded'])
  })

  it("prices a signed-in customer's order as theirs: their id, their points", async () => {
    const customer = await t.newCustomer('Paying Customer')
    const p = await makeProduct({ price: 30, inventory_count: null })
    const answer = await checkout(customer.client, request(p.id, { customerEmail: customer.email }))
    expect(answer.status).toBe(200)
    expect(answer.order!.user_id).toBe(customer.id)
    const { data: ledger } = await customer.client.from('points_ledger').select('points, reason')
    expect(ledger).toEqual(expect.arrayContaining([{ points: 60, reason: 'order' }]))
  })

  it('refuses a bad card number before anything is charged, and a sold-out line as place_order would', async () => {
    const p = await makeProduct({ price: 4, inventory_count: 1 })
    const badCard = request(p.id, { card: card('4242 4242 4242 4241') })
    expect(await checkout(t.anon, badCard)).toMatchObject({ status: 400, error: { code: 'invalid_card' } })
    expect(await paymentsFor(badCard.idempotencyKey)).toEqual([])

    const soldOut = request(p.id)
    const refused = await checkout(t.anon, soldOut)
    expect(refused.status).toBe(409)
    expect(JSON.parse(refused.error!.details!)).toMatchObject({ product_id: p.id, reason: 'insufficient_stock' })
    expect(await paymentsFor(soldOut.idempotencyKey)).toEqual([])
  })

  it('answers the HTTP of every JSON function: preflight, POST only, a JSON body it accepts', async () => {
    const post = (body: string, method = 'POST') =>
      fetch(`${t.url}/functions/v1/checkout`, {
        method,
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : body,
      })
    const preflight = await fetch(`${t.url}/functions/v1/checkout`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const answers = await Promise.all([post('', 'GET'), post('{not json'), post('{"items": 3}')])
    expect(answers.map((r) => [r.status, r.headers.get('cache-control')])).toEqual([
      [405, 'no-store'],
      [400, 'no-store'],
      [400, 'no-store'],
    ])
    const codes = await Promise.all(answers.map(async (r) => ((await r.json()) as CheckoutAnswer).error?.code))
    expect(codes).toEqual(['method_not_allowed', 'invalid_json', 'invalid_request'])
  })
})
