import { paths } from '@/config/paths'

/**
 * The link a customer shares: the sign-up form with their code, which it keeps for the visit and sends
 * with the new account (the database records who referred whom).
 */
export function referralLink(code: string, origin: string): string {
  return new URL(paths.checkout.auth.getHref({ mode: 'signup', ref: code }), origin).href
}
