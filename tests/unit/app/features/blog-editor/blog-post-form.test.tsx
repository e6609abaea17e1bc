import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from '@/stores/toast'
import { json, rows } from '../../support/network'
import { renderApp } from '../../support/render-app'
import { route } from '../auth/auth-stubs'
import { signedInAs } from '../admin/admin-stubs'

vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  localStorage.clear()
  useToastStore.getState().clear()
})

const POST_ID = '33333333-3333-4333-8333-333333333333'

const postRow = (overrides: Record<string, unknown> = {}) => ({
  id: POST_ID,
  blog_slug: 'saffron-harvest-notes',
  blog_title: 'Saffron harvest notes',
  blog_excerpt: 'What came in this autumn.',
  blog_content: '<h2>Harvest</h2>',
  blog_markdown: '# Harvest',
  published_at: null,
  author_name: 'The CasaBite Team',
  category: 'News',
  main_image_url: null,
  image_description: '',
  publish_status: 'draft',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-02T00:00:00Z',
  ...overrides,
})

const MARKDOWN = '# Harvest\n\n- La Mancha\n- Kashmir\n\n[Our saffron](/shop)\n\n<script>alert(1)</script>'

const slugTaken = () =>
  json(
    {
      code: '23505',
      message: 'duplicate key value violates unique constraint "blog_posts_blog_slug_key"',
      details: null,
      hint: null,
    },
    409,
  )

async function fillNewPost() {
  fireEvent.input(await screen.findByLabelText(/^Title/), { target: { value: 'Saffron  Harvest notes!' } })
  fireEvent.input(screen.getByLabelText(/^Category/), { target: { value: 'News' } })
  fireEvent.input(screen.getByLabelText('Body (Markdown)'), { target: { value: MARKDOWN } })
}

describe('the blog post form', () => {
  it('makes the slug from the title, previews the Markdown sanitised, and saves source and HTML as a draft', async () => {
    const { requests } = signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /blog_posts' && request.method === 'POST') return rows(request, [postRow()])
      if (name === 'rest /blog_posts') return rows(request, [postRow()])
      return undefined
    })
    renderApp('/admin/blog-posts/new')
    await fillNewPost()
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('saffron-harvest-notes')

    const preview = await screen.findByTestId('markdown-preview')
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 2, name: 'Harvest' })).toBeVisible())
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['La Mancha', 'Kashmir'])
    expect(within(preview).getByRole('link', { name: 'Our saffron' })).toHaveAttribute('href', '/shop')
    expect(preview.querySelector('script')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Create Draft' }))
    expect(await screen.findByText('Saffron harvest notes was saved as a draft. Publish it when ready.')).toBeVisible()
    const insert = requests.find((r) => route(r) === 'rest /blog_posts' && r.method === 'POST')!
    const body = (await insert.json()) as Record<string, string>
    expect(body).toMatchObject({
      blog_title: 'Saffron  Harvest notes!',
      blog_slug: 'saffron-harvest-notes',
      category: 'News',
      blog_markdown: MARKDOWN,
      main_image_url: null,
    })
    expect(body).not.toHaveProperty('publish_status')
    expect(body.blog_content).toContain('<h2>Harvest</h2>')
    expect(body.blog_content).toContain('<li>La Mancha</li>')
    expect(body.blog_content).not.toContain('script')
    // On to the saved draft's edit page, where Publish is.
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit: Saffron harvest notes' })).toBeVisible()
  })

  it('says what is missing beside each field, and a taken slug at the slug', async () => {
    signedInAs('admin', (request) =>
      route(request) === 'rest /blog_posts' && request.method === 'POST' ? slugTaken() : undefined,
    )
    renderApp('/admin/blog-posts/new')
    fireEvent.click(await screen.findByRole('button', { name: 'Create Draft' }))
    expect(await screen.findByText('Give the post a title of 2 to 200 characters.')).toBeVisible()
    expect(screen.getByText('Give the post a category (up to 60 characters), like Recipes.')).toBeVisible()
    expect(screen.getByLabelText(/^Title/)).toHaveFocus()

    await fillNewPost()
    fireEvent.click(screen.getByRole('button', { name: 'Create Draft' }))
    expect(await screen.findByText('Another post already uses this slug. Choose another.')).toBeVisible()
    expect(screen.getByLabelText(/^Slug/)).toHaveFocus()
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Saffron  Harvest notes!')
  })

  it('asks for the cover image description; a failed write removes the uploaded cover again', async () => {
    const { requests } = signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /blog_posts' && request.method === 'POST') return slugTaken()
      if (name.startsWith('storage /object/blog-images/') && request.method === 'POST') {
        return json({ Key: `blog-images/${name.slice('storage /object/blog-images/'.length)}`, Id: 'x' })
      }
      if (name === 'storage /object/blog-images' && request.method === 'DELETE') return json([])
      return undefined
    })
    const { container } = renderApp('/admin/blog-posts/new')
    await fillNewPost()
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!
    fireEvent.change(input, { target: { files: [new File(['png'], 'threads.png', { type: 'image/png' })] } })
    expect(await screen.findByRole('img', { name: 'Cover image preview' })).toBeVisible()
    expect(await screen.findByText('Cover image selected. Save the post to upload.')).toBeVisible()

    fireEvent.click(screen.getByRole('button', { name: 'Create Draft' }))
    expect(await screen.findByText('Describe the cover image for readers who cannot see it.')).toBeVisible()
    expect(requests.some((r) => r.method === 'POST' && route(r).startsWith('storage'))).toBe(false)

    fireEvent.input(screen.getByLabelText('Cover image description (alt text)'), {
      target: { value: 'Saffron threads on a plate' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Create Draft' }))
    expect(await screen.findByText('Another post already uses this slug. Choose another.')).toBeVisible()
    const upload = requests.find((r) => route(r).startsWith('storage /object/blog-images/') && r.method === 'POST')!
    const uploadedPath = route(upload).slice('storage /object/blog-images/'.length)
    expect(uploadedPath).toMatch(/^saffron-harvest-notes\/[0-9a-f-]{36}\.png$/)
    const removal = requests.find((r) => route(r) === 'storage /object/blog-images' && r.method === 'DELETE')!
    expect(((await removal.json()) as { prefixes: string[] }).prefixes).toEqual([uploadedPath])
  })
})

