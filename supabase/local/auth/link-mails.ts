import type { Queryable } from '../db/index.ts'
import type { AuthConfig } from './config.ts'
import { MAIL_LINK_SECONDS } from './config.ts'
import { sendMail, verifyLink, type LinkType } from './mail.ts'
import { randomOtp, tokenHash } from './tokens.ts'
import type { UserRow } from './user-json.ts'
import type { TokenColumn } from './users.ts'

// The token column and its sent-at column for each kind of link, fixed names only.
const COLUMNS = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  // GoTrue keeps a magic link where a recovery link goes, and an invitation where a confirmation goes.
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
} as const satisfies Record<Exclude<LinkType, 'email_change'>, { token: TokenColumn; sentAt: string }>

/** Where a link's token hash may be kept: an e-mail change mails one link to each address. */
export function tokenColumnsOf(type: LinkType): TokenColumn[] {
  return type === 'email_change' ? ['email_change_token_new', 'email_change_token_current'] : [COLUMNS[type].token]
}

export type MailedLinkType = keyof typeof COLUMNS

export interface StoredLink {
  otp: string
  hash: string
  link: string
}

/** Stores a fresh token hash on the user and returns the code, hash and link (admin.generateLink stops here). */
export async function storeLinkToken(
  q: Queryable,
  config: AuthConfig,
  user: { id: string; email: string },
  type: MailedLinkType,
  redirectTo: string,
  now: Date,
): Promise<StoredLink> {
  const otp = randomOtp()
  const hash = tokenHash(user.email, otp)
  const { token, sentAt } = COLUMNS[type]
  await q.query(`update auth.users set ${token} = $2, ${sentAt} = $3, updated_at = $3 where id = $1`, [
    user.id,
    hash,
    now,
  ])
  return { otp, hash, link: verifyLink(config, hash, type, redirectTo) }
}

/** Stores a fresh token hash on the user and mails the link (a new mail replaces the old link). */
export async function sendLinkMail(
  q: Queryable,
  config: AuthConfig,
  user: { id: string; email: string },
  type: MailedLinkType,
  redirectTo: string,
  now: Date,
): Promise<void> {
  const { otp, link } = await storeLinkToken(q, config, user, type, redirectTo, now)
  await sendMail(q, config, user.email, type, link, otp)
}

/** A link is good for an hour after it was sent (the CLI's otp_expiry). */
export function linkExpired(user: UserRow, type: LinkType, now: Date): boolean {
  const sentAt = {
    signup: user.confirmation_sent_at,
    invite: user.confirmation_sent_at,
    recovery: user.recovery_sent_at,
    magiclink: user.recovery_sent_at,
    email_change: user.email_change_sent_at,
  }[type]
  return !sentAt || now.getTime() > sentAt.getTime() + MAIL_LINK_SECONDS * 1000
}
