import type { Page } from '@playwright/test'
import { AUTH_STORAGE_KEY } from '../src/config/auth.ts'
import { totpCode } from '../tests/helpers/totp.ts'
import { expectNoAxeViolations } from './axe.ts'
import { type Client, expect, test } from './fixtures.ts'
import { latestMail } from './session.ts'

// Two-factor sign-in and mailed sign-in links, as a customer uses them: enrol an authenticator app in the
// settings, log in with password and code, and log in from the link the stack's /inbox shows.

const PASSWORD = 'spice-route-2026'
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
const loginForm = (page: Page) => page.getByRole('form', { name: 'Log in' })

async function logIn(page: Page, email: string) {
  await page.goto('/checkout/auth')
  await loginForm(page).getByLabel('Email').fill(email)
  await loginForm(page)
    .getByLabel(/^Password/)
    .fill(PASSWORD)
  await loginForm(page).getByRole('button', { name: 'Log In' }).click()
}

test('a customer turns on two-factor authentication, then logs in with password and code', async ({
  page,
  confirmedAccount,
}) => {
  test.slow() // two sign-ins, two accessibility scans
  const email = uniqueEmail('totp')
  await confirmedAccount(email, PASSWORD, 'Tess Totp')
  await logIn(page, email)
  await expect(page).toHaveURL(/\/account/)

  await page.goto('/account/settings')
  const section = page.getByRole('region', { name: 'Two-Factor Authentication' })
  await section.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click()
  await section.getByLabel(/^Name for this authenticator/).fill('My phone')
  await section.getByRole('button', { name: 'Continue' }).click()
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await section.getByTestId('totp-secret').textContent()) ?? ''
  const verifyForm = section.getByRole('form', { name: 'Verify your authenticator app' })
  await verifyForm.getByLabel(/^Authentication code/).fill('000000')
  await verifyForm.getByRole('button', { name: 'Verify and Turn On' }).click()
  await expect(verifyForm.getByRole('alert')).toContainText('That code is not right')
  await verifyForm.getByLabel(/^Authentication code/).fill(totpCode(secret))
  await verifyForm.getByRole('button', { name: 'Verify and Turn On' }).click()
  await expect(section.getByRole('status')).toHaveText('Two-factor authentication is on.')
  await expect(section.getByRole('list', { name: 'Authenticator apps' })).toContainText('My phone')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await logIn(page, email)
  const code = page.getByRole('form', { name: 'Authentication code' })
  const input = code.getByLabel(/^Authentication code/)
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(input).toHaveAttribute('inputmode', 'numeric')
  await expectNoAxeViolations(page)
  await input.fill(totpCode(secret))
  await code.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/account/)
  const aal = await page.evaluate((key) => {
    const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? ''
    return (JSON.parse(atob(token.split('.')[1] ?? '')) as { aal?: string }).aal
  }, AUTH_STORAGE_KEY)
  expect(aal).toBe('aal2')
})

/** The token's aal claim, as the page's Auth keeps it. */
const savedLevel = (page: Page) =>
  page.evaluate((key) => {
    const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? ''
    return (JSON.parse(atob(token.split('.')[1] ?? '')) as { aal?: string }).aal
  }, AUTH_STORAGE_KEY)

/** An account with a verified authenticator app (set up through Auth's API, on `client`); returns its secret. */
async function accountWithFactor(client: Client, email: string): Promise<string> {
  await client.auth.signInWithPassword({ email, password: PASSWORD })
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
  if (error) throw error
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: data.id, code: totpCode(data.totp.secret) })
  if (verified.error) throw verified.error
  return data.totp.secret
}

test('a session restored at aal1 in another tab is asked for the code; at aal2 a reload keeps it', async ({
  page,
  context,
  confirmedAccount,
  newClient,
}) => {
  test.slow()
  const email = uniqueEmail('tabs')
  await confirmedAccount(email, PASSWORD, 'Tab Keeper')
  const secret = await accountWithFactor(newClient(), email)
  // The password in one tab, the code step left open: the session is saved at aal1.
  await logIn(page, email)
  await expect(page.getByRole('form', { name: 'Authentication code' })).toBeVisible()
  expect(await savedLevel(page)).toBe('aal1')

  const other = await context.newPage()
  await other.goto('/account')
  const code = other.getByRole('form', { name: 'Authentication code' })
  await expect(code).toBeVisible()
  await expect(other).toHaveURL(/\/checkout\/auth/)
  await expect(other.getByRole('link', { name: 'My account' })).toHaveCount(0)
  await code.getByLabel(/^Authentication code/).fill(totpCode(secret))
  await code.getByRole('button', { name: 'Verify' }).click()
  await expect(other).toHaveURL(/\/account$/)
  expect(await savedLevel(other)).toBe('aal2')

  await other.reload()
  await expect(other.getByRole('link', { name: 'My account' })).toBeVisible()
  await expect(other).toHaveURL(/\/account$/)
  await expect(other.getByRole('form', { name: 'Authentication code' })).toHaveCount(0)
  expect(await savedLevel(other)).toBe('aal2')
})

test('Email me a sign-in link: the link from the inbox lands signed in', async ({ page, confirmedAccount }) => {
  const email = uniqueEmail('magic')
  await confirmedAccount(email, PASSWORD, 'Mags Link')
  await page.goto('/checkout/auth')
  await loginForm(page).getByLabel('Email').fill(email)
  await loginForm(page).getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(loginForm(page).getByRole('status')).toContainText('a sign-in link is on its way')
  await expectNoAxeViolations(page)

  const mail = await latestMail(email, 'magiclink')
  await page.goto(mail.link)
  await expect(page).toHaveURL(/\/account/)
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible()
})

test('a customer with two-factor sign-in resets the password: the mailed link, the code, then the new password', async ({
  page,
  confirmedAccount,
  newClient,
}) => {
  test.slow()
  const email = uniqueEmail('reset')
  await confirmedAccount(email, PASSWORD, 'Rita Reset')
  const secret = await accountWithFactor(newClient(), email)
  await page.goto('/checkout/auth')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  const request = page.getByRole('form', { name: 'Reset password' })
  await request.getByLabel('Email').fill(email)
  await request.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('Password Reset Email Sent', { exact: true })).toBeVisible()
  await page.goto((await latestMail(email, 'recovery')).link)

  // The link's session is at aal1: the code comes before the new password (Auth refuses it otherwise).
  const code = page.getByRole('form', { name: 'Authentication code' })
  await expect(code).toBeVisible()
  await expect(page.getByRole('form', { name: 'New password' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await code.getByLabel(/^Authentication code/).fill('000000')
  await code.getByRole('button', { name: 'Verify' }).click()
  await expect(code.getByLabel(/^Authentication code/)).toHaveAccessibleDescription(
    'That code is not right or has expired. Please enter the current code from your app.',
  )
  await code.getByLabel(/^Authentication code/).fill(totpCode(secret))
  await code.getByRole('button', { name: 'Verify' }).click()

  const reset = page.getByRole('form', { name: 'New password' })
  await reset.getByLabel(/^New Password/).fill('a-new-spice-route')
  await reset.getByLabel('Confirm New Password').fill('a-new-spice-route')
  await reset.getByRole('button', { name: 'Set New Password' }).click()
  await expect(page.getByText('Password Updated', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/account$/)
  const again = newClient()
  expect((await again.auth.signInWithPassword({ email, password: 'a-new-spice-route' })).error).toBeNull()
})
