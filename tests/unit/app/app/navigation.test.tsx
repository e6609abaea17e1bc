import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp, stubSupabaseEnv } from '../support/render-app'
import { json, stubNetwork } from '../support/network'
import { productRow } from '../support/product-row'

const product = productRow()

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
