import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { useToastStore } from '@/stores/toast'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, rows, stubNetwork, type NetworkHandler } from '../../support/network'
import { productRow } from '../../support/product-row'
import { saveSession } from '../../support/session'

// The product page's reviews through the whole app (router, lazy route and section, query cache, toaster),
// with only fetch stubbed at the HTTP boundary, answering as PostgREST does.

const CUSTOMER_ID = '5f0c1a52-4d43-4b0e-9d55-3a4e2c1b7f10'
const REVIEW_ID = '7d3e2a10-1111-4aaa-8bbb-000000000001'

const product = productRow()

/** Twelve reviews, newest first, as get_product_reviews() orders them. */
const allReviews = Array.from({ length: 12 }, (_, i) => ({
  id: `7d3e2a10-0000-4aaa-8bbb-0000000000${String(i).padStart(2, '0')}`,
  rating: (i % 5) + 1,
  title: `Review number ${i + 1}`,
  body: i === 0 ? 'Better than 3 < 5 others.\n<b>not bold</b>' : `Body of review ${i + 1}.`,
  reviewer_name: i === 0 ? 'Dana D.' : i === 4 ? 'Customer' : 'Verified Buyer',
  is_own: false,
  // The fifth reviewer's only order of the product was cancelled.
  is_verified: i !== 4,
  created_at: `2026-11-${String(24 - i).padStart(2, '0')}T10:00:00Z`,
  edited_at: null,
}))

type Eligibility = {
  status: string
  review_id?: string
  rating?: number
  title?: string
  body?: string
  is_visible?: boolean
}

interface Api {
  reviews?: typeof allReviews
  eligibility?: Eligibility
  /** The answer to a review insert, update or delete. */
  write?: NetworkHandler
}

/** The shop's network: the product, its reviews a range at a time, the caller's eligibility and profile. */
function stubShop({ reviews = allReviews, eligibility, write }: Api = {}) {
  return stubNetwork(async (request) => {
    const url = new URL(request.url)
    switch (url.pathname) {
      case '/rest/v1/products':
        return rows(request, [product])
      case '/rest/v1/rpc/get_product_reviews': {
        const offset = Number(url.searchParams.get('offset') ?? 0)
        const limit = Number(url.searchParams.get('limit') ?? reviews.length)
        const page = reviews.slice(offset, offset + limit)
        const range = page.length ? `${offset}-${offset + page.length - 1}` : '*'
        return json(page, 200, { 'Content-Range': `${range}/${reviews.length}` })
      }
      case '/rest/v1/rpc/review_eligibility':
        return json({ review_id: null, rating: null, title: null, body: null, is_visible: null, ...eligibility })
      case '/rest/v1/profiles':
        return rows(request, [{ is_admin: false, first_name: 'Dana', last_name: 'Diner' }])
      // What else the page asks a signed-in customer: no size wished for, no points for a review yet.
      case '/rest/v1/wishlist_items':
      case '/rest/v1/points_ledger':
        return json([])
      case '/rest/v1/product_reviews':
        return write ? write(request) : new Response(null, { status: 201 })
      default:
        return undefined
    }
  })
}

function renderProduct({ signedIn = false } = {}) {
  if (signedIn) saveSession(CUSTOMER_ID)
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  return renderApp('/product/smoked-pimenton', { queryClient })
}

const section = async () => within(await screen.findByRole('region', { name: 'Customer Reviews' }))
const requestsTo = (requests: Request[], pathname: string, method?: string) =>
  requests.filter((r) => new URL(r.url).pathname === pathname && (!method || r.method === method))
const toastTitles = () => useToastStore.getState().queue.map((t) => t.title)

beforeEach(() => {
  stubSupabaseEnv()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  // No realtime server in unit tests: the page only logs that live updates are unavailable.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  useToastStore.getState().clear()
  localStorage.clear()
})

