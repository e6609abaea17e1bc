import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'

// The wiring end to end: the built SPA, served by vite preview, reading the seeded catalogue from
// the local stack through supabase-js.

test('the shop lists the seeded products from the database', async ({ page }) => {
  await page.goto('/shop')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Spice Collection' })).toBeVisible()
  await expect(page.getByText('Kashmiri Saffron', { exact: true })).toBeVisible()
  await expect(page.getByText('Smoked Pimentón', { exact: false }).first()).toBeVisible()
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
  await expectNoAxeViolations(page)
})

test('unknown checkout paths are replaced by /checkout/options', async ({ page }) => {
  await page.goto('/checkout/nowhere')
  await expect(page).toHaveURL(/\/checkout\/options$/)
})
