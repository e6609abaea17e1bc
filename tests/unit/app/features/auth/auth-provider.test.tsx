import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_STORAGE_KEY } from '@/config/auth'
import { stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork, type NetworkHandler } from '../../support/network'
import { fakeSession, saveSession, USER_ID } from '../../support/session'
import { profileRow, route } from './auth-stubs'

// The provider and its hook over the real Auth client and PostgREST, with only the network stubbed. Each
// test loads the app's modules afresh: "has Auth started in this tab" is module state, as in a page.

vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  vi.resetModules()
  stubSupabaseEnv()
})

/** Renders the provider with a probe that prints what useAuth() says. */
async function renderProbe(handler: NetworkHandler) {
  const network = stubNetwork(handler)
  const [{ AuthProvider }, { useAuth }, { createQueryClient }] = await Promise.all([
    import('@/features/auth/components/auth-provider'),
    import('@/lib/auth'),
    import('@/lib/query-client'),
  ])
  let signOut: () => Promise<boolean> = () => Promise.resolve(false)
  function Probe() {
    const auth = useAuth()
    signOut = auth.signOut
    return (
      <output data-testid="auth">
        {[
          auth.status,
          auth.user?.email ?? '-',
          auth.profile?.first_name ?? '-',
          auth.isAdmin ? 'admin' : 'customer',
        ].join(' ')}
      </output>
    )
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  )
  return { ...network, signOut: () => signOut() }
}

const probe = () => screen.getByTestId('auth')

const profileHandler =
  (row = profileRow()): NetworkHandler =>
  (request) =>
    route(request) === 'rest /profiles' ? json([row]) : undefined

describe('AuthProvider and useAuth()', () => {
  it('a guest is signed out at once, and nothing is asked of Auth or the database', async () => {
    const { requests } = await renderProbe(profileHandler())
    expect(probe()).toHaveTextContent('signed-out - - customer')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(requests).toEqual([])
  })

  it('restores a saved session, then reads the profile for the names and the admin flag', async () => {
    const session = saveSession(USER_ID, 'ada@example.com')
    const { requests } = await renderProbe(profileHandler(profileRow({ is_admin: true })))
    expect(probe()).toHaveTextContent(/^loading/)
    await waitFor(() => expect(probe()).toHaveTextContent('signed-in ada@example.com Ada admin'))
    const profileRequest = requests.find((r) => route(r) === 'rest /profiles')!
    expect(new URL(profileRequest.url).searchParams.get('select')).toBe('is_admin,first_name,last_name,referral_code')
    expect(profileRequest.headers.get('Authorization')).toBe(`Bearer ${session.access_token}`)
  })

  it('a saved session that Auth cannot restore (its refresh refused, or not a session) ends signed out', async () => {
    // Expired, and the refresh token no longer valid (signed out elsewhere, or kept past its life).
    const expired = fakeSession()
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ ...expired, expires_at: Math.floor(Date.now() / 1000) - 60 }),
    )
    const { requests } = await renderProbe((request) =>
      route(request) === 'auth /token'
        ? json({ code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' }, 400)
        : undefined,
    )
    expect(probe()).toHaveTextContent(/^loading/)
    await waitFor(() => expect(probe()).toHaveTextContent('signed-out - - customer'))
    expect(requests.map(route)).toContain('auth /token')
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
  })

  it('a stored value that is no session at all ends signed out too', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ message: 'Invalid authentication credentials' }))
    await renderProbe(() => undefined)
    await waitFor(() => expect(probe()).toHaveTextContent('signed-out - - customer'))
  })

  it('a customer is not an admin', async () => {
    saveSession(USER_ID, 'bo@example.com')
    await renderProbe(profileHandler(profileRow({ first_name: 'Bo' })))
    await waitFor(() => expect(probe()).toHaveTextContent('signed-in bo@example.com Bo customer'))
  })

  it('a session restored at aal1 whose user has a verified factor owes the code; at aal2 it is signed in', async () => {
    saveSession(USER_ID, 'tess@example.com', { secondFactor: true, codePending: true })
    await renderProbe(profileHandler(profileRow({ first_name: 'Tess' })))
    await waitFor(() => expect(probe()).toHaveTextContent('second-factor tess@example.com Tess customer'))
  })

  it('a session restored at aal2 keeps its level: signed in', async () => {
    saveSession(USER_ID, 'tess@example.com', { secondFactor: true })
    await renderProbe(profileHandler(profileRow({ first_name: 'Tess' })))
    await waitFor(() => expect(probe()).toHaveTextContent('signed-in tess@example.com Tess customer'))
  })

  it('follows a sign-in in another tab (storage event), then its sign-out (Auth broadcast)', async () => {
    await renderProbe(profileHandler())
    expect(probe()).toHaveTextContent('signed-out')

    const session = JSON.stringify(fakeSession('ada@example.com'))
    localStorage.setItem(AUTH_STORAGE_KEY, session)
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: session }))
    })
    await waitFor(() => expect(probe()).toHaveTextContent('signed-in ada@example.com Ada'))

    // What Auth in the other tab posts when it signs out.
    localStorage.removeItem(AUTH_STORAGE_KEY)
    const otherTab = new BroadcastChannel(AUTH_STORAGE_KEY)
    otherTab.postMessage({ event: 'SIGNED_OUT', session: null })
    otherTab.close()
    await waitFor(() => expect(probe()).toHaveTextContent('signed-out - - customer'))
  })

  it('signOut() asks Auth to end the session, and the state follows', async () => {
    saveSession(USER_ID, 'ada@example.com')
    const { requests, signOut } = await renderProbe((request) =>
      route(request) === 'auth /logout' ? new Response(null, { status: 204 }) : profileHandler()(request),
    )
    await waitFor(() => expect(probe()).toHaveTextContent('signed-in'))
    let result: boolean | undefined
    await act(async () => {
      result = await signOut()
    })
    expect(result).toBe(true)
    expect(requests.some((r) => route(r) === 'auth /logout' && r.method === 'POST')).toBe(true)
    expect(probe()).toHaveTextContent('signed-out - - customer')
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
  })

  it('a user update (new password) keeps the user signed in with the updated user', async () => {
    saveSession(USER_ID, 'ada@example.com')
    const updated = {
      ...fakeSession('ada@example.com').user,
      email: 'ada@new.example',
      updated_at: '2026-02-01T00:00:00Z',
    }
    await renderProbe((request) =>
      route(request) === 'auth /user' && request.method === 'PUT' ? json(updated) : profileHandler()(request),
    )
    await waitFor(() => expect(probe()).toHaveTextContent('signed-in ada@example.com'))
    const { loadAuth } = await import('@/lib/supabase')
    await act(async () => {
      await (await loadAuth()).updateUser({ password: 'new-password' })
    })
    await waitFor(() => expect(probe()).toHaveTextContent('signed-in ada@new.example Ada'))
  })
})
