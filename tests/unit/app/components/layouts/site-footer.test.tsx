import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'

vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  stubSupabaseEnv()
  stubNetwork(() => json([]))
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})

describe('site footer', () => {
  it('links every page the spec lists, the social accounts, the support details and the newsletter', async () => {
    renderApp('/about')
    const footer = await screen.findByRole('contentinfo', {})

    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    for (const path of [
      '/shop',
      '/about',
      '/blog',
      '/contact',
      '/faq',
      '/returns-refunds',
      '/privacy-policy',
      '/terms-of-service',
      '/rewards',
    ]) {
      expect(hrefs).toContain(path)
    }

    const social = within(footer).getByRole('list', { name: 'Follow CasaBite' })
    for (const network of ['Instagram', 'Facebook', 'Pinterest', 'YouTube']) {
      const link = within(social).getByRole('link', { name: `CasaBite on ${network} (opens in a new tab)` })
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    expect(within(footer).getByRole('link', { name: 'support@casabite.example' })).toHaveAttribute(
      'href',
      'mailto:support@casabite.example',
    )
    expect(within(footer).getByRole('link', { name: '+1 (555) 010-2024' })).toHaveAttribute('href', 'tel:+15550102024')
    expect(within(footer).getByText(/123 Spice Market Lane/)).toBeInTheDocument()
    expect(await within(footer).findByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument()
  })

  it('is on the policy pages too', async () => {
    renderApp('/returns-refunds')
    const footer = await screen.findByRole('contentinfo', {})
    expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq')
  })
})
