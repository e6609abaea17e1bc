import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { parse as parseToml } from 'smol-toml'

/** Where a project's Edge Functions live, as the Supabase CLI lays them out. */
export interface FunctionsLayout {
  /** `supabase/functions`: one folder per function, `<name>/index.ts`. */
  dir: string
  /** `supabase/config.toml`, whose `[functions.<name>]` tables the CLI reads. */
  configFile: string
  /** The secrets `supabase functions serve` loads (`supabase/functions/.env`); absent is fine. */
  envFile: string
}

export interface FunctionEntry {
  name: string
  dir: string
  entrypoint: string
  /** `verify_jwt` of config.toml; Supabase's default is on. */
  verifyJwt: boolean
}

// The CLI's rule for function names; `_shared` and other folders starting with `_` or `.` are not functions.
const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/

interface FunctionConfig {
  verify_jwt?: unknown
  enabled?: unknown
}

/** The `[functions.*]` tables of config.toml (an unreadable file is the caller's error, a missing one none). */
export async function readFunctionsConfig(configFile: string): Promise<Record<string, FunctionConfig>> {
  if (!existsSync(configFile)) return {}
  const config = parseToml(await readFile(configFile, 'utf8')) as { functions?: Record<string, FunctionConfig> }
  return config.functions ?? {}
}

/** The function `name` if the project has it (a folder with index.ts, not disabled in config.toml). */
export async function findFunction(layout: FunctionsLayout, name: string): Promise<FunctionEntry | undefined> {
  if (!FUNCTION_NAME.test(name)) return undefined
  const dir = join(layout.dir, name)
  const entrypoint = join(dir, 'index.ts')
  const found = await stat(entrypoint).then(
    (s) => s.isFile(),
    () => false,
  )
  if (!found) return undefined
  const config = (await readFunctionsConfig(layout.configFile))[name] ?? {}
  if (config.enabled === false) return undefined
  return { name, dir, entrypoint, verifyJwt: config.verify_jwt !== false }
}

/**
 * The secrets of the env file. Names starting with `SUPABASE_` are reserved for the platform's own
 * (`supabase secrets set` refuses them and `functions serve` skips them), so they are skipped here too.
 */
export async function readSecrets(envFile: string, onSkipped: (name: string) => void): Promise<Record<string, string>> {
  if (!existsSync(envFile)) return {}
  const secrets: Record<string, string> = {}
  for (const [name, value] of Object.entries(parseEnv(await readFile(envFile, 'utf8')))) {
    if (value === undefined) continue
    if (name.startsWith('SUPABASE_')) onSkipped(name)
    else secrets[name] = value
  }
  return secrets
}
