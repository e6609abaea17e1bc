import { createServer, type AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { smtpPlan } from '../../../supabase/local/mail/index.ts'
import { renderList, renderMail } from '../../../supabase/local/mail/page.ts'
import { firstLink, headerRecord, parseMail } from '../../../supabase/local/mail/parse.ts'
import { startSmtp } from '../../../supabase/local/mail/smtp.ts'
import type { StoredMail } from '../../../supabase/local/mail/store.ts'

const mail = (fields: Partial<StoredMail> = {}): StoredMail => ({
  id: '7',
  to: 'rita@example.com',
  kind: 'smtp',
  subject: 'Hello',
  body: '',
  link: null,
  created_at: new Date('2026-11-27T05:00:00Z'),
  from: 'shop@casabite.test',
  html: null,
  date: null,
  headers: {},
  ...fields,
})

describe('parseMail', () => {
  it('reads a raw message: decoded subject, parts, unfolded headers, envelope recipients', async () => {
    const raw = [
      'From: =?UTF-8?Q?Caf=C3=A9?= <cafe@example.com>',
      'To: rita@example.com',
      'Subject: =?UTF-8?Q?Pimient=C3=B3n?=',
      'Date: Fri, 27 Nov 2026 05:00:00 +0000',
      'Received: from a',
      'Received: from b',
      'X-Long: one',
      '\ttwo',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Go to https://example.com/a?x=1&y=2.',
      '--b',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<a href="mailto:x@example.com">mail</a> <a href=\'https://example.com/b?x=1&amp;y=2\'>b</a>',
      '--b--',
      '',
    ].join('\r\n')
    const parsed = await parseMail(raw, { from: 'bounce@example.com', to: ['rita@example.com', 'otto@example.com'] })
    expect(parsed).toMatchObject({
      from: '"Café" <cafe@example.com>',
      to: 'rita@example.com, otto@example.com',
      kind: 'smtp',
      subject: 'Pimientón',
      date: new Date('2026-11-27T05:00:00Z'),
      link: 'https://example.com/b?x=1&y=2',
    })
    expect(parsed.text.trim()).toBe('Go to https://example.com/a?x=1&y=2.')
    expect(parsed.headers).toMatchObject({ received: 'from a\nfrom b', 'x-long': 'one two' })
  })

  it('falls back to the envelope sender and an empty text part', async () => {
    const parsed = await parseMail('Subject: bare\r\n\r\n', { from: 'a@example.com', to: ['b@example.com'] })
    expect(parsed).toMatchObject({ from: 'a@example.com', subject: 'bare', text: '', html: null, link: null })
  })
})

describe('firstLink', () => {
  it('takes the first http(s) anchor of the HTML, entities decoded, else the first URL of the text', () => {
    expect(firstLink('<a name="x">x</a><A class=b HREF=https://a.example/&#x3f;q>a</A>', '')).toBe(
      'https://a.example/?q',
    )
    expect(firstLink('<a href="javascript:alert(1)">x</a>', 'see (https://t.example/p).')).toBe('https://t.example/p')
    expect(firstLink(null, 'nothing here')).toBeNull()
    expect(firstLink('<a href="https://x.example/&#99999999;">x</a>', '')).toBe('https://x.example/&#99999999;')
  })
})

describe('headerRecord', () => {
  it('lowercases names (as mailparser keys them) and keeps values after the first colon', () => {
    expect(headerRecord([{ key: 'x-a', line: 'X-A: b: c' }])).toEqual({ 'x-a': 'b: c' })
  })
})

describe('the inbox pages', () => {
  it('escape every field of a mail and link each to its page', () => {
    const html = renderList([mail({ subject: '<img src=x onerror=alert(1)>', to: '"a"@example.com', from: null })], {
      smtp: '127.0.0.1:54325',
      limit: 200,
    })
    expect(html).toContain('<a href="/inbox/7">&lt;img src=x onerror=alert(1)&gt;</a>')
    expect(html).toContain('&quot;a&quot;@example.com')
    expect(html).toContain('127.0.0.1:54325')
    expect(html).not.toContain('<img')
  })

  it('say so when there is no mail', () => {
    expect(renderList([], { smtp: '127.0.0.1:1', limit: 200 })).toContain('No mail yet.')
  })

  it('put the HTML part only in a sandboxed srcdoc whose links open a new tab', () => {
    const html = renderMail(
      mail({ html: '<!DOCTYPE html><html><head><title>t</title></head><body>"hi" & <b>bye</b></body></html>' }),
    )
    const srcdoc = html.match(/<iframe [^>]*srcdoc="([^"]*)"/)?.[1]
    expect(srcdoc).toBe(
      '&lt;!DOCTYPE html&gt;&lt;html&gt;&lt;head&gt;&lt;base target=&quot;_blank&quot;&gt;&lt;title&gt;t&lt;/title&gt;&lt;/head&gt;' +
        '&lt;body&gt;&quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;&lt;/body&gt;&lt;/html&gt;',
    )
    expect(renderMail(mail({ html: '<p>$& $1</p>' }))).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;$&amp; $1',
    )
  })

  it('link the URLs of the text part and nothing else', () => {
    const html = renderMail(mail({ body: 'Open <https://a.example/x?y=1&z=2> or javascript:alert(1) "now"' }))
    expect(html).toContain(
      'Open &lt;<a href="https://a.example/x?y=1&amp;z=2" target="_blank" rel="noopener noreferrer">https://a.example/x?y=1&amp;z=2</a>&gt; or javascript:alert(1) &quot;now&quot;',
    )
    expect(html).not.toContain('<iframe')
  })
})

describe('smtpPlan', () => {
  it('takes an asked-for port strictly, else 54325 with a free one as fallback, and a free one for tests', () => {
    expect(smtpPlan(2525, 54321)).toEqual({ port: 2525, fallback: false })
    expect(smtpPlan(0, 54321)).toEqual({ port: 0, fallback: false })
    expect(smtpPlan(undefined, 54321)).toEqual({ port: 54325, fallback: true })
    expect(smtpPlan(undefined, 0)).toEqual({ port: 0, fallback: false })
  })
})

describe('startSmtp', () => {
  it('fails on a taken port it was asked for, and moves to a free one when it may', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const port = (taken.address() as AddressInfo).port
    const options = { host: '127.0.0.1', port, receive: async () => {}, onError: () => {} }
    try {
      await expect(startSmtp({ ...options, fallback: false })).rejects.toMatchObject({ code: 'EADDRINUSE' })
      const smtp = await startSmtp({ ...options, fallback: true })
      expect(smtp.port).not.toBe(port)
      expect(smtp.port).toBeGreaterThan(0)
      await smtp.close()
    } finally {
      taken.close()
    }
  })
})
