import { randomUUID } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import type { Json } from '../src/types/database.ts'
import type { Size } from '../tests/helpers/orders.ts'
import { expectNoAxeViolations } from './axe.ts'
import { SEEDED, expect, test } from './fixtures.ts'
import type { ProductBySlug } from './cart.ts'
import { channelJoined } from './realtime.ts'
import { signInBrowser } from './session.ts'

// The admin area against the seeded stack: the seeded admin and customer (README: "Local accounts").

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

/** A page of its own browser context: a shopper who is not signed in, or (after signInBrowser) a customer. */
async function otherVisitor(browser: Browser) {
  const context = await browser.newContext()
  return context.newPage()
}

/** The admin's page of an order, found through the order list's search. */
async function openAdminOrder(page: Page, orderNumber: string) {
  await page.goto('/admin/orders')
  await page.getByLabel('Search by order number or e-mail').fill(orderNumber)
  await page.getByRole('link', { name: orderNumber }).click()
  await expect(heading(page, `Order ${orderNumber}`)).toBeVisible()
}

/** The stock of one size of a seeded product, as the database holds it. */
async function sizeStock(productBySlug: ProductBySlug, slug: string, size: string) {
  const product = await productBySlug(slug)
  return product.sizes.find((s) => s.value === size)!.stock
}

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
  await page.getByLabel('Category Type').selectOption('Seeds')
  await page.getByLabel('Cuisine').selectOption('Middle Eastern')
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

