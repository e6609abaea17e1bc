import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { startConnectionCheck } from '@/features/connection/start-connection-check'
import { useToastStore } from '@/stores/toast'
import { stubSupabaseEnv } from '../../support/render-app'
import { stubNetwork, type NetworkHandler } from '../../support/network'

// The start-up check at the HTTP boundary: fetch stubbed, the real toaster.

beforeEach(() => {
  stubSupabaseEnv()
  render(
    <MemoryRouter>
      <LazyToaster />
    </MemoryRouter>,
  )
})

afterEach(() => act(() => useToastStore.getState().clear()))

const toasts = () => useToastStore.getState().queue

async function runCheck(answer: NetworkHandler, { dev }: { dev: boolean }) {
  vi.stubEnv('DEV', dev)
  const { requests } = stubNetwork(answer)
  await act(() => startConnectionCheck())
  return requests
}

const notifications = () => screen.findByRole('region', { name: 'Notifications (F8)' })

describe('the start-up connection check', () => {
  it('asks for a count of products with a HEAD request and no rows, with the anon key', async () => {
    const requests = await runCheck(() => new Response(null, { status: 200, headers: { 'Content-Range': '*/12' } }), {
      dev: false,
    })
    expect(requests).toHaveLength(1)
    const [request] = requests
    const url = new URL(request!.url)
    expect(request!.method).toBe('HEAD')
    expect(url.pathname).toBe('/rest/v1/products')
    expect(url.searchParams.get('select')).toBe('id')
    expect(request!.headers.get('prefer')).toContain('count=exact')
    expect(request!.headers.get('apikey')).toBe('test-anon-key')
    expect(request!.headers.get('authorization')).toBe('Bearer test-anon-key')
  })

  it('says "Supabase Connected" for 3 seconds in a development build', async () => {
    await runCheck(() => new Response(null, { status: 200 }), { dev: true })
    expect(toasts()).toMatchObject([{ title: 'Supabase Connected', duration: 3000 }])
    expect(await within(await notifications()).findByText('Supabase Connected')).toBeInTheDocument()
  })

  it('says nothing when connected in a production build', async () => {
    await runCheck(() => new Response(null, { status: 200 }), { dev: false })
    expect(toasts()).toEqual([])
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument()
  })

  it('tolerates the answers that still prove the database is there: an unknown table (42P01) and no single row (PGRST116)', async () => {
    // A HEAD answer carries no body, so only the status tells them apart from a failure.
    await runCheck(() => new Response(null, { status: 404, statusText: 'Not Found' }), { dev: false })
    await runCheck(() => new Response(null, { status: 406, statusText: 'Not Acceptable' }), { dev: false })
    expect(toasts()).toEqual([])
  })

  it.each([true, false])(
    'shows everyone (dev build: %s) "Supabase Connection Issue" with the reason for 7 seconds when the database cannot answer',
    async (dev) => {
      await runCheck(() => Promise.reject(new TypeError('Failed to fetch')), { dev })
      expect(toasts()).toMatchObject([
        {
          title: 'Supabase Connection Issue',
          description: 'Could not verify connection: TypeError: Failed to fetch',
          variant: 'destructive',
          duration: 7000,
        },
      ])
      const region = await notifications()
      expect(await within(region).findByText('Supabase Connection Issue')).toBeInTheDocument()
    },
  )

  it('names the HTTP status of a refusal, which a HEAD answer carries without a message', async () => {
    await runCheck(() => new Response(null, { status: 401, statusText: 'Unauthorized' }), { dev: false })
    expect(toasts()).toMatchObject([
      { title: 'Supabase Connection Issue', description: 'Could not verify connection: HTTP 401 Unauthorized' },
    ])
  })

  it('says "Supabase Client Not Ready" for 7 seconds when the client cannot be created', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', '')
    const requests = await runCheck(() => new Response(null, { status: 200 }), { dev: false })
    expect(requests).toEqual([])
    expect(toasts()).toMatchObject([
      {
        title: 'Supabase Client Not Ready',
        description: 'The client failed to initialize. Please check the configuration.',
        duration: 7000,
      },
    ])
  })
})
