import { randomUUID } from 'node:crypto'
import { expectNoAxeViolations } from './axe.ts'
import { SEEDED, expect, test } from './fixtures.ts'
import { signInBrowser } from './session.ts'

// The packing slip: a print view of an order for admins, opened from the admin order page.

test("an admin prints an order's packing slip: its lines, sizes, quantities and the recipient; axe", async ({
  page,
  placeOrder,
}) => {
  const order = await placeOrder({ email: `slip-${randomUUID()}@example.com`, quantity: 3, customerName: 'Ida Ivers' })
  await signInBrowser(page, SEEDED.admin)
  await page.goto(`/admin/orders/${order.id}`)
  await page.getByRole('link', { name: 'Print Packing Slip' }).click()

  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/packing-slip$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Packing Slip' })).toBeVisible()
  await expect(page.getByText(order.order_number, { exact: true })).toBeVisible()
  const shipTo = page.getByRole('region', { name: 'Ship To' })
  await expect(shipTo).toContainText('Ida Ivers')
  await expect(shipTo).toContainText('12 Market St')
  await expect(shipTo).toContainText('Denver, CO 80202')
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['Kashmiri Saffron', /2\s?g/i, '3'])
  // No site or admin chrome around it.
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await expectNoAxeViolations(page)

  // On paper, the slip alone: the screen's buttons are not printed.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Packing Slip' })).toBeVisible()
})
