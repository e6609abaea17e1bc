import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { FunctionEntry } from './project.ts'

const PRELOAD = fileURLToPath(new URL('./deno-preload.ts', import.meta.url))
const LISTENING_MARKER = '__casabite_function_listening__'

/** The binary of the `deno` npm package (its postinstall only copies it next to itself: not needed). */
export function denoBinary(): string {
  const install = createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string }
  return install.runInstall()
}

/** A function's Deno process. */
export interface Worker {
  /** The loopback port it serves on, once it has called `Deno.serve`; rejects with a BootError. */
  ready: Promise<number>
  /** Settles when the process has exited, whatever the reason. */
  exited: Promise<void>
  kill(): void
}

export class BootError extends Error {}

export interface WorkerOptions {
  env: Record<string, string>
  denoDir: string
  /** How long a process may take to reach `Deno.serve`; the first start downloads the npm: modules. */
  bootTimeoutMs: number
  onLine(stream: 'stdout' | 'stderr', line: string): void
}

/**
 * Starts `deno run` on the function's index.ts. The function's own deno.json (imports, npm: specifiers)
 * applies, as `supabase functions deploy` bundles it; the repository's package.json above it must not,
 * or Deno would resolve npm: modules from the shop's node_modules.
 */
export function startWorker(fn: FunctionEntry, options: WorkerOptions): Worker {
  const config = ['deno.json', 'deno.jsonc'].map((file) => join(fn.dir, file)).find((file) => existsSync(file))
  const args = [
    'run',
    '--allow-all',
    '--no-prompt',
    // Deploys resolve from the function's imports; a lockfile written here would only go stale.
    '--no-lock',
    ...(config ? ['--config', config] : ['--no-config']),
    '--preload',
    PRELOAD,
    fn.entrypoint,
  ]
  const child = spawn(denoBinary(), args, {
    cwd: fn.dir,
    env: {
      ...options.env,
      DENO_DIR: options.denoDir,
      NO_COLOR: '1',
      DENO_NO_UPDATE_CHECK: '1',
      ...(existsSync(join(fn.dir, 'package.json')) ? {} : { DENO_NO_PACKAGE_JSON: '1' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => resolve())
    // A process that could not be started never closes.
    child.once('error', () => resolve())
  })
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }

  const ready = new Promise<number>((resolve, reject) => {
    let booted = false
    const lastLines: string[] = []
    const timer = setTimeout(() => {
      kill()
      reject(new BootError(`${fn.name} did not call Deno.serve within ${options.bootTimeoutMs} ms`))
    }, options.bootTimeoutMs)

    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!booted && line.startsWith(LISTENING_MARKER)) {
        booted = true
        clearTimeout(timer)
        resolve(Number(line.slice(LISTENING_MARKER.length + 1)))
        return
      }
      options.onLine('stdout', line)
    })
    createInterface({ input: child.stderr }).on('line', (line) => {
      if (!booted) {
        lastLines.push(line)
        if (lastLines.length > 5) lastLines.shift()
      }
      options.onLine('stderr', line)
    })
    child.once('error', (e) => {
      clearTimeout(timer)
      reject(new BootError(`${fn.name}: could not start Deno: ${e.message}`))
    })
    void exited.then(() => {
      clearTimeout(timer)
      if (!booted) reject(new BootError(`${fn.name} exited before serving: ${lastLines.join(' | ')}`))
    })
  })
  // Callers that never wait for the start (a restart) must not leave the rejection unhandled.
  ready.catch(() => {})
  return { ready, exited, kill }
}
