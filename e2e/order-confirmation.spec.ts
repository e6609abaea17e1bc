import { randomUUID } from 'node:crypto'
import { shipping as orderShipping } from '../tests/helpers/orders.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { latestMail, signInBrowser } from './session.ts'

// The confirmation page against the seeded stack, for an order placed the way the checkout places it:
// place_order as anon (a guest).

// Guest orders of two 2 g vials of Kashmiri Saffron ($34.99 each).
const shipping = { ...orderShipping, apartment: 'Apt 4' }

test('a guest order: thanks, number, items, address, e-mail note, Flavor Points, buttons and confetti; passes axe', async ({
  page,
  placeOrder,
}) => {
  // Placing the order, the page, a canvas check and a full axe run: room for a loaded machine.
  test.slow()
  const email = `guest-${randomUUID().slice(0, 8)}@example.com`
  const order = await placeOrder({ email, quantity: 2, shipping })
  await page.goto(`/order-confirmation/${order.id}`)

  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Order!' })).toBeVisible()
  await expect(page).toHaveTitle('Order Confirmation | CasaBite')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.getByTestId('order-number')).toHaveText(order.order_number)
  await expect(page.getByRole('main')).toContainText(`A confirmation email has been sent to ${email}.`)

  const items = page.getByRole('region', { name: 'Items Ordered' })
  await expect(items.getByRole('listitem')).toHaveText(['Kashmiri SaffronSize: 2 g vialQty: 2$69.98'])
  await expect(items).toContainText('Grand Total')
  const address = page.getByRole('region', { name: 'Shipping Address' })
  await expect(address).toContainText('12 Market St')
  await expect(address).toContainText('Denver, CO 80202')

  await expect(page.getByRole('region', { name: 'Earn Flavor Points on This Order' })).toContainText(
    'claim the 69 Flavor Points this order earns',
  )
  await expect(page.getByRole('link', { name: 'Create Account & Claim Points' })).toHaveAttribute(
    'href',
    `/checkout/auth?claim=${order.id}&from=confirmation&mode=signup`,
  )
  await expect(page.getByRole('link', { name: 'Return to Shop' })).toHaveAttribute('href', '/shop')
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/')

  const confetti = page.getByTestId('confetti')
  await expect(confetti).toHaveAttribute('aria-hidden', 'true')
  // Something was drawn on it (canvas-confetti loaded and fired).
  await expect
    .poll(() =>
      page.evaluate<boolean>(`(() => {
        const canvas = document.querySelector('[data-testid="confetti"]')
        const context = canvas?.getContext('2d')
        if (!context || canvas.width === 0) return false
        return context.getImageData(0, 0, canvas.width, canvas.height).data.some((value) => value !== 0)
      })()`),
    )
    .toBe(true)

  await expectNoAxeViolations(page)
})

test('no confetti for a visitor who prefers reduced motion', async ({ page, placeOrder }) => {
  const order = await placeOrder({ email: `calm-${randomUUID().slice(0, 8)}@example.com`, quantity: 2, shipping })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`/order-confirmation/${order.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Order!' })).toBeVisible()
  await expect(page.getByTestId('confetti')).toHaveCount(0)
})

test('an unknown order id shows Order Not Found with Go to Homepage; passes axe', async ({ page }) => {
  await page.goto(`/order-confirmation/${randomUUID()}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText("We couldn't find the order you're looking for.")
  await expect(page.getByRole('alert')).toContainText('Order not found.')
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Go to Homepage' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
})

