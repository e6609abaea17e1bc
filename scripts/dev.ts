import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { loadEnv } from 'vite'
import { ANON_KEY, DEFAULT_PORT } from '../supabase/local/index.ts'

// `npm run dev`: the local Supabase stack (unless VITE_SUPABASE_URL points elsewhere) and Vite,
// together. `--port` (or DEV_PORT) is Vite's port, `--stack-port` (or DEV_STACK_PORT) the stack's;
// every other argument goes to the stack (e.g. `npm run dev -- --reset`). SIGINT, SIGTERM and SIGHUP
// stop both, and so does the end of the process that started this one.

const DEFAULT_WEB_PORT = 5173
/** How long a child may take to close its database and sockets before it is killed. */
const STOP_GRACE_MS = 10_000

// The environment wins over .env files, as in Vite; DEV_* may live in .env.local to give a checkout its own ports.
const env = { ...loadEnv('development', process.cwd(), ['VITE_', 'DEV_']), ...pick(process.env, ['VITE_', 'DEV_']) }
const args = process.argv.slice(2)
const webPortOption = takeOption(args, '--port')
const stackPortOption = takeOption(args, '--stack-port')
const webPort = portNumber(webPortOption ?? env.DEV_PORT, '--port / DEV_PORT', DEFAULT_WEB_PORT)
const stackPort = portNumber(stackPortOption ?? env.DEV_STACK_PORT, '--stack-port / DEV_STACK_PORT', DEFAULT_PORT)
const stackChosen = (stackPortOption ?? env.DEV_STACK_PORT) !== undefined

const localUrl = `http://127.0.0.1:${stackPort}`
const shopUrl = `http://127.0.0.1:${webPort}`
const supabaseUrl = env.VITE_SUPABASE_URL ?? localUrl
const isLocal = new RegExp(`^http://(127\\.0\\.0\\.1|localhost):${stackPort}/?$`).test(supabaseUrl)
if (stackChosen && !isLocal) {
  console.error(
    `The stack port ${stackPort} was chosen, but VITE_SUPABASE_URL (environment or .env files) is ${supabaseUrl}.` +
      ` Unset VITE_SUPABASE_URL, or drop the stack port to use that server.`,
  )
  process.exit(2)
}

const children = new Set<ChildProcess>()
let stopping = false

/** Stops every child (SIGTERM, then SIGKILL after the grace period) and exits once they are gone. */
function stopAll(code: number) {
  if (stopping) return
  stopping = true
  process.exitCode = code
  if (children.size === 0) process.exit(code)
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL')
  }, STOP_GRACE_MS).unref()
}

function start(name: string, command: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, command, { stdio: 'inherit', env: { ...process.env, ...extraEnv } })
  children.add(child)
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!stopping) {
      // One of the two ended by itself (a port in use, a crash): the other is no use alone.
      console.error(`${name} stopped (${signal ?? `exit ${code}`}).`)
      stopAll(code || 1)
    }
    if (children.size === 0) process.exit()
  })
}

/** How often a slow start says it is still going. */
const PROGRESS_MS = 30_000

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopAll(0))
// A crash of this runner must not leave the stack and Vite running without it.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error) => {
    console.error(error)
    stopAll(1)
  })
}

// npm passes SIGINT and SIGTERM to the shell that runs this script, and that shell ends without passing
// them on; npm passes SIGHUP not at all. So a process above this one that ends (the shell, or npm itself)
// is the sign to stop: its child is handed to another parent.
const watched = [{ pid: process.pid, parent: process.ppid }]
const shellParent = process.env.npm_lifecycle_event ? parentOf(process.ppid) : undefined
if (shellParent !== undefined) watched.push({ pid: process.ppid, parent: shellParent })
setInterval(() => {
  if (watched.some(({ pid, parent }) => parentOf(pid) !== parent)) stopAll(0)
}, 500).unref()

if (isLocal) {
  start('The local stack', [
    '--import',
    'tsx',
    'supabase/local/cli.ts',
    '--quiet',
    '--port',
    String(stackPort),
    // Links in the mails the stack keeps lead to this Vite; a --site-url among the arguments wins.
    '--site-url',
    shopUrl,
    ...args,
  ])
  // No deadline: a stack that fails exits, and its exit stops everything (above); a busy machine only makes it slower.
  await waitForAnswer(`${localUrl}/health`, 'The local stack is still starting (migrations and seed)')
}

if (!stopping) {
  start('Vite', ['node_modules/vite/bin/vite.js', '--port', String(webPort), '--strictPort'], {
    VITE_SUPABASE_URL: supabaseUrl,
    VITE_SUPABASE_ANON_KEY: env.VITE_SUPABASE_ANON_KEY ?? ANON_KEY,
  })
  if (await waitForAnswer(shopUrl, 'Vite is still starting')) {
    console.log(`
  CasaBite is running: ${shopUrl}
  Supabase API:        ${supabaseUrl}${isLocal ? `  (local stack; mail inbox at ${localUrl}/inbox)` : ''}
${
  isLocal
    ? `  Local accounts:      admin@casabite.test / casabite-admin-2026 (admin; a TOTP code too: README, Local accounts)
                       customer@casabite.test / casabite-customer-2026
`
    : ''
}`)
  }
}

/** Polls the URL until it answers 2xx (true) or everything is stopping (false), saying `waiting` now and then. */
async function waitForAnswer(url: string, waiting: string): Promise<boolean> {
  const progress = setInterval(() => console.log(`${waiting}...`), PROGRESS_MS)
  try {
    return await poll(url)
  } finally {
    clearInterval(progress)
  }
}

async function poll(url: string): Promise<boolean> {
  while (!stopping) {
    try {
      // A time limit per attempt: a request that reaches the stack while it is still starting may get no answer.
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

/** Removes `--name value` or `--name=value` from the arguments and returns the value. */
function takeOption(argv: string[], name: string): string | undefined {
  const index = argv.findIndex((a) => a === name || a.startsWith(`${name}=`))
  if (index === -1) return undefined
  const [arg = ''] = argv.splice(index, 1)
  if (arg.includes('=')) return arg.slice(name.length + 1)
  const [value = ''] = argv.splice(index, 1)
  return value
}

function portNumber(value: string | undefined, label: string, fallback: number): number {
  if (value === undefined) return fallback
  const port = Number(value)
  if (value.trim() === '' || !Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${label} must be a port number from 1 to 65535, got "${value}".`)
    process.exit(2)
  }
  return port
}

/** The parent of a process: this one's anywhere, another's where /proc tells (Linux), else undefined. */
function parentOf(pid: number): number | undefined {
  if (pid === process.pid) return process.ppid
  try {
    // "pid (command) state ppid ...": the command may hold spaces and parentheses, so read after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

function pick(source: NodeJS.ProcessEnv, prefixes: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (e): e is [string, string] => prefixes.some((p) => e[0].startsWith(p)) && e[1] !== undefined,
    ),
  )
}
