import { MutationObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { useToastStore, type ToastInput } from '@/stores/toast'

/** Every toast raised while `run` runs (an error replaces the visible one, so the queue alone would undercount). */
async function toastsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const seen = new Map<number, string>()
  const stop = useToastStore.subscribe(({ queue }) => queue.forEach((t) => seen.set(t.id, t.title)))
  try {
    await run()
  } finally {
    stop()
  }
  return [...seen.values()]
}

function failingMutation(errorToast?: ToastInput | ((error: Error) => ToastInput | null)) {
  const observer = new MutationObserver(createQueryClient(), {
    mutationFn: () => Promise.reject(new Error('permission denied')),
    meta: errorToast ? { errorToast } : undefined,
  })
  return () => observer.mutate(undefined).catch(() => undefined)
}

describe('mutation failures', () => {
  afterEach(() => {
    useToastStore.getState().clear()
  })

  it('raise exactly one toast, from meta.errorToast', async () => {
    const titles = await toastsDuring(failingMutation({ title: 'Update Failed', variant: 'destructive' }))
    expect(titles).toEqual(['Update Failed'])
  })

  it('let a function read the error or stay quiet', async () => {
    const described = await toastsDuring(
      failingMutation((error) => ({ title: 'Save Failed', description: error.message, variant: 'destructive' })),
    )
    expect(described).toEqual(['Save Failed'])
    expect(useToastStore.getState().queue[0]?.description).toBe('permission denied')
    expect(await toastsDuring(failingMutation(() => null))).toEqual([])
  })

  it('stay quiet without meta', async () => {
    expect(await toastsDuring(failingMutation())).toEqual([])
  })
})
