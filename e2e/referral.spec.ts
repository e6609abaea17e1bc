import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { latestMail, signInBrowser, signedInClient } from './session.ts'

// Referral +50: a customer copies their link from the account, a friend signs up through it (confirming
// the address from the stack's /inbox), orders, the order is delivered, and the customer's points rise.

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

test('a friend who signs up through the copied link and gets an order delivered earns the referrer 50 points', async ({
  browser,
  context,
  page,
  admin,
  newCustomer,
  placeOrder,
}) => {
  test.slow()
  const referrer = await newCustomer('referrer', 'Rae Referrer')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInBrowser(page, referrer)

  // The rewards page's Refer a Friend card leads to the link.
  await page.goto('/rewards')
  await page.getByRole('link', { name: 'Get Your Referral Link' }).click()
  await expect(page).toHaveURL(/\/account\/points#refer-a-friend$/)
  const section = page.getByRole('region', { name: 'Refer a Friend' })
  await expect(page.getByTestId('points-balance')).toHaveText(/100/)
  await section.getByRole('button', { name: 'Copy Link' }).click()
  await expect(toastRegion(page).getByText('Link Copied')).toBeVisible()
  const link = await page.evaluate(() => {
    const { navigator } = globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    return navigator.clipboard.readText()
  })
  expect(link).toMatch(/\/checkout\/auth\?mode=signup&ref=[A-HJ-NP-Z2-9]{10}$/)
  await expect(section.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(link)
  await expectNoAxeViolations(page)

  // The friend opens it, looks around first, then joins from the rewards page.
  const friendContext = await browser.newContext()
  const friend = await friendContext.newPage()
  const email = `friend-${Date.now()}@example.com`
  const password = 'spice-route-2026'
  await friend.goto(link)
  await expect(friend.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible()
  await friend.goto('/rewards')
  await friend.getByRole('link', { name: "Join Now, It's Free" }).click()
  const form = friend.getByRole('form', { name: 'Create account' })
  await form.getByLabel('Full Name').fill('Fran Friend')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel(/^Password/).fill(password)
  await form.getByLabel('Confirm Password').fill(password)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(toastRegion(friend).getByText('Check Your Email', { exact: true })).toBeVisible()
  await friend.goto((await latestMail(email, 'signup')).link)
  await expect(friend).toHaveURL(/\/account#?$/)
  await friendContext.close()

  // The friend's order, placed as the checkout places it, and delivered by the admin.
  const order = await placeOrder({ email, client: (await signedInClient({ email, password })).client })
  for (const status of ['Shipped', 'Delivered']) {
    const { error } = await admin.rpc('admin_set_order_status', { p_order_id: order.id, p_status: status })
    if (error) throw error
  }

  await page.reload()
  await expect(page.getByTestId('points-balance')).toHaveText(/150/)
  const newest = page.getByTestId('points-entry').first()
  await expect(newest.getByRole('cell').nth(1)).toHaveText('Friend referral bonus')
  await expect(newest.getByRole('cell').nth(2)).toHaveText('+50')
})
