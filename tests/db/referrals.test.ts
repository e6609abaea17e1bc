import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backend, startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { orderHelpers } from '../helpers/orders.ts'

// Referral +50: a customer's code, recorded on the profile of whoever signs up with it, and 50 points
// to its owner once the referred customer has an order delivered; once per referred customer (also
// under parallel deliveries, which only PostgreSQL runs in parallel), never for oneself, taken back
// by a Delivered -> Shipped correction unless another of the friend's orders is delivered.

let t: TestStack
let admin: Client

const { makeProduct, placeOrder, setStatus } = orderHelpers(() => t)

const sql = async <T>(text: string, params: unknown[] = []) => (await t.stack.db.query<T>(text, params)).rows

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
})

afterAll(async () => {
  await t?.stop()
})

async function profileOf(id: string) {
  const [row] = await sql<{ referral_code: string; referred_by: string | null }>(
    'select referral_code, referred_by from public.profiles where id = $1',
    [id],
  )
  return row!
}

/** A new account made with this metadata, as Auth makes one at sign-up (confirmed, signed in). */
async function signUpWith(metadata: Record<string, unknown>, email = `friend-${randomUUID().slice(0, 8)}@example.com`) {
  const password = `pw-${randomUUID()}`
  const { data, error } = await t.service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: 'Fran Friend', ...metadata },
  })
  if (error) throw new Error(error.message)
  return { id: data.user.id, email, password, client: await t.signIn(email, password) }
}

/** The referrer's referral rows in their ledger, oldest first. */
const referralRows = (userId: string) =>
  sql<{ points: number; reason: string }>(
    `select points, reason from public.points_ledger where user_id = $1 and reason like 'referral%' order by id`,
    [userId],
  )

async function deliveredOrder(buyer: Client) {
  const product = await makeProduct({ price: 10 })
  const { data, error } = await placeOrder(buyer, [{ product_id: product.id, quantity: 1 }])
  if (error) throw new Error(error.message)
  return data!
}

async function deliver(orderId: string, by = admin) {
  expect((await setStatus(by, orderId, 'Shipped')).error).toBeNull()
  return setStatus(by, orderId, 'Delivered')
}

describe('referral codes', () => {
  it('gives every profile, seeded or new, its own 10-character code, which the customer reads', async () => {
    const [counts] = await sql<{ missing: number; distinct: number; total: number }>(
      `select count(*) filter (where referral_code !~ '^[A-HJ-NP-Z2-9]{10}$')::int as missing,
              count(distinct referral_code)::int as distinct, count(*)::int as total from public.profiles`,
    )
    expect(counts!.missing).toBe(0)
    expect(counts!.distinct).toBe(counts!.total)
    const a = await t.newCustomer()
    const { data, error } = await a.client.from('profiles').select('referral_code, referred_by').eq('id', a.id).single()
    expect(error).toBeNull()
    expect(data).toEqual({ referral_code: (await profileOf(a.id)).referral_code, referred_by: null })
  })
})

describe('signing up with a code', () => {
  it('records the referrer, whatever the case of the code', async () => {
    const a = await t.newCustomer()
    const code = (await profileOf(a.id)).referral_code
    const b = await signUpWith({ referral_code: code.toLowerCase() })
    expect((await profileOf(b.id)).referred_by).toBe(a.id)
  })

  it('through Auth sign-up as the browser sends it', async () => {
    const a = await t.newCustomer()
    const email = `signup-${randomUUID().slice(0, 8)}@example.com`
    const { data, error } = await t.client().auth.signUp({
      email,
      password: `pw-${randomUUID()}`,
      options: { data: { full_name: 'Sam Signup', referral_code: (await profileOf(a.id)).referral_code } },
    })
    expect(error).toBeNull()
    expect((await profileOf(data.user!.id)).referred_by).toBe(a.id)
  })

  it('ignores an unknown code and a code of the same mailbox, and still makes the account', async () => {
    const unknown = await signUpWith({ referral_code: 'ZZZZZZZZZZ' })
    expect((await profileOf(unknown.id)).referred_by).toBeNull()
    const a = await t.newCustomer()
    const [local, domain] = a.email.split('@')
    const self = await signUpWith(
      { referral_code: (await profileOf(a.id)).referral_code },
      `${local!.toUpperCase()}+again@${domain}`,
    )
    expect((await profileOf(self.id)).referred_by).toBeNull()
    expect(await self.client.rpc('points_balance')).toMatchObject({ data: 100 })
  })

  it('never lets a profile name itself, even written with the owner’s rights', async () => {
    const a = await t.newCustomer()
    await expect(sql('update public.profiles set referred_by = id where id = $1', [a.id])).rejects.toThrow(
      /profiles_not_self_referred/,
    )
  })
})

describe('what a customer cannot forge', () => {
  it('refuses setting or changing referred_by or the code, and a later metadata code changes nothing', async () => {
    const a = await t.newCustomer()
    const b = await t.newCustomer()
    const forged = await b.client.from('profiles').update({ referred_by: a.id }).eq('id', b.id).select()
    expect(forged.error?.code).toBe('42501')
    const recoded = await b.client.from('profiles').update({ referral_code: 'MYOWNCODE2' }).eq('id', b.id).select()
    expect(recoded.error?.code).toBe('42501')
    const meta = await b.client.auth.updateUser({ data: { referral_code: (await profileOf(a.id)).referral_code } })
    expect(meta.error).toBeNull()
    expect((await profileOf(b.id)).referred_by).toBeNull()
  })

  it('lets no API role read or write the awards, nor write the ledger', async () => {
    const b = await t.newCustomer()
    const read = await b.client.from('referral_awards').select('*')
    expect(read.error?.code).toBe('42501')
    const award = await b.client.from('points_ledger').insert({ user_id: b.id, points: 50, reason: 'referral' })
    expect(award.error?.code).toBe('42501')
  })
})

