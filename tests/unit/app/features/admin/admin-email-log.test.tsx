import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from '@/stores/toast'
import { renderApp } from '../../support/render-app'
import { json } from '../../support/network'
import { route } from '../auth/auth-stubs'
import { signedInAs } from './admin-stubs'

vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  localStorage.clear()
  useToastStore.getState().clear()
})

const mail = (overrides: Record<string, unknown>) => ({
  id: 7,
  kind: 'order_placed',
  recipient: 'dana@example.com',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-20T10:00:00Z',
  sent_at: '2026-11-20T10:00:05Z',
  next_attempt_at: '2026-11-20T10:00:00Z',
  ...overrides,
})

const dead = mail({
  id: 8,
  kind: 'order_shipped',
  status: 'dead',
  attempts: 5,
  last_error: 'connect ECONNREFUSED',
  sent_at: null,
})

describe('the e-mail log in Messages', () => {
  it('lists sent and failed mail with the error, filters by status in the database, and retries a failed one', async () => {
    let retried: unknown
    const { requests } = signedInAs('admin', async (request) => {
      const name = route(request)
      if (name === 'rest /email_outbox') return json([mail({}), dead], 200, { 'Content-Range': '0-1/2' })
      if (name === 'rest /rpc/admin_retry_email') {
        retried = await request.json()
        return json({ ...dead, status: 'pending', attempts: 0 })
      }
      return json([], 200, { 'Content-Range': '*/0' })
    })
    renderApp('/admin/messages')
    const log = await screen.findByRole('table', { name: 'E-mail log' })
    const rows = await within(log).findAllByRole('row')
    expect(rows[1]).toHaveTextContent(/Order confirmation.*dana@example.com.*Sent/)
    expect(rows[2]).toHaveTextContent(/Order shipped.*Failed, not retried.*connect ECONNREFUSED/)
    expect(within(rows[1]!).queryByRole('button', { name: /again/ })).toBeNull()

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'failed' } })
    await waitFor(() => {
      const last = new URL(requests.filter((r) => route(r) === 'rest /email_outbox').at(-1)!.url)
      expect(last.searchParams.get('status')).toBe('in.(failed,dead)')
    })

    fireEvent.click(
      await within(screen.getByRole('table', { name: 'E-mail log' })).findByRole('button', {
        name: 'Send Order shipped to dana@example.com again',
      }),
    )
    expect(await screen.findByText('E-mail Queued')).toBeInTheDocument()
    expect(retried).toEqual({ p_id: 8 })
  })
})
