import { render, screen } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { AppProvider } from '@/app/provider'
import { ConfigErrorScreen } from '@/components/errors/config-error-screen'

function Broken(): never {
  throw new Error('render failed')
}

describe('error screens', () => {
  it('shows the crash screen when rendering fails outside the router', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <AppProvider queryClient={new QueryClient()}>
        <Broken />
      </AppProvider>,
    )
    const alert = screen.getByRole('alert')
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeInTheDocument()
    expect(alert).toHaveTextContent("We're sorry for the inconvenience. Please try refreshing the page.")
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })

  it('shows the configuration error screen with the message and a support contact', () => {
    render(<ConfigErrorScreen message="VITE_SUPABASE_URL is missing." />)
    expect(screen.getByRole('heading', { level: 1, name: 'Application Configuration Error' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('VITE_SUPABASE_URL is missing.')
    expect(screen.getByRole('link', { name: 'support@casabite.example' })).toHaveAttribute(
      'href',
      'mailto:support@casabite.example',
    )
  })
})
