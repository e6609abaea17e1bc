import { act, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { toast, useToastStore } from '@/stores/toast'

afterEach(() => act(() => useToastStore.getState().clear()))

describe('LazyToaster', () => {
  it('mounts nothing until the first toast is queued, then stays mounted', async () => {
    render(
      <MemoryRouter>
        <LazyToaster />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument()

    act(() => {
      toast({ title: 'Hello from the queue' })
    })
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' })
    await waitFor(() => expect(region).toHaveTextContent('Hello from the queue'))

    act(() => useToastStore.getState().clear())
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).not.toHaveTextContent('Hello from the queue')
  })
})
