import { randomUUID } from 'node:crypto'
import { SERVICE_ROLE_KEY, createNodeClient } from '../supabase/local/index.ts'
import { expect, test, type Page } from '@playwright/test'
import type { Database } from '../src/types/database.ts'
import { STACK_URL } from '../playwright.config.ts'
import { SEEDED } from '../tests/helpers/stack.ts'
import { expectNoAxeViolations } from './axe.ts'
import { seedCart } from './cart.ts'
import { newCustomer, signInBrowser } from './session.ts'

// The owner's screens (settings, promo codes, blog posts, customers) against the seeded stack.

test.describe.configure({ timeout: 90_000 })

const service = createNodeClient<Database>(STACK_URL, SERVICE_ROLE_KEY)
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const toastText = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true })

/** The page fits its width: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } }
      innerWidth: number
    }
    return document.documentElement.scrollWidth - innerWidth
  })
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Axe and the sideways-scroll check at a desktop and a phone width. */
async function checkAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
    // Kept with the test's results, to look at the screen as laid out at each width.
    await page.screenshot({ path: test.info().outputPath(`${width}px.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('Settings: a changed shipping and tax rate is what the checkout quotes', async ({ page, browser }) => {
  await signInBrowser(page, SEEDED.admin)
  await page.goto('/admin/settings')
  await expect(heading(page, 'Settings')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const shipping = page.getByRole('region', { name: 'Shipping' })
  await expect(shipping.getByText('$5.00 per order, never free')).toBeVisible()
  await checkAtBothWidths(page)

  try {
    // A wrong amount is refused beside its field.
    await shipping.getByRole('button', { name: 'Edit shipping for Everywhere else' }).click()
    await expect(shipping.getByLabel('Flat rate per order ($)')).toBeFocused()
    await shipping.getByLabel('Flat rate per order ($)').fill('six')
    await shipping.getByRole('button', { name: 'Save Shipping Rate' }).click()
    await expect(shipping.getByLabel('Flat rate per order ($)')).toHaveAccessibleDescription(
      'Enter the shipping price in dollars, like 5.00.',
    )
    await shipping.getByLabel('Flat rate per order ($)').fill('6.50')
    await shipping.getByRole('button', { name: 'Save Shipping Rate' }).click()
    await expect(toastText(page, 'Shipping Rate Saved')).toBeVisible()
    await expect(shipping.getByText('$6.50 per order, never free')).toBeVisible()

    const tax = page.getByRole('region', { name: 'Tax' })
    await tax.getByRole('button', { name: 'Edit tax for Everywhere else' }).click()
    await tax.getByLabel('Tax rate (%)').fill('10')
    await tax.getByRole('button', { name: 'Save Tax Rate' }).click()
    await expect(tax.getByText('10% tax')).toBeVisible()

    // A state's own rate: the region list is offered for the US.
    await tax.getByLabel('Country').selectOption('US')
    await tax.getByLabel('State or province').selectOption('OR')
    await tax.getByLabel('Tax rate (%)').fill('0')
    await tax.getByRole('button', { name: 'Save Tax Rate' }).click()
    await expect(tax.getByText('Oregon, United States')).toBeVisible()
    await tax.getByRole('button', { name: 'Remove tax for Oregon, United States' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Remove tax for Oregon, United States?' })
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Remove Rate' }).click()
    await expect(tax.getByText('Oregon, United States')).toHaveCount(0)

    // A shopper's checkout quotes the new rates: 2 x $5.95 + $6.50 shipping + 10% tax.
    const shopper = await (await browser.newContext()).newPage()
    await seedCart(shopper, [{ slug: 'fennel-seeds', size: '100g', quantity: 2 }])
    await shopper.goto('/checkout')
    await shopper.getByRole('link', { name: 'Continue Without Account' }).click()
    const summary = shopper.getByTestId('order-summary')
    await expect(summary.getByTestId('summary-subtotal')).toHaveText('$11.90')
    await expect(summary.getByTestId('summary-shipping')).toHaveText('$6.50')
    await expect(summary.getByTestId('summary-taxes')).toHaveText('$1.19')
    await expect(summary.getByTestId('summary-total')).toHaveText('$19.59')
  } finally {
    // What the spec charges, for the other tests of the run.
    await service.from('shipping_rates').update({ flat_rate: 5, free_over: null }).eq('country', '*')
    await service.from('tax_rates').update({ rate_percent: 7 }).eq('country', '*')
    await service.from('tax_rates').delete().neq('country', '*')
  }
})

test('Promo codes: an admin creates, edits and deactivates a code', async ({ page }) => {
  await signInBrowser(page, SEEDED.admin)
  await page.goto('/admin/promo-codes')
  await expect(heading(page, 'Promo Codes')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'WELCOME10' })).toBeVisible()
  await page.getByRole('button', { name: 'New Promo Code' }).click()
  const form = page.getByRole('form', { name: 'New Promo Code' })
  await expect(form.getByLabel('Code')).toBeFocused()
  await checkAtBothWidths(page)

  const code = `TEST${Date.now().toString(36).toUpperCase()}`
  await form.getByLabel('Code').fill('no')
  await form.getByLabel('Description').fill('Autumn flyer')
  await form.getByLabel('Percent off (%)').fill('150')
  await form.getByLabel('Maximum uses (optional)').fill('5')
  await form.getByRole('button', { name: 'Create Promo Code' }).click()
  await expect(form.getByLabel('Code')).toHaveAccessibleDescription('Use 3 to 32 letters and digits, like SPRING15.')
  await expect(form.getByLabel('Percent off (%)')).toHaveAccessibleDescription(
    'Enter a percentage above 0 and up to 100.',
  )
  await form.getByLabel('Code').fill(code.toLowerCase())
  await form.getByLabel('Percent off (%)').fill('15')
  await form.getByLabel('Minimum subtotal ($)').fill('20')
  await form.getByRole('button', { name: 'Create Promo Code' }).click()
  await expect(toastText(page, 'Promo Code Created')).toBeVisible()
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code }) })
  await expect(card).toContainText('15% off')
  await expect(card).toContainText('$20.00 subtotal')
  await expect(card).toContainText('0 of 5')
  await expect(card).toContainText('Active')

  await card.getByRole('button', { name: `Edit ${code}` }).click()
  const edit = page.getByRole('form', { name: `Edit ${code}` })
  await expect(edit.getByLabel('Code')).toHaveValue(code)
  await expect(edit.getByLabel('Code')).toHaveAttribute('readonly', '')
  await edit.getByLabel('Kind of discount').selectOption('fixed')
  await edit.getByLabel('Amount off ($)').fill('3')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(card).toContainText('$3.00 off')

  await card.getByRole('button', { name: `Deactivate ${code}` }).click()
  const dialog = page.getByRole('alertdialog', { name: `Deactivate ${code}?` })
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Deactivate' }).click()
  await expect(card).toContainText('Off')
  await expect(card.getByRole('button', { name: `Activate ${code}` })).toBeFocused()
  const { data } = await service.from('promo_codes').select('is_active, discount_type, discount_value').eq('code', code)
  expect(data).toEqual([{ is_active: false, discount_type: 'fixed', discount_value: 3 }])
})

test('Customers: a customer opens on a page of their own, where an admin adjusts their points', async ({ page }) => {
  const customer = await newCustomer('owner-ui', 'Imani Okafor')
  await signInBrowser(page, SEEDED.admin)
  await page.goto('/admin/customers')
  await page.getByLabel('Search by e-mail or name').fill(customer.email)
  await page.getByRole('row').filter({ hasText: customer.email }).getByRole('link', { name: 'Imani Okafor' }).click()
  await expect(heading(page, 'Imani Okafor')).toBeVisible()
  await expect(page.getByText(customer.email)).toBeVisible()
  await expect(page.getByText('Balance: 100 points')).toBeVisible()
  await expect(page.getByText('No orders yet.')).toBeVisible()
  await checkAtBothWidths(page)

  const form = page.getByRole('form', { name: 'Adjust points' })
  await form.getByLabel('Points (+ to add, - to take away)').fill('-500')
  await form.getByLabel('Reason').fill('Too many')
  await form.getByRole('button', { name: 'Adjust Points' }).click()
  await expect(toastText(page, 'The balance is 100 points: at most 100 can be taken away.')).toBeVisible()
  await form.getByLabel('Points (+ to add, - to take away)').fill('+25')
  await form.getByLabel('Reason').fill('Sorry for the late parcel')
  await form.getByRole('button', { name: 'Adjust Points' }).click()
  await expect(toastText(page, 'The balance is now 125 points.')).toBeVisible()
  await expect(page.getByText('Balance: 125 points')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Points history' })).toContainText(
    'Adjustment: Sorry for the late parcel',
  )
  const { data } = await customer.client.rpc('points_summary')
  expect(data?.[0]?.balance).toBe(125)
})

test('Messages: an admin replies to a message; the reply is kept, mailed, and the message is handled', async ({
  page,
}) => {
  const sender = `asker-${randomUUID().slice(0, 8)}@example.com`
  const { data: message, error } = await service
    .from('contact_messages')
    .insert({ full_name: 'Noor Haddad', email: sender, subject: 'Order Inquiry', message: 'Is the saffron fresh?' })
    .select('id')
    .single()
  expect(error).toBeNull()
  await signInBrowser(page, SEEDED.admin)
  await page.goto('/admin/messages')
  await page.getByLabel('Show messages').selectOption('unhandled')
  const item = page.getByRole('article', { name: /from Noor Haddad/ }).filter({ hasText: sender })
  await item.getByRole('button', { name: 'Reply' }).click()
  await expect(item.getByLabel('Reply to Noor Haddad')).toBeFocused()
  await checkAtBothWidths(page)
  await item.getByRole('button', { name: 'Send Reply' }).click()
  await expect(item.getByLabel('Reply to Noor Haddad')).toHaveAccessibleDescription(
    'Write a reply of 1 to 5000 characters.',
  )
  await item.getByLabel('Reply to Noor Haddad').fill("Yes: this season's harvest, packed last week.")
  await item.getByRole('button', { name: 'Send Reply' }).click()
  await expect(toastText(page, 'Reply Sent')).toBeVisible()
  // Handled now, so the Unhandled list lets it go; Handled shows it with its reply.
  await expect(item).toHaveCount(0)
  await page.getByLabel('Show messages').selectOption('handled')
  await expect(item.getByRole('list', { name: 'Replies to Noor Haddad' })).toContainText(
    "Yes: this season's harvest, packed last week.",
  )
  const { data: queued } = await service.from('email_outbox').select('kind, recipient').eq('recipient', sender)
  expect(queued).toEqual([{ kind: 'contact_reply', recipient: sender }])
  expect(message?.id).toBeTruthy()
})

test('Dashboard: orders waiting to ship and low-stock sizes are tiles; the chart legend reads without hovering', async ({
  page,
}) => {
  await signInBrowser(page, SEEDED.admin)
  await page.goto('/admin/dashboard')
  await expect(heading(page, 'Dashboard')).toBeVisible()
  const { count: toShip } = await service
    .from('orders')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'Processing')
  await expect(page.getByText('Orders waiting to ship').locator('xpath=..')).toContainText(String(toShip))
  await expect(page.getByText('Low-stock sizes')).toBeVisible()
  await expect(page.getByText('Pending tasks')).toHaveCount(0)
  const chart = page.getByRole('region', { name: /^Daily revenue and orders/ })
  await expect(chart.locator('canvas')).toBeVisible()
  await expect(chart.getByText(/^Revenue per day, bars/)).toBeVisible()
  await expect(chart.getByText(/^Orders per day, line/)).toBeVisible()
  await checkAtBothWidths(page)
})
