import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'

vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  stubSupabaseEnv()
  stubNetwork(() => json([]))
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})

const head = (selector: string) => document.head.querySelectorAll(selector)
const content = (selector: string) => head(selector)[0]?.getAttribute('content')

describe('page metadata', () => {
  it.each([
    ['/', 'Buy Premium Spices Online | CasaBite', /world's finest spices/],
    ['/about', 'Our Story | CasaBite', /founders/],
    ['/faq', 'Frequently Asked Questions | CasaBite', /gift cards/],
    ['/contact', 'Contact Us | CasaBite', /message/],
    ['/returns-refunds', 'Returns & Refunds Policy | CasaBite', /14 days of delivery/],
    ['/privacy-policy', 'Privacy Policy | CasaBite', /personal information/],
    ['/terms-of-service', 'Terms of Service | CasaBite', /California/],
    ['/products', 'All Spices | CasaBite', /being prepared/],
    ['/recipes', 'Recipes | CasaBite', /being prepared/],
  ])('%s has its title, description, canonical URL and Open Graph tags', async (path, title, description) => {
    renderApp(path)
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(document.title).toBe(title))

    const url = `${window.location.origin}${path}`
    expect(head('title')).toHaveLength(1)
    expect(head('meta[name="description"]')).toHaveLength(1)
    expect(content('meta[name="description"]')).toMatch(description)
    expect(head('link[rel="canonical"]')[0]).toHaveAttribute('href', url)
    expect(content('meta[property="og:title"]')).toBe(title)
    expect(content('meta[property="og:description"]')).toBe(content('meta[name="description"]'))
    expect(content('meta[property="og:url"]')).toBe(url)
    expect(content('meta[property="og:site_name"]')).toBe('CasaBite')
  })

  it('refreshes the tags with the current URL on navigation', async () => {
    const { router } = renderApp('/faq')
    await waitFor(() => expect(document.title).toBe('Frequently Asked Questions | CasaBite'))
    await act(() => router.navigate('/about'))
    await waitFor(() => expect(document.title).toBe('Our Story | CasaBite'))
    expect(head('title')).toHaveLength(1)
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/about`)
    expect(head('link[rel="canonical"]')).toHaveLength(1)
  })

  it('replaces index.html’s static title and description', async () => {
    const staticTitle = document.createElement('title')
    staticTitle.dataset.staticHead = ''
    staticTitle.textContent = 'CasaBite | Premium, Ethically Sourced Spices'
    document.head.append(staticTitle)

    renderApp('/faq')
    await waitFor(() => expect(document.title).toBe('Frequently Asked Questions | CasaBite'))
    expect(document.head.querySelector('[data-static-head]')).toBeNull()
  })

  it('keeps the 404 page out of search results', async () => {
    renderApp('/no-such-spice')
    await waitFor(() => expect(document.title).toBe('Page Not Found | CasaBite'))
    expect(content('meta[name="robots"]')).toBe('noindex')
  })
})
