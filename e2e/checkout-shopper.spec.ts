import type { Page } from '@playwright/test'
import { expect, test, type SeedCart } from './fixtures.ts'
import { fillCard, fillShipping } from './checkout-form.ts'

// What a shopper tripped over at checkout: messages of an earlier attempt lingering, and what a reload keeps.
// They buy fennel seeds (stock goes down) in the shared database of the run.

// Each order waits 1.5 s for the simulated payment.
test.describe.configure({ timeout: 90_000 })

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

/** A guest with one jar of fennel seeds, on the payment step with the shipping step filled in. */
async function toPayment(page: Page, seedCart: SeedCart) {
  await seedCart(page, [{ slug: 'fennel-seeds', size: '100g', quantity: 1 }])
  await page.goto('/checkout/shipping')
  await fillShipping(page, uniqueEmail('shopper'))
  await page.getByRole('button', { name: 'Next: Billing & Payment' }).click()
  await expect(page).toHaveURL(/\/checkout\/payment$/)
}

test('a Missing Information toast of an earlier attempt does not follow the shopper to the Thank You page', async ({
  page,
  seedCart,
}) => {
  await toPayment(page, seedCart)
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(toastRegion(page).getByText('Missing Information')).toBeVisible()

  await fillCard(page)
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Order!' })).toBeVisible()
  // At once, not after the earlier toast's 5 seconds: it belonged to the payment page.
  expect(await toastRegion(page).getByText('Missing Information').count()).toBe(0)
  await expect(toastRegion(page).getByText('Order placed! Your CasaBite flavors are on the way.')).toBeVisible({
    timeout: 1000,
  })
})

test('a declined card’s line goes when the next attempt finds a field to fix', async ({ page, seedCart }) => {
  await toPayment(page, seedCart)
  await fillCard(page, '4000 0000 0000 0002')
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.')

  await page.getByLabel('Cardholder Name').fill('')
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page.getByText('Cardholder name is required.')).toBeVisible()
  await expect(page.getByTestId('payment-error')).toHaveCount(0)
  // The newest error shows at once in place of the payment failure.
  await expect(toastRegion(page).getByText('Missing Information')).toBeVisible({ timeout: 1000 })
})

test('a reload of the payment step keeps what was typed, except the card number and CVC, until the order is placed', async ({
  page,
  seedCart,
}) => {
  await toPayment(page, seedCart)
  await fillCard(page)
  await page.getByLabel('Promo Code').fill('welcome10')
  await page.reload()

  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await expect(page.getByLabel('Cardholder Name')).toHaveValue('Ada Lovelace')
  await expect(page.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 30')
  await expect(page.getByLabel('Promo Code')).toHaveValue('welcome10')
  await expect(page.getByLabel('Card Number')).toHaveValue('')
  await expect(page.getByLabel('CVC')).toHaveValue('')
  const saved = await page.evaluate(() => JSON.stringify({ ...sessionStorage }))
  expect(saved).not.toContain('4242')

  await page.getByRole('button', { name: 'Back to Shipping' }).click()
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace')
  await expect(page.getByLabel('City')).toHaveValue('Denver')
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('CO')
  await page.getByRole('button', { name: 'Next: Billing & Payment' }).click()

  await page.getByLabel('Promo Code').fill('')
  await fillCard(page)
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page).toHaveURL(/\/order-confirmation\//)
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('draft')))).toEqual([])
})
