import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../../../scripts/postgres-cluster.ts'

// `npm run dev` (scripts/dev.ts) on ports of its own, with an in-memory stack: each signal a terminal
// or a process manager sends must stop the stack, Vite and everything they started.

/**
 * Start-up: migrations and seed in PGlite, then Vite. Idle, ~30 s; with both cores taken by other work,
 * several minutes. The test waits for both to answer; this bound only ends a start that hangs.
 */
const START_MS = 600_000
const STOP_MS = 30_000

/** Polls until `done` holds or the time is up; says which. */
async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await done()) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return done()
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok
  } catch {
    return false
  }
}

/** pid → [parent pid, state] of every process, from /proc. */
function processTable(): Map<number, { ppid: number; state: string }> {
  const table = new Map<number, { ppid: number; state: string }>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const [state = '', ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      table.set(Number(entry), { ppid: Number(ppid), state })
    } catch {
      // ended while we looked
    }
  }
  return table
}

function descendantsOf(root: number): number[] {
  const table = processTable()
  const found: number[] = []
  const queue = [root]
  while (queue.length) {
    const parent = queue.shift()!
    for (const [pid, { ppid }] of table) {
      if (ppid === parent) {
        found.push(pid)
        queue.push(pid)
      }
    }
  }
  return found
}

/** A process counts as alive until it is gone or a zombie waiting for a parent to collect it. */
function living(pids: number[]): number[] {
  const table = processTable()
  return pids.filter((pid) => {
    const entry = table.get(pid)
    return entry !== undefined && entry.state !== 'Z'
  })
}

let dev: ChildProcess | undefined
let started: number[] = []

afterEach(() => {
  // A failed test must not leave servers behind for the next one.
  for (const pid of living([...started, ...(dev?.pid ? [dev.pid] : [])])) process.kill(pid, 'SIGKILL')
  dev = undefined
  started = []
})

describe.skipIf(process.platform !== 'linux')('npm run dev', () => {
  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)(
    'stops the stack, Vite and all they started on %s',
    async (signal) => {
      const [webPort, stackPort] = [await freePort(), await freePort()]
      const stackUrl = `http://127.0.0.1:${stackPort}`
      const shopUrl = `http://127.0.0.1:${webPort}`
      const { npm_lifecycle_event: _, ...env } = process.env
      dev = spawn(
        process.execPath,
        ['--import', 'tsx', 'scripts/dev.ts', '--port', String(webPort), '--stack-port', String(stackPort), '--memory'],
        // The runner must take the local stack on the chosen port, whatever a developer's .env.local says.
        { env: { ...env, VITE_SUPABASE_URL: stackUrl }, stdio: 'ignore' },
      )
      const exited = new Promise<void>((resolve) => dev!.once('exit', () => resolve()))

      // Up and answering, or ended early (a crash fails at once rather than after START_MS).
      const up = async () => dev!.exitCode !== null || ((await answers(`${stackUrl}/health`)) && answers(shopUrl))
      expect(await waitUntil(up, START_MS)).toBe(true)
      expect(dev.exitCode, 'npm run dev ended before the shop answered').toBeNull()
      started = descendantsOf(dev.pid!)
      // At least the stack and Vite.
      expect(started.length).toBeGreaterThanOrEqual(2)

      dev.kill(signal)
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_MS))])
      expect(dev.exitCode ?? dev.signalCode).not.toBeNull()
      expect(await waitUntil(() => living(started).length === 0, STOP_MS)).toBe(true)
      expect(await answers(`${stackUrl}/health`)).toBe(false)
      expect(await answers(shopUrl)).toBe(false)
    },
    START_MS + 3 * STOP_MS,
  )
})
