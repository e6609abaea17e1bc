import type { Page } from '@playwright/test'
import { AUTH_STORAGE_KEY } from '../src/config/auth.ts'
import { STACK_URL } from '../playwright.config.ts'
import { expectNoAxeViolations } from './axe.ts'
import { layoutShift, watchLayoutShift } from './layout-shift.ts'
import { expect, test as base } from './fixtures.ts'
import { latestMail } from './session.ts'

// Accounts: sign-up, log-in, log-out, the login-required guard, forgot password through the stack's
// inbox, and the session followed across tabs.

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
const PASSWORD = 'spice-route-2026'

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })
const accountIcon = (page: Page) => page.getByRole('link', { name: 'My account' })
const loginIcon = (page: Page) => page.getByRole('link', { name: 'Log in or create an account' })
const loginForm = (page: Page) => page.getByRole('form', { name: 'Log in' })

const test = base.extend<{ existingAccount: (label: string) => Promise<string> }>({
  /** A confirmed account made through the admin API, for journeys that are not about signing up. */
  existingAccount: ({ confirmedAccount }, use) =>
    use(async (label) => {
      const email = uniqueEmail(label)
      await confirmedAccount(email, PASSWORD, 'Grace Hopper')
      return email
    }),
})

async function logIn(page: Page, email: string, password = PASSWORD) {
  const form = loginForm(page)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel(/^Password/).fill(password)
  await form.getByRole('button', { name: 'Log In' }).click()
}

