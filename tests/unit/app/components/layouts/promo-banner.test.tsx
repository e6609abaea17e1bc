import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { PromoBanner } from '@/components/layouts/promo-banner'
import { AuthContext, type AuthState } from '@/lib/auth'

function renderBanner() {
  return render(
    <MemoryRouter>
      <PromoBanner />
    </MemoryRouter>,
  )
}

describe('promotional banner', () => {
  it('promotes Flavor Points with a Learn More link to /rewards', () => {
    renderBanner()
    const banner = screen.getByRole('complementary', { name: 'Promotion' })
    expect(banner).toHaveTextContent('Earn Flavor Points with every order. Join free!')
    expect(screen.getByRole('link', { name: 'Learn More about Flavor Points' })).toHaveAttribute('href', '/rewards')
  })

  it('speaks to a signed-in member as a member, not as a guest to invite', () => {
    const member = { status: 'signed-in', user: null, profile: null, isAdmin: false, signOut: async () => true }
    render(
      <AuthContext value={member as AuthState}>
        <MemoryRouter>
          <PromoBanner />
        </MemoryRouter>
      </AuthContext>,
    )
    const banner = screen.getByRole('complementary', { name: 'Promotion' })
    expect(banner).toHaveTextContent("You're a member: every order earns you Flavor Points.")
    expect(banner).not.toHaveTextContent('Join free!')
    expect(screen.getByRole('link', { name: 'Learn More about Flavor Points' })).toHaveAttribute('href', '/rewards')
  })

  it('stays dismissed for the rest of the session, and only the session', () => {
    const first = renderBanner()
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss promotion' }))
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).not.toBeInTheDocument()
    first.unmount()

    // Another page of the same session (a new mount reads sessionStorage again).
    const second = renderBanner()
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).not.toBeInTheDocument()
    second.unmount()

    // A new session: sessionStorage starts empty.
    sessionStorage.clear()
    renderBanner()
    expect(screen.getByRole('complementary', { name: 'Promotion' })).toBeInTheDocument()
  })

  it('still dismisses when storage is unavailable', () => {
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    try {
      renderBanner()
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss promotion' }))
      expect(screen.queryByRole('complementary', { name: 'Promotion' })).not.toBeInTheDocument()
    } finally {
      Storage.prototype.setItem = setItem
    }
  })
})
