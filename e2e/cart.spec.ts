import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { CART_KEY } from './cart.ts'

// The cart against the seeded stack. The database is shared by every spec of a run: the
// availability test changes makrut-lime-leaves and wild-greek-oregano only, and puts them back.

async function addFromProductPage(page: Page, slug: string, name: string, size?: RegExp) {
  await page.goto(`/product/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  if (size) await page.getByRole('radio', { name: size }).check()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText(`${name} added to cart!`, { exact: true })).toBeVisible()
}

const line = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name })

test('an empty cart says so and offers Start Shopping', async ({ page }) => {
  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
  await expect(page).toHaveTitle('Your Cart | CasaBite')
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Start Shopping' }).click()
  await expect(page).toHaveURL(/\/shop$/)
})

test('lines, quantities, totals, persistence across a reload, remove and clear', async ({ page }) => {
  await addFromProductPage(page, 'fennel-seeds', 'Lucknow Fennel Seeds')
  await addFromProductPage(page, 'cumin-seeds', 'Cumin Seeds', /^250 g refill pouch/)
  await page.getByRole('link', { name: /^Cart/ }).click()
  await expect(page).toHaveURL(/\/cart$/)

  const fennel = line(page, 'Lucknow Fennel Seeds')
  const cumin = line(page, 'Cumin Seeds')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(fennel.getByRole('link', { name: 'Lucknow Fennel Seeds' })).toHaveAttribute(
    'href',
    '/product/fennel-seeds',
  )
  await expect(fennel.locator('img')).toHaveAttribute('src', /fennel-seeds/)
  await expect(fennel.getByText('Size: 100 g jar')).toBeVisible()
  await expect(fennel.getByTestId('cart-line-unit-price')).toHaveText('$5.95')
  await expect(cumin.getByText('Size: 250 g refill pouch')).toBeVisible()
  await expect(cumin.getByTestId('cart-line-unit-price')).toHaveText('$12.00')
  await expect(page.getByText('Subtotal (2 items)')).toBeVisible()
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$17.95')
  await expect(page.getByText('Shipping and taxes are calculated at checkout.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout')

  await fennel.getByRole('button', { name: 'Increase quantity of Lucknow Fennel Seeds' }).click()
  await expect(fennel.getByTestId('cart-line-quantity')).toHaveText('2')
  await expect(fennel.getByTestId('cart-line-total')).toHaveText('$11.90')
  await expect(page.getByText('Subtotal (3 items)')).toBeVisible()
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$23.90')
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  await expect(page.getByRole('status').filter({ hasText: 'changed to 2' })).toBeAttached()

  // Minus stops at 1.
  const minus = fennel.getByRole('button', { name: 'Decrease quantity of Lucknow Fennel Seeds' })
  await minus.click()
  await expect(fennel.getByTestId('cart-line-quantity')).toHaveText('1')
  await expect(minus).toBeDisabled()
  await expectNoAxeViolations(page)

  // The cart is kept in the browser.
  await page.reload()
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$17.95')

  await page.getByRole('button', { name: 'Remove Cumin Seeds, 250 g refill pouch from cart' }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByText('Subtotal (1 item)')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused()

  await page.getByRole('button', { name: 'Clear Cart' }).click()
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
})

test('Proceed to Checkout leaves the cart for /checkout', async ({ page }) => {
  await addFromProductPage(page, 'fennel-seeds', 'Lucknow Fennel Seeds')
  await page.goto('/cart')
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout/)
})

test('a corrupt saved cart gives an empty cart, not a crash', async ({ page }) => {
  await page.addInitScript(
    (key) => (globalThis as unknown as { localStorage: Storage }).localStorage.setItem(key, '{not json'),
    CART_KEY,
  )
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
})

test('a line whose product was retired or whose stock fell below the quantity says so', async ({ page, service }) => {
  const { data: rows, error } = await service
    .from('products')
    .select('id, product_slug, available_sizes')
    .in('product_slug', ['makrut-lime-leaves', 'wild-greek-oregano'])
  if (error || !rows) throw new Error(error?.message)
  const lime = rows.find((r) => r.product_slug === 'makrut-lime-leaves')!
  const oregano = rows.find((r) => r.product_slug === 'wild-greek-oregano')!
  type Size = { value: string; stock: number | null }
  const oreganoSizes = oregano.available_sizes as unknown as Size[]

  const cart = {
    version: 1,
    state: {
      items: [
        {
          productId: lime.id,
          slug: 'makrut-lime-leaves',
          name: 'Makrut Lime Leaves',
          imageUrl: '/images/products/makrut-lime-leaves.svg',
          size: { value: '20g', label: '20 g pouch', priceModifier: 0 },
          unitPriceCents: 595,
          quantity: 1,
        },
        {
          productId: oregano.id,
          slug: 'wild-greek-oregano',
          name: 'Wild Greek Oregano',
          imageUrl: '/images/products/wild-greek-oregano.svg',
          size: { value: '30g', label: '30 g jar', priceModifier: 0 },
          // Saved when it cost less: the cart shows today's price.
          unitPriceCents: 500,
          quantity: 5,
        },
      ],
    },
  }
  await page.addInitScript(
    ([key, value]) => (globalThis as unknown as { localStorage: Storage }).localStorage.setItem(key, value),
    [CART_KEY, JSON.stringify(cart)] as const,
  )

  try {
    await service.from('products').update({ is_active: false }).eq('id', lime.id).throwOnError()
    await service
      .from('products')
      .update({
        available_sizes: oreganoSizes.map((s) => (s.value === '30g' ? { ...s, stock: 3 } : s)) as unknown as never,
      })
      .eq('id', oregano.id)
      .throwOnError()

    await page.goto('/cart')
    const limeLine = line(page, 'Makrut Lime Leaves')
    const oreganoLine = line(page, 'Wild Greek Oregano')
    await expect(
      limeLine.getByText('This spice is no longer available. Please remove it from your cart.'),
    ).toBeVisible()
    await expect(oreganoLine.getByText('Only 3 left in stock. Please lower the quantity to 3 or less.')).toBeVisible()
    await expect(oreganoLine.getByTestId('cart-line-unit-price')).toHaveText('$6.25')
    await expect(oreganoLine.getByText('(was $5.00)')).toBeVisible()
    await expect(oreganoLine.getByTestId('cart-line-total')).toHaveText('$31.25')
    await expect(oreganoLine.getByRole('button', { name: 'Increase quantity of Wild Greek Oregano' })).toBeDisabled()
    await expect(page.getByText('Some items in your cart need your attention before checkout.')).toBeVisible()
    await expectNoAxeViolations(page)

    // Lowering the quantity to the stock clears the warning.
    const minus = oreganoLine.getByRole('button', { name: 'Decrease quantity of Wild Greek Oregano' })
    await minus.click()
    await minus.click()
    await expect(oreganoLine.getByTestId('cart-line-quantity')).toHaveText('3')
    await expect(oreganoLine.getByText(/Only 3 left/)).toHaveCount(0)
  } finally {
    await service.from('products').update({ is_active: true }).eq('id', lime.id).throwOnError()
    await service
      .from('products')
      .update({ available_sizes: oreganoSizes as unknown as never })
      .eq('id', oregano.id)
      .throwOnError()
  }
})
