import * as z from 'zod/mini'

/**
 * The browser's configuration, parsed once at start-up. Parsing never throws: main.tsx shows the
 * "Application Configuration Error" screen with the message instead of a blank page.
 * zod/mini keeps this out of the entry chunk's budget (the full zod API is only needed by forms, lazily).
 */
const missing = (name: string) => `${name} is missing.`

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({
    protocol: /^https?$/,
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? missing('VITE_SUPABASE_URL')
        : 'VITE_SUPABASE_URL must be an http:// or https:// URL.',
  }),
  VITE_SUPABASE_ANON_KEY: z
    .string({ error: () => missing('VITE_SUPABASE_ANON_KEY') })
    .check(z.trim(), z.minLength(1, missing('VITE_SUPABASE_ANON_KEY'))),
})

export interface AppEnv {
  supabaseUrl: string
  supabaseAnonKey: string
}

export type EnvResult = { ok: true; env: AppEnv } | { ok: false; error: string }

const HINT = 'Copy .env.example to .env (or set the variables in your host) and rebuild.'

export function parseEnv(source: Record<string, unknown>): EnvResult {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const messages = result.error.issues.map((issue) => issue.message)
    return { ok: false, error: `${messages.join(' ')} ${HINT}` }
  }
  return {
    ok: true,
    env: { supabaseUrl: result.data.VITE_SUPABASE_URL, supabaseAnonKey: result.data.VITE_SUPABASE_ANON_KEY },
  }
}

/** Reads the variables Vite inlined at build time (or that a test stubbed). */
export function readEnv(): EnvResult {
  return parseEnv(import.meta.env)
}
