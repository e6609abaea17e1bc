import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

// The wiring end to end: the built SPA, served by vite preview, reading the seeded catalogue from
// the local stack through supabase-js.

test('the shop lists the seeded products from the database', async ({ page }) => {
  await page.goto('/shop')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Spice Collection' })).toBeVisible()
  // The first page, by name, of the 40 active seeded products.
  await expect(page.getByRole('link', { name: /Aleppo Pepper/ }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Allspice Berries/ }).first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the home page renders and passes axe', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-spice')
  await expect(page.getByRole('heading', { name: "404 - You've wandered off the spice trail!" })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('unknown checkout paths are replaced by /checkout/options', async ({ page, seedCart }) => {
  // With something to check out (an empty cart goes on to the shop).
  await seedCart(page, [{ slug: 'cumin-seeds', size: '100g', quantity: 1 }])
  await page.goto('/checkout/nowhere')
  await expect(page.getByRole('heading', { level: 1, name: 'How Would You Like to Check Out?' })).toBeVisible()
  await expect(page).toHaveURL(/\/checkout\/options$/)
})
