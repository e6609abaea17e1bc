import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { blogKeys } from '@/lib/query-keys'
import { useToastStore } from '@/stores/toast'
import { fullPost, posts, stubBrowser } from './blog-test-helpers'
import { renderApp } from '../../support/render-app'
import { json, noRow, stubNetwork } from '../../support/network'

const SLUG = fullPost.blog_slug

/** `.single()` asks for one object; the list asks for an array. */
function isSingle(request: Request) {
  return request.headers.get('Accept') === 'application/vnd.pgrst.object+json'
}

beforeEach(() => {
  stubBrowser()
  useToastStore.getState().clear()
})

afterEach(() => {
  delete (window as { __pwned?: boolean }).__pwned
})

describe('blog post (/blog/:postId)', () => {
  it('renders the published post with a sanitised body, Back to Blog and More from the Blog', async () => {
    const { requests } = stubNetwork((request) => (isSingle(request) ? json(fullPost) : json(posts)))
    renderApp(`/blog/${SLUG}`)

    expect(await screen.findByRole('heading', { level: 1, name: fullPost.blog_title })).toBeInTheDocument()
    const article = screen.getByRole('article', { name: fullPost.blog_title })
    expect(within(article).getByText('By Priya Raman')).toBeInTheDocument()
    expect(within(article).getByText('Sourcing')).toBeInTheDocument()
    expect(within(article).getByText('January 20, 2026')).toBeInTheDocument()
    expect(within(article).getByRole('img', { name: fullPost.image_description })).toHaveAttribute(
      'fetchpriority',
      'high',
    )

    const body = screen.getByTestId('blog-post-body')
    expect(within(body).getByRole('heading', { level: 2, name: 'Three threads per flower' })).toBeInTheDocument()
    expect(within(body).getByText('violet').tagName).toBe('STRONG')
    expect(body.querySelector('script, [onmouseover], [style]')).toBeNull()
    expect(within(body).getByText('a trap')).not.toHaveAttribute('href')
    expect(within(body).getByRole('link', { name: 'Kashmiri Saffron' })).toHaveAttribute(
      'href',
      '/product/kashmiri-saffron',
    )
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()

    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
    const more = screen.getByRole('region', { name: 'More from the Blog' })
    expect(
      within(more)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([posts[0]!.blog_title, posts[1]!.blog_title])

    // The request: the page's columns (never the admin's Markdown source) of the one published post with this slug.
    const single = requests.find(isSingle)
    const url = new URL(single!.url)
    expect(url.pathname).toBe('/rest/v1/blog_posts')
    expect(url.searchParams.get('select')?.split(',')).toEqual([
      'id',
      'blog_slug',
      'blog_title',
      'blog_excerpt',
      'published_at',
      'author_name',
      'category',
      'main_image_url',
      'image_description',
      'blog_content',
      'updated_at',
    ])
    expect(url.searchParams.get('blog_slug')).toBe(`eq.${SLUG}`)
    expect(url.searchParams.get('publish_status')).toBe('eq.published')

    await waitFor(() => expect(document.title).toBe(`${fullPost.blog_title} | CasaBite`))
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', fullPost.blog_excerpt)
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/blog/${SLUG}`,
    )
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: fullPost.blog_title })
  })

  it('follows a link inside the body with the router (no page load)', async () => {
    stubNetwork((request) => {
      const { pathname } = new URL(request.url)
      if (pathname === '/rest/v1/blog_posts') return isSingle(request) ? json(fullPost) : json(posts)
      // The product page the link leads to.
      if (pathname === '/rest/v1/products') return json([])
    })
    const { router } = renderApp(`/blog/${SLUG}`)
    const link = await screen.findByRole('link', { name: 'Kashmiri Saffron' })
    expect(fireEvent.click(link)).toBe(false) // default prevented: the router took it
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/kashmiri-saffron'))
  })

  it('shows "Post Not Found" for PostgREST\'s no-row answer (406 PGRST116), without a toast', async () => {
    const { requests } = stubNetwork((request) => (isSingle(request) ? noRow() : json(posts)))
    renderApp('/blog/no-such-story')

    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
    expect(screen.queryByTestId('blog-post-body')).not.toBeInTheDocument()
    expect(useToastStore.getState().queue).toEqual([])
    // Not found is not retried.
    expect(requests.filter(isSingle)).toHaveLength(1)
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'))
  })

  it('toasts the spec message when the post cannot be fetched for another reason', async () => {
    stubNetwork((request) =>
      isSingle(request)
        ? json({ code: 'XX000', message: 'internal error', details: null, hint: null }, 500)
        : json(posts),
    )
    renderApp(`/blog/${SLUG}`)

    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument()
    await waitFor(() =>
      expect(useToastStore.getState().queue).toEqual([
        expect.objectContaining({
          description: 'Could not fetch blog post. It might not exist or there was a network issue.',
          variant: 'destructive',
        }),
      ]),
    )
  })

  it('clears a post that stops being published while open: "This post is no longer available."', async () => {
    let published = true
    stubNetwork((request) => (isSingle(request) ? (published ? json(fullPost) : noRow()) : json(posts)))
    const { queryClient } = renderApp(`/blog/${SLUG}`)
    expect(await screen.findByRole('heading', { level: 1, name: fullPost.blog_title })).toBeInTheDocument()

    // What the live UPDATE handler does: refetch the post, which is no longer published.
    published = false
    await queryClient.invalidateQueries({ queryKey: blogKeys.detail(SLUG) })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This post is no longer available.' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: fullPost.blog_title })).not.toBeInTheDocument()
    expect(screen.queryByTestId('blog-post-body')).not.toBeInTheDocument()
    expect(useToastStore.getState().queue).toEqual([])
  })

  it('keeps the post on screen, without a toast, when a background re-check fails for another reason', async () => {
    let failing = false
    stubNetwork((request) =>
      isSingle(request)
        ? failing
          ? json({ code: 'XX000', message: 'internal error', details: null, hint: null }, 500)
          : json(fullPost)
        : json(posts),
    )
    const { queryClient } = renderApp(`/blog/${SLUG}`)
    expect(await screen.findByRole('heading', { level: 1, name: fullPost.blog_title })).toBeInTheDocument()

    failing = true
    await queryClient.invalidateQueries({ queryKey: blogKeys.detail(SLUG) })

    await waitFor(() => expect(queryClient.getQueryState(blogKeys.detail(SLUG))?.status).toBe('error'))
    expect(screen.getByRole('heading', { level: 1, name: fullPost.blog_title })).toBeInTheDocument()
    expect(screen.getByTestId('blog-post-body')).toBeInTheDocument()
    expect(useToastStore.getState().queue).toEqual([])
  })
})
