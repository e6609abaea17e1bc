import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from '../db/index.ts'
import { header, sendJson, sendRaw } from '../http/index.ts'
import { INBOX_CSP, renderList, renderMail, renderNotFound } from './page.ts'
import { DEFAULT_SMTP_PORT, startSmtp } from './smtp.ts'
import { INBOX_LIMIT, findMail, keepMail, listMails } from './store.ts'

export { DEFAULT_SMTP_PORT } from './smtp.ts'
export { keepMail, type NewMail } from './store.ts'

export interface MailOptions {
  host: string
  /** The stack's SMTP port; 0 picks a free one. See smtpPlan. */
  smtpPort?: number
  /** The stack's HTTP port as asked for (0: a test's stack). */
  httpPort: number
  emit(event: string, fields?: Record<string, unknown>): void
}

export interface MailSurface {
  smtpPort: number
  /** GET/HEAD /inbox and /inbox/...; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>
  close(): Promise<void>
}

/**
 * Which port the SMTP server takes: the one asked for, strictly; else the CLI's 54325, or any free
 * one when that is taken (a second stack) or when the HTTP port is a free one too (tests).
 */
export function smtpPlan(smtpPort: number | undefined, httpPort: number): { port: number; fallback: boolean } {
  if (smtpPort !== undefined) return { port: smtpPort, fallback: false }
  return httpPort === 0 ? { port: 0, fallback: false } : { port: DEFAULT_SMTP_PORT, fallback: true }
}

/** The SMTP port and /inbox, over the one store (auth.local_outbox) both Auth and SMTP write to. */
export async function startMail(db: Database, options: MailOptions): Promise<MailSurface> {
  const smtp = await startSmtp({
    host: options.host,
    ...smtpPlan(options.smtpPort, options.httpPort),
    async receive(mail) {
      const id = await keepMail(db, mail)
      options.emit('mail', { id, to: mail.to, kind: mail.kind, subject: mail.subject, link: mail.link })
    },
    onError: (e) => options.emit('error', { surface: 'smtp', message: e.message }),
  })
  const smtpAddress = `${options.host}:${smtp.port}`

  return {
    smtpPort: smtp.port,
    async handle(req, res, url) {
      const path = url.pathname
      if (path !== '/inbox' && !path.startsWith('/inbox/')) return false
      res.setHeader('Vary', 'Origin, Accept')
      if (path === '/inbox' && !(wantsHtml(req) && url.searchParams.get('format') !== 'json')) {
        sendJson(res, 200, await listMails(db))
      } else if (path === '/inbox' || path === '/inbox/') {
        sendPage(res, 200, renderList(await listMails(db), { smtp: smtpAddress, limit: INBOX_LIMIT }))
      } else {
        const id = /^\/inbox\/(\d{1,18})$/.exec(path)?.[1]
        const mail = id === undefined ? undefined : await findMail(db, id)
        if (mail) sendPage(res, 200, renderMail(mail))
        else sendPage(res, 404, renderNotFound())
      }
      return true
    },
    close: () => smtp.close(),
  }
}

/** A browser's navigation asks for text/html; fetch() and supabase-js ask for any type or JSON. */
function wantsHtml(req: IncomingMessage): boolean {
  return /\btext\/html\b/i.test(header(req, 'accept') ?? '')
}

function sendPage(res: ServerResponse, status: number, html: string) {
  sendRaw(res, status, html, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': INBOX_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  })
}
