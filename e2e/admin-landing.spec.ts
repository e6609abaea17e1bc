import type { Page } from '@playwright/test'
import { seededTotpSecret } from '../tests/helpers/seeded-accounts.ts'
import { totpCode } from '../tests/helpers/totp.ts'
import { expectNoAxeViolations } from './axe.ts'
import { SEEDED, expect, test } from './fixtures.ts'
import { signInBrowser } from './session.ts'

// Getting to the admin area: an admin's login lands on the dashboard (a guard's return path wins), and
// the header shows admins, and only admins, a link to it.

const loginForm = (page: Page) => page.getByRole('form', { name: 'Log in' })
const adminLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })

async function logIn(page: Page, credentials: { email: string; password: string }) {
  const form = loginForm(page)
  await form.getByLabel('Email').fill(credentials.email)
  await form.getByLabel(/^Password/).fill(credentials.password)
  await form.getByRole('button', { name: 'Log In' }).click()
  // The seeded admin has a second factor: the login asks for its code after the password.
  const secret = seededTotpSecret(credentials.email)
  if (!secret) return
  const code = page.getByRole('form', { name: 'Authentication code' })
  await code.getByLabel(/^Authentication code/).fill(totpCode(secret))
  await code.getByRole('button', { name: 'Verify' }).click()
}

test("an admin's login lands on the dashboard, and the header links to the admin area", async ({ page }) => {
  await page.goto('/checkout/auth')
  await logIn(page, SEEDED.admin)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  await page.goto('/about')
  await adminLink(page).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto('/about')
  await expect(adminLink(page)).toBeVisible()
  await expectNoAxeViolations(page)
})

test("a guard's return path wins over the admin's dashboard", async ({ page }) => {
  await page.goto('/account?section=orders')
  await expect(page).toHaveURL(/\/checkout\/auth\?returnTo=%2Faccount%3Fsection%3Dorders$/)
  await logIn(page, SEEDED.admin)
  await expect(page).toHaveURL(/\/account\?section=orders$/)
})

test('a customer logs in to the account and sees no admin link', async ({ page, newCustomer }) => {
  const customer = await newCustomer('landing', 'Rosa Parks')
  await page.goto('/checkout/auth')
  await logIn(page, customer)
  await expect(page).toHaveURL(/\/account$/)
  await page.goto('/about')
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible()
  await expect(adminLink(page)).toHaveCount(0)
})

test('an admin page opened by address fetches all its code with index.html, the code step not at all', async ({
  page,
  request,
}) => {
  await signInBrowser(page, SEEDED.admin)
  const scripts: string[] = []
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname)
  })
  await page.goto('/admin/orders')
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()

  // The entry and the chunks the served page's boot script starts after its first frame
  // (scripts/vite/first-screen-document.ts), what the entry imports itself, and what the landing script added
  // (`data-landing`).
  const html = await (await request.get('/admin/orders')).text()
  const entryPath = html.match(/\.src="([^"]+\.js)"/)?.[1] ?? ''
  const inHtml = [entryPath, ...(JSON.parse(html.match(/(\["[^\]]*\])\.forEach/)?.[1] ?? '[]') as string[])]
  expect(inHtml.length).toBeGreaterThan(1)
  const entry = await (await request.get(entryPath)).text()
  const withEntry = [...entry.matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`)
  const landing = await page.evaluate<string[]>(
    `[...document.querySelectorAll('link[rel=modulepreload][data-landing]')].map((link) => new URL(link.href).pathname)`,
  )
  expect(landing).not.toEqual([])
  const announced = new Set([...inHtml, ...withEntry, ...landing])
  // No second wave: every chunk the page ran was asked for at once; the second-factor step's forms stay away.
  expect(scripts.filter((script) => !announced.has(script))).toEqual([])
})
