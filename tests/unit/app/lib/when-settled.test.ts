import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settleAfter, whenSettled } from '@/lib/when-settled'

/** Whether the promise has resolved by now (after the timers advanced so far). */
async function isDone(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('whenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    settleAfter(() => false)
    vi.useRealTimers()
  })

  it('waits while the page is still loading, then resolves once a frame has painted', async () => {
    let loading = true
    settleAfter(() => loading)
    const settled = whenSettled()

    await vi.advanceTimersByTimeAsync(1500)
    expect(await isDone(settled)).toBe(false)

    loading = false
    // The next look (100 ms), then the frame after it.
    await vi.advanceTimersByTimeAsync(150)
    expect(await isDone(settled)).toBe(true)
  })

  it('resolves 3 s after it was asked at the latest, however long the page keeps loading', async () => {
    settleAfter(() => true)
    const settled = whenSettled()

    await vi.advanceTimersByTimeAsync(2900)
    expect(await isDone(settled)).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    expect(await isDone(settled)).toBe(true)
  })

  it('stops looking once it has resolved', async () => {
    const loading = vi.fn(() => true)
    settleAfter(loading)
    await Promise.all([whenSettled(), vi.advanceTimersByTimeAsync(3000)])
    const looks = loading.mock.calls.length

    await vi.advanceTimersByTimeAsync(1000)
    expect(loading).toHaveBeenCalledTimes(looks)
  })
})
