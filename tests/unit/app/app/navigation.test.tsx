import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp, stubSupabaseEnv } from '../support/render-app'
import { json, stubNetwork } from '../support/network'

const product = {
  id: '22222222-2222-4222-8222-222222222222',
  product_name: 'Smoked Pimentón',
  product_slug: 'smoked-pimenton',
  short_description: 'Oak-smoked Spanish paprika.',
  long_description: 'Dried slowly over oak fires in La Vera.',
  flavor_profile: 'Smoky, sweet and round.',
  origin_story: 'From Extremadura.',
  suggested_recipes: [],
  price: 9.75,
  main_image_url: null,
  gallery_image_urls: [],
  image_url: null,
  category_type: 'Peppers',
  cuisine: 'Spanish',
  rarity: 'common',
  is_organic: false,
  is_active: true,
  rating: 4.5,
  reviews_count: 120,
  inventory_count: 30,
  default_size: '100g',
  available_sizes: [{ value: '100g', label: '100 g tin', price_modifier: 0, stock: null }],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}

beforeEach(() => {
  stubSupabaseEnv()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  // No realtime server in unit tests: the product page only logs that live updates are unavailable.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('navigation', () => {
  it("keeps the old page and shows the progress bar until the next page's code and data are ready", async () => {
    let answerProduct = () => {}
    const productAnswered = new Promise<void>((resolve) => {
      answerProduct = resolve
    })
    stubNetwork(async (request) => {
      const { pathname } = new URL(request.url)
      if (pathname === '/rest/v1/products') {
        await productAnswered
        return json(request.headers.get('Accept')?.includes('vnd.pgrst.object') ? product : [product])
      }
      if (pathname === '/rest/v1/rpc/get_product_reviews') return json([], 200, { 'Content-Range': '*/0' })
      return undefined
    })
    const { router } = renderApp('/about')
    const about = await screen.findByRole('heading', { level: 1, name: 'Spices with a Story, Sourced with Care' })
    expect(screen.queryByText('Loading page…')).not.toBeInTheDocument()

    await act(() => router.navigate('/product/smoked-pimenton'))
    expect(await screen.findByText('Loading page…')).toBeInTheDocument()
    expect(about).toBeInTheDocument()

    answerProduct()
    expect(await screen.findByRole('heading', { level: 1, name: 'Smoked Pimentón' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Loading page…')).not.toBeInTheDocument())
    expect(about).not.toBeInTheDocument()
  })
})
