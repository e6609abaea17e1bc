import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createAuth } from './auth/index.ts'
import { createFunctions, type FunctionsOptions } from './functions/index.ts'
import { migrate, wipe, type MigrationReport } from './bootstrap/migrate.ts'
import { openDatabase, type Database } from './db/index.ts'
import { dispatch, setCors } from './gateway.ts'
import { SERVICE_ROLE_KEY } from './keys.ts'
import { startMail } from './mail/index.ts'
import { invokeSendEmails, startMailDrain, type MailDrain } from './mail/drain.ts'
import { exposedSchemas, readProjectAuthSettings } from './project-config.ts'
import { createRealtime, type RealtimeSurface } from './realtime/index.ts'
import { createRest, type RestSurface } from './rest/index.ts'
import { createStorage } from './storage/index.ts'

export const DEFAULT_PORT = 54321
const SUPABASE_DIR = fileURLToPath(new URL('..', import.meta.url))

export interface StackOptions {
  /** 0 picks a free port. */
  port?: number
  /** The mail catcher's SMTP port, 0 for a free one; default 54325, or a free one if taken or if `port` is 0. */
  smtpPort?: number
  host?: string
  /** A PostgreSQL server; when absent the stack runs on PGlite. */
  databaseUrl?: string
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string
  /** Where stored objects live; undefined uses a temporary directory removed on close. */
  storageDir?: string
  /** Wipe the database first (PGlite: its directory; PostgreSQL: every schema the stack made). */
  reset?: boolean
  /** Sign-up needs e-mail confirmation; by default as supabase/config.toml says ([auth.email] enable_confirmations). */
  confirmEmail?: boolean
  /** An e-mail change waits for both addresses to confirm it; by default as config.toml's double_confirm_changes. */
  doubleConfirmChanges?: boolean
  /** A password change must carry the current password (on by default: the shop's projects turn it on). */
  requireCurrentPassword?: boolean
  /** A password change from a session over a day old needs a reauthentication nonce; by default as config.toml's secure_password_change. */
  securePasswordChange?: boolean
  /** Where links in mails land by default (the SPA). */
  siteUrl?: string
  /** Edge Functions (`/functions/v1`): where they live, their time limit, hot reload. */
  functions?: Partial<FunctionsOptions>
  /**
   * Calls the send-emails function on a timer and after every queued mail, as Supabase Cron does on a
   * hosted project (when the functions folder has send-emails). Default: every 60 s; `false`: never
   * (database tests drain the outbox themselves).
   */
  mailDrain?: { intervalMs?: number } | false
  /** One structured line per request and event; `false` silences the stack. */
  log?: ((entry: LogEntry) => void) | false
}

export interface LogEntry {
  time: string
  event: string
  [key: string]: unknown
}

export interface Stack {
  url: string
  port: number
  /** Where the SMTP server feeding /inbox listens (on the stack's host). */
  smtpPort: number
  db: Database
  migrations: MigrationReport
  /** Milliseconds spent opening the database, migrating and seeding, and in all until listening. */
  timings: { database: number; migrate: number; total: number }
  rest: RestSurface
  realtime: RealtimeSurface
  /** Where stored objects' bytes live. */
  storageDir: string
  close(): Promise<void>
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const started = performance.now()
  const log = options.log === false ? () => {} : (options.log ?? ((e: LogEntry) => console.log(JSON.stringify(e))))
  const emit = (event: string, fields: Record<string, unknown> = {}) =>
    log({ time: new Date().toISOString(), event, ...fields })

