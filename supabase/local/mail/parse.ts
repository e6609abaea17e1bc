import type { Readable } from 'node:stream'
import { simpleParser, type HeaderLines } from 'mailparser'
import type { NewMail } from './store.ts'

export interface Envelope {
  /** MAIL FROM, '' for the null sender. */
  from: string
  /** RCPT TO, in order. */
  to: string[]
}

/** A message as the SMTP port received it, ready for the store. */
export async function parseMail(source: Readable | Buffer | string, envelope: Envelope): Promise<NewMail> {
  // Plain text stays text (the page links it itself); cid: images become data: URLs the page may show.
  const parsed = await simpleParser(source, { skipTextToHtml: true, skipTextLinks: true, checksumAlgo: false })
  const html = parsed.html || null
  const text = parsed.text ?? ''
  return {
    from: parsed.from?.text || envelope.from || null,
    to: envelope.to.join(', '),
    kind: 'smtp',
    subject: parsed.subject ?? '',
    text,
    html,
    link: firstLink(html, text),
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    headers: headerRecord(parsed.headerLines),
  }
}

/** Lowercase name to unfolded value; a repeated header (Received) keeps one value per line. */
export function headerRecord(lines: HeaderLines): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const { key, line } of lines) {
    const colon = line.indexOf(':')
    const value = line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim()
    headers[key] = key in headers ? `${headers[key]}\n${value}` : value
  }
  return headers
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/**
 * The link a test follows, as Auth's mails carry theirs: the first http(s) anchor of the HTML part,
 * else the first URL of the text part.
 */
export function firstLink(html: string | null, text: string): string | null {
  for (const [, quoted, single, bare] of html?.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi) ??
    []) {
    const href = decodeEntities((quoted ?? single ?? bare ?? '').trim())
    if (/^https?:\/\//i.test(href)) return href
  }
  return text.match(/https?:\/\/[^\s<>"')\]]+/i)?.[0] ?? null
}

function decodeEntities(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec || hex) {
      const code = Number.parseInt(dec ?? hex!, dec ? 10 : 16)
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name!.toLowerCase()] ?? whole
  })
}
