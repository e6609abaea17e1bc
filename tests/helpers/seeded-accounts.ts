/** The accounts supabase/seed.sql makes (README: "Local accounts"), for tests, e2e and benchmarks. */
export const SEEDED_ACCOUNTS = {
  // The admin area needs aal2: codes of this TOTP secret (seeded as a verified factor) raise the session.
  admin: {
    email: 'admin@casabite.test',
    password: 'casabite-admin-2026',
    totpSecret: 'CASABITEADMINLOCALDEVELOPMENT234',
  },
  customer: { email: 'customer@casabite.test', password: 'casabite-customer-2026' },
} as const

export type SeededRole = keyof typeof SEEDED_ACCOUNTS

/** The TOTP secret of a seeded account with a second factor, by address. */
export function seededTotpSecret(email: string): string | undefined {
  const account = Object.values(SEEDED_ACCOUNTS).find((a) => a.email === email)
  return account && 'totpSecret' in account ? account.totpSecret : undefined
}