  if (options.reset && !options.databaseUrl && options.dataDir) {
    await rm(options.dataDir, { recursive: true, force: true })
  }
  if (options.reset && options.storageDir) await rm(options.storageDir, { recursive: true, force: true })
  const storageDir = options.storageDir ?? (await mkdtemp(join(tmpdir(), 'casabite-storage-')))
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir })
  const databaseMs = performance.now() - started
  let closeMail = async () => {}
  try {
    if (options.reset && options.databaseUrl) await wipe(db)
    const migrateStarted = performance.now()
    const migrations = await migrate(db, SUPABASE_DIR)
    const migrateMs = performance.now() - migrateStarted

    const host = options.host ?? '127.0.0.1'
    const mail = await startMail(db, { host, smtpPort: options.smtpPort, httpPort: options.port ?? DEFAULT_PORT, emit })
    closeMail = mail.close
    const server = createServer()
    // Outlive clients' idle timers (undici keeps sockets 4 s): the server must never close a socket
    // a client is just reusing, which a POST would not retry.
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
    // The URL (with the port the system chose) exists only once the server listens, and the handlers
    // need it: until they are in place a request gets 503 at once instead of waiting for no answer.
    const starting = (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(503, { 'retry-after': '1', connection: 'close' }).end()
    }
    server.on('request', starting)
    await listen(server, options.port ?? DEFAULT_PORT, host)
    const port = (server.address() as AddressInfo).port
    const url = `http://${host}:${port}`

    const rest = await createRest(db, { schemas: exposedSchemas(SUPABASE_DIR) })
    const project = readProjectAuthSettings(join(SUPABASE_DIR, 'config.toml'))
    const auth = createAuth(db, {
      confirmEmail: options.confirmEmail ?? project.confirmEmail,
      doubleConfirmChanges: options.doubleConfirmChanges ?? project.doubleConfirmChanges,
      requireCurrentPassword: options.requireCurrentPassword ?? true,
      securePasswordChange: options.securePasswordChange ?? project.securePasswordChange,
      externalUrl: url,
      siteUrl: options.siteUrl ?? 'http://127.0.0.1:5173',
      onMail: (mail) => emit('mail', mail),
    })
    const storage = createStorage(db, {
      root: storageDir,
      onError: (e) => emit('error', { surface: 'storage', message: e instanceof Error ? e.message : String(e) }),
    })
    const realtime = await createRealtime(db, { log: emit })
    const functionsDir = options.functions?.dir ?? join(SUPABASE_DIR, 'functions')
    const functions = createFunctions({
      layout: {
        dir: functionsDir,
        configFile: options.functions?.configFile ?? join(SUPABASE_DIR, 'config.toml'),
        envFile: options.functions?.envFile ?? join(functionsDir, '.env'),
      },
      options: {
        denoDir: join(SUPABASE_DIR, '..', 'node_modules', '.cache', 'deno'),
        ...options.functions,
        // The stack's own mail catcher and site, as a hosted project's secrets would name its SMTP and site.
        env: {
          SMTP_HOST: host,
          SMTP_PORT: String(mail.smtpPort),
          SITE_URL: options.siteUrl ?? 'http://127.0.0.1:5173',
          ...options.functions?.env,
        },
      },
      url,
      databaseUrl: options.databaseUrl,
      emit,
      cors: setCors,
    })
    server.off('request', starting)
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      void dispatch(req, res, { db, rest, auth, storage, mail, functions, emit, url })
    })
    let mailDrain: MailDrain | undefined
    if (options.mailDrain !== false && existsSync(join(functionsDir, 'send-emails', 'index.ts'))) {
      mailDrain = await startMailDrain({
        db,
        run: invokeSendEmails(url, SERVICE_ROLE_KEY),
        intervalMs: options.mailDrain?.intervalMs ?? 60_000,
        emit,
      })
    }
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const target = new URL(req.url ?? '/', url)
      if (target.pathname === '/realtime/v1/websocket') realtime.handleUpgrade(req, socket, head, target)
      else socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n')
    })

    const stack: Stack = {
      url,
      port,
      smtpPort: mail.smtpPort,
      db,
      migrations,
      rest,
      realtime,
      storageDir,
      timings: { database: databaseMs, migrate: migrateMs, total: performance.now() - started },
      async close() {
        await mailDrain?.close()
        await functions.close()
        await realtime.close()
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
        await mail.close()
        await db.close()
        if (!options.storageDir) await rm(storageDir, { recursive: true, force: true })
      },
    }
    emit('ready', {
      url,
      smtpPort: mail.smtpPort,
      database: db.kind,
      applied: migrations.applied.length,
      seeded: migrations.seeded,
    })
    return stack
  } catch (e) {
    await closeMail().catch(() => {})
    await db.close().catch(() => {})
    throw e
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}
