import { describe, expect, it } from 'vitest'
import { accountPaths } from '@/config/account-paths'
import { adminPaths } from '@/config/admin-paths'
import { paths, toSearch } from '@/config/paths'

describe('paths', () => {
  it('builds product links from a slug or an id', () => {
    expect(paths.product.getHref('kashmiri-saffron')).toBe('/product/kashmiri-saffron')
    expect(paths.product.getHref('3f0c3f5e-5b8a-4b5c-9a55-0c8d8f9e6a11')).toBe(
      '/product/3f0c3f5e-5b8a-4b5c-9a55-0c8d8f9e6a11',
    )
  })

  it('encodes parameters so a strange slug cannot change the path', () => {
    expect(paths.product.getHref('salt & pepper/blend?x')).toBe('/product/salt%20%26%20pepper%2Fblend%3Fx')
    expect(paths.blog.post.getHref('a b')).toBe('/blog/a%20b')
  })

  it('builds the shop URL with repeatable filters', () => {
    expect(paths.shop.getHref()).toBe('/shop')
    expect(paths.shop.getHref({ category_types: ['Peppers'] })).toBe('/shop?category_types=Peppers')
    expect(paths.shop.getHref({ cuisines: ['Indian', 'Thai'], is_organic: [true], page: 2, searchTerm: '' })).toBe(
      '/shop?cuisines=Indian&cuisines=Thai&is_organic=true&page=2',
    )
  })

  it('builds the other parameterised routes', () => {
    expect(paths.blog.post.getHref('saffron-harvest')).toBe('/blog/saffron-harvest')
    expect(paths.orderConfirmation.getHref('9b1c')).toBe('/order-confirmation/9b1c')
    expect(adminPaths.editProduct.getHref('smoked-pimenton')).toBe('/admin/products/edit/smoked-pimenton')
    expect(adminPaths.editBlogPost.getHref('a b')).toBe('/admin/blog-posts/edit/a%20b')
    expect(paths.about.getHref('sourcing-promise')).toBe('/about#sourcing-promise')
    expect(paths.about.getHref()).toBe('/about')
  })

  it('lists every route of both specifications', () => {
    const all = [
      paths.home.path,
      paths.shop.path,
      paths.product.path,
      paths.cart.path,
      paths.about.path,
      paths.contact.path,
      paths.faq.path,
      paths.blog.list.path,
      paths.blog.post.path,
      paths.returnsRefunds.path,
      paths.privacyPolicy.path,
      paths.termsOfService.path,
      paths.terms.path,
      paths.products.path,
      paths.recipes.path,
      paths.rewards.path,
      paths.checkout.root.path,
      paths.checkout.options.path,
      paths.checkout.auth.path,
      paths.checkout.shipping.path,
      paths.checkout.payment.path,
      paths.orderConfirmation.path,
      paths.account.root.path,
      accountPaths.resetPassword.path,
      paths.admin.root.path,
      adminPaths.dashboard.path,
      adminPaths.products.path,
      adminPaths.newProduct.path,
      adminPaths.editProduct.path,
      paths.notFound.path,
    ]
    expect(new Set(all).size).toBe(all.length)
    expect(all).toEqual(
      expect.arrayContaining([
        '/checkout/options',
        '/order-confirmation/:orderId',
        '/account/reset-password',
        '/admin/products/edit/:productId',
        '/terms',
        '/terms-of-service',
        '*',
      ]),
    )
  })

  it('drops empty search values', () => {
    expect(toSearch({ a: undefined, b: null, c: '', d: [] })).toBe('')
  })
})
