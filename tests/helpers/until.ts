/** Polls `probe` until it returns a value, or fails after `ms` naming `what` (a wait, never a measure of speed). */
export async function until<T>(probe: () => T | undefined, ms = 5000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}
