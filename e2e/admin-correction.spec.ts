import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { SEEDED } from '../tests/helpers/stack.ts'
import { expectNoAxeViolations } from './axe.ts'
import { placeOrder } from './orders.ts'
import { signInBrowser, signedInClient } from './session.ts'

// Correcting a Delivered or Cancelled order from the admin order page, confirmed in a dialog.

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

// The admin's API calls need aal2: signedInClient gives the seeded admin's code too.
const adminClient = async () => (await signedInClient(SEEDED.admin)).client

test('an admin corrects a Delivered order to Shipped and reopens a cancelled one; axe', async ({ page }) => {
  test.slow()
  const admin = await adminClient()
  const delivered = await placeOrder({ email: `fix-${randomUUID()}@example.com` })
  for (const status of ['Shipped', 'Delivered']) {
    const { error } = await admin.rpc('admin_set_order_status', { p_order_id: delivered.id, p_status: status })
    if (error) throw error
  }
  await signInBrowser(page, SEEDED.admin)
  await page.goto(`/admin/orders/${delivered.id}`)
  await page.getByRole('button', { name: 'Correct to Shipped' }).click()
  const dialog = page.getByRole('alertdialog', { name: `Correct ${delivered.order_number} as Shipped?` })
  await expect(dialog).toContainText('as if it had not been delivered')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Correct to Shipped' }).click()
  await expect(toastRegion(page).getByText(`${delivered.order_number} is now Shipped.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible()

  const cancelled = await placeOrder({ email: `reopen-${randomUUID()}@example.com` })
  const { error } = await admin.rpc('admin_cancel_order', { p_order_id: cancelled.id, p_reason: 'other' })
  if (error) throw error
  await page.goto(`/admin/orders/${cancelled.id}`)
  await page.getByRole('button', { name: 'Reopen Order' }).click()
  const reopen = page.getByRole('alertdialog', { name: `Reopen ${cancelled.order_number} as Processing?` })
  await expect(reopen).toContainText('the stock is taken again')
  await reopen.getByRole('button', { name: 'Reopen Order' }).click()
  await expect(toastRegion(page).getByText(`${cancelled.order_number} is now Processing.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as Shipped' })).toBeVisible()
})
