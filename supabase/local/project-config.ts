import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'

/** The settings of supabase/config.toml the local stack follows, so it answers as the project is configured. */
export interface ProjectAuthSettings {
  /** [auth.email] enable_confirmations: sign-up needs the mailed link before a session. */
  confirmEmail: boolean
  /** [auth.email] double_confirm_changes: a new address applies once both addresses confirm it. */
  doubleConfirmChanges: boolean
}

const table = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/**
 * Reads the auth settings of a config.toml. A missing key takes the Supabase CLI's default for it
 * (confirmations off, double confirmation on), as `supabase start` would.
 */
export function readProjectAuthSettings(configPath: string): ProjectAuthSettings {
  const email = table(table(table(parse(readFileSync(configPath, 'utf8'))).auth).email)
  return {
    confirmEmail: email.enable_confirmations === true,
    doubleConfirmChanges: email.double_confirm_changes !== false,
  }
}
