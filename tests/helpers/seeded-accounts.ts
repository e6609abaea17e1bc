/** The accounts supabase/seed.sql makes (README: "Local accounts"), for tests, e2e and benchmarks. */
export const SEEDED_ACCOUNTS = {
  admin: { email: 'admin@casabite.test', password: 'casabite-admin-2026' },
  customer: { email: 'customer@casabite.test', password: 'casabite-customer-2026' },
} as const

export type SeededRole = keyof typeof SEEDED_ACCOUNTS
