import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'smol-toml'

// supabase/config.toml, which hosted projects (`supabase db push`, `functions deploy`) and `supabase start`
// read too: the local stack follows the same file, so it answers as the project is configured.

/** The settings of supabase/config.toml the local stack follows, so it answers as the project is configured. */
export interface ProjectAuthSettings {
  /** [auth.email] enable_confirmations: sign-up needs the mailed link before a session. */
  confirmEmail: boolean
  /** [auth.email] double_confirm_changes: a new address applies once both addresses confirm it. */
  doubleConfirmChanges: boolean
  /** [auth.email] secure_password_change: a password change from a session over a day old needs a reauthentication nonce. */
  securePasswordChange: boolean
}

const table = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/**
 * Reads the auth settings of a config.toml. A missing key takes the Supabase CLI's default for it
 * (confirmations off, double confirmation on, secure password change off), as `supabase start` would.
 */
export function readProjectAuthSettings(configPath: string): ProjectAuthSettings {
  const email = table(table(table(parse(readFileSync(configPath, 'utf8'))).auth).email)
  return {
    confirmEmail: email.enable_confirmations === true,
    doubleConfirmChanges: email.double_confirm_changes !== false,
    securePasswordChange: email.secure_password_change === true,
  }
}

/**
 * The schemas the Data API exposes: `[api] schemas`. One list, so the local REST refuses (406 PGRST106)
 * exactly the schemas hosted projects and `supabase start` refuse.
 */
export function exposedSchemas(supabaseDir: string): string[] {
  const schemas = table(table(parse(readFileSync(join(supabaseDir, 'config.toml'), 'utf8'))).api).schemas
  if (!Array.isArray(schemas) || schemas.length === 0 || !schemas.every((s) => typeof s === 'string')) {
    throw new Error('supabase/config.toml exposes no schema ([api] schemas)')
  }
  return schemas
}
