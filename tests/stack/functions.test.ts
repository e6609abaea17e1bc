import { execFileSync } from 'node:child_process'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY, type LogEntry } from '../../supabase/local/index.ts'
import { backend, startTestStack, type TestStack } from '../helpers/stack.ts'
import { until } from '../helpers/until.ts'

// /functions/v1 through unmodified supabase-js (`functions.invoke`), served by real Deno from the
// fixture project in tests/fixtures/supabase (copied, so that the hot-reload test may edit it).

const FIXTURE = fileURLToPath(new URL('../fixtures/supabase', import.meta.url))
const TIMEOUT_MS = 4000

let t: TestStack
let stopped = false
let project = ''
const log: LogEntry[] = []

beforeAll(async () => {
  // A variable of the machine the stack runs on, which functions must not see.
  process.env.FIXTURE_MACHINE_ONLY = 'not for functions'
  project = await mkdtemp(join(tmpdir(), 'casabite-functions-'))
  await cp(FIXTURE, project, { recursive: true })
  t = await startTestStack({
    log: (entry) => log.push(entry),
    functions: {
      dir: join(project, 'functions'),
      configFile: join(project, 'config.toml'),
      envFile: join(project, 'functions', 'secrets.env'),
      timeoutMs: TIMEOUT_MS,
      watch: true,
    },
  })
})

afterAll(async () => {
  if (!stopped) await t?.stop()
  if (project) await rm(project, { recursive: true, force: true })
})

/** The status and body (JSON when it is) of a failed invoke, as the SPA would read them. */
async function failure(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError)
  const response = (error as FunctionsHttpError).context as Response
  const text = await response.text()
  const json = response.headers.get('content-type')?.includes('json')
  return { status: response.status, body: (json ? JSON.parse(text) : text) as unknown }
}

const functionUrl = (name: string) => `${t.url}/functions/v1/${name}`

describe('invoking a function', () => {
  it('sends JSON in and gets JSON back, at the path the function sees on Supabase', async () => {
    const { data, error } = await t.anon.functions.invoke('echo?size=large', { body: { hello: 'world', n: 2 } })
    expect(error).toBeNull()
    expect(data).toMatchObject({ method: 'POST', path: '/echo?size=large', body: { hello: 'world', n: 2 } })
  })

  it('gives the function the platform variables and the project secrets, and nothing of the machine', async () => {
    const { data } = await t.anon.functions.invoke('echo')
    expect(data.env).toEqual({
      SUPABASE_URL: t.url,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      // Only a PostgreSQL server has a URL a function could connect to.
      SUPABASE_DB_URL: backend === 'postgres' ? expect.stringMatching(/^postgres(ql)?:\/\//) : null,
      FIXTURE_SECRET: 'pepper',
      FIXTURE_MACHINE_ONLY: null,
    })
    expect(log).toContainEqual(
      expect.objectContaining({
        event: 'warning',
        message: 'Env name cannot start with SUPABASE_, skipping: SUPABASE_URL',
      }),
    )
  })

  it('forwards the signed-in caller token, with which the function acts as the caller', async () => {
    const customer = await t.customer()
    const { data: session } = await customer.auth.getSession()
    const { data, error } = await customer.functions.invoke('echo', { body: {} })
    expect(error).toBeNull()
    expect(data.authorization).toBe(`Bearer ${session.session?.access_token}`)
    expect(data.user).toBe('customer@casabite.test')
  })

  it('answers 404 for a function the project does not have or has disabled', async () => {
    for (const name of ['nowhere', 'disabled', '_shared']) {
      const response = await fetch(functionUrl(name), { method: 'POST' })
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('Function not found')
    }
  })
})

describe('verify_jwt', () => {
  it('refuses a request without a JWT, or with an invalid one, before the function runs', async () => {
    const missing = await fetch(functionUrl('echo'), { method: 'POST', headers: { apikey: ANON_KEY } })
    expect(missing.status).toBe(401)
    expect(missing.headers.get('sb-error-code')).toBe('UNAUTHORIZED_NO_AUTH_HEADER')
    expect(await missing.json()).toMatchObject({ message: 'Missing authorization header' })
    // The browser may read the stack's own refusals (the function's answers carry the function's CORS).
    expect(missing.headers.get('access-control-allow-origin')).toBe('*')

    const basic = await fetch(functionUrl('echo'), { method: 'POST', headers: { Authorization: 'Basic dXNlcg==' } })
    expect(basic.status).toBe(401)
    expect(basic.headers.get('sb-error-code')).toBe('UNAUTHORIZED_INVALID_JWT_FORMAT')

    const { error } = await t.anon.functions.invoke('echo', { headers: { Authorization: `Bearer ${ANON_KEY}x` } })
    expect(await failure(error)).toEqual({
      status: 401,
      body: { code: 'UNAUTHORIZED_LEGACY_JWT', message: 'Invalid JWT', msg: 'Invalid JWT' },
    })
  })

  it('lets anyone call a function whose config.toml turns verify_jwt off', async () => {
    const response = await fetch(functionUrl('open'))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ open: true })
  })
})

