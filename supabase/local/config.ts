import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The schemas the Data API exposes: `[api] schemas` of supabase/config.toml, which hosted projects
 * and `supabase start` serve too. One list, so the local REST refuses (406 PGRST106) exactly the
 * schemas they refuse. Read with a pattern rather than a TOML parser: the file is ours and the key
 * is one array of strings.
 */
export function exposedSchemas(supabaseDir: string): string[] {
  const config = readFileSync(join(supabaseDir, 'config.toml'), 'utf8')
  const list = /^\[api\][^[]*?^schemas\s*=\s*\[([^\]]*)\]/m.exec(config)?.[1]
  if (list === undefined) throw new Error('supabase/config.toml has no [api] schemas')
  const schemas = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!)
  if (schemas.length === 0) throw new Error('supabase/config.toml exposes no schema ([api] schemas)')
  return schemas
}
