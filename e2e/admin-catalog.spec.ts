import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { SEEDED } from '../tests/helpers/stack.ts'
import { expectNoAxeViolations } from './axe.ts'
import { placeOrder } from './orders.ts'
import { signedInClient, signInBrowser } from './session.ts'

// The admin's catalog care against the seeded stack: deleting a product (with confirmation, or
// deactivating one that orders name) and hiding a customer's review from Messages.

async function signedIn(credentials: { email: string; password: string }) {
  return (await signedInClient(credentials)).client
}

type Client = Awaited<ReturnType<typeof signedIn>>

/** A product of its own for each test (sizeless, 50 in stock), inserted as the seeded admin. */
async function makeProduct(admin: Client, label: string) {
  const slug = `e2e-${label.toLowerCase()}-${randomUUID().slice(0, 8)}`
  const { data, error } = await admin
    .from('products')
    .insert({
      product_name: `E2E ${label} ${slug.slice(-8)}`,
      product_slug: slug,
      price: 7.5,
      category_type: 'Seeds',
      cuisine: 'Global',
      inventory_count: 50,
    })
    .select('id, product_name, product_slug')
    .single()
  if (error) throw new Error(error.message)
  return data
}

async function searchProducts(page: Page, name: string) {
  await page.getByLabel('Search products').fill(name)
  return page.getByRole('row').filter({ hasText: name })
}

test('Delete asks first: Cancel and Escape keep the product, Confirm removes it; an ordered one is deactivated', async ({
  page,
}) => {
  test.slow()
  const admin = await signedIn(SEEDED.admin)
  const spare = await makeProduct(admin, 'Spare')
  const ordered = await makeProduct(admin, 'Ordered')
  await placeOrder({ email: `admin-catalog-${randomUUID().slice(0, 8)}@example.com`, productId: ordered.id })

  await signInBrowser(page, SEEDED.admin)
  await page.goto('/admin/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  const row = await searchProducts(page, spare.product_name)
  await expect(row).toHaveCount(1)
  const deleteButton = page.getByRole('button', { name: `Delete ${spare.product_name}` })

  await deleteButton.click()
  const dialog = page.getByRole('alertdialog', { name: `Delete ${spare.product_name}?` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectNoAxeViolations(page)
  // Tab stays inside the dialog.
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Confirm Delete' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(deleteButton).toBeFocused()
  await deleteButton.click()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(1)

  await deleteButton.click()
  await dialog.getByRole('button', { name: 'Confirm Delete' }).click()
  await expect(page.getByText(`${spare.product_name} was deleted.`, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible()
  const { data: gone } = await admin.from('products').select('id').eq('id', spare.id)
  expect(gone).toEqual([])

  const orderedRow = await searchProducts(page, ordered.product_name)
  await expect(orderedRow).toHaveCount(1)
  await page.getByRole('button', { name: `Delete ${ordered.product_name}` }).click()
  await page
    .getByRole('alertdialog', { name: `Delete ${ordered.product_name}?` })
    .getByRole('button', { name: 'Confirm Delete' })
    .click()
  await expect(
    page.getByText(
      `${ordered.product_name} appears in orders, so it was deactivated instead of deleted. It no longer shows in the shop.`,
      { exact: true },
    ),
  ).toBeVisible()
  // Still listed, now inactive.
  await expect(orderedRow.getByRole('cell', { name: 'Inactive', exact: true })).toBeVisible()
})

test('hiding a review in Messages takes it off the product page and out of its count', async ({ page }) => {
  test.slow()
  const admin = await signedIn(SEEDED.admin)
  const customer = await signedIn(SEEDED.customer)
  const product = await makeProduct(admin, 'Reviewed')
  await placeOrder({ email: SEEDED.customer.email, client: customer, productId: product.id })
  const title = `Bright and fresh ${randomUUID().slice(0, 6)}`
  const { error } = await customer
    .from('product_reviews')
    .insert({ product_id: product.id, rating: 5, title, body: 'Smells of lemon and pine; lovely on fish.' })
  if (error) throw new Error(error.message)

  await signInBrowser(page, SEEDED.admin)
  await page.goto(`/product/${product.product_slug}`)
  await expect(page.getByText('Rated 5.0 out of 5, 1 review')).toBeAttached()

  await page.goto('/admin/messages')
  const reviews = page.getByRole('region', { name: 'Customer Reviews' })
  const review = reviews.getByRole('article', { name: new RegExp(`^${title} by `) })
  await expect(review).toBeVisible()
  await expect(review.getByText('Rated 5 out of 5')).toBeAttached()
  await expect(review.getByRole('link', { name: product.product_name })).toBeVisible()
  await expectNoAxeViolations(page)

  await review.getByRole('button', { name: `Hide review ${title}` }).click()
  const hidden = reviews.getByRole('article', { name: new RegExp(`^Hidden: ${title} by `) })
  await expect(hidden.getByRole('button', { name: `Show review ${title}` })).toBeVisible()

  await page.goto(`/product/${product.product_slug}`)
  await expect(page.getByText('Rated 0.0 out of 5, 0 reviews')).toBeAttached()
  await expect(page.getByText(title)).toHaveCount(0)
})

test('the dashboard draws daily revenue and orders with uPlot; the figures stay as a table', async ({ page }) => {
  await signInBrowser(page, SEEDED.admin)
  await page.goto('/admin/dashboard')
  const chart = page.getByRole('region', { name: /^Daily revenue and orders/ })
  await expect(chart.locator('canvas')).toBeVisible()
  await expect(chart.getByText(/^Revenue per day, bars \(highest \$[\d,.]+\)/)).toBeVisible()
  await expect(chart.getByText(/^Orders per day, line \(highest \d+\)/)).toBeVisible()
  await expectNoAxeViolations(page)
  await chart.getByText('Daily figures').click()
  await expect(chart.getByRole('table', { name: 'Revenue and orders per day' })).toBeVisible()
  await expectNoAxeViolations(page)
})
