import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

test('/rewards shows the program, its title and canonical URL, and passes axe', async ({ page }) => {
  await page.goto('/rewards')
  await expect(page.getByRole('heading', { level: 1, name: 'Earn Flavor Points with Every Order' })).toBeVisible()
  await expect(page).toHaveTitle('Flavor Points Rewards | CasaBite')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /:\d+\/rewards$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'How It Works',
    'Ways to Earn',
    'Ways to Redeem',
    'Frequently Asked Questions',
    'Start Earning Today',
  ])
  await expect(page.getByRole('region', { name: 'Ways to Redeem' }).getByRole('listitem')).toHaveText([
    '100 points = $1 off',
    '500 points = $5 off',
    '1000 points = $10 off',
  ])
  await expectNoAxeViolations(page)
})

test('the rewards FAQ works from the keyboard: one answer at a time, and it closes again', async ({ page }) => {
  await page.goto('/rewards')
  const join = page.getByRole('button', { name: 'How do I join Flavor Points?' })
  const earn = page.getByRole('button', { name: 'How do I earn points?' })

  await join.focus()
  await page.keyboard.press('Enter')
  await expect(join).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('region', { name: 'How do I join Flavor Points?' })).toContainText('100 bonus points')

  await page.keyboard.press('ArrowDown')
  await expect(earn).toBeFocused()
  await page.keyboard.press('Space')
  await expect(earn).toHaveAttribute('aria-expanded', 'true')
  await expect(join).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('region', { name: 'How do I earn points?' })).toContainText(
    '1 point for every whole dollar of your order subtotal',
  )

  await page.keyboard.press('Enter')
  await expect(earn).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('region', { name: 'How do I earn points?' })).toBeHidden()

  await page.keyboard.press('End')
  await expect(page.getByRole('button', { name: 'Can I exchange points for cash?' })).toBeFocused()
  // Tab leaves the questions for the join button, the next control on the page.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: "Join Now, It's Free" })).toBeFocused()
  await expectNoAxeViolations(page)
})

test('the join button opens the Create Account form, the fine print leads to the terms', async ({ page }) => {
  await page.goto('/rewards')
  await page.getByRole('link', { name: "Join Now, It's Free" }).click()
  await expect(page).toHaveURL(/\/checkout\/auth\?mode=signup$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible()
  await expect(
    page.getByRole('group', { name: 'Account' }).getByRole('button', { name: 'Create Account' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(
    page.getByRole('form', { name: 'Create account' }).getByRole('textbox', { name: 'Full Name' }),
  ).toBeVisible()

  await page.goBack()
  await page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page).toHaveURL(/\/terms-of-service$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
})

test('the header and the footer lead to /rewards', async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('banner').getByRole('link', { name: 'Rewards' }).click()
  await expect(page).toHaveURL(/\/rewards$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Earn Flavor Points with Every Order' })).toBeVisible()

  await page.goto('/faq')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Flavor Points Rewards' }).click()
  await expect(page).toHaveURL(/\/rewards$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Earn Flavor Points with Every Order' })).toBeVisible()
})
