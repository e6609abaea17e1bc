import { spawn, type ChildProcess } from 'node:child_process'
import { loadEnv } from 'vite'
import { ANON_KEY } from '../supabase/local/keys.ts'
import { DEFAULT_PORT } from '../supabase/local/stack.ts'

// `npm run dev`: the local Supabase stack (unless VITE_SUPABASE_URL points elsewhere) and Vite,
// together; Ctrl-C stops both. Extra arguments go to the stack (e.g. `npm run dev -- --reset`).

const LOCAL_URL = `http://127.0.0.1:${DEFAULT_PORT}`
const SHOP_URL = 'http://127.0.0.1:5173'
const env = { ...loadEnv('development', process.cwd(), 'VITE_'), ...pick(process.env, 'VITE_') }
const supabaseUrl = env.VITE_SUPABASE_URL ?? LOCAL_URL
const isLocal = /^http:\/\/(127\.0\.0\.1|localhost):54321\/?$/.test(supabaseUrl)

const children: ChildProcess[] = []
const stopAll = (code: number) => {
  for (const c of children) c.kill('SIGTERM')
  process.exitCode = code
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

if (isLocal) {
  const stack = spawn(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/cli.ts', '--quiet', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  )
  children.push(stack)
  stack.on('exit', (code) => {
    if (code) console.error(`The local stack stopped (exit ${code}).`)
    stopAll(code ?? 0)
    process.exit(code ?? 0)
  })
  await waitForHealth(`${LOCAL_URL}/health`, 120_000)
}

const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_SUPABASE_URL: supabaseUrl,
    VITE_SUPABASE_ANON_KEY: env.VITE_SUPABASE_ANON_KEY ?? ANON_KEY,
  },
})
children.push(vite)
vite.on('exit', (code) => stopAll(code ?? 0))

setTimeout(() => {
  console.log(`
  CasaBite is running: ${SHOP_URL}
  Supabase API:        ${supabaseUrl}${isLocal ? '  (local stack; mail inbox at ' + LOCAL_URL + '/inbox)' : ''}
${
  isLocal
    ? `  Local accounts:      admin@casabite.test / casabite-admin-2026 (admin)
                       customer@casabite.test / casabite-customer-2026
`
    : ''
}`)
}, 1500)

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  console.error(`The local stack did not answer on ${url} within ${timeoutMs / 1000} s.`)
  stopAll(1)
  process.exit(1)
}

function pick(source: NodeJS.ProcessEnv, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((e): e is [string, string] => e[0].startsWith(prefix) && e[1] !== undefined),
  )
}
