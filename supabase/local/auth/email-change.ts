import type { Queryable } from '../db/index.ts'
import type { AuthConfig } from './config.ts'
import { sendMail, verifyLink } from './mail.ts'
import { randomOtp, tokenHash } from './tokens.ts'
import type { UserRow } from './user-json.ts'
import { setEmail } from './users.ts'

/** What GoTrue answers for the first of two confirmations (verify.go's singleConfirmationAccepted). */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

export interface EmailChangeTokens {
  new: { email: string; otp: string; hash: string }
  /** Only with double confirmation: the current address confirms too. */
  current?: { email: string; otp: string; hash: string }
}

/** Keeps the new address aside (the user's `new_email`) with the token of each address to confirm it. */
export async function storeEmailChange(
  q: Queryable,
  config: AuthConfig,
  user: { id: string; email: string | null },
  newEmail: string,
  now: Date,
): Promise<EmailChangeTokens> {
  const otpNew = randomOtp()
  const tokens: EmailChangeTokens = { new: { email: newEmail, otp: otpNew, hash: tokenHash(newEmail, otpNew) } }
  if (config.doubleConfirmChanges && user.email) {
    const otp = randomOtp()
    tokens.current = { email: user.email, otp, hash: tokenHash(user.email, otp) }
  }
  await q.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = $5, updated_at = $5 where id = $1`,
    [user.id, newEmail, tokens.new.hash, tokens.current?.hash ?? '', now],
  )
  return tokens
}

/**
 * GoTrue's sendEmailChange: the new address gets a link; with double confirmation the current address
 * gets one too. Nothing changes until the links are followed.
 */
export async function requestEmailChange(
  q: Queryable,
  config: AuthConfig,
  user: { id: string; email: string | null },
  newEmail: string,
  redirectTo: string,
  now: Date,
): Promise<void> {
  const tokens = await storeEmailChange(q, config, user, newEmail, now)
  for (const to of [tokens.new, tokens.current]) {
    if (to)
      await sendMail(
        q,
        config,
        to.email,
        'email_change',
        verifyLink(config, to.hash, 'email_change', redirectTo),
        to.otp,
      )
  }
}

/**
 * GoTrue's emailChangeVerify for the link carrying `hash`: with double confirmation the first of the two
 * links only records itself ('pending'); the last one applies the new address ('applied').
 */
export async function confirmEmailChange(
  q: Queryable,
  config: AuthConfig,
  user: UserRow,
  hash: string,
  now: Date,
): Promise<'pending' | 'applied'> {
  if (config.doubleConfirmChanges && user.email && (user.email_change_confirm_status ?? 0) === 0) {
    const column = hash === user.email_change_token_current ? 'email_change_token_current' : 'email_change_token_new'
    await q.query(
      `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = $2 where id = $1`,
      [user.id, now],
    )
    return 'pending'
  }
  await setEmail(q, user.id, user.email_change ?? '', now)
  return 'applied'
}
