import type { Page } from '@playwright/test'
import { shipping } from '../tests/helpers/orders.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import type { OrderChoices } from './orders.ts'
import { channelJoined } from './realtime.ts'
import { signInBrowser, type Customer } from './session.ts'

// The account area against the seeded stack: customers and their orders are made through the API (the
// orders with place_order as the customer, as the checkout places them); the service role plays the admin.

test.describe.configure({ timeout: 90_000 })

/** The choices of an order of `quantity` of a seeded product's size, placed by the customer. */
const customerOrder = (customer: Customer, slug: string, size: string, quantity: number): OrderChoices => ({
  email: customer.email,
  quantity,
  client: customer.client,
  slug,
  size,
})

const orderRows = (page: Page) => page.getByTestId('order-row')
const section = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

test('two orders are listed newest first with their details, and a status change shows live', async ({
  page,
  service,
  placeOrder,
  newCustomer,
}) => {
  const customer = await newCustomer('orders', 'Dana Marie Diner')
  const first = await placeOrder(customerOrder(customer, 'kashmiri-saffron', '2g', 2))
  const second = await placeOrder(customerOrder(customer, 'kashmiri-saffron', '1g', 1))
  await signInBrowser(page, customer)

  const joined = channelJoined(page, `account-orders:${customer.userId}`)
  await page.goto('/account/orders')
  await expect(section(page, 'Order History')).toBeVisible()
  await expect(orderRows(page)).toHaveCount(2)
  await expect(orderRows(page).nth(0)).toContainText(second.order_number)
  await expect(orderRows(page).nth(1)).toContainText(first.order_number)
  await expect(orderRows(page).nth(1).getByTestId('order-status')).toHaveText('Processing')

  const older = orderRows(page).nth(1)
  await older.getByRole('button').click()
  const items = older.getByRole('region', { name: 'Items' })
  await expect(items).toContainText('Kashmiri Saffron')
  await expect(items).toContainText('Qty: 2')
  await expect(items.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    `$${Number(first.total_price).toFixed(2)}`,
  )
  await expect(older.getByRole('region', { name: 'Shipping Address' })).toContainText(shipping.street)
  await expect(older.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(1)
  await expectNoAxeViolations(page)

  // The admin ships the older order: the open page follows without a reload.
  await joined
  await service.from('orders').update({ status: 'Shipped' }).eq('id', first.id).throwOnError()
  await expect(older.getByTestId('order-status')).toHaveText('Shipped')
  await expect(older.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(2)

  // Opening the newer order closes the older one.
  await orderRows(page).nth(0).getByRole('button').click()
  await expect(older.getByRole('region', { name: 'Items' })).toHaveCount(0)

  // The overview greets by the first word of the name and lists the recent orders.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Overview' }).click()
  await expect(page.getByText('Welcome back, Dana!')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recent Orders' }).getByRole('listitem')).toHaveCount(2)
})

test('every section and the mobile menu pass axe; Back returns to the previous section', async ({
  page,
  placeOrder,
  newCustomer,
}) => {
  test.slow() // seven accessibility scans
  const customer = await newCustomer('axe', 'Ada Lovelace')
  await placeOrder(customerOrder(customer, 'kashmiri-saffron', '2g', 1))
  await signInBrowser(page, customer)

  const nav = page.getByRole('navigation', { name: 'Account' })
  await page.goto('/account')
  await expect(page.getByText('Welcome back, Ada!')).toBeVisible()
  await expect(page.getByTestId('points-balance')).toBeVisible()
  await expectNoAxeViolations(page)
  for (const [link, heading] of [
    ['Orders', 'Order History'],
    ['Wishlist', 'Wishlist'],
    ['Addresses', 'Addresses'],
    ['Flavor Points', 'Flavor Points'],
    ['Settings', 'Account Settings'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click()
    await expect(section(page, heading)).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
    await expectNoAxeViolations(page)
  }
  await page.goBack()
  await expect(section(page, 'Flavor Points')).toBeVisible()
  await expect(page).toHaveURL(/\/account\/points$/)

  // A tier the balance does not cover says how many points are missing.
  const { data: summary } = await customer.client.rpc('points_summary').single().throwOnError()
  await page.getByRole('button', { name: 'Redeem 1000 points' }).click()
  await expect(toastRegion(page).getByText('Not Enough Points')).toBeVisible()
  await expect(
    toastRegion(page).getByText(`You need ${1000 - summary.balance} more points for a reward.`),
  ).toBeVisible()

  await page.setViewportSize({ width: 390, height: 844 })
  const menu = page.getByRole('button', { name: 'Account Menu' })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(nav).toBeHidden()
  await menu.click()
  await expect(nav).toBeVisible()
  await expectNoAxeViolations(page)
  await nav.getByRole('link', { name: 'Addresses' }).click()
  await expect(section(page, 'Addresses')).toBeVisible()
  await expect(nav).toBeHidden()
})

test('a password change, then sign-in with the new password', async ({ page, newCustomer, newClient }) => {
  const customer = await newCustomer('password', 'Grace Hopper')
  await signInBrowser(page, customer)
  await page.goto('/account/settings')
  await page.getByRole('button', { name: 'Change Password' }).click()
  // Someone at the unlocked screen who does not know the password cannot change it: Auth checks it.
  await page.getByLabel(/^Current Password/).fill('not-the-password')
  await page.getByLabel(/^New Password/).fill('new-spice-2027')
  await page.getByLabel(/^Confirm New Password/).fill('new-spice-2027')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByLabel(/^Current Password/)).toHaveAccessibleDescription('Your current password is incorrect.')
  await expect(page.getByLabel(/^Current Password/)).toBeFocused()
  await expectNoAxeViolations(page)
  const refused = await newClient().auth.signInWithPassword({
    email: customer.email,
    password: 'new-spice-2027',
  })
  expect(refused.error?.code).toBe('invalid_credentials')

  await page.getByLabel(/^Current Password/).fill(customer.password)
  await page.getByRole('button', { name: 'Update Password' }).click()
  // In the Password section: the toast's announcement is a status of its own, present for a moment.
  await expect(
    page.getByRole('region', { name: 'Password' }).getByRole('status').getByText('Your password has been changed.'),
  ).toBeVisible()
  await expect(toastRegion(page).getByText('Success')).toBeVisible()
  // After its 3 seconds the message gives way to the closed form.
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible()

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
  // Within the app: a new page load would restore the session the test put in storage before it.
  await page.getByRole('link', { name: 'Log in or create an account' }).click()
  await expect(page).toHaveURL(/\/checkout\/auth$/)
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email').fill(customer.email)
  await form.getByLabel(/^Password/).fill('new-spice-2027')
  await form.getByRole('button', { name: 'Log In' }).click()
  await expect(toastRegion(page).getByText('Login Successful')).toBeVisible()

  const old = await newClient().auth.signInWithPassword({
    email: customer.email,
    password: customer.password,
  })
  expect(old.error).not.toBeNull()
})

test("a second customer sees none of the first one's orders, addresses or wishlist", async ({
  page,
  service,
  placeOrder,
  newCustomer,
}) => {
  const first = await newCustomer('first', 'Dana Diner')
  await placeOrder(customerOrder(first, 'kashmiri-saffron', '2g', 1))
  await first.client
    .from('addresses')
    .insert({ full_name: 'Dana Diner', street: '1 First St', city: 'Denver', state: 'CO', zip: '80202' })
    .throwOnError()
  const { data: product } = await service
    .from('products')
    .select('id')
    .eq('product_slug', 'kashmiri-saffron')
    .single()
    .throwOnError()
  await first.client.from('wishlist_items').insert({ product_id: product.id, size: '2g' }).throwOnError()

  const second = await newCustomer('second', 'Sam Second')
  await signInBrowser(page, second)
  await page.goto('/account/orders')
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible()
  await page.goto('/account/addresses')
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible()
  await page.goto('/account/wishlist')
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible()
  await page.goto('/account/points')
  await expect(page.getByTestId('points-entry')).toHaveCount(1) // the sign-up bonus only
})

test('a product wished on its page is in the account wishlist, and Move to Cart puts it in the cart', async ({
  page,
  newCustomer,
}) => {
  const customer = await newCustomer('wishlist', 'Wanda Wish')
  await signInBrowser(page, customer)
  await page.goto('/product/allspice-berries')
  await expect(page.getByRole('heading', { level: 1, name: 'Allspice Berries' })).toBeVisible()
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible()

  await page.goto('/account/wishlist')
  const item = page.getByTestId('wishlist-item')
  await expect(item).toHaveCount(1)
  await expect(item.getByRole('link', { name: 'Allspice Berries' })).toHaveAttribute(
    'href',
    '/product/allspice-berries',
  )
  const size = await item.getByText(/^Size: /).textContent()
  await expectNoAxeViolations(page)

  await item.getByRole('button', { name: 'Move to Cart' }).click()
  await expect(toastRegion(page).getByText('Allspice Berries added to cart!')).toBeVisible()
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible()
  await toastRegion(page).getByRole('link', { name: 'View Cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  const line = page.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  await expect(line.getByRole('link', { name: 'Allspice Berries' })).toBeVisible()
  await expect(line.getByText(size!)).toBeVisible()
  const { data: wished } = await customer.client.from('wishlist_items').select('id').throwOnError()
  expect(wished).toEqual([])
})