it('passes a CORS preflight to the function, which answers it without a token', async () => {
  const response = await fetch(functionUrl('echo'), {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://127.0.0.1:5173',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
    },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info')
})

describe('a function in trouble', () => {
  it('that throws answers 500, its error is in the stack log, and it goes on serving', async () => {
    const { error } = await t.anon.functions.invoke('trouble', { body: { act: 'throw-marker-1' } })
    expect(await failure(error)).toEqual({ status: 500, body: 'Internal Server Error' })
    await until(() => log.find((e) => e.event === 'function-log' && String(e.line).includes('throw-marker-1')))
    const { data } = await t.anon.functions.invoke('trouble', { body: { act: 'answer' } })
    expect(data).toEqual({ act: 'answer' })
  })

  it('that exits answers 500 WORKER_ERROR, and the next request starts it again', async () => {
    const { error } = await t.anon.functions.invoke('trouble', { body: { act: 'exit' } })
    expect(await failure(error)).toMatchObject({ status: 500, body: { code: 'WORKER_ERROR' } })
    const { data } = await t.anon.functions.invoke('trouble', { body: { act: 'answer' } })
    expect(data).toEqual({ act: 'answer' })
  })

  it('that does not answer in time gets 546 WORKER_LIMIT, is restarted, and the stack keeps serving', async () => {
    const started = Date.now()
    const { error } = await t.anon.functions.invoke('trouble', { body: { act: 'hang' } })
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
    expect(await failure(error)).toMatchObject({ status: 546, body: { code: 'WORKER_LIMIT' } })
    expect(log).toContainEqual(expect.objectContaining({ event: 'error', function: 'trouble' }))
    const { data } = await t.anon.functions.invoke('trouble', { body: { act: 'answer' } })
    expect(data).toEqual({ act: 'answer' })
    expect((await t.anon.functions.invoke('open')).data).toMatchObject({ open: true })
  })

  it('that fails to load answers 503 BOOT_ERROR with its error in the stack log', async () => {
    const { error } = await t.anon.functions.invoke('broken')
    expect(await failure(error)).toMatchObject({ status: 503, body: { code: 'BOOT_ERROR' } })
    expect(log).toContainEqual(
      expect.objectContaining({
        event: 'function-log',
        function: 'broken',
        line: expect.stringContaining('broken on purpose'),
      }),
    )
  })
})

it('reloads a function when its files change', async () => {
  expect((await t.anon.functions.invoke('open')).data).toMatchObject({ version: 1 })
  await writeFile(
    join(project, 'functions', 'open', 'index.ts'),
    'Deno.serve(() => Response.json({ open: true, version: 2 }))\n',
  )
  let version = 1
  const deadline = Date.now() + 30_000
  while (version !== 2 && Date.now() < deadline) {
    version = (await t.anon.functions.invoke('open')).data.version
  }
  expect(version).toBe(2)
})

it('stops every function process when the stack closes', async () => {
  // The processes are the fixture functions' Deno processes: their command lines name the project's copy.
  const running = () =>
    execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(project))
  await t.anon.functions.invoke('open')
  expect(running().length).toBeGreaterThan(0)
  stopped = true
  await t.stop()
  expect(running()).toEqual([])
})