test('a guest creates an account from the confirmation: the order moves into it and its points are credited', async ({
  page,
  anon,
  placeOrder,
  newClient,
}) => {
  const email = `claimer-${randomUUID().slice(0, 8)}@example.com`
  const password = 'claim-my-points-2026'
  const order = await placeOrder({ email, quantity: 2, shipping })
  await page.goto(`/order-confirmation/${order.id}`)

  await page.getByRole('link', { name: 'Create Account & Claim Points' }).click()
  await expect(page).toHaveURL(new RegExp(`/checkout/auth\\?claim=${order.id}&from=confirmation&mode=signup$`))
  // Someone who has just ordered as a guest is not offered to go on without an account.
  const account = page.getByRole('group', { name: 'Account' })
  await expect(account).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue Without Account' })).toHaveCount(0)

  // It opens on Create Account, with the order's e-mail and name, which a reload keeps.
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Create account' }).getByRole('textbox', { name: 'Email' })).toHaveValue(
    email,
  )
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Dana Diner')
  await page.reload()
  await expect(page.getByRole('form', { name: 'Create account' }).getByRole('textbox', { name: 'Email' })).toHaveValue(
    email,
  )
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Dana Diner')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(password)
  await page.getByRole('form', { name: 'Create account' }).getByRole('button', { name: 'Create Account' }).click()

  // The address must be proved first: nobody is signed in and nothing is claimed until the mailed link.
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' })
  await expect(toasts.getByText('Check Your Email', { exact: true })).toBeVisible()
  await expect(toasts.getByText('Please check your email to verify your account.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  expect((await anon.rpc('get_order', { p_order_id: order.id }).single()).data).toMatchObject({ user_id: null })

  // The link brings the buyer back signed in, and the order id with it: the claim completes.
  await page.goto((await latestMail(email, 'signup')).link)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText('Order Claimed', { exact: true })).toBeVisible()

  // As the new customer, through the API: the order is theirs, and 100 sign-up + 69 order points.
  const customer = newClient()
  const { data: session, error: signInError } = await customer.auth.signInWithPassword({ email, password })
  expect(signInError).toBeNull()
  const { data: claimed } = await customer.rpc('get_order', { p_order_id: order.id }).single()
  expect(claimed).toMatchObject({ user_id: session.user!.id, points_earned: 69 })
  const { data: balance } = await customer.rpc('points_balance')
  expect(balance).toBe(169)

  // Back on the confirmation, signed in now: the order's points are in the account.
  await page.goto(`/order-confirmation/${order.id}`)
  await expect(page.getByRole('region', { name: 'You Earned Flavor Points!' })).toContainText(
    '69 Flavor Points from this order are in your account.',
  )
  await expect(page.getByRole('link', { name: 'View My Account' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create Account & Claim Points' })).toHaveCount(0)
})

test('a customer already signed in who follows a claim link gets the order claimed once, then lands on the account', async ({
  page,
  placeOrder,
  confirmedAccount,
  newClient,
}) => {
  const email = `signed-in-${randomUUID().slice(0, 8)}@example.com`
  const password = 'claim-signed-in-2026'
  await confirmedAccount(email, password, 'Sam Signed')
  const customer = newClient()
  expect((await customer.auth.signInWithPassword({ email, password })).error).toBeNull()
  const userId = await signInBrowser(page, { email, password })
  const order = await placeOrder({ email, quantity: 2, shipping })

  const claims: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/rest/v1/rpc/claim_guest_order')) claims.push(request.method())
  })
  // The link Create Account & Claim Points gives, opened while signed in (another tab, a reload, a shared link).
  await page.goto(`/checkout/auth?claim=${order.id}&from=confirmation`)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
  await expect(page.getByText('Order Claimed', { exact: true })).toBeVisible()
  await expect(
    page.getByText('Your order is now in your account and 69 Flavor Points were added.', { exact: true }),
  ).toBeVisible()
  expect(claims).toEqual(['POST'])

  const { data: claimed } = await customer.rpc('get_order', { p_order_id: order.id }).single()
  expect(claimed).toMatchObject({ user_id: userId, points_earned: 69 })
  const { data: balance } = await customer.rpc('points_balance')
  expect(balance).toBe(169)

  // The confirmation now shows the order as the customer's.
  await page.goto(`/order-confirmation/${order.id}`)
  await expect(page.getByRole('link', { name: 'View My Account' })).toBeVisible()
  expect(claims).toEqual(['POST'])
})
