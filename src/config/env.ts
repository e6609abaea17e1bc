/**
 * The browser's configuration, checked once at start-up. Checking never throws: main.tsx shows the
 * "Application Configuration Error" screen with the message instead of a blank page.
 * Two fields need no schema library: keeping zod out of the entry chunk keeps a first visit to /
 * within its 120 KB budget (forms load zod lazily).
 */
const missing = (name: string) => `${name} is missing.`

export interface AppEnv {
  supabaseUrl: string
  supabaseAnonKey: string
}

export type EnvResult = { ok: true; env: AppEnv } | { ok: false; error: string }

const HINT = 'Copy .env.example to .env.local (or set the variables in your host) and rebuild.'

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

function checkUrl(value: unknown): { url: string } | { error: string } {
  const raw = text(value)
  if (!raw) return { error: missing('VITE_SUPABASE_URL') }
  try {
    const { protocol } = new URL(raw)
    if (protocol === 'http:' || protocol === 'https:') return { url: raw }
  } catch {
    // not a URL at all
  }
  return { error: 'VITE_SUPABASE_URL must be an http:// or https:// URL.' }
}

export function parseEnv(source: Record<string, unknown>): EnvResult {
  const url = checkUrl(source.VITE_SUPABASE_URL)
  const key = text(source.VITE_SUPABASE_ANON_KEY)
  const errors = [...('error' in url ? [url.error] : []), ...(key ? [] : [missing('VITE_SUPABASE_ANON_KEY')])]
  if ('error' in url || errors.length > 0) return { ok: false, error: `${errors.join(' ')} ${HINT}` }
  return { ok: true, env: { supabaseUrl: url.url, supabaseAnonKey: key } }
}

/** Reads the variables Vite inlined at build time (or that a test stubbed). */
export function readEnv(): EnvResult {
  return parseEnv(import.meta.env)
}
