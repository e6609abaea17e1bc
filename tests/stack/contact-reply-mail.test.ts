import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../helpers/stack.ts'

// The contact_reply mail as send-emails (real Deno) renders and sends it: the admin's reply, the
// sender's own message quoted, both escaped.

interface InboxMail {
  to: string
  subject: string
  body: string
  html: string | null
}

let t: TestStack

beforeAll(async () => {
  t = await startTestStack({ functions: { env: { SITE_URL: 'http://127.0.0.1:4999' } } })
})

afterAll(async () => {
  await t?.stop()
})

describe('the contact reply mail', () => {
  it('carries the reply and quotes the message, with no markup of theirs', async () => {
    const email = 'reply-reader@example.com'
    await t.anon
      .from('contact_messages')
      .insert({ full_name: 'Rae <b>Reader</b>', email, subject: 'Feedback', message: 'Loved the <i>sumac</i>.' })
      .throwOnError()
    const { rows } = await t.stack.db.query<{ id: string }>('select id from public.contact_messages where email = $1', [
      email,
    ])
    const admin = await t.admin()
    const replied = await admin.rpc('admin_reply_to_message', {
      p_message_id: rows[0]!.id,
      p_body: 'Thank you!\n\nA new harvest comes in <March>.',
    })
    expect(replied.error).toBeNull()

    const { error } = await t.service.functions.invoke('send-emails', { body: {} })
    expect(error).toBeNull()
    const mails = ((await (await fetch(`${t.url}/inbox`)).json()) as InboxMail[]).filter((m) => m.to === email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.subject).toBe('Re: Feedback')
    expect(mail!.body).toContain('Thank you!')
    expect(mail!.body).toContain('A new harvest comes in <March>.')
    expect(mail!.body).toContain('Loved the <i>sumac</i>.')
    expect(mail!.html).toContain('A new harvest comes in &lt;March&gt;.')
    expect(mail!.html).not.toContain('<b>Reader</b>')
    expect(mail!.html).toContain('http://127.0.0.1:4999/contact')
  })
})
