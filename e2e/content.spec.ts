import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

// The content pages: each renders its heading, its title, and passes axe.

const pages = [
  ['/', "Buy the World's Finest Spices, Straight from the Source", 'Buy Premium Spices Online | CasaBite'],
  ['/about', 'Spices with a Story, Sourced with Care', 'Our Story | CasaBite'],
  ['/faq', 'Frequently Asked Questions', 'Frequently Asked Questions | CasaBite'],
  ['/returns-refunds', 'Returns & Refunds Policy', 'Returns & Refunds Policy | CasaBite'],
  ['/shipping', 'Shipping Information', 'Shipping Information | CasaBite'],
  ['/privacy-policy', 'Privacy Policy', 'Privacy Policy | CasaBite'],
  ['/terms-of-service', 'Terms of Service', 'Terms of Service | CasaBite'],
  ['/terms', 'Terms of Service', 'Terms of Service | CasaBite'],
  ['/products', 'All Spices', 'All Spices | CasaBite'],
  ['/recipes', 'Recipes', 'Recipes | CasaBite'],
  ['/contact', "We'd Love to Hear From You", 'Contact Us | CasaBite'],
  ['/no-such-spice', "404 - You've wandered off the spice trail!", 'Page Not Found | CasaBite'],
] as const

for (const [path, heading, title] of pages) {
  test(`${path} renders its heading and passes axe`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveTitle(title)
    await expectNoAxeViolations(page)
  })
}

test('/terms is the terms page under the canonical /terms-of-service', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/terms-of-service$/)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/terms-of-service$/)
  await expect(page.getByText('governed by the laws of the State of California')).toBeVisible()
  await page.getByRole('link', { name: 'shipping information' }).click()
  await expect(page).toHaveURL(/\/shipping$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Information' })).toBeVisible()
})

test('the home page leads to the featured spices, the collections and the story', async ({ page }) => {
  await page.goto('/')
  const featured = page.getByRole('region', { name: 'Featured Spices' })
  await expect(featured.getByRole('listitem')).toHaveCount(3)
  await expect(featured).toContainText('$18.99')
  await expect(featured).toContainText('$9.75')
  await expect(featured).toContainText('$11.50')
  await expect(page.getByRole('region', { name: 'From Our Community' }).getByRole('figure')).toHaveCount(3)

  await page.getByRole('link', { name: 'Shop Now: Seeds' }).click()
  await expect(page).toHaveURL(/\/shop\?category_types=Seeds$/)

  await page.goto('/')
  await page.getByRole('link', { name: 'View Product: Kashmiri Saffron' }).click()
  await expect(page).toHaveURL(/\/product\/kashmiri-saffron$/)

  await page.goto('/')
  await page.getByRole('link', { name: 'Our Story', exact: true }).first().click()
  await expect(page).toHaveURL(/\/about$/)
})

test('/about#sourcing-promise opens at the sourcing promise', async ({ page }) => {
  await page.goto('/about#sourcing-promise')
  const promise = page.locator('#sourcing-promise')
  await expect(promise.getByRole('heading', { name: 'Our Sourcing Promise' })).toBeInViewport()
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(0)

  await page.getByRole('link', { name: 'Explore Our Spices' }).click()
  await expect(page).toHaveURL(/\/shop$/)
})

test('the FAQ accordion works from the keyboard: one answer at a time, and it closes again', async ({ page }) => {
  await page.goto('/faq')
  const origin = page.getByRole('button', { name: 'Where do your spices come from?' })
  const delivery = page.getByRole('button', { name: 'How long will my order take to arrive?' })

  await origin.focus()
  await page.keyboard.press('Enter')
  await expect(origin).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('region', { name: 'Where do your spices come from?' })).toBeVisible()

  await page.keyboard.press('ArrowDown')
  await expect(delivery).toBeFocused()
  await page.keyboard.press('Space')
  await expect(delivery).toHaveAttribute('aria-expanded', 'true')
  await expect(origin).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('region', { name: 'How long will my order take to arrive?' })).toContainText(
    '3-5 business days',
  )

  await page.keyboard.press('Enter')
  await expect(delivery).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('region', { name: 'How long will my order take to arrive?' })).toBeHidden()

  await page.keyboard.press('End')
  await expect(page.getByRole('button', { name: 'How can I track my order?' })).toBeFocused()
  await expectNoAxeViolations(page)
})

test('the policy links lead to contact and home', async ({ page }) => {
  await page.goto('/returns-refunds')
  await expect(page.getByText('Last updated: May 2025')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Contact Us', exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await page.goto('/privacy-policy')
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
})

test('the placeholder pages link home', async ({ page }) => {
  for (const path of ['/products', '/recipes']) {
    await page.goto(path)
    await expect(page.getByText('Exciting content is being prepared')).toBeVisible()
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/:\d+\/$/)
  }
})
