import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor wait for the state a test asserts; on a busy machine lazy routes and deferred work
// (see lib/when-settled.ts) can take seconds, so the wait is generous. A passing test returns as soon
// as its state appears; only a failing one waits this long.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