describe('the reviews list', () => {
  it('shows 5 reviews a page, newest first, verified buyers’ marked, as plain text, with a pager', async () => {
    const { requests } = stubShop()
    const { router } = renderProduct()
    const reviews = await section()

    const articles = await reviews.findAllByRole('article')
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Review number 1',
      'Review number 2',
      'Review number 3',
      'Review number 4',
      'Review number 5',
    ])
    const first = within(articles[0]!)
    expect(first.getByText('Verified buyer')).toBeInTheDocument()
    expect(first.getByText('Dana D.')).toBeInTheDocument()
    expect(first.getByText('Rated 1 out of 5')).toBeInTheDocument()
    expect(first.getByText('Nov 24, 2026')).toHaveAttribute('datetime', '2026-11-24T10:00:00Z')
    // What the reviewer typed is text, never markup.
    expect(articles[0]!.querySelector('b')).toBeNull()
    expect(first.getByText(/<b>not bold<\/b>/)).toBeInTheDocument()
    expect(articles.map((a) => within(a).queryByText('Verified buyer') !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ])

    const call = new URL(requestsTo(requests, '/rest/v1/rpc/get_product_reviews')[0]!.url)
    expect(call.searchParams.get('order')).toBe('created_at.desc,id.desc')
    expect([call.searchParams.get('offset'), call.searchParams.get('limit')]).toEqual(['0', '5'])

    const pager = within(reviews.getByRole('navigation', { name: 'Review pages' }))
    expect(pager.getByText('Page 1 of 3')).toBeInTheDocument()
    expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled()
    fireEvent.click(pager.getByRole('button', { name: 'Next' }))
    expect(await pager.findByText('Page 2 of 3')).toBeInTheDocument()
    await waitFor(() => expect(reviews.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Review number 6'))
    // The page stays where it is: same address, and focus on the section, above the new reviews.
    expect(router.state.location.search).toBe('')
    expect(reviews.getByRole('heading', { level: 2, name: 'Customer Reviews' })).toHaveFocus()

    fireEvent.click(pager.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(reviews.getAllByRole('article')).toHaveLength(2))
    expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(router.state.location.pathname).toBe('/product/smoked-pimenton')
  })

  it('says so when there are no reviews, and asks a guest to log in (no eligibility request)', async () => {
    const { requests } = stubShop({ reviews: [] })
    renderProduct()
    const reviews = await section()
    expect(await reviews.findByText(/No reviews yet\./)).toBeInTheDocument()
    expect(reviews.queryByRole('navigation', { name: 'Review pages' })).not.toBeInTheDocument()
    const login = reviews.getByRole('link', { name: 'Log in' })
    expect(login).toHaveAttribute('href', '/checkout/auth')
    expect(reviews.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument()
    expect(requestsTo(requests, '/rest/v1/rpc/review_eligibility')).toHaveLength(0)
  })
})

describe('writing a review', () => {
  it('tells a signed-in customer who has not bought it why they cannot review it', async () => {
    stubShop({ eligibility: { status: 'not_purchased' } })
    renderProduct({ signedIn: true })
    const reviews = await section()
    expect(await reviews.findByText(/Only customers who bought this spice can review it\./)).toBeInTheDocument()
    expect(reviews.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument()
    expect(reviews.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument()
  })

  it('checks the fields, keeps what was typed when the save fails and says why, then posts', async () => {
    let answer: 'refuse' | 'offline' | 'ok' = 'refuse'
    const { requests } = stubShop({
      eligibility: { status: 'eligible' },
      write: () => {
        if (answer === 'offline') throw new TypeError('Failed to fetch')
        if (answer === 'refuse') {
          return json({ code: 'P0001', message: 'Only customers who bought this spice can review it.' }, 400)
        }
        return new Response(null, { status: 201 })
      },
    })
    renderProduct({ signedIn: true })
    const reviews = await section()
    fireEvent.click(await reviews.findByRole('button', { name: 'Write a review' }))
    const form = within(await screen.findByRole('form', { name: 'Write a review' }))

    fireEvent.click(form.getByRole('button', { name: 'Post Review' }))
    expect(await form.findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument()
    expect(form.getByText('Give your review a title.')).toBeInTheDocument()
    expect(form.getByText('Write at least 10 characters.')).toBeInTheDocument()
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true')

    fireEvent.click(form.getByRole('radio', { name: '4 stars' }))
    fireEvent.change(form.getByRole('textbox', { name: 'Title' }), { target: { value: 'x'.repeat(101) } })
    fireEvent.change(form.getByRole('textbox', { name: 'Your review' }), {
      target: { value: 'Lovely <script>alert(1)</script>' },
    })
    fireEvent.click(form.getByRole('button', { name: 'Post Review' }))
    expect(await form.findByText('Keep the title to 100 characters or fewer.')).toBeInTheDocument()
    expect(form.getByText('Reviews are plain text: please remove the HTML tags.')).toBeInTheDocument()
    expect(requestsTo(requests, '/rest/v1/product_reviews')).toHaveLength(0)

    fireEvent.change(form.getByRole('textbox', { name: 'Title' }), { target: { value: '  Warm and smoky  ' } })
    fireEvent.change(form.getByRole('textbox', { name: 'Your review' }), {
      target: { value: 'Great on roast potatoes.' },
    })
    fireEvent.click(form.getByRole('button', { name: 'Post Review' }))
    expect(await form.findByText(/Only customers who bought this spice can review it\./)).toHaveTextContent(
      'Your review was not saved. Only customers who bought this spice can review it.',
    )
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('  Warm and smoky  ')
    expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked()
    const insert = requestsTo(requests, '/rest/v1/product_reviews', 'POST')[0]!
    expect(await insert.json()).toEqual({
      product_id: product.id,
      rating: 4,
      title: 'Warm and smoky',
      body: 'Great on roast potatoes.',
    })

    answer = 'offline'
    fireEvent.click(form.getByRole('button', { name: 'Post Review' }))
    expect(
      await form.findByText(/We could not reach our server\. Check your connection and try again\./),
    ).toBeInTheDocument()
    expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue('Great on roast potatoes.')

    answer = 'ok'
    fireEvent.click(form.getByRole('button', { name: 'Post Review' }))
    await waitFor(() => expect(toastTitles()).toContain('Review Posted'))
    // No earlier credit for this spice in the ledger (the stub answers []): the 25 points are announced.
    expect(useToastStore.getState().queue.find((t) => t.title === 'Review Posted')?.description).toBe(
      'Thank you! You earned 25 Flavor Points.',
    )
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument())
  })

  it('offers a customer who reviewed it their review to edit, and deletes it after asking', async () => {
    const { requests } = stubShop({
      eligibility: {
        status: 'reviewed',
        review_id: REVIEW_ID,
        rating: 3,
        title: 'Fine',
        body: 'Fine on eggs.',
        is_visible: true,
      },
      write: () => new Response(null, { status: 204 }),
    })
    renderProduct({ signedIn: true })
    const reviews = await section()
    expect(await reviews.findByRole('button', { name: 'Edit your review' })).toBeInTheDocument()
    expect(reviews.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument()

    fireEvent.click(reviews.getByRole('button', { name: 'Edit your review' }))
    const form = within(await screen.findByRole('form', { name: 'Edit your review' }))
    expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked()
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Fine')
    expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue('Fine on eggs.')
    fireEvent.click(form.getByRole('radio', { name: '5 stars' }))
    fireEvent.click(form.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(toastTitles()).toContain('Review Updated'))
    const update = requestsTo(requests, '/rest/v1/product_reviews', 'PATCH')[0]!
    expect(new URL(update.url).searchParams.get('id')).toBe(`eq.${REVIEW_ID}`)
    expect(await update.json()).toEqual({ rating: 5, title: 'Fine', body: 'Fine on eggs.' })
    // The edit earns nothing: the ledger is not even asked.
    expect(requestsTo(requests, '/rest/v1/points_ledger')).toHaveLength(0)

    fireEvent.click(await reviews.findByRole('button', { name: 'Delete your review' }))
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete your review?' }))
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    fireEvent.click(confirm.getByRole('button', { name: 'Delete Review' }))
    await waitFor(() => expect(toastTitles()).toContain('Review Deleted'))
    const removal = requestsTo(requests, '/rest/v1/product_reviews', 'DELETE')[0]!
    expect(new URL(removal.url).searchParams.get('id')).toBe(`eq.${REVIEW_ID}`)
    // The control that was used goes with the review: focus moves to the button that writes one.
    expect(reviews.getByRole('button', { name: 'Edit your review' })).toHaveFocus()
  })
})
