import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { useToastStore } from '@/stores/toast'
import { posts, stubBrowser } from './blog-test-helpers'
import { renderApp, SUPABASE_URL } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'

beforeEach(() => {
  stubBrowser()
  useToastStore.getState().clear()
})

describe('blog list (/blog)', () => {
  it('asks for the published posts, newest first, with the spec columns, and renders them as cards', async () => {
    const { requests } = stubNetwork((request) =>
      new URL(request.url).pathname === '/rest/v1/blog_posts' ? json(posts) : undefined,
    )

    renderApp('/blog')

    expect(await screen.findByRole('heading', { level: 1, name: 'Spice Stories' })).toBeInTheDocument()
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(3)
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(
      posts.map((post) => post.blog_title),
    )

    const first = within(cards[0]!)
    expect(first.getByText('Culture')).toBeInTheDocument()
    expect(first.getByText('October 12, 2026')).toHaveAttribute('datetime', '2026-10-12T09:00:00+00:00')
    expect(first.getByText('By Hana Tesfaye')).toBeInTheDocument()
    expect(first.getByText(posts[0]!.blog_excerpt)).toBeInTheDocument()
    const image = first.getByRole('img', { name: posts[0]!.image_description })
    expect(image).toHaveAttribute('width', '1200')
    expect(image).toHaveAttribute('height', '630')
    expect(image).toHaveAttribute('src', posts[0]!.main_image_url)
    expect(first.getByRole('link', { name: `Read More: ${posts[0]!.blog_title}` })).toHaveAttribute(
      'href',
      '/blog/berbere-and-the-ethiopian-table',
    )

    expect(requests).toHaveLength(1)
    const url = new URL(requests[0]!.url)
    expect(url.origin).toBe(SUPABASE_URL)
    expect(url.pathname).toBe('/rest/v1/blog_posts')
    expect(url.searchParams.get('select')).toBe(
      'id,blog_slug,blog_title,blog_excerpt,published_at,author_name,category,main_image_url,image_description',
    )
    expect(url.searchParams.get('publish_status')).toBe('eq.published')
    expect(url.searchParams.get('order')).toBe('published_at.desc')
  })

  it('shows 6 skeleton cards while the posts load', async () => {
    stubNetwork(() => new Promise<Response>(() => {}))
    // Imported once the env is stubbed: the Supabase client reads it when its module loads.
    const { BlogList } = await import('@/features/blog/components/blog-list')
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <BlogList />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading stories…')
    expect(screen.getAllByTestId('blog-card-skeleton')).toHaveLength(6)
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it('shows "No Stories Yet" when nothing is published', async () => {
    stubNetwork(() => json([]))
    renderApp('/blog')
    expect(await screen.findByRole('heading', { name: 'No Stories Yet' })).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it('toasts the spec message once when the posts cannot be fetched, and offers Try Again', async () => {
    const { requests } = stubNetwork(() =>
      json({ code: '42501', message: 'permission denied for table blog_posts', details: null, hint: null }, 401),
    )
    renderApp('/blog')

    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument()
    await waitFor(() =>
      expect(useToastStore.getState().queue).toEqual([
        expect.objectContaining({
          title: 'Error',
          description: 'Could not fetch blog posts. Please try again later.',
          variant: 'destructive',
        }),
      ]),
    )
    expect(requests).toHaveLength(1)
  })
})
