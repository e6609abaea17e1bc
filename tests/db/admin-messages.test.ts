import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'

// Replies to contact messages: kept with the message, the message handled, the mail queued, all in
// one admin-checked call; and the handled/unhandled filter.

let t: TestStack
let admin: Client

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
})

afterAll(async () => {
  await t?.stop()
})

async function message(fullName = 'Ines Writer') {
  const email = `writer-${randomUUID().slice(0, 8)}@example.com`
  const sent = await t.anon
    .from('contact_messages')
    .insert({ full_name: fullName, email, subject: 'Order Inquiry', message: 'Where is my saffron?' })
  if (sent.error) throw new Error(sent.error.message)
  const { rows } = await t.stack.db.query<{ id: string }>('select id from public.contact_messages where email = $1', [
    email,
  ])
  return { id: rows[0]!.id, email }
}

const outbox = async (email: string) =>
  (
    await t.stack.db.query<{ kind: string; payload: Record<string, unknown> }>(
      'select kind, payload from public.email_outbox where recipient = $1 order by id',
      [email],
    )
  ).rows

describe('replying to contact messages', () => {
  it('keeps the reply with the message, marks it handled and queues the mail, once per reply', async () => {
    const adminId = (await admin.auth.getUser()).data.user!.id
    const m = await message()
    const replied = await admin
      .rpc('admin_reply_to_message', { p_message_id: m.id, p_body: '  It left us on Monday.\n\nTracking soon.  ' })
      .single()
    expect(replied.error).toBeNull()
    expect(replied.data).toMatchObject({
      message_id: m.id,
      body: 'It left us on Monday.\n\nTracking soon.',
      created_by: adminId,
    })

    const stored = await admin
      .from('contact_messages')
      .select('is_read, is_handled, handled_by')
      .eq('id', m.id)
      .single()
    expect(stored.data).toEqual({ is_read: true, is_handled: true, handled_by: adminId })
    expect(await outbox(m.email)).toEqual([
      {
        kind: 'contact_reply',
        payload: expect.objectContaining({
          full_name: 'Ines Writer',
          subject: 'Order Inquiry',
          message: 'Where is my saffron?',
          reply: 'It left us on Monday.\n\nTracking soon.',
        }),
      },
    ])

    await admin.rpc('admin_reply_to_message', { p_message_id: m.id, p_body: 'It has arrived, says the carrier.' })
    const thread = await admin.from('contact_message_replies').select('body').eq('message_id', m.id).order('created_at')
    expect(thread.data!.map((r) => r.body)).toEqual([
      'It left us on Monday.\n\nTracking soon.',
      'It has arrived, says the carrier.',
    ])
    expect(await outbox(m.email)).toHaveLength(2)

    const empty = await admin.rpc('admin_reply_to_message', { p_message_id: m.id, p_body: '   ' })
    expect(empty.error?.message).toBe('Write a reply of 1 to 5000 characters.')
    const unknown = await admin.rpc('admin_reply_to_message', { p_message_id: randomUUID(), p_body: 'Hello' })
    expect(unknown.error?.code).toBe('P0002')
  })

  it('filters handled and unhandled messages', async () => {
    const [a, b] = [await message('Filter One'), await message('Filter Two')]
    await admin.rpc('admin_reply_to_message', { p_message_id: a.id, p_body: 'Answered.' })
    const list = (handled: boolean) =>
      admin.from('contact_messages').select('id').eq('is_handled', handled).in('id', [a.id, b.id])
    expect((await list(true)).data).toEqual([{ id: a.id }])
    expect((await list(false)).data).toEqual([{ id: b.id }])
  })

  it('refuses customers and guests: no replying, no reading replies', async () => {
    const m = await message()
    const { client } = await t.newCustomer()
    for (const c of [client, t.anon]) {
      const refused = await c.rpc('admin_reply_to_message', { p_message_id: m.id, p_body: 'Not mine to say.' })
      expect(refused.error?.code).toBe('42501')
    }
    await admin.rpc('admin_reply_to_message', { p_message_id: m.id, p_body: 'Ours.' })
    expect((await client.from('contact_message_replies').select('id')).data).toEqual([])
    expect((await t.anon.from('contact_message_replies').select('id')).error?.code).toBe('42501')
    expect((await client.from('contact_message_replies').insert({ message_id: m.id, body: 'x' })).error?.code).toBe(
      '42501',
    )
    expect(await outbox(m.email)).toHaveLength(1)
  })
})
