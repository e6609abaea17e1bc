import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readTestReport } from '../../../scripts/test-report.ts'

// `npm test`'s summary names what failed and what passed only on a retry, from the reports vitest and
// Playwright write. The reports here are real: both runners are run on small suites written for the test.

const run = promisify(execFile)
const project = resolve(import.meta.dirname, '../../..')
let dir: string

function write(path: string, text: string) {
  mkdirSync(join(dir, path, '..'), { recursive: true })
  writeFileSync(join(dir, path), text)
}

/** Runs a runner whose suite fails (exit 1), and returns the JSON report it wrote. */
async function reportOf(args: string[], report: string, env: Record<string, string> = {}): Promise<string> {
  const failed = await run(process.execPath, args, { cwd: dir, env: { ...process.env, CI: '', ...env } }).then(
    () => false,
    (error: { code?: number }) => error.code === 1,
  )
  expect(failed).toBe(true)
  return readFileSync(join(dir, report), 'utf8')
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'casabite-test-report-'))
  // The suites import their runner from the project's node_modules, as its own tests do.
  symlinkSync(join(project, 'node_modules'), join(dir, 'node_modules'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Each test starts a runner in a process of its own: on a machine whose cores the other test files keep busy,
// Playwright's start alone took over vitest's default 5 s. A bound for a hung runner, not a measure of speed.
const RUNNER_MS = 120_000

describe('readTestReport', { timeout: RUNNER_MS }, () => {
  it("reads vitest's report: the counts, each failed test by file and name with its message, a timeout, a file that did not load", async () => {
    write('vitest.config.mjs', 'export default { test: { include: ["v/**/*.test.mjs"] } }\n')
    write(
      'v/points.test.mjs',
      `import { describe, expect, it } from 'vitest'
describe('points', () => {
  it('adds up', () => expect(1 + 1).toBe(2))
  it('cannot be spent twice', () => expect(2).toBe(1))
  it('expires', () => new Promise((done) => setTimeout(done, 5000)), 100)
  it.skip('later', () => {})
})
`,
    )
    write('v/broken.test.mjs', `throw new Error('the stack did not start')\n`)
    const text = await reportOf(
      ['node_modules/vitest/vitest.mjs', 'run', '--reporter=json', '--outputFile.json=vitest.json'],
      'vitest.json',
    )

    const report = readTestReport(text, dir)
    expect(report).toMatchObject({ passed: 1, failed: 2, skipped: 1, flaky: [] })
    expect(report.failures).toHaveLength(3)
    expect(report.failures).toContain(
      'v/points.test.mjs › points cannot be spent twice: AssertionError: expected 2 to be 1 // Object.is equality',
    )
    expect(report.failures).toContain(
      "v/points.test.mjs › points expires: timed out (the step's log above has the message)",
    )
    expect(report.failures).toContain('v/broken.test.mjs: the stack did not start')
  })

  it("reads Playwright's report: the counts, a failure with its describe, and a test that passed on a retry", async () => {
    write(
      'playwright.config.mjs',
      `export default { testDir: 'p', retries: 1, reporter: [['json', { outputFile: 'playwright.json' }]] }\n`,
    )
    write(
      'p/checkout.spec.mjs',
      `import { expect, test } from '@playwright/test'
test('places an order', () => {})
test.describe('at 390 px', () => {
  test('the summary fits', ({}, info) => expect(info.retry).toBe(1))
  test('the steps fit', () => expect('wide').toBe('narrow'))
})
test.skip('later', () => {})
`,
    )
    const text = await reportOf(
      ['node_modules/@playwright/test/cli.js', 'test', '--config', 'playwright.config.mjs'],
      'playwright.json',
    )

    const report = readTestReport(text, dir)
    expect(report).toMatchObject({ passed: 2, failed: 1, skipped: 1 })
    expect(report.failures).toEqual([
      'checkout.spec.mjs:5 › at 390 px › the steps fit: Error: expect(received).toBe(expected) // Object.is equality',
    ])
    expect(report.flaky).toEqual([
      'checkout.spec.mjs:4 › at 390 px › the summary fits: Error: expect(received).toBe(expected) // Object.is equality',
    ])
  })
})
