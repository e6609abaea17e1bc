import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderHelpers } from '../helpers/orders.ts'
import { startTestStack, type TestStack } from '../helpers/stack.ts'

// The send-emails Edge Function, run by real Deno against the stack's SMTP port: it renders each queued
// mail, sends it, and marks it sent; a drain killed mid-batch sends nothing twice; and the stack drains
// by itself right after a mail is queued.

interface InboxMail {
  id: number
  to: string
  subject: string
  body: string
  html: string | null
  link: string | null
}

const inbox = async (t: TestStack): Promise<InboxMail[]> =>
  (await (await fetch(`${t.url}/inbox`)).json()) as InboxMail[]

const outbox = async (t: TestStack, orderId: string) =>
  (
    await t.stack.db.query<{ kind: string; status: string; last_error: string | null }>(
      'select kind, status, last_error from public.email_outbox where order_id = $1 order by id',
      [orderId],
    )
  ).rows

describe('send-emails', () => {
  let t: TestStack
  const { makeProduct, placeOrder } = orderHelpers(() => t)

  beforeAll(async () => {
    t = await startTestStack({ functions: { env: { SITE_URL: 'http://127.0.0.1:4999' } } })
  })

  afterAll(async () => {
    await t?.stop()
  })

  const invoke = async () => {
    const { data, error } = await t.service.functions.invoke<{ sent: number; failed: number }>('send-emails', {
      body: {},
    })
    if (error) throw new Error(`send-emails: ${error.message}`)
    return data!
  }

  it('sends the order confirmation once: number, lines, totals and address, in HTML and text, with links to the site', async () => {
    const product = await makeProduct({ price: 12.5, inventory_count: null })
    const { data: order, error } = await placeOrder(t.anon, [{ product_id: product.id, quantity: 2 }], {
      email: 'mail-buyer@example.com',
    })
    if (error) throw new Error(error.message)

    const first = await invoke()
    expect(first.sent).toBeGreaterThanOrEqual(1)
    const mails = (await inbox(t)).filter((m) => m.to === 'mail-buyer@example.com')
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.subject).toBe(`Your CasaBite order ${order!.order_number}`)
    expect(mail!.body).toContain(`2 × ${product.product_name}`)
    expect(mail!.body).toContain(`$${Number(order!.total_price).toFixed(2)}`)
    expect(mail!.body).toContain('12 Market St')
    expect(mail!.html).toContain(order!.order_number)
    expect(mail!.link).toBe(`http://127.0.0.1:4999/order-confirmation/${order!.id}`)
    expect(await outbox(t, order!.id)).toEqual([{ kind: 'order_placed', status: 'sent', last_error: null }])

    expect((await invoke()).sent).toBe(0)
    expect((await inbox(t)).filter((m) => m.to === 'mail-buyer@example.com')).toHaveLength(1)
  })

  it('refuses anyone but the service role', async () => {
    const { error } = await t.anon.functions.invoke('send-emails', { body: {} })
    expect((error as { context?: Response } | null)?.context?.status).toBe(403)
  })
})

describe('send-emails killed mid-batch', () => {
  let t: TestStack
  let silent: Server
  const sockets = new Set<Socket>()
  const { makeProduct, placeOrder } = orderHelpers(() => t)

  beforeAll(async () => {
    // An SMTP server that accepts the connection and never says a word: the drain hangs on it.
    silent = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    t = await startTestStack({
      functions: { timeoutMs: 4_000, env: { SMTP_PORT: String(port), MAIL_LEASE_SECONDS: '2' } },
    })
  })

  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    silent?.close()
    await t?.stop()
  })

  it('leaves the claimed mail dead, not pending: the next drain does not send it again', async () => {
    const product = await makeProduct({ price: 3, inventory_count: null })
    const { data: order } = await placeOrder(t.anon, [{ product_id: product.id, quantity: 1 }])
    const killed = await t.service.functions.invoke('send-emails', { body: {} })
    // The stack stops a function that does not answer in time (546, as hosted Supabase's wall clock does).
    expect((killed.error as { context?: Response } | null)?.context?.status).toBe(546)
    expect((await outbox(t, order!.id))[0]!.status).toBe('sending')

    await new Promise((resolve) => setTimeout(resolve, 2_500))
    // The next run finds the lease ran out: the mail may have gone, so it is dead and never retried on its own.
    const next = await t.service.rpc('claim_emails', { p_limit: 10, p_lease_seconds: 60 })
    expect(next.data).toEqual([])
    const [row] = await outbox(t, order!.id)
    expect(row!.status).toBe('dead')
    expect(row!.last_error).toMatch(/Interrupted/)
  })
})

describe('the stack drains the outbox by itself', () => {
  let t: TestStack
  const { makeProduct, placeOrder } = orderHelpers(() => t)

  beforeAll(async () => {
    // A long interval: only the notification of the queued mail can make it go out within the test.
    t = await startTestStack({ mailDrain: { intervalMs: 3_600_000 } })
  })

  afterAll(async () => {
    await t?.stop()
  })

  it('sends a mail right after the transaction that queued it commits', async () => {
    const product = await makeProduct({ price: 3, inventory_count: null })
    const { data: order } = await placeOrder(t.anon, [{ product_id: product.id, quantity: 1 }], {
      email: 'prompt@example.com',
    })
    // The drain marks the row sent once the SMTP server has taken the mail: the inbox can show it first.
    const deadline = Date.now() + 60_000
    while ((await outbox(t, order!.id))[0]?.status !== 'sent') {
      if (Date.now() > deadline) throw new Error('the mail was never marked sent')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect((await inbox(t)).filter((m) => m.to === 'prompt@example.com')).toHaveLength(1)
  })
})
