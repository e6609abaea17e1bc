import type { Queryable } from '../db/index.ts'

/** A mail to keep: one the stack's Auth sends, or one its SMTP port received (kind 'smtp'). */
export interface NewMail {
  from: string | null
  /** The envelope's recipients, comma-separated. */
  to: string
  kind: string
  subject: string
  /** The text part ('' when the mail has none). */
  text: string
  html?: string | null
  /** The link a test follows: Auth's verify link, or the first link of a received mail. */
  link?: string | null
  /** The Date header. */
  date?: Date | null
  /** Lowercase header name to its unfolded value (repeated headers one per line). */
  headers?: Record<string, string>
}

/** A kept mail as GET /inbox lists it: the first seven fields are the inbox's original shape. */
export interface StoredMail {
  id: string
  to: string
  kind: string
  subject: string
  body: string
  link: string | null
  created_at: Date
  from: string | null
  html: string | null
  date: Date | null
  headers: Record<string, string>
}

// The one store /inbox reads, whoever sent the mail.
const COLUMNS = `id, recipient as to, kind, subject, body, link, created_at,
  sender as from, html, sent_at as date, headers`

export const INBOX_LIMIT = 200

export async function keepMail(q: Queryable, mail: NewMail): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.local_outbox (recipient, kind, subject, body, link, sender, html, sent_at, headers)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) returning id`,
    [
      mail.to,
      mail.kind,
      mail.subject,
      mail.text,
      mail.link ?? null,
      mail.from,
      mail.html ?? null,
      mail.date ?? null,
      JSON.stringify(mail.headers ?? {}),
    ],
  )
  return rows[0]!.id
}

/** Newest first. */
export async function listMails(q: Queryable): Promise<StoredMail[]> {
  const { rows } = await q.query<StoredMail>(
    `select ${COLUMNS} from auth.local_outbox order by created_at desc, id desc limit ${INBOX_LIMIT}`,
  )
  return rows
}

export async function findMail(q: Queryable, id: string): Promise<StoredMail | undefined> {
  const { rows } = await q.query<StoredMail>(`select ${COLUMNS} from auth.local_outbox where id = $1::bigint`, [id])
  return rows[0]
}
