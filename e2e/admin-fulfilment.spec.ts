import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { SEEDED, expect, test } from './fixtures.ts'
import { signInBrowser } from './session.ts'

// Fulfilling an order in the admin: every status change is confirmed in a dialog that says what it does,
// shipping records the carrier and tracking number, cancelling a reason and a note and refunds the card,
// and the internal note stays the admins'.

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

test('ship with tracking, keep an internal note, then cancel with a reason: the card is refunded', async ({
  page,
  placeOrder,
  newCustomer,
}) => {
  test.slow()
  const customer = await newCustomer('fulfilled', 'Dana Diner')
  const order = await placeOrder({ email: customer.email, client: customer.client })
  await signInBrowser(page, SEEDED.admin)
  await page.goto(`/admin/orders/${order.id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible()

  const fulfilment = page.getByRole('region', { name: 'Fulfilment' })
  await expect(fulfilment).toContainText('Dana Diner')
  await expect(fulfilment).toContainText('Visa ending in 4242')
  await expect(fulfilment).toContainText(/Ref\. sim_/)

  // Shipping asks for the carrier and a valid tracking number, focus inside the dialog, back on close.
  const shipButton = page.getByRole('button', { name: 'Mark as Shipped' })
  await shipButton.click()
  const ship = page.getByRole('alertdialog', { name: `Mark ${order.order_number} as Shipped?` })
  await expect(ship.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectNoAxeViolations(page)
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click()
  await expect(ship.getByRole('alert')).toHaveText('Please enter a valid tracking number.')
  await ship.getByLabel('Carrier').selectOption('UPS')
  await ship.getByLabel('Tracking number').fill('1z999aa1 0123456784')
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click()
  await expect(toastRegion(page).getByText(`${order.order_number} is now Shipped.`)).toBeVisible()
  await expect(fulfilment.getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  )
  // The customer reads the same on their order.
  const own = await customer.client.from('orders').select('tracking_url').eq('id', order.id).single()
  expect(own.data!.tracking_url).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784')

  // The internal note: saved for admins, never readable by the customer.
  await page.getByLabel('Only admins see this note; the customer never does.').fill('Fragile: pack twice.')
  await page.getByRole('button', { name: 'Save Note' }).click()
  await expect(toastRegion(page).getByText('Only admins see it.')).toBeVisible()
  const note = await customer.client.from('order_internal_notes').select('note').eq('order_id', order.id)
  expect(note.data).toEqual([])

  // Cancelling says what goes back, takes a reason and a note, and refunds the card.
  await page.getByRole('button', { name: 'Cancel Order' }).click()
  const cancel = page.getByRole('alertdialog', { name: `Cancel ${order.order_number}?` })
  await expect(cancel).toContainText(`every item goes back into stock`)
  await expect(cancel).toContainText(`is refunded to Visa ending in 4242`)
  await cancel.getByLabel('Reason').selectOption({ label: 'Out of stock' })
  await cancel.getByLabel('Note to the customer').fill('The harvest was late.')
  await expectNoAxeViolations(page)
  await cancel.getByRole('button', { name: 'Cancel and Refund' }).click()
  await expect(toastRegion(page).getByText(`${order.order_number} is now Cancelled.`)).toBeVisible()
  await expect(fulfilment).toContainText('Out of stock')
  await expect(fulfilment).toContainText('“The harvest was late.”')
  await expect(fulfilment).toContainText(`Refunded: $${Number(order.total_price).toFixed(2)}`)
  await expectNoAxeViolations(page)

  const refund = await customer.client.from('order_refunds').select('status, reason').eq('order_id', order.id)
  expect(refund.data).toEqual([{ status: 'refunded', reason: 'out_of_stock' }])

  // Delivered is confirmed too, and says a delivered order can no longer be cancelled.
  const second = await placeOrder({ email: customer.email, client: customer.client })
  await page.goto(`/admin/orders/${second.id}`)
  await page.getByRole('button', { name: 'Mark as Shipped' }).click()
  const shipSecond = page.getByRole('alertdialog', { name: `Mark ${second.order_number} as Shipped?` })
  await shipSecond.getByLabel('Carrier').selectOption('Other')
  await shipSecond.getByLabel('Tracking number').fill('PARCEL-42')
  await shipSecond.getByRole('button', { name: 'Mark as Shipped' }).click()
  await page.getByRole('button', { name: 'Mark as Delivered' }).click()
  const deliver = page.getByRole('alertdialog', { name: `Mark ${second.order_number} as Delivered?` })
  await expect(deliver).toContainText('A delivered order can no longer be cancelled.')
  await deliver.getByRole('button', { name: 'Mark as Delivered' }).click()
  await expect(toastRegion(page).getByText(`${second.order_number} is now Delivered.`)).toBeVisible()
  await expect(page.getByText('An admin may correct a Delivered order within 24 hours.')).toBeVisible()
})
