/** The query parameter of a referral link: `/checkout/auth?mode=signup&ref=CODE`. */
export const REFERRAL_QUERY = 'ref'

const REFERRAL_KEY = 'casabite.referral'
// The database ignores an unknown code; this only keeps junk out of storage and metadata.
const CODE = /^[A-Za-z0-9]{4,32}$/

/**
 * Keeps the code of the referral link this tab arrived with, so a friend who browses the shop before
 * signing up still brings it (sessionStorage: this tab's visit only).
 */
export function keepReferralCode(search: string): void {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY)
  if (!code || !CODE.test(code)) return
  try {
    sessionStorage.setItem(REFERRAL_KEY, code)
  } catch {
    // Storage disabled: only a sign-up on the link's own page brings the code.
  }
}

/** The code to send with a sign-up: the current page's, else the one this tab kept. */
export function referralCodeFor(search: string): string | null {
  const inUrl = new URLSearchParams(search).get(REFERRAL_QUERY)
  if (inUrl && CODE.test(inUrl)) return inUrl
  try {
    const kept = sessionStorage.getItem(REFERRAL_KEY)
    return kept && CODE.test(kept) ? kept : null
  } catch {
    return null
  }
}

/** After the sign-up: the code has done its work. */
export function forgetReferralCode(): void {
  try {
    sessionStorage.removeItem(REFERRAL_KEY)
  } catch {
    // Nothing was kept.
  }
}
