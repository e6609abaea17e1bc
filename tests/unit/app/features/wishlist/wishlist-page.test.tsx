import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { stubSupabaseEnv } from '../../support/render-app'
import { renderAccount, stubAccountApi } from '../account/account-test-helpers'
import { stubReducedMotion } from '../orders/order-fixtures'
import { json, requestsTo } from '../../support/network'

// The account's wishlist, through the whole app with only fetch stubbed.

beforeEach(() => {
  stubSupabaseEnv()
  stubReducedMotion(true)
})

describe('wishlist', () => {
  it('lists the wished sizes and removes one by product and size', async () => {
    const { requests } = stubAccountApi({
      '/rest/v1/wishlist_items': (request) =>
        request.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
      '/rest/v1/rpc/get_wishlist': () =>
        json([
          {
            id: 'w1',
            product_id: 'p1',
            product_name: 'Kashmiri Saffron',
            product_slug: 'kashmiri-saffron',
            main_image_url: null,
            size: '5g',
            size_label: '5 g jar',
            price: 18.5,
            stock: 3,
            in_stock: true,
            back_in_stock: false,
            created_at: '2026-11-20T10:00:00Z',
          },
        ]),
    })
    renderAccount('/account/wishlist')
    const item = within(await screen.findByTestId('wishlist-item'))
    expect(item.getByText('Size: 5 g jar')).toBeInTheDocument()
    expect(item.getByText(/\$18\.50/)).toBeInTheDocument()
    fireEvent.click(item.getByRole('button', { name: 'Remove Kashmiri Saffron from wishlist' }))
    await waitFor(() => expect(requestsTo(requests, '/rest/v1/wishlist_items', 'DELETE')).toHaveLength(1))
    const params = new URL(requestsTo(requests, '/rest/v1/wishlist_items', 'DELETE')[0]!.url).searchParams
    expect(params.get('product_id')).toBe('eq.p1')
    expect(params.get('size')).toBe('eq.5g')
  })
})
