import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { ANON_KEY, SERVICE_ROLE_KEY } from './keys.ts'
import { DEFAULT_PORT, startStack } from './stack.ts'

// `npm run stack -- [--port 54321] [--smtp-port 54325] [--reset] [--[no-]confirm-email] [--quiet]`
// PGlite under .supabase-local/db, or the PostgreSQL server named by DATABASE_URL. E-mail
// confirmation follows supabase/config.toml unless the flag (or AUTH_CONFIRM_EMAIL=true|false) says.
const confirmFromEnv = process.env.AUTH_CONFIRM_EMAIL
const { values } = parseArgs({
  allowNegative: true,
  options: {
    port: { type: 'string', default: String(DEFAULT_PORT) },
    // Unset: 54325, or a free port when that one is taken (printed below).
    'smtp-port': { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    reset: { type: 'boolean', default: false },
    'confirm-email': { type: 'boolean' },
    'data-dir': { type: 'string', default: '.supabase-local/db' },
    // Keep the database in memory: a fresh, seeded shop every start (e2e tests).
    memory: { type: 'boolean', default: false },
    'site-url': { type: 'string', default: process.env.SITE_URL ?? 'http://127.0.0.1:5173' },
    quiet: { type: 'boolean', default: false },
  },
})

const port = portOption('--port', values.port)
const smtpPort = values['smtp-port'] === undefined ? undefined : portOption('--smtp-port', values['smtp-port'])

const databaseUrl = process.env.DATABASE_URL || undefined
const stack = await startStack({
  port,
  smtpPort,
  host: values.host,
  databaseUrl,
  dataDir: databaseUrl || values.memory ? undefined : values['data-dir'],
  storageDir: values.memory ? undefined : join(dirname(values['data-dir']), 'storage'),
  reset: values.reset,
  confirmEmail:
    values['confirm-email'] ??
    (confirmFromEnv === 'true' || confirmFromEnv === 'false' ? confirmFromEnv === 'true' : undefined),
  siteUrl: values['site-url'],
  // As `supabase functions serve`: an edited function answers its next request with the new code.
  functions: { watch: true },
  log: values.quiet ? (e) => e.event !== 'request' && console.log(JSON.stringify(e)) : undefined,
}).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  if (e instanceof Error && 'code' in e && e.code === 'EADDRINUSE') {
    const taken = 'port' in e ? String(e.port) : port
    console.error(`Port ${taken} is in use: is the stack already running? Try --port (or --smtp-port).`)
  }
  process.exit(1)
})

console.log(`
CasaBite local Supabase stack on ${stack.url}  (${stack.db.kind}${databaseUrl ? '' : values.memory ? ', in memory' : `, data in ${values['data-dir']}`})
  ready in ${Math.round(stack.timings.total)} ms; migrations applied: ${stack.migrations.applied.length}; seeded: ${stack.migrations.seeded}
  anon key:         ${ANON_KEY}
  service_role key: ${SERVICE_ROLE_KEY}
  mail inbox:       ${stack.url}/inbox  (SMTP on ${values.host}:${stack.smtpPort})
  edge functions:   ${stack.url}/functions/v1/<name>  (supabase/functions, reloaded on change)
`)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    void stack.close().then(() => process.exit(0))
  })
}

function portOption(name: string, value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    console.error(`${name} must be a port number, got "${value}"`)
    process.exit(2)
  }
  return n
}
