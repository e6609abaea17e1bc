import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UserConfig, UserConfigFnObject } from 'vite'
import viteConfig from '../../../vite.config.ts'

// `npm run preview` takes its port as `npm run dev` does: `-- --port` (Vite's own flag, which the
// script must leave free), else PREVIEW_PORT, else 4173; always loopback and strict.

const resolve = () =>
  (viteConfig as UserConfigFnObject)({ mode: 'production', command: 'serve', isPreview: true }) as UserConfig

// The variable as the machine may have it set, restored after each test.
const outer = process.env.PREVIEW_PORT
beforeEach(() => {
  delete process.env.PREVIEW_PORT
})
afterEach(() => {
  if (outer === undefined) delete process.env.PREVIEW_PORT
  else process.env.PREVIEW_PORT = outer
})

describe('npm run preview', () => {
  it('leaves --port to the command line', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts.preview).toBe('vite preview')
  })

  it('serves on 4173, or on PREVIEW_PORT, on loopback with a strict port', () => {
    expect(resolve().preview).toEqual({ host: '127.0.0.1', port: 4173, strictPort: true })
    process.env.PREVIEW_PORT = '4180'
    expect(resolve().preview).toEqual({ host: '127.0.0.1', port: 4180, strictPort: true })
  })

  it('refuses a PREVIEW_PORT that is not a port', () => {
    for (const value of ['abc', '0', '70000', '41.5']) {
      process.env.PREVIEW_PORT = value
      expect(resolve).toThrow(`PREVIEW_PORT must be a port number, got "${value}"`)
    }
  })
})
