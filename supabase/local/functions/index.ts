import { watch, type FSWatcher } from 'node:fs'
import { Agent, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { basename, dirname } from 'node:path'
import { sendJson, sendRaw } from '../http/index.ts'
import { ANON_KEY, SERVICE_ROLE_KEY, verifyJwt } from '../keys.ts'
import { findFunction, readSecrets, type FunctionEntry, type FunctionsLayout } from './project.ts'
import { startWorker, type Worker } from './workers.ts'

/*
 * /functions/v1/<name> as `supabase functions serve` answers it, run by real Deno.
 *
 * One Deno process per function, started on its first request, kept warm, proxied over a loopback port,
 * restarted when its files change, when it crashes or misses its deadline, and killed when the stack
 * closes. Supabase's edge-runtime instead runs one "main" worker that routes to a user worker per
 * function, but its isolates and `EdgeRuntime.userWorkers` exist only in that runtime; stock Deno has
 * no equivalent that can also stop a function stuck in a loop. A process per function gets the same
 * isolation (a crash or a runaway loop takes down only its own function) and a kill is always final.
 */

export interface FunctionsOptions extends Partial<FunctionsLayout> {
  /**
   * The wall-clock limit of one request until the function answers (546 WORKER_LIMIT after it). Hosted
   * Supabase gives up after 150 s, so the default is that: what finishes here finishes there.
   */
  timeoutMs?: number
  /** How long a function's process may take to start serving (its first start downloads npm: modules). */
  bootTimeoutMs?: number
  /** Restart functions when files under the functions folder or config.toml change (`npm run dev`). */
  watch?: boolean
  /** Deno's cache of npm: modules, shared by every function and start. */
  denoDir: string
  /**
   * Variables the stack itself provides (its SMTP server, the site's URL), as a hosted project has them
   * as secrets; `supabase/functions/.env` overrides them.
   */
  env?: Record<string, string>
}

export interface FunctionsSurface {
  handle(req: IncomingMessage, res: ServerResponse, ctx: { url: URL; path: string }): Promise<void>
  close(): Promise<void>
}

interface Settings {
  layout: FunctionsLayout
  options: FunctionsOptions
  /** The stack's URL: SUPABASE_URL for functions. */
  url: string
  /**
   * A PostgreSQL server's URL (SUPABASE_DB_URL). On PGlite there is none: @electric-sql/pglite-socket
   * could open one, but PGlite serves one connection at a time and the stack's requests hold it, so a
   * function's own connection would wait behind them or break their transactions. Functions there use
   * supabase-js over SUPABASE_URL.
   */
  databaseUrl?: string
  emit: (event: string, fields?: Record<string, unknown>) => void
  /** Adds the stack's CORS headers to the answers the stack itself gives (never to a function's). */
  cors: (req: IncomingMessage, res: ServerResponse) => void
}

// What Deno needs from the machine to reach the npm registry (a proxy, a registry mirror, the CA that a
// proxy's certificates chain to); nothing else of the stack's environment leaks into functions, whose
// variables are otherwise the platform's and the project's secrets.
const MACHINE_ENV = [
  'HOME',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'NPM_CONFIG_REGISTRY',
  'NODE_EXTRA_CA_CERTS',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
]

// The answers of the CLI's edge-runtime main worker (supabase/cli internal/functions/serve/templates/main.ts).
const WORKER_ERRORS = {
  boot: { status: 503, code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
  crash: { status: 500, code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
  limit: {
    status: 546,
    code: 'WORKER_LIMIT',
    message: 'Worker failed to respond due to a resource limit (please check logs)',
  },
} as const

export function createFunctions(settings: Settings): FunctionsSurface {
  const { layout, options, emit } = settings
  const timeoutMs = options.timeoutMs ?? 150_000
  const workers = new Map<string, Promise<Worker>>()
  /** Every process started and not yet exited, also those still booting (close() kills them at once). */
  const processes = new Set<Worker>()
  const agent = new Agent({ keepAlive: true })
  const watchers: FSWatcher[] = []
  let closed = false

  const environment = async (): Promise<Record<string, string>> => {
    const machine = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => MACHINE_ENV.includes(name.toUpperCase())),
    ) as Record<string, string>
    const secrets = await readSecrets(layout.envFile, (name) =>
      emit('warning', { surface: 'functions', message: `Env name cannot start with SUPABASE_, skipping: ${name}` }),
    )
    return {
      ...machine,
      ...options.env,
      ...secrets,
      SUPABASE_URL: settings.url,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      ...(settings.databaseUrl ? { SUPABASE_DB_URL: settings.databaseUrl } : {}),
    }
  }

  const workerFor = (fn: FunctionEntry): Promise<Worker> => {
    const running = workers.get(fn.name)
    if (running) return running
    const starting = environment().then((env) => {
      if (closed) throw new Error('the stack is closing')
      const worker = startWorker(fn, {
        env,
        denoDir: options.denoDir,
        bootTimeoutMs: options.bootTimeoutMs ?? 120_000,
        onLine: (stream, line) => emit('function-log', { function: fn.name, stream, line }),
      })
      processes.add(worker)
      void worker.exited.then(() => {
        processes.delete(worker)
        forget()
      })
      return worker.ready.then(() => worker)
    })
    workers.set(fn.name, starting)
    const forget = () => {
      if (workers.get(fn.name) === starting) workers.delete(fn.name)
    }
    starting.catch(forget)
    return starting
  }

  const restart = (name: string) => {
    const worker = workers.get(name)
    workers.delete(name)
    void worker?.then((w) => w.kill()).catch(() => {})
  }

  if (options.watch) {
    let pending: NodeJS.Timeout | undefined
    // Editors write a file in several steps: one restart per burst of changes.
    const reload = () => {
      clearTimeout(pending)
      pending = setTimeout(() => {
        if (workers.size === 0) return
        for (const name of [...workers.keys()]) restart(name)
        emit('functions-reload', {})
      }, 100)
    }
    try {
      watchers.push(watch(layout.dir, { recursive: true }, reload))
      const config = basename(layout.configFile)
      watchers.push(watch(dirname(layout.configFile), (_event, file) => file === config && reload()))
    } catch (e) {
      emit('warning', { surface: 'functions', message: `not watching functions: ${(e as Error).message}` })
    }
  }

  const fail = (req: IncomingMessage, res: ServerResponse, kind: keyof typeof WORKER_ERRORS) => {
    if (res.headersSent) return void res.destroy()
    settings.cors(req, res)
    const { status, code, message } = WORKER_ERRORS[kind]
    sendJson(res, status, { code, message })
  }

  return {
    async handle(req, res, { url, path }) {
      const name = path.split('/')[1] ?? ''
      const fn = closed ? undefined : await findFunction(layout, name)
      if (!fn) {
        settings.cors(req, res)
        return sendRaw(res, 404, 'Function not found', { 'Content-Type': 'text/plain' })
      }
      // A preflight carries no token: it goes to the function, which answers CORS itself, as on Supabase.
      if (req.method !== 'OPTIONS' && fn.verifyJwt) {
        const failure = await checkJwt(req)
        if (failure) {
          settings.cors(req, res)
          const headers = { 'sb-error-code': failure.code, 'Access-Control-Expose-Headers': 'sb-error-code' }
          return sendJson(res, 401, { ...failure, msg: failure.message }, headers)
        }
      }

      let port: number
      try {
        port = await (await workerFor(fn)).ready
      } catch (e) {
        emit('error', { surface: 'functions', function: name, message: (e as Error).message })
        return fail(req, res, 'boot')
      }
      const outcome = await forward(req, res, { port, path: path + url.search, agent, timeoutMs })
      if (outcome === 'answered') return
      if (outcome === 'timeout') {
        emit('error', { surface: 'functions', function: name, message: `no answer within ${timeoutMs} ms` })
        restart(name)
        return fail(req, res, 'limit')
      }
      emit('error', { surface: 'functions', function: name, message: 'the function exited during the request' })
      restart(name)
      fail(req, res, 'crash')
    },

    async close() {
      closed = true
      for (const w of watchers) w.close()
      workers.clear()
      const exiting = [...processes].map((worker) => {
        worker.kill()
        return worker.exited
      })
      await Promise.all(exiting)
      agent.destroy()
    },
  }
}

interface JwtFailure {
  code: string
  message: string
}

/** verify_jwt as the CLI's main worker checks it: a Bearer token signed with the project's JWT secret. */
async function checkJwt(req: IncomingMessage): Promise<JwtFailure | undefined> {
  const header = req.headers.authorization
  if (!header) return { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' }
  const [scheme, token, ...rest] = header.split(' ')
  if (scheme !== 'Bearer' || !token || rest.length > 0) {
    return { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT format' }
  }
  if (token.split('.').length !== 3) return { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT format' }
  const result = await verifyJwt(token)
  return result.ok ? undefined : { code: 'UNAUTHORIZED_LEGACY_JWT', message: 'Invalid JWT' }
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade']

/**
 * Streams the request to the function's server and its answer back. `timeout`: no answer began within
 * the limit; `failed`: the process went away (a crash, `Deno.exit`) before answering.
 */
function forward(
  req: IncomingMessage,
  res: ServerResponse,
  target: { port: number; path: string; agent: Agent; timeoutMs: number },
): Promise<'answered' | 'timeout' | 'failed'> {
  return new Promise((resolve) => {
    const headers = { ...req.headers }
    for (const name of HOP_BY_HOP) if (name !== 'transfer-encoding') delete headers[name]
    const upstream = request({
      host: '127.0.0.1',
      port: target.port,
      method: req.method,
      path: target.path,
      headers,
      agent: target.agent,
    })
    const timer = setTimeout(() => {
      resolve('timeout')
      upstream.destroy()
    }, target.timeoutMs)
    upstream.on('response', (answer) => {
      clearTimeout(timer)
      const out = { ...answer.headers }
      for (const name of HOP_BY_HOP) delete out[name]
      res.writeHead(answer.statusCode ?? 502, out)
      answer.pipe(res)
      answer.on('end', () => resolve('answered'))
      // The process died mid-answer: the client sees the connection cut, as from a gateway.
      answer.on('aborted', () => {
        res.destroy()
        resolve('answered')
      })
    })
    upstream.on('error', () => {
      clearTimeout(timer)
      resolve(res.headersSent ? 'answered' : 'failed')
    })
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    req.pipe(upstream)
  })
}
