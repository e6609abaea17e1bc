import { execFile, spawn } from 'node:child_process'
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export interface Cluster {
  /** Superuser connection string to the cluster's `postgres` database. */
  url: string
  stop(): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })
}

/**
 * A throwaway PostgreSQL server in a temporary directory on a free loopback port, tuned for tests
 * (no fsync). Postgres refuses to run as root, so as root it runs as the `postgres` system user.
 */
export async function startCluster(): Promise<Cluster> {
  const dir = await mkdtemp(join(tmpdir(), 'casabite-pg-'))
  const asRoot = process.getuid?.() === 0
  const as = async (cmd: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args]) : run(join(BIN, cmd), args)
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    await chown(dir, Number(stdout.trim()), Number(gid.trim()))
  }
  await chmod(dir, 0o700)
  const data = join(dir, 'data')
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'])
  const port = await freePort()
  const opts = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ')
  await as('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => {})
      await rm(dir, { recursive: true, force: true })
    },
  }
}

// `tsx scripts/postgres-cluster.ts <command...>`: runs the command with TEST_PG_URL pointing at a
// fresh cluster, then stops it; exits with the command's status.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [cmd, ...args] = process.argv.slice(2)
  if (!cmd) {
    console.error('usage: tsx scripts/postgres-cluster.ts <command> [args...]')
    process.exit(2)
  }
  const cluster = await startCluster()
  console.log(`PostgreSQL 15 test cluster at ${cluster.url}`)
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, TEST_PG_URL: cluster.url } })
  const stop = () => child.kill('SIGTERM')
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  const code: number = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))))
  await cluster.stop()
  process.exit(code)
}