describe('the award', () => {
  it('gives the referrer 50 points when the friend’s first order is delivered, and never again', async () => {
    const a = await t.newCustomer()
    const b = await signUpWith({ referral_code: (await profileOf(a.id)).referral_code })
    const first = await deliveredOrder(b.client)
    const second = await deliveredOrder(b.client)
    expect((await setStatus(admin, first.id, 'Shipped')).error).toBeNull()
    expect(await referralRows(a.id)).toEqual([])
    expect((await setStatus(admin, first.id, 'Delivered')).error).toBeNull()
    expect(await referralRows(a.id)).toEqual([{ points: 50, reason: 'referral' }])
    expect((await deliver(second.id)).error).toBeNull()
    expect(await referralRows(a.id)).toEqual([{ points: 50, reason: 'referral' }])
    expect(await a.client.rpc('points_balance')).toMatchObject({ data: 150 })
    // The friend earns only their own order points.
    expect(await referralRows(b.id)).toEqual([])
  })

  it('gives nothing for an order of a customer nobody referred, nor to the referrer’s own orders', async () => {
    const a = await t.newCustomer()
    const before = await sql<{ n: number }>(
      `select count(*)::int as n from public.points_ledger where reason = 'referral'`,
    )
    expect((await deliver((await deliveredOrder(a.client)).id)).error).toBeNull()
    const after = await sql<{ n: number }>(
      `select count(*)::int as n from public.points_ledger where reason = 'referral'`,
    )
    expect(after).toEqual(before)
  })

  it('is taken back by a Delivered -> Shipped correction, and comes again on delivery', async () => {
    const a = await t.newCustomer()
    const b = await signUpWith({ referral_code: (await profileOf(a.id)).referral_code })
    const order = await deliveredOrder(b.client)
    expect((await deliver(order.id)).error).toBeNull()
    expect((await setStatus(admin, order.id, 'Shipped')).error).toBeNull()
    expect(await referralRows(a.id)).toEqual([
      { points: 50, reason: 'referral' },
      { points: -50, reason: 'referral_reversed' },
    ])
    expect(await a.client.rpc('points_balance')).toMatchObject({ data: 100 })
    expect((await setStatus(admin, order.id, 'Delivered')).error).toBeNull()
    expect(await a.client.rpc('points_balance')).toMatchObject({ data: 150 })
  })

  it('moves to another delivered order of the friend when the awarded one is corrected, and stays', async () => {
    const a = await t.newCustomer()
    const b = await signUpWith({ referral_code: (await profileOf(a.id)).referral_code })
    const first = await deliveredOrder(b.client)
    const second = await deliveredOrder(b.client)
    expect((await deliver(first.id)).error).toBeNull()
    expect((await deliver(second.id)).error).toBeNull()
    expect((await setStatus(admin, first.id, 'Shipped')).error).toBeNull()
    const awards = await sql<{ order_id: string }>(
      'select order_id from public.referral_awards where referred_id = $1',
      [b.id],
    )
    expect(awards).toEqual([{ order_id: second.id }])
    expect(await referralRows(a.id)).toEqual([{ points: 50, reason: 'referral' }])
    expect(await a.client.rpc('points_balance')).toMatchObject({ data: 150 })
  })
})

describe('concurrent deliveries', () => {
  it('award once when two of the friend’s orders are delivered in parallel', async () => {
    const a = await t.newCustomer()
    const b = await signUpWith({ referral_code: (await profileOf(a.id)).referral_code })
    const orders = await Promise.all([deliveredOrder(b.client), deliveredOrder(b.client), deliveredOrder(b.client)])
    for (const o of orders) expect((await setStatus(admin, o.id, 'Shipped')).error).toBeNull()
    const admins = await Promise.all(orders.map(() => t.admin()))
    const results = await Promise.all(orders.map((o, i) => setStatus(admins[i]!, o.id, 'Delivered')))
    const rows = await referralRows(a.id)
    console.info(
      `[referral race, ${backend}] deliveries ${results.filter((r) => !r.error).length}/${results.length}, referral rows ${rows.length}`,
    )
    for (const r of results) expect(r.error).toBeNull()
    expect(rows).toEqual([{ points: 50, reason: 'referral' }])
  })

  it('leave exactly one award when a correction races the delivery of another order', async () => {
    const a = await t.newCustomer()
    const b = await signUpWith({ referral_code: (await profileOf(a.id)).referral_code })
    const [delivered, shipped] = await Promise.all([deliveredOrder(b.client), deliveredOrder(b.client)])
    expect((await deliver(delivered.id)).error).toBeNull()
    expect((await setStatus(admin, shipped.id, 'Shipped')).error).toBeNull()
    const [one, two] = await Promise.all([t.admin(), t.admin()])
    const results = await Promise.all([
      setStatus(one, delivered.id, 'Shipped'),
      setStatus(two, shipped.id, 'Delivered'),
    ])
    for (const r of results) expect(r.error).toBeNull()
    const [award] = await sql<{ order_id: string }>(
      'select order_id from public.referral_awards where referred_id = $1',
      [b.id],
    )
    expect(award!.order_id).toBe(shipped.id)
    expect(await a.client.rpc('points_balance')).toMatchObject({ data: 150 })
  })
})
