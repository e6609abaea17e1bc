import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import NotFoundRoute from '@/app/not-found'

describe('404 page', () => {
  it('shows its heading and a Back to Home link', async () => {
    render(
      <MemoryRouter initialEntries={['/no-such-spice']}>
        <NotFoundRoute />
      </MemoryRouter>,
    )

    expect(
      screen.getByRole('heading', { level: 1, name: "404 - You've wandered off the spice trail!" }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toBe('Page Not Found | CasaBite'))
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })
})