test('sign up, land on the account signed in, log out', async ({ page }) => {
  test.slow() // one journey with three accessibility scans
  await page.goto('/checkout/auth')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Create Account', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeFocused()
  const form = page.getByRole('form', { name: 'Create account' })

  // Every rule's message beside its field, the first invalid field focused.
  await form.getByRole('button', { name: 'Create Account' }).click()
  const fullName = form.getByLabel('Full Name')
  await expect(fullName).toBeFocused()
  await expect(fullName).toHaveAccessibleDescription('Full name is required.')
  await expect(fullName).toHaveAttribute('autocomplete', 'name')
  await expect(form.getByLabel(/^Password/)).toHaveAttribute('autocomplete', 'new-password')
  await expectNoAxeViolations(page)

  const email = uniqueEmail('signup')
  await fullName.fill('Ada Lovelace')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel(/^Password/).fill(PASSWORD)
  await form.getByLabel('Confirm Password').fill('something-else')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(form.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match.')
  await form.getByLabel('Confirm Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Create Account' }).click()

  // Confirmations are on (config.toml): Check Your Email, and the login form with the address.
  await expect(toastRegion(page).getByText('Check Your Email', { exact: true })).toBeVisible()
  await expect(toastRegion(page).getByText('Please check your email to verify your account.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeFocused()
  await expect(loginForm(page).getByLabel('Email')).toHaveValue(email)

  // The mailed link (the stack's /inbox) proves the address and brings the new member in, signed in.
  await page.goto((await latestMail(email, 'signup')).link)
  // Auth takes the session out of the fragment, leaving an empty one.
  await expect(page).toHaveURL(/\/account#?$/)
  // A brand-new account is welcomed as new, not back.
  await expect(page.getByText('Welcome to CasaBite, Ada!')).toBeVisible()
  await expect(accountIcon(page)).toHaveAttribute('href', '/account')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
  await expect(toastRegion(page).getByText('Logged Out')).toBeVisible()
  await expect(loginIcon(page)).toHaveAttribute('href', '/checkout/auth')
})

test('signing up with an address that has an account tells nothing and mails nothing', async ({
  page,
  existingAccount,
}) => {
  const email = await existingAccount('taken')
  // Auth's mails only: the shop's own welcome (sent through SMTP when the account was made) may arrive meanwhile.
  const inbox = async () =>
    ((await (await fetch(`${STACK_URL}/inbox`)).json()) as { to: string; kind: string }[]).filter(
      (m) => m.to === email && m.kind !== 'smtp',
    ).length
  const mailsBefore = await inbox()
  await page.goto('/checkout/auth?mode=signup')
  const form = page.getByRole('form', { name: 'Create account' })
  await form.getByLabel('Full Name').fill('Someone Else')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel(/^Password/).fill('another-password-1')
  await form.getByLabel('Confirm Password').fill('another-password-1')
  await form.getByRole('button', { name: 'Create Account' }).click()
  // The very answer a new address gets (Auth's decoy user): no error that would reveal the account.
  await expect(toastRegion(page).getByText('Check Your Email', { exact: true })).toBeVisible()
  await expect(toastRegion(page).getByText('Signup Failed')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  expect(await inbox()).toBe(mailsBefore)
})

test('Sign Out clears the saved session before the home page shows', async ({ page, existingAccount }) => {
  const email = await existingAccount('signout')
  // Each URL the app moves to, with whether a session was saved at that moment.
  await page.addInitScript((key) => {
    type PushState = (data: unknown, unused: string, url?: string | URL | null) => void
    const w = globalThis as unknown as {
      history: Record<'pushState' | 'replaceState', PushState>
      localStorage: Storage
      location: { pathname: string }
    }
    const seen: { path: string; saved: boolean }[] = []
    Object.assign(globalThis, { urlsSeen: seen })
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = w.history[name].bind(w.history)
      w.history[name] = (...args) => {
        original(...args)
        seen.push({ path: w.location.pathname, saved: w.localStorage.getItem(key) !== null })
      }
    }
  }, AUTH_STORAGE_KEY)
  // GoTrue answers the sign-out a moment later, as a busy network would.
  await page.route('**/auth/v1/logout*', async (route) => {
    await new Promise((done) => setTimeout(done, 500))
    await route.continue()
  })
  await page.goto('/checkout/auth')
  await logIn(page, email)
  await expect(page).toHaveURL(/\/account$/)
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
  const seen = await page.evaluate(
    () => (globalThis as unknown as { urlsSeen: { path: string; saved: boolean }[] }).urlsSeen,
  )
  expect(seen.find((entry) => entry.path === '/')).toEqual({ path: '/', saved: false })
  await expect(toastRegion(page).getByText('Logged Out')).toBeVisible()
  // A reload finds nobody signed in.
  await page.goto('/account')
  await expect(page).toHaveURL(/\/checkout\/auth\?returnTo=%2Faccount$/)
})

test('a wrong password: Login Failed toast and the generic text', async ({ page, existingAccount }) => {
  const email = await existingAccount('wrong')
  await page.goto('/checkout/auth')
  await logIn(page, email, 'not-the-password')
  await expect(toastRegion(page).getByText('Login Failed')).toBeVisible()
  await expect(loginForm(page).getByRole('alert')).toHaveText('Oops! Please check your email or password.')
  await expect(page).toHaveURL(/\/checkout\/auth$/)
  await expectNoAxeViolations(page)
})

test('the login-required guard sends a guest to log in and back to where they were', async ({
  page,
  existingAccount,
}) => {
  const email = await existingAccount('guard')
  await page.goto('/account?section=orders')
  // The way back rides in the URL: the account page's loader redirects before any screen.
  await expect(page).toHaveURL(/\/checkout\/auth\?returnTo=%2Faccount%3Fsection%3Dorders$/)
  await logIn(page, email)
  await expect(toastRegion(page).getByText('Login Successful')).toBeVisible()
  await expect(page).toHaveURL(/\/account\?section=orders$/)
  // Made moments ago and never used to order: new or returning depends on how soon this sign-in came.
  await expect(page.getByText(/^Welcome (back|to CasaBite), Grace!$/)).toBeVisible()

  // Signed in, the auth screen sends them on.
  await page.goto('/checkout/auth')
  await expect(page).toHaveURL(/\/account$/)
})

test('the account icon leads to a login page of the site, with no guest checkout', async ({ page }) => {
  await page.goto('/about')
  await loginIcon(page).click()
  await expect(page).toHaveURL(/\/checkout\/auth$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue Without Account' })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('from checkout, logging in goes on to shipping; from a confirmation there is no guest option', async ({
  page,
  existingAccount,
  seedCart,
}) => {
  // Checkout sends an empty cart to the shop: a line to check out first.
  await seedCart(page, [{ slug: 'cumin-seeds', size: '100g', quantity: 1 }])
  await page.goto('/checkout/auth?from=confirmation')
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue Without Account' })).toHaveCount(0)

  const email = await existingAccount('checkout')
  await page.goto('/checkout/options')
  await page.getByRole('link', { name: 'Log In or Create Account' }).click()
  await expect(page.getByRole('link', { name: 'Continue Without Account' })).toHaveAttribute(
    'href',
    '/checkout/shipping',
  )
  await expect(page.getByText('Secure checkout')).toBeVisible()
  await logIn(page, email)
  await expect(page).toHaveURL(/\/checkout\/shipping$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Information' })).toBeVisible()

  // Signed in, checkout asks no guest-or-account question: straight to shipping.
  await page.goto('/cart')
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/checkout\/shipping$/)
  await expect(page.getByRole('link', { name: 'Continue Without Account' })).toHaveCount(0)
})

test('forgot password: the mailed link signs in on the reset screen, and the new password works', async ({
  page,
  existingAccount,
  newClient,
}) => {
  const email = await existingAccount('forgot')
  await page.goto('/checkout/auth')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeFocused()
  const form = page.getByRole('form', { name: 'Reset password' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(toastRegion(page).getByText('Password Reset Email Sent')).toBeVisible()

  await page.goto((await latestMail(email, 'recovery')).link)
  await expect(page).toHaveURL(/\/account\/reset-password/)
  const reset = page.getByRole('form', { name: 'New password' })
  await reset.getByLabel(/^New Password/).fill('short')
  await reset.getByLabel('Confirm New Password').fill('short')
  await reset.getByRole('button', { name: 'Set New Password' }).click()
  await expect(reset.getByLabel(/^New Password/)).toHaveAccessibleDescription(
    'Password must be at least 6 characters long.',
  )
  await expectNoAxeViolations(page)
  await reset.getByLabel(/^New Password/).fill('a-new-spice-route')
  await reset.getByLabel('Confirm New Password').fill('a-new-spice-route')
  await reset.getByRole('button', { name: 'Set New Password' }).click()
  await expect(toastRegion(page).getByText('Password Updated')).toBeVisible()
  await expect(page).toHaveURL(/\/account$/)

  const again = await newClient().auth.signInWithPassword({
    email,
    password: 'a-new-spice-route',
  })
  expect(again.error).toBeNull()
})

test('a sign-in and a sign-out in one tab show in another', async ({ context, existingAccount }) => {
  test.slow() // two tabs, each loading the session code
  const email = await existingAccount('tabs')
  const other = await context.newPage()
  await other.goto('/about')
  await expect(loginIcon(other)).toBeVisible()

  const page = await context.newPage()
  await page.goto('/checkout/auth')
  await logIn(page, email)
  await expect(page).toHaveURL(/\/account$/)
  await expect(accountIcon(other)).toHaveAttribute('href', '/account')

  // Signing out leaves the account for the home page (on a slow device too: not for the login screen).
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(loginIcon(page)).toBeVisible()
  await expect(page).toHaveURL(/:\d+\/$/)
  await expect(loginIcon(other)).toHaveAttribute('href', '/checkout/auth')
})

test.describe('first paint', () => {
  /** index.html's preloads (`data-landing`), as paths. */
  const preloads = (page: Page) =>
    page.evaluate<string[]>(
      `[...document.querySelectorAll('link[rel=modulepreload][data-landing]')].map((link) => new URL(link.href).pathname)`,
    )
  const card = (page: Page) => page.getByRole('heading', { level: 1 }).locator('..')

  for (const width of [390, 1280]) {
    test(`at ${width} px the frame and heading paint before the forms' code, and nothing moves when it arrives`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await watchLayoutShift(page)
      // react-hook-form's code (its useForm defaults name this option) is held back until the test lets it go.
      let release = () => {}
      let gate = Promise.resolve()
      const held = new Set<string>()
      await page.route('**/assets/*.js', async (route) => {
        let body: string
        let response: Awaited<ReturnType<typeof route.fetch>>
        try {
          response = await route.fetch()
          body = await response.text()
        } catch {
          return // a chunk the previous page was still loading when the test went on to the next
        }
        if (body.includes('shouldFocusError')) {
          held.add(new URL(route.request().url()).pathname)
          await gate
        }
        await route.fulfill({ response, body })
      })

      for (const [path, heading, form] of [
        ['/checkout/auth', 'Log In', 'Log in'],
        ['/checkout/auth?mode=signup', 'Create Account', 'Create account'],
      ] as const) {
        gate = new Promise<void>((done) => (release = done))
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await expect(page.getByRole('form', { name: form })).toHaveCount(0)
        // index.html asked for it, alongside the page's own code.
        expect(held.size).toBeGreaterThan(0)
        expect(await preloads(page)).toEqual(expect.arrayContaining([...held]))
        const reserved = (await card(page).boundingBox())?.height
        release()
        await expect(page.getByRole('form', { name: form })).toBeVisible()
        expect((await card(page).boundingBox())?.height).toBe(reserved)
        expect(await layoutShift(page)).toBe(0)
      }
    })
  }
})
