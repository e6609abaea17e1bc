import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { ANON_KEY, SERVICE_ROLE_KEY } from './keys.ts'
import { DEFAULT_PORT, startStack } from './stack.ts'

// `npm run stack -- [--port 54321] [--reset] [--[no-]confirm-email] [--quiet]`
// PGlite under .supabase-local/db, or the PostgreSQL server named by DATABASE_URL. E-mail
// confirmation follows supabase/config.toml unless the flag (or AUTH_CONFIRM_EMAIL=true|false) says.
const confirmFromEnv = process.env.AUTH_CONFIRM_EMAIL
const { values } = parseArgs({
  allowNegative: true,
  options: {
    port: { type: 'string', default: String(DEFAULT_PORT) },
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

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got "${values.port}"`)
  process.exit(2)
}

const databaseUrl = process.env.DATABASE_URL || undefined
const stack = await startStack({
  port,
  host: values.host,
  databaseUrl,
  dataDir: databaseUrl || values.memory ? undefined : values['data-dir'],
  storageDir: values.memory ? undefined : join(dirname(values['data-dir']), 'storage'),
  reset: values.reset,
  confirmEmail:
    values['confirm-email'] ??
    (confirmFromEnv === 'true' || confirmFromEnv === 'false' ? confirmFromEnv === 'true' : undefined),
  siteUrl: values['site-url'],
  log: values.quiet ? (e) => e.event !== 'request' && console.log(JSON.stringify(e)) : undefined,
}).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  if (e instanceof Error && 'code' in e && e.code === 'EADDRINUSE') {
    console.error(`Port ${port} is in use: is the stack already running? Try --port.`)
  }
  process.exit(1)
})

console.log(`
CasaBite local Supabase stack on ${stack.url}  (${stack.db.kind}${databaseUrl ? '' : values.memory ? ', in memory' : `, data in ${values['data-dir']}`})
  ready in ${Math.round(stack.timings.total)} ms; migrations applied: ${stack.migrations.applied.length}; seeded: ${stack.migrations.seeded}
  anon key:         ${ANON_KEY}
  service_role key: ${SERVICE_ROLE_KEY}
  mail inbox:       ${stack.url}/inbox
`)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    void stack.close().then(() => process.exit(0))
  })
}