describe('the blog post list', () => {
  it('shows each post published or draft with its date, and publishes a draft', async () => {
    let status = 'draft'
    const { requests } = signedInAs('admin', (request) => {
      if (route(request) !== 'rest /blog_posts') return undefined
      if (request.method === 'PATCH') {
        status = 'published'
        return json([{ id: POST_ID }])
      }
      return json([
        postRow({ publish_status: status, published_at: status === 'published' ? '2026-11-20T10:00:00Z' : null }),
        postRow({
          id: '44444444-4444-4444-8444-444444444444',
          blog_title: 'Cumin, toasted',
          blog_slug: 'cumin-toasted',
          publish_status: 'published',
          published_at: '2026-10-05T10:00:00Z',
        }),
      ])
    })
    renderApp('/admin/blog-posts')
    const draft = await screen.findByRole('listitem', { name: 'Saffron harvest notes' })
    expect(within(draft).getByText('Draft')).toBeVisible()
    expect(within(draft).getByText(/Last edited Nov 2, 2026/)).toBeVisible()
    const live = screen.getByRole('listitem', { name: 'Cumin, toasted' })
    expect(within(live).getByText('Published')).toBeVisible()
    expect(within(live).getByText(/Published Oct 5, 2026/)).toBeVisible()
    expect(within(live).getByRole('link', { name: /View Cumin, toasted on the blog/ })).toHaveAttribute(
      'href',
      '/blog/cumin-toasted',
    )

    const publish = within(draft).getByRole('button', { name: 'Publish Saffron harvest notes' })
    publish.focus()
    fireEvent.click(publish)
    expect(await screen.findByText('Saffron harvest notes is live on the blog.')).toBeVisible()
    const patch = requests.find((r) => r.method === 'PATCH')!
    expect(await patch.json()).toEqual({ publish_status: 'published' })
    expect(new URL(patch.url).searchParams.get('id')).toBe(`eq.${POST_ID}`)
    const unpublish = await within(draft).findByRole('button', { name: 'Unpublish Saffron harvest notes' })
    expect(unpublish).toHaveFocus()
  })
})
