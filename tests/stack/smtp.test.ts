import { connect, type Socket } from 'node:net'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../helpers/stack.ts'

// The stack's SMTP port, as the send-emails Edge Function and a developer use it: mail sent with
// nodemailer lands in the one store /inbox reads, as JSON for tests and as a page for people.

interface Mail {
  id: number
  to: string
  from: string | null
  kind: string
  subject: string
  body: string
  html: string | null
  link: string | null
  date: string | null
  headers: Record<string, string>
  created_at: string
}

const ORDER_URL = 'http://127.0.0.1:5173/account/orders/CB-1001?from=mail&step=2'

async function inbox(t: TestStack): Promise<Mail[]> {
  const res = await fetch(`${t.url}/inbox`)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  return (await res.json()) as Mail[]
}

async function page(url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') {
  const res = await fetch(url, { headers: { accept } })
  return { res, html: await res.text() }
}

describe('the SMTP port feeds /inbox', () => {
  let t: TestStack
  const transport = (extra: object = {}) =>
    nodemailer.createTransport({ host: '127.0.0.1', port: t.stack.smtpPort, secure: false, ...extra })

  beforeAll(async () => {
    t = await startTestStack()
  })
  afterAll(async () => {
    await t?.stop()
  })

  it('keeps a mail sent with nodemailer: sender, recipient, subject, date, both parts and headers', async () => {
    const info = await transport().sendMail({
      from: '"CasaBite" <orders@casabite.test>',
      to: 'rita@example.com',
      subject: 'Your order CB-1001 is on its way ✓',
      date: new Date('2026-11-27T05:00:00Z'),
      text: `Track it here: ${ORDER_URL}\n`,
      html: `<p>Track it <a href="${ORDER_URL.replace('&', '&amp;')}">here</a>.</p>`,
      headers: { 'X-CasaBite-Event': 'order_shipped' },
    })
    expect(info.accepted).toEqual(['rita@example.com'])

    const [mail] = await inbox(t)
    expect(mail).toMatchObject({
      to: 'rita@example.com',
      from: '"CasaBite" <orders@casabite.test>',
      kind: 'smtp',
      subject: 'Your order CB-1001 is on its way ✓',
      body: `Track it here: ${ORDER_URL}\n`,
      html: `<p>Track it <a href="${ORDER_URL.replace('&', '&amp;')}">here</a>.</p>`,
      link: ORDER_URL,
      date: '2026-11-27T05:00:00.000Z',
    })
    expect(mail!.headers['x-casabite-event']).toBe('order_shipped')
    expect(mail!.headers['message-id']).toBe(info.messageId)
    expect(Date.parse(mail!.created_at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('accepts any credentials (as Mailpit does) and names every envelope recipient in one mail', async () => {
    const info = await transport({ auth: { user: 'casabite', pass: 'anything' } }).sendMail({
      from: 'shop@casabite.test',
      to: 'a@example.com',
      cc: 'b@example.com',
      bcc: 'c@example.com',
      subject: 'Back in stock',
      text: 'Smoked paprika is back.',
    })
    expect(info.accepted).toEqual(['a@example.com', 'b@example.com', 'c@example.com'])
    const [mail] = await inbox(t)
    expect(mail).toMatchObject({
      to: 'a@example.com, b@example.com, c@example.com',
      subject: 'Back in stock',
      html: null,
      link: null,
    })
  })

  it('keeps auth mails in the same store, with the Supabase CLI sender', async () => {
    const { email } = await t.newCustomer('Rita Recover')
    expect((await t.client().auth.resetPasswordForEmail(email)).error).toBeNull()
    const [mail] = await inbox(t)
    expect(mail).toMatchObject({ to: email, kind: 'recovery', from: 'Admin <admin@email.com>', html: null })
  })

  it('is a page for a browser, at /inbox (Accept: text/html) and /inbox/, escaping what mails say', async () => {
    await transport().sendMail({
      from: 'Mallory <mallory@example.com>',
      to: 'victim@example.com',
      subject: '<script>alert("inbox")</script> & more',
      text: 'hi',
    })
    for (const url of [`${t.url}/inbox`, `${t.url}/inbox/`]) {
      const { res, html } = await page(url)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'none'/)
      expect(html).toContain('&lt;script&gt;alert(&quot;inbox&quot;)&lt;/script&gt; &amp; more')
      expect(html).not.toContain('<script>alert')
      expect(html).toContain('&quot;Mallory&quot; &lt;mallory@example.com&gt;')
    }
    // Asking for JSON (or anything, as fetch does by default) keeps the JSON tests read.
    const json = await fetch(`${t.url}/inbox`, { headers: { accept: 'application/json' } })
    expect(json.headers.get('content-type')).toMatch(/^application\/json/)
    expect(json.headers.get('vary')).toMatch(/accept/i)
  })

  it('opens a mail with its HTML part sandboxed and the links of its text part clickable', async () => {
    await transport().sendMail({
      from: 'shop@casabite.test',
      to: 'rita@example.com',
      subject: 'Welcome',
      text: `Your orders: ${ORDER_URL}`,
      html: `<h1>Welcome</h1><script>parent.document.title = 'owned'</script><a href="${ORDER_URL}">Orders</a>`,
    })
    const [mail] = await inbox(t)
    const { res, html } = await page(`${t.url}/inbox/${mail!.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'none'/)
    expect(html).toContain('<h1>Welcome</h1>')

    const iframe = html.match(/<iframe\b[^>]*>/)?.[0] ?? ''
    const sandbox = iframe.match(/\bsandbox="([^"]*)"/)?.[1]
    expect(sandbox).toBeDefined()
    expect(sandbox).not.toMatch(/allow-scripts|allow-same-origin/)
    expect(iframe).toMatch(/\btitle="[^"]+"/)
    // The mail's markup only ever lives in the attribute, escaped.
    expect(iframe).toContain('srcdoc="')
    expect(iframe).toContain('&lt;script&gt;parent.document.title')
    expect(html).not.toContain('<script>parent')

    const escapedUrl = ORDER_URL.replace('&', '&amp;')
    expect(html).toContain(`Your orders: <a href="${escapedUrl}"`)
  })

  it('answers 404 pages for mails it does not have', async () => {
    for (const path of ['/inbox/999999', '/inbox/abc', '/inbox/1/x']) {
      const { res, html } = await page(`${t.url}${path}`)
      expect(res.status).toBe(404)
      expect(html).toContain('No such mail')
    }
  })

  it('survives malformed and interrupted SMTP sessions and keeps only whole mails', async () => {
    const before = (await inbox(t)).length
    const port = t.stack.smtpPort

    const replies = await smtpSession(port, [
      'HELO\r\n',
      'EHLO tester\r\n',
      'DATA\r\n',
      'RCPT TO:<a@example.com>\r\n',
      'MAIL FROM:<broken\r\n',
      '\u0000\u00ff\u0001garbage\r\n',
      'QUIT\r\n',
    ])
    expect(replies.match(/^\d{3}(?= )/gm)).toEqual(['220', '501', '250', '503', '503', '501', '500', '221'])
    // A command line past the limit ends the session, not the server.
    expect(await smtpSession(port, [`EHLO ${'x'.repeat(100_000)}\r\n`])).toMatch(/^421 /m)

    // A client that goes away in the middle of DATA, and one that resets the connection.
    const cut = await openSmtp(port)
    await waitFor(cut, /^220 /m)
    cut.write('EHLO cut\r\nMAIL FROM:<a@example.com>\r\nRCPT TO:<b@example.com>\r\nDATA\r\n')
    await waitFor(cut, /^354 /m)
    cut.write('Subject: half a mail\r\n\r\nthis never ends')
    cut.destroy()
    const reset = await openSmtp(port)
    await waitFor(reset, /^220 /m)
    reset.write('EHLO reset\r\nMAIL FROM:<a@example.com>\r\n')
    reset.resetAndDestroy()

    const info = await transport().sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'still here' })
    expect(info.accepted).toEqual(['b@example.com'])
    const mails = await inbox(t)
    expect(mails.length).toBe(before + 1)
    expect(mails[0]!.subject).toBe('still here')
    expect((await fetch(`${t.url}/health`)).status).toBe(200)
  })
})

function openSmtp(port: number): Promise<Socket & { received: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1') as Socket & { received: string }
    socket.received = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (socket.received += chunk))
    socket.on('error', () => {})
    socket.once('connect', () => resolve(socket))
    socket.once('error', reject)
  })
}

function waitFor(socket: Socket & { received: string }, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in ${socket.received}`)), 10_000)
    const check = () => {
      if (!pattern.test(socket.received)) return
      clearTimeout(timer)
      socket.off('data', check)
      resolve()
    }
    socket.on('data', check)
    check()
  })
}

/** Sends each line after the previous reply and returns everything the server said. */
async function smtpSession(port: number, lines: string[]): Promise<string> {
  const socket = await openSmtp(port)
  await waitFor(socket, /^220 /m)
  for (const line of lines) {
    const seen = socket.received.length
    socket.write(line, 'latin1')
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply to ${line.slice(0, 40)}`)), 10_000)
      const check = () => {
        if (!/\r\n$/.test(socket.received.slice(seen)) && !socket.closed) return
        clearTimeout(timer)
        socket.off('data', check)
        socket.off('close', check)
        resolve()
      }
      socket.on('data', check)
      socket.on('close', check)
    })
  }
  socket.destroy()
  return socket.received
}
