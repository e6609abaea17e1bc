import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { SEEDED } from '../tests/helpers/stack.ts'
import { expectNoAxeViolations } from './axe.ts'
import { placeOrder } from './orders.ts'
import { signInBrowser } from './session.ts'

// The admin area against the seeded stack: the seeded admin and customer (README: "Local accounts").

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

test('a customer at /admin sees Access Denied', async ({ page }) => {
  await signInBrowser(page, SEEDED.customer)
  await page.goto('/admin')
  await expect(heading(page, 'Access Denied')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('an admin creates a product with an image, the open shop shows it, then edits price and sizes', async ({
  page,
  context,
}) => {
  test.slow()
  await signInBrowser(page, SEEDED.admin)
  const name = `Test Sumac ${randomUUID().slice(0, 6)}`
  // Searched for the new name, so the product lands on the first page of results when it appears.
  const shop = await context.newPage()
  await shop.goto(`/shop?searchTerm=${encodeURIComponent(name)}`)
  await expect(shop.getByRole('heading', { level: 1, name: 'Our Spice Collection' })).toBeVisible()
  await page.goto('/admin/products/new')
  await expect(heading(page, 'Add New Product')).toBeVisible()
  await expectNoAxeViolations(page)

  const [mainInput, galleryInput] = [
    page.locator('input[type="file"]').nth(0),
    page.locator('input[type="file"]').nth(1),
  ]
  await mainInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) })
  await expect(page.getByText('huge.png is larger than 2MB')).toBeVisible()
  await galleryInput.setInputFiles({ name: 'dance.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(page.getByText('dance.gif is not an accepted image type')).toBeVisible()
  await mainInput.setInputFiles({ name: 'sumac.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'Main image preview' })).toBeVisible()

  await page.getByLabel('Product Name').fill(name)
  await page.getByLabel('Category Type').fill('spice')
  await page.getByLabel('Cuisine').fill('Levantine')
  await page.getByLabel('Price ($)').fill('6.5')
  await page.getByLabel('Size 1 Stock').fill('30')
  await page.getByRole('button', { name: 'Create Product' }).click()
  await expect(heading(page, 'Products')).toBeVisible()

  // The shop tab, left open, lists it without a reload.
  await expect(shop.getByRole('link', { name })).toBeVisible({ timeout: 20_000 })

  await page.getByLabel('Search products').fill(name)
  await page.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(heading(page, `Edit: ${name}`)).toBeVisible()
  await expect(page.getByRole('img', { name: 'Main image preview' })).toHaveAttribute('src', /product-images/)
  await page.getByLabel('Price ($)').fill('7.25')
  await page.getByRole('button', { name: 'Add Size' }).click()
  await page.getByLabel('Size 2 Label').fill('250g')
  await page.getByLabel('Size 2 Value').fill('250g')
  await page.getByLabel('Size 2 Price Modifier ($)').fill('5')
  await page.getByLabel('Default Size').fill('500g')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText("Default size must match one of the sizes' values (100g, 250g).")).toBeVisible()
  await page.getByLabel('Default Size').fill('250g')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(heading(page, 'Products')).toBeVisible()
  await page.getByLabel('Search products').fill(name)
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('$7.25')
  await expectNoAxeViolations(page)
})

test('an admin ships an order; every admin screen passes axe', async ({ page }) => {
  test.slow()
  const order = await placeOrder({ email: `admin-e2e-${randomUUID().slice(0, 8)}@example.com`, quantity: 1 })
  await signInBrowser(page, SEEDED.admin)

  await page.goto('/admin')
  await expect(heading(page, 'Dashboard')).toBeVisible()
  await expect(page.getByText('Revenue (last 30 days)')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/admin/orders')
  await page.getByLabel('Search by order number or e-mail').fill(order.order_number)
  await page.getByRole('link', { name: order.order_number }).click()
  await expect(heading(page, `Order ${order.order_number}`)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Mark as Shipped' }).click()
  await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible()
  await expect(page.getByText(/Processing → Shipped/)).toBeVisible()

  for (const [path, title] of [
    ['/admin/orders', 'Orders'],
    ['/admin/products', 'Products'],
    ['/admin/customers', 'Customers'],
    ['/admin/messages', 'Messages'],
  ] as const) {
    await page.goto(path)
    await expect(heading(page, title)).toBeVisible()
    await expectNoAxeViolations(page)
  }
})
