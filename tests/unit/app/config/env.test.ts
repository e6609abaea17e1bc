import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/config/env'

const ANON_KEY = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.signature'

describe('parseEnv', () => {
  it('accepts the local stack configuration', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: ANON_KEY })).toEqual({
      ok: true,
      env: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: ANON_KEY },
    })
  })

  it('accepts an https project URL and trims the key', () => {
    const result = parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: `  ${ANON_KEY}\n` })
    expect(result).toEqual({ ok: true, env: { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: ANON_KEY } })
  })

  it('names every missing variable, without throwing', () => {
    const result = parseEnv({})
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toContain('VITE_SUPABASE_URL is missing.')
    expect(result.error).toContain('VITE_SUPABASE_ANON_KEY is missing.')
    expect(result.error).toContain('Copy .env.example to .env.local')
  })

  it('treats empty and blank values as missing', () => {
    const result = parseEnv({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '   ' })
    expect(result).toMatchObject({ ok: false })
    if (result.ok) return
    expect(result.error).toContain('VITE_SUPABASE_URL is missing.')
    expect(result.error).toContain('VITE_SUPABASE_ANON_KEY is missing.')
  })

  it.each(['not a url', '127.0.0.1:54321', 'ftp://127.0.0.1:54321', 'javascript:alert(1)'])(
    'rejects %j as the Supabase URL',
    (url) => {
      const result = parseEnv({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: ANON_KEY })
      expect(result).toMatchObject({ ok: false })
      if (result.ok) return
      expect(result.error).toContain('VITE_SUPABASE_URL must be an http:// or https:// URL.')
      expect(result.error).not.toContain('ANON_KEY')
    },
  )
})
