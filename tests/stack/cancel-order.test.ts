import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderHelpers, shipping } from '../helpers/orders.ts'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'

// The cancel-order Edge Function, run by real Deno: an admin cancels (the database checks the admin
// and files the refund with the cancellation), then the payment goes back through the simulated
// processor. And what the customer's mails say of it, through send-emails into the stack's inbox.

let t: TestStack
let admin: Client
const { makeProduct, placeOrder } = orderHelpers(() => t)

interface Answer {
  status: number
  order?: {
    id: string
    order_number: string
    payment_id: string
    total_price: number
    status: string
    cancel_reason: string | null
  }
  refund?: { status: string; amount: number; last_error: string | null }
  error?: { code: string; message: string }
}

async function invoke(client: Client, name: string, body: Record<string, unknown>): Promise<Answer> {
  const { data, error } = await client.functions.invoke(name, { body })
  if (!error) return { status: 200, ...(data as object) }
  const response = (error as { context?: Response }).context
  if (!response) throw error
  return { status: response.status, ...((await response.json()) as object) }
}

/** An order paid through the checkout function with the succeeding test card. */
async function paidOrder(email = 'refund-buyer@example.com') {
  const p = await makeProduct({ price: 9.5, inventory_count: 10 })
  const answer = await invoke(t.anon, 'checkout', {
    idempotencyKey: randomUUID(),
    items: [{ product_id: p.id, size: null, quantity: 2 }],
    customerName: 'Dana Diner',
    customerEmail: email,
    shippingAddress: shipping,
    card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  })
  if (answer.status !== 200) throw new Error(JSON.stringify(answer))
  return answer.order!
}

const paymentStatus = async (id: string) =>
  (await t.stack.db.query<{ status: string }>('select status from public.payments where id = $1', [id])).rows[0]!.status

beforeAll(async () => {
  t = await startTestStack({
    functions: { env: { PAYMENT_SIMULATED_DELAY_MS: '0', SITE_URL: 'http://127.0.0.1:4999' } },
  })
  admin = await t.admin()
})

afterAll(async () => {
  await t?.stop()
})

describe('cancel-order', () => {
  it('cancels with a reason and refunds the payment through the processor', async () => {
    const order = await paidOrder()
    const answer = await invoke(admin, 'cancel-order', {
      orderId: order.id,
      reason: 'customer_request',
      note: 'Asked by phone.',
    })
    expect(answer.status).toBe(200)
    expect(answer.order).toEqual(expect.objectContaining({ status: 'Cancelled', cancel_reason: 'customer_request' }))
    expect(answer.refund).toEqual(
      expect.objectContaining({ status: 'refunded', amount: order.total_price, last_error: null }),
    )
    expect(await paymentStatus(order.payment_id)).toBe('refunded')
  })

  it('is refused to a customer (403) and a visitor (401), and nothing changes', async () => {
    const order = await paidOrder()
    const customer = await t.newCustomer()
    const asCustomer = await invoke(customer.client, 'cancel-order', { orderId: order.id, reason: 'other' })
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.error!.code).toBe('42501')
    expect((await invoke(t.anon, 'cancel-order', { orderId: order.id, reason: 'other' })).status).toBe(401)
    const { rows } = await t.stack.db.query<{ status: string }>('select status from public.orders where id = $1', [
      order.id,
    ])
    expect(rows[0]!.status).toBe('Processing')
    expect(await paymentStatus(order.payment_id)).toBe('succeeded')
  })

  it('answers a refusal of the database as PostgREST would, and a malformed request with 400', async () => {
    const order = await paidOrder()
    const noReason = await invoke(admin, 'cancel-order', { orderId: order.id, reason: 'bored' })
    expect(noReason).toMatchObject({ status: 400, error: { code: 'P0001' } })
    expect((await invoke(admin, 'cancel-order', { orderId: 'nope', reason: 'other' })).status).toBe(400)
  })

  it('records a refund the processor cannot make as failed, and an admin tries it again', async () => {
    // Paid outside this processor (no reference it knows): the cancel stands, the refund fails and says why.
    const p = await makeProduct({ price: 4, inventory_count: null })
    const { data: order } = await placeOrder(t.anon, [{ product_id: p.id, quantity: 1 }])
    const first = await invoke(admin, 'cancel-order', { orderId: order!.id, reason: 'out_of_stock' })
    expect(first.status).toBe(200)
    expect(first.order!.status).toBe('Cancelled')
    expect(first.refund).toEqual(expect.objectContaining({ status: 'failed' }))
    expect(first.refund!.last_error).toContain('"test"')

    await t.stack.db.query(`update public.payments set provider = 'simulated', reference = 'sim_test' where id = $1`, [
      order!.payment_id,
    ])
    const retried = await invoke(admin, 'cancel-order', { orderId: order!.id, retry: true })
    expect(retried.status).toBe(200)
    expect(retried.refund).toEqual(expect.objectContaining({ status: 'refunded', last_error: null }))
    const again = await invoke(admin, 'cancel-order', { orderId: order!.id, retry: true })
    expect(again).toMatchObject({ status: 400, error: { message: 'Only a failed refund can be tried again.' } })
  })
})

describe('the mails of shipping and cancelling', () => {
  interface InboxMail {
    to: string
    subject: string
    body: string
    html: string | null
  }

  const mailsTo = async (to: string) => {
    const sent = await t.service.functions.invoke('send-emails', { body: {} })
    if (sent.error) throw new Error(`send-emails: ${sent.error.message}`)
    return ((await (await fetch(`${t.url}/inbox`)).json()) as InboxMail[]).filter((m) => m.to === to)
  }

  it('the shipped mail gives the carrier, the number and its tracking link', async () => {
    const order = await paidOrder('tracked@example.com')
    const shipped = await admin.rpc('admin_ship_order', {
      p_order_id: order.id,
      p_carrier: 'FedEx',
      p_tracking_number: '1234 5678 9012',
    })
    expect(shipped.error).toBeNull()
    const [mail] = (await mailsTo('tracked@example.com')).filter((m) => m.subject.includes('on its way'))
    expect(mail!.body).toContain('FedEx tracking number: 123456789012')
    expect(mail!.html).toContain('href="https://www.fedex.com/fedextrack/?trknbr=123456789012"')
  })

  it('the cancellation mail gives the reason, the note and the refund to the card', async () => {
    const order = await paidOrder('refunded@example.com')
    const answer = await invoke(admin, 'cancel-order', {
      orderId: order.id,
      reason: 'out_of_stock',
      note: 'The saffron harvest was late.',
    })
    expect(answer.status).toBe(200)
    const [mail] = (await mailsTo('refunded@example.com')).filter((m) => m.subject.includes('cancelled'))
    expect(mail!.body).toContain('has been cancelled because an item is out of stock.')
    expect(mail!.body).toContain('The saffron harvest was late.')
    expect(mail!.body).toContain(`We are refunding $${order.total_price.toFixed(2)} to your Visa ending in 4242.`)
  })
})
