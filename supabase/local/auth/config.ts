import type { Database } from '../db/index.ts'

// A type alias (not an interface) so it passes as a plain Record<string, unknown>, e.g. to a logger.
export type AuthMail = {
  to: string
  kind: 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite' | 'reauthentication'
  subject: string
  link: string | undefined
}

export interface AuthConfig {
  /** When true, sign-up needs e-mail confirmation and an e-mail change waits for its link (not GoTrue's autoconfirm). */
  confirmEmail: boolean
  /** GoTrue's secure e-mail change (double_confirm_changes): the old address confirms the change too. */
  doubleConfirmChanges: boolean
  /**
   * A password change must carry the current password (GoTrue's UpdatePasswordRequireCurrentPassword, the
   * dashboard's "Require current password when updating"; config.toml has no key for it). Off when absent,
   * as in GoTrue.
   */
  requireCurrentPassword?: boolean
  /**
   * GoTrue's UpdatePasswordRequireReauthentication (config.toml `[auth.email] secure_password_change`): a
   * password change from a session older than a day needs the nonce mailed by /reauthenticate.
   */
  securePasswordChange?: boolean
  /** The stack's public URL, e.g. http://127.0.0.1:54321 (JWT iss = `${externalUrl}/auth/v1`, links in mails). */
  externalUrl: string
  /** Default redirect target for links (the SPA), e.g. http://127.0.0.1:5173 */
  siteUrl: string
  /** Called for every mail kept in auth.local_outbox, so the stack can log it. */
  onMail?: (mail: AuthMail) => void
}

/** What every route gets: the database (used as table owner, as GoTrue uses its own tables) and the settings. */
export interface AuthDeps {
  db: Database
  config: AuthConfig
}

/** supabase/config.toml: jwt_expiry, refresh_token_reuse_interval, [auth.email] otp_expiry. */
export const ACCESS_TOKEN_SECONDS = 3600
export const REFRESH_TOKEN_REUSE_SECONDS = 10
export const MAIL_LINK_SECONDS = 3600
/** A session younger than this may change the password without a reauthentication nonce. */
export const RECENT_SIGN_IN_SECONDS = 24 * 3600

export const issuerOf = (config: AuthConfig): string => `${config.externalUrl.replace(/\/+$/, '')}/auth/v1`