test("an admin ships a customer's order: the customer's account shows Shipped and the timeline; axe", async ({
  page,
  browser,
  placeOrder,
  newCustomer,
}) => {
  test.slow()
  const customer = await newCustomer('shipped', 'Dana Diner')
  const order = await placeOrder({ email: customer.email, quantity: 1, client: customer.client })
  await signInBrowser(page, SEEDED.admin)

  // The customer's order history is open, the order expanded, while the admin works.
  const account = await otherVisitor(browser)
  await signInBrowser(account, customer)
  const joined = channelJoined(account, `account-orders:${customer.userId}`)
  await account.goto('/account/orders')
  const row = account.getByTestId('order-row').filter({ hasText: order.order_number })
  await expect(row.getByTestId('order-status')).toHaveText('Processing')
  await row.getByRole('button').click()
  const timeline = row.getByRole('list', { name: 'Status history' }).getByRole('listitem')
  await expect(timeline).toHaveCount(1)
  await expect(timeline.nth(0)).toContainText('Processing')
  await joined

  await page.goto('/admin')
  await expect(heading(page, 'Dashboard')).toBeVisible()
  await expect(page.getByText('Revenue (last 30 days)')).toBeVisible()
  await expectNoAxeViolations(page)

  await openAdminOrder(page, order.order_number)
  await expect(page.getByRole('main')).toContainText(`by Dana Diner (${customer.email})`)
  await expect(page.getByRole('main')).not.toContainText('as a guest')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Mark as Shipped' }).click()
  const shipDialog = page.getByRole('alertdialog', { name: `Mark ${order.order_number} as Shipped?` })
  await shipDialog.getByLabel('Tracking number').fill('1Z999AA10123456784')
  await shipDialog.getByRole('button', { name: 'Mark as Shipped' }).click()
  await expect(toastRegion(page).getByText(`${order.order_number} is now Shipped.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible()
  await expect(page.getByText(/Processing → Shipped/)).toBeVisible()
  await expectNoAxeViolations(page)

  // The customer's open page follows without a reload: the badge and a second step in the timeline.
  await expect(row.getByTestId('order-status')).toHaveText('Shipped')
  await expect(timeline).toHaveCount(2)
  await expect(timeline.nth(1)).toContainText('Shipped')
  // And a fresh visit says the same.
  await account.reload()
  await expect(row.getByTestId('order-status')).toHaveText('Shipped')
  await row.getByRole('button').click()
  await expect(timeline).toHaveCount(2)
  await expect(timeline.nth(0)).toContainText('Processing')
  await expect(timeline.nth(1)).toContainText('Shipped')
  await expectNoAxeViolations(account)

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

test("cancelling an order in the admin puts the size's stock back and reverses the order's points", async ({
  page,
  browser,
  productBySlug,
  placeOrder,
  newCustomer,
}) => {
  test.slow()
  const [slug, size, quantity] = ['kashmiri-saffron', '1g', 3] as const
  const customer = await newCustomer('cancelled', 'Dana Diner')
  const balance = async () => (await customer.client.rpc('points_balance').throwOnError()).data
  const stockBefore = await sizeStock(productBySlug, slug, size)
  const balanceBefore = await balance()
  expect(stockBefore).toBeGreaterThanOrEqual(quantity)
  expect(balanceBefore).toBe(100) // the sign-up bonus

  const order = await placeOrder({ email: customer.email, quantity, client: customer.client, slug, size })
  expect(await sizeStock(productBySlug, slug, size)).toBe(stockBefore! - quantity)
  expect(order.points_earned).toBeGreaterThan(0)
  expect(await balance()).toBe(balanceBefore + order.points_earned)

  await signInBrowser(page, SEEDED.admin)
  await openAdminOrder(page, order.order_number)
  await page.getByRole('button', { name: 'Cancel Order' }).click()
  await page
    .getByRole('alertdialog', { name: `Cancel ${order.order_number}?` })
    .getByRole('button', { name: 'Cancel and Refund' })
    .click()
  await expect(toastRegion(page).getByText(`${order.order_number} is now Cancelled.`)).toBeVisible()
  await expect(page.getByText('An admin may correct a Cancelled order within 24 hours.')).toBeVisible()
  await expect(page.getByText(/Processing → Cancelled/)).toBeVisible()
  await expectNoAxeViolations(page)

  expect(await sizeStock(productBySlug, slug, size)).toBe(stockBefore)
  expect(await balance()).toBe(balanceBefore)
  const { data: ledger } = await customer.client
    .from('points_ledger')
    .select('points, reason')
    .eq('order_id', order.id)
    .order('created_at')
    .throwOnError()
  expect(ledger).toEqual([
    { points: order.points_earned, reason: 'order' },
    { points: -order.points_earned, reason: 'order_cancelled' },
  ])

  // The customer's account says the same.
  const account = await otherVisitor(browser)
  await signInBrowser(account, customer)
  await account.goto('/account/orders')
  await expect(
    account.getByTestId('order-row').filter({ hasText: order.order_number }).getByTestId('order-status'),
  ).toHaveText('Cancelled')
  await account.goto('/account/points')
  await expect(account.getByTestId('points-balance')).toHaveText(`${balanceBefore} Flavor Points`)
  await expect(
    account.getByTestId('points-entry').filter({ hasText: `Order cancelled ${order.order_number}` }),
  ).toContainText(`-${order.points_earned}`)
})

test('deactivating a product in the admin: its page says Product Not Available and the shop no longer lists it', async ({
  page,
  browser,
  service,
}) => {
  test.slow()
  const name = `Test Ajwain ${randomUUID().slice(0, 6)}`
  const slug = name.toLowerCase().replaceAll(' ', '-')
  const sizes: Size[] = [{ value: '50g', label: '50 g jar', price_modifier: 0, stock: 12 }]
  await service
    .from('products')
    .insert({
      product_name: name,
      product_slug: slug,
      price: 5.5,
      category_type: 'Seeds',
      cuisine: 'Indian',
      available_sizes: sizes as unknown as Json,
      default_size: '50g',
    })
    .throwOnError()

  const shopper = await otherVisitor(browser)
  await shopper.goto(`/product/${slug}`)
  await expect(heading(shopper, name)).toBeVisible()
  await shopper.goto(`/shop?searchTerm=${encodeURIComponent(name)}`)
  await expect(shopper.getByRole('link', { name })).toBeVisible()

  // The admin's own shop tab, left open, drops it without a reload (further down).
  await signInBrowser(page, SEEDED.admin)
  const adminShop = await page.context().newPage()
  await adminShop.goto(`/shop?searchTerm=${encodeURIComponent(name)}`)
  await expect(adminShop.getByRole('link', { name })).toBeVisible()

  await page.goto('/admin/products')
  await page.getByLabel('Search products').fill(name)
  await page.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(heading(page, `Edit: ${name}`)).toBeVisible()
  const active = page.getByRole('checkbox', { name: 'Active (shown in the shop)' })
  await expect(active).toBeChecked()
  await active.uncheck()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(heading(page, 'Products')).toBeVisible()
  await page.getByLabel('Search products').fill(name)
  // The Active column.
  await expect(
    page.getByRole('row', { name: new RegExp(name) }).getByRole('cell', { name: 'Inactive', exact: true }),
  ).toBeVisible()
  const { data: saved } = await service.from('products').select('is_active').eq('product_slug', slug).single()
  expect(saved).toEqual({ is_active: false })

  await shopper.goto(`/product/${slug}`)
  await expect(heading(shopper, 'Product Not Available')).toBeVisible()
  await expect(shopper.getByRole('link', { name: 'Browse Other Spices' })).toBeVisible()
  await shopper.goto(`/shop?searchTerm=${encodeURIComponent(name)}`)
  await expect(shopper.getByText('No spices found')).toBeVisible()
  await expect(shopper.getByRole('link', { name })).toHaveCount(0)

  await expect(adminShop.getByText('No spices found')).toBeVisible()

  // The admin can open it again.
  await page.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(page.getByRole('checkbox', { name: 'Active (shown in the shop)' })).not.toBeChecked()
  await expectNoAxeViolations(page)
})

test('a message sent on /contact shows in the admin Messages, newest first and unread; marking it handled works', async ({
  page,
  browser,
  service,
}) => {
  test.slow()
  const tag = randomUUID().slice(0, 8)
  const sent = [
    { email: `first-${tag}@example.com`, message: `First question ${tag}: do you ship to Canada?` },
    { email: `second-${tag}@example.com`, message: `Second question ${tag}: is the saffron organic?` },
  ]
  const visitor = await otherVisitor(browser)
  await visitor.goto('/contact')
  const form = visitor.getByRole('form', { name: 'Send Us a Message' })
  for (const { email, message } of sent) {
    await form.getByLabel('Full Name').fill('Ada Lovelace')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Subject').selectOption('Order Inquiry')
    await form.getByLabel('Message').fill(message)
    await form.getByRole('button', { name: 'Send Message' }).click()
    // The form starts over once the message is saved.
    await expect(form.getByLabel('Message')).toHaveValue('')
  }

  const adminId = await signInBrowser(page, SEEDED.admin)
  await page.goto('/admin/messages')
  await expect(heading(page, 'Messages')).toBeVisible()
  const messages = page.getByRole('region', { name: 'Contact Messages' }).getByRole('article')
  // Newest first: the second message, then the first, above every older one.
  await expect(messages.nth(0)).toContainText(sent[1]!.message)
  await expect(messages.nth(1)).toContainText(sent[0]!.message)
  for (const index of [0, 1]) {
    await expect(messages.nth(index)).toHaveAccessibleName('Unread: Order Inquiry from Ada Lovelace')
    await expect(messages.nth(index).getByText('Unread', { exact: true })).toBeVisible()
    await expect(messages.nth(index)).toContainText(`Ada Lovelace <${sent[1 - index]!.email}>`)
  }
  await expectNoAxeViolations(page)

  const newest = messages.filter({ hasText: sent[1]!.message })
  await newest.getByRole('button', { name: 'Mark as Handled' }).click()
  await expect(newest.getByRole('button', { name: 'Reopen' })).toBeVisible()
  await expect(newest.getByText('Handled', { exact: true })).toBeVisible()
  // Handling it also marks it read; the other one stays unread.
  await expect(newest).toHaveAccessibleName('Order Inquiry from Ada Lovelace')
  await expect(newest.getByText('Unread', { exact: true })).toHaveCount(0)
  await expect(messages.filter({ hasText: sent[0]!.message })).toHaveAccessibleName(
    'Unread: Order Inquiry from Ada Lovelace',
  )
  await expectNoAxeViolations(page)

  const { data: stored } = await service
    .from('contact_messages')
    .select('email, is_read, is_handled, handled_by, handled_at')
    .in(
      'email',
      sent.map((m) => m.email),
    )
    .order('created_at')
    .throwOnError()
  expect(stored).toEqual([
    { email: sent[0]!.email, is_read: false, is_handled: false, handled_by: null, handled_at: null },
    {
      email: sent[1]!.email,
      is_read: true,
      is_handled: true,
      handled_by: adminId,
      handled_at: expect.any(String),
    },
  ])
})
