import type { Queryable } from '../db/index.ts'
import { keepMail } from '../mail/store.ts'
import type { AuthConfig, AuthMail } from './config.ts'
import { issuerOf } from './config.ts'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Where a mail link may send the browser. GoTrue allows the site URL and an allow-list; this
 * development stack also allows any loopback address (every dev server and test runner port),
 * and falls back to the site URL for anything else, never an open redirect.
 */
export function redirectTarget(config: AuthConfig, requested: string | null | undefined): string {
  if (!requested) return config.siteUrl
  let url: URL
  try {
    url = new URL(requested)
  } catch {
    return config.siteUrl
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.siteUrl
  const allowedHosts = new Set([
    ...LOOPBACK_HOSTS,
    new URL(config.siteUrl).hostname,
    new URL(config.externalUrl).hostname,
  ])
  return allowedHosts.has(url.hostname) ? requested : config.siteUrl
}

export type LinkType = 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite'

/** Every mail Auth sends: the links, and the reauthentication code, which has none. */
export type MailKind = LinkType | 'reauthentication'

/** GoTrue's ConfirmationURL / RecoveryURL: the open GET /verify route with the token hash. */
export function verifyLink(config: AuthConfig, hash: string, type: LinkType, redirectTo: string): string {
  const query = new URLSearchParams({ token: hash, type, redirect_to: redirectTo })
  return `${issuerOf(config)}/verify?${query.toString()}`
}

// GoTrue's default templates, as text.
const TEMPLATES: Record<MailKind, { subject: string; text: (link: string, otp: string) => string }> = {
  signup: {
    subject: 'Confirm Your Email',
    text: (link, otp) => `Follow this link to confirm your email:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
  },
  email_change: {
    subject: 'Confirm Email Change',
    text: (link, otp) =>
      `Follow this link to confirm the update of your email:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
  },
  recovery: {
    subject: 'Reset Your Password',
    text: (link, otp) =>
      `Follow this link to reset the password for your user:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
  },
  magiclink: {
    subject: 'Your Magic Link',
    text: (link, otp) => `Follow this link to login:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
  },
  invite: {
    subject: 'You have been invited',
    text: (link, otp) =>
      `You have been invited to create a user. Follow this link to accept the invite:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    text: (_link, otp) => `Enter the code: ${otp}\n`,
  },
}

/** GoTrue's sender under the Supabase CLI ([inbucket] admin_email and sender_name). */
const AUTH_SENDER = 'Admin <admin@email.com>'

/**
 * Keeps the mail GoTrue would send in the store the SMTP port feeds too, in the caller's
 * transaction: the mail exists exactly when its token does (sending it to the stack's own SMTP
 * port from inside the transaction would wait forever on PGlite's single connection).
 */
export async function sendMail(
  q: Queryable,
  config: AuthConfig,
  to: string,
  kind: MailKind,
  link: string | undefined,
  otp: string,
): Promise<void> {
  const template = TEMPLATES[kind]
  const text = template.text(link ?? '', otp)
  await keepMail(q, { from: AUTH_SENDER, to, kind, subject: template.subject, text, link })
  const mail: AuthMail = { to, kind, subject: template.subject, link }
  config.onMail?.(mail)
}
