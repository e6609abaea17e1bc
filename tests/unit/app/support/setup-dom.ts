import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { useToastStore } from '@/stores/toast'
import { takeUnhandledRequests } from './network'

// findBy*/waitFor wait for the state a test asserts. With both cores taken by other work, the first
// import of a lazy route or of the toaster took over 10 s, so the wait is generous. A passing test
// returns as soon as its state appears; only a failing one waits this long.
configure({ asyncUtilTimeout: 30_000 })

// jsdom has <dialog> but not its modal API: open and close it as the browser does (the page's inertness
// and Escape are the browser's; the tests fire the cancel event Escape would).
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '')
}
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open')
}

afterEach(() => {
  cleanup()
  // The toast queue is module state: a toast one test raised (Empty Cart stays 5 s) must not show in the next.
  useToastStore.getState().clear()
  localStorage.clear()
  sessionStorage.clear()
  const unhandled = takeUnhandledRequests()
  if (unhandled.length > 0) throw new Error(`Requests this test did not declare:\n${unhandled.join('\n')}`)
})
