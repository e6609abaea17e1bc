// What `npm test` reads from a step's JSON report (vitest's or Playwright's): the counts, and which tests
// failed or passed only on a retry, so that the summary at the end of a long log names them.

export interface TestReport {
  passed: number
  failed: number
  skipped: number
  /** "file › test: the error's first line", for each test that failed (or file that did not load). */
  failures: string[]
  /** "file › test: the first error's first line", for each test that failed first and passed on a retry. */
  flaky: string[]
}

interface VitestJson {
  numPassedTests?: number
  numFailedTests?: number
  numPendingTests?: number
  numTodoTests?: number
  testResults?: {
    name: string
    status?: string
    message?: string
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

interface PlaywrightSpec {
  title: string
  file: string
  line: number
  tests: { status: 'expected' | 'unexpected' | 'flaky' | 'skipped'; results: { error?: { message?: string } }[] }[]
}
interface PlaywrightSuite {
  title: string
  specs?: PlaywrightSpec[]
  suites?: PlaywrightSuite[]
}
interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites?: PlaywrightSuite[]
}

/** The first line of an error with text, without the terminal's colour codes. */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- the colour codes are what is being removed
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '')
  return (
    plain
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? 'no message'
  )
}

function relative(file: string, root: string): string {
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file
}

/**
 * vitest's report keeps an error's stack, and a test's timeout error carries the stack of a placeholder
 * (`new Error("STACK_TRACE_ERROR")` in @vitest/runner), not its own message: say what that stands for.
 */
function vitestError(stack: string | undefined): string {
  const line = firstLine(stack)
  return line === 'Error: STACK_TRACE_ERROR' ? "timed out (the step's log above has the message)" : line
}

function fromVitest(json: VitestJson, root: string): TestReport {
  const failures: string[] = []
  for (const file of json.testResults ?? []) {
    const name = relative(file.name, root)
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed')
    for (const a of failed) failures.push(`${name} › ${a.fullName}: ${vitestError(a.failureMessages?.[0])}`)
    // A file that fails outside its tests (an import, a hook) has no failed test to name.
    if (file.status === 'failed' && failed.length === 0) failures.push(`${name}: ${firstLine(file.message)}`)
  }
  return {
    passed: json.numPassedTests ?? 0,
    failed: json.numFailedTests ?? 0,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    failures,
    flaky: [],
  }
}

function fromPlaywright(json: PlaywrightJson): TestReport {
  const failures: string[] = []
  const flaky: string[] = []
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      const name = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`
      for (const test of spec.tests) {
        const error = test.results.find((r) => r.error)?.error?.message
        if (test.status === 'unexpected') failures.push(`${name}: ${firstLine(error)}`)
        if (test.status === 'flaky') flaky.push(`${name}: ${firstLine(error)}`)
      }
    }
    // The outermost suite is the file, which the spec's own `file` already names.
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  for (const file of json.suites ?? []) visit(file, [])
  const { expected, unexpected, flaky: retried, skipped } = json.stats
  return { passed: expected + retried, failed: unexpected, skipped, failures, flaky }
}

/** Reads a vitest or Playwright JSON report; `root` is cut from the front of vitest's absolute paths. */
export function readTestReport(text: string, root: string): TestReport {
  const json = JSON.parse(text) as VitestJson | PlaywrightJson
  return 'stats' in json ? fromPlaywright(json) : fromVitest(json, root)
}
