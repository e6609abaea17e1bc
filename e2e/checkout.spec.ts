import type { Page } from '@playwright/test'
import { STACK_URL } from '../playwright.config.ts'
import type { Json } from '../src/types/database.ts'
import { expectNoAxeViolations } from './axe.ts'
import { CART_KEY, type CartLine } from './cart.ts'
import { fillCard, fillShipping } from './checkout-form.ts'
import { SEEDED, expect, test as base, type Client } from './fixtures.ts'
import { signInBrowser } from './session.ts'

// Checkout against the seeded stack. The database is shared by every spec of a run: these tests buy
// fennel seeds and cumin seeds (stock goes down), and the sold-out test sets the 250 g fennel pouch's
// stock to 0 and puts it back.

const test = base.extend<{
  startCheckout: (page: Page, lines: CartLine[]) => Promise<void>
  startMemberCheckout: (page: Page, lines: CartLine[]) => Promise<void>
  ordersOf: (email: string) => ReturnType<typeof ordersOf>
  paymentsOf: (key: string) => ReturnType<typeof paymentsOf>
}>({
  /** Puts lines in the browser's saved cart (as adding them on product pages would) and opens /checkout. */
  startCheckout: ({ seedCart }, use) =>
    use(async (page, lines) => {
      await seedCart(page, lines)
      await page.goto('/checkout')
      await expect(page).toHaveURL(/\/checkout\/options$/)
      // The router redirects before the step's code has arrived: wait for the step itself.
      await expect(page.getByRole('heading', { level: 1, name: 'How Would You Like to Check Out?' })).toBeVisible()
    }),
  /** A signed-in customer has no guest-or-account choice: checkout starts at shipping. */
  startMemberCheckout: ({ seedCart }, use) =>
    use(async (page, lines) => {
      await seedCart(page, lines)
      await page.goto('/checkout')
      await expect(page).toHaveURL(/\/checkout\/shipping$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Shipping Information' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Continue Without Account' })).toHaveCount(0)
    }),
  ordersOf: ({ service }, use) => use((email) => ordersOf(service, email)),
  paymentsOf: ({ service }, use) => use((key) => paymentsOf(service, key)),
})

// Each checkout waits 1.5 s for the simulated payment, and axe scans several screens.
test.describe.configure({ timeout: 90_000 })

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

async function toPayment(page: Page, email: string) {
  await page.getByRole('link', { name: 'Continue Without Account' }).click()
  await expect(page).toHaveURL(/\/checkout\/shipping$/)
  await fillShipping(page, email)
  await page.getByRole('button', { name: 'Next: Billing & Payment' }).click()
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payment' })).toBeVisible()
}

async function ordersOf(service: Client, email: string) {
  const { data, error } = await service.from('orders').select('*').eq('customer_email', email)
  if (error) throw error
  return data
}

const saveAddressBox = (page: Page) => page.getByRole('checkbox', { name: 'Save this address to my account' })

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

/** The card, then Place My Order: the order placed, its id (from the confirmation's URL). */
async function placeFromPayment(page: Page): Promise<string> {
  await fillCard(page)
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page).toHaveURL(/\/order-confirmation\//)
  return page.url().split('/').pop()!
}

/** Next: Billing & Payment, then the card and Place My Order. */
async function placeFromShipping(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Next: Billing & Payment' }).click()
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  return placeFromPayment(page)
}

const cartItemCount = (page: Page) =>
  page.evaluate((key) => {
    const saved = JSON.parse(localStorage.getItem(key) ?? '{"state":{"items":[]}}') as {
      state: { items: { quantity: number }[] }
    }
    return saved.state.items.reduce((n, item) => n + item.quantity, 0)
  }, CART_KEY)

/** The attempt's idempotency key, as the checkout keeps it in sessionStorage. */
const checkoutKey = (page: Page) => page.evaluate(() => sessionStorage.getItem('casabite:checkout-key:v1'))

/** The payments recorded under an attempt's key (one per charge). */
const paymentsOf = async (service: Client, key: string) =>
  (await service.from('payments').select('status, amount, brand, last4').eq('idempotency_key', key).throwOnError())
    .data!

/** The mails the stack's inbox holds for an address (the send-emails function delivers them there). */
async function mailsTo(email: string): Promise<{ subject: string; body: string }[]> {
  const all = (await (await fetch(`${STACK_URL}/inbox`)).json()) as { to: string; subject: string; body: string }[]
  return all.filter((mail) => mail.to === email)
}

const ORDER_SERVICE_UNAVAILABLE =
  'We could not reach our order service. Your details and cart are kept; please check your connection and try again.'

const paymentUnavailableToast = (page: Page) =>
  page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByRole('listitem')
    .filter({ hasText: 'Payment Processing Error' })

/** The totals panel that is on screen (the payment step hides the panel from 1024 px and shows its own). */
const visibleTotal = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true })

test('a guest checks out end to end: the order is saved with the server totals and stock goes down', async ({
  page,
  startCheckout,
  ordersOf,
  paymentsOf,
  productBySlug,
}) => {
  const email = uniqueEmail('guest')
  const before = await productBySlug('fennel-seeds')
  await startCheckout(page, [{ slug: 'fennel-seeds', size: '100g', quantity: 2 }])

  await expect(page.getByRole('heading', { level: 1, name: 'How Would You Like to Check Out?' })).toBeVisible()
  const progress = page.getByRole('navigation', { name: 'Checkout progress' })
  await expect(progress.getByRole('listitem')).toHaveText([/Options/, /Shipping/, /Payment/])
  await expect(progress.getByTestId('checkout-progress-spinner')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log In or Create Account' })).toHaveAttribute('href', '/checkout/auth')
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Continue Without Account' }).click()
  await expect(page).toHaveURL(/\/checkout\/shipping$/)
  await expect(page).toHaveTitle('Shipping Information | CasaBite')
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Shipping/)
  // A guest has no address book: nothing to choose from, nothing to save to.
  await expect(page.getByRole('group', { name: 'Saved Addresses' })).toHaveCount(0)
  await expect(saveAddressBox(page)).toHaveCount(0)

  // Next with nothing filled: Missing Information, errors beside their fields, the first one focused.
  await page.getByRole('button', { name: 'Next: Billing & Payment' }).click()
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Full Name')).toBeFocused()
  await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('Full name is required.')
  await expect(page.getByText('Invalid email address.')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout\/shipping$/)

  // Every field carries its autofill token.
  await expect(page.getByLabel('Email Address')).toHaveAttribute('autocomplete', 'email')
  await expect(page.getByLabel('ZIP Code')).toHaveAttribute('inputmode', 'numeric')

  // The summary shows the server's quote: 2 x $5.95 + $5.00 shipping + 7% tax.
  const summary = page.getByTestId('order-summary')
  await expect(summary.getByTestId('summary-line')).toHaveText(
    /Lucknow Fennel Seeds.*Size: 100 g jar.*Qty: 2.*\$11\.90/,
  )
  await expect(summary.getByTestId('summary-subtotal')).toHaveText('$11.90')
  await expect(summary.getByTestId('summary-shipping')).toHaveText('$5.00')
  await expect(summary.getByTestId('summary-taxes')).toHaveText('$0.83')
  await expect(summary.getByTestId('summary-total')).toHaveText('$17.73')

  await fillShipping(page, email)
  // Changing the country clears the state, and a country without a list takes it as text.
  await page.getByLabel('Country').selectOption('GB')
  await expect(page.getByRole('textbox', { name: 'County' })).toHaveValue('')
  await page.getByLabel('Country').selectOption('US')
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('')
  await page.getByRole('combobox', { name: 'State' }).selectOption('CO')
  await page.getByLabel('ZIP Code').fill('80202')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Next: Billing & Payment' }).click()
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await expect(page).toHaveTitle('Billing & Payment | CasaBite')
  await expect(progress.getByRole('listitem').first()).toHaveAttribute('data-progress', 'complete')

  // Back keeps what was typed (one form over both steps), and Next returns.
  await page.getByRole('button', { name: 'Back to Shipping' }).click()
  await expect(page).toHaveURL(/\/checkout\/shipping$/)
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace')
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('CO')
  await page.getByRole('button', { name: 'Next: Billing & Payment' }).click()
  await expect(page).toHaveURL(/\/checkout\/payment$/)

  // Place My Order with no card: Missing Information and the card errors.
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page.getByText('Missing Information', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Cardholder name is required.')).toBeVisible()
  await expect(page.getByText('Invalid card number.')).toBeVisible()

  await fillCard(page)
  await expect(page.getByLabel('Card Number')).toHaveValue('4242 4242 4242 4242')
  await expect(page.getByTestId('card-brand')).toHaveText('Visa')
  await expect(page.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 30')
  await expect(page.getByLabel('Card Number')).toHaveAttribute('autocomplete', 'cc-number')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page.getByRole('button', { name: 'Placing Order...' })).toBeDisabled()
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Order placed! Your CasaBite flavors are on the way.', { exact: true })).toBeVisible()
  const orderId = page.url().split('/').pop()!

  const [order] = await ordersOf(email)
  expect(order).toMatchObject({
    id: orderId,
    user_id: null,
    customer_name: 'Ada Lovelace',
    status: 'Processing',
    subtotal_price: 11.9,
    shipping_cost: 5,
    taxes: 0.83,
    total_price: 17.73,
    shipping_address: {
      street: '12 Market St',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      country: 'US',
      phone: '+13035550100',
    },
  })
  const after = await productBySlug('fennel-seeds')
  expect(after.sizes.find((s) => s.value === '100g')!.stock).toBe(
    before.sizes.find((s) => s.value === '100g')!.stock! - 2,
  )
  expect(await cartItemCount(page)).toBe(0)
  expect(await page.evaluate(() => sessionStorage.getItem('casabite:checkout-key:v1'))).toBeNull()
  expect(await paymentsOf(order!.idempotency_key)).toMatchObject([
    { status: 'succeeded', amount: 17.73, brand: 'Visa', last4: '4242' },
  ])

  // The confirmation page's "a confirmation email has been sent" is true: the mail is in the inbox.
  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 30_000 })
    .toEqual([`Your CasaBite order ${order!.order_number}`])
  const [mail] = await mailsTo(email)
  expect(mail!.body).toContain('$17.73')
  expect(mail!.body).toContain('12 Market St')
})

test('a card with insufficient funds says so, and makes no order and no payment', async ({
  page,
  startCheckout,
  ordersOf,
  paymentsOf,
}) => {
  const email = uniqueEmail('funds')
  await startCheckout(page, [{ slug: 'fennel-seeds', size: '100g', quantity: 1 }])
  await toPayment(page, email)
  await fillCard(page, '4000 0000 0000 9995')
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page.getByTestId('payment-error')).toHaveText('Your card has insufficient funds.')
  await expect(
    page.getByText('Payment failed — double-check your card details or try a different method.', { exact: true }),
  ).toBeVisible()
  expect(await ordersOf(email)).toHaveLength(0)
  expect(await paymentsOf((await checkoutKey(page))!)).toMatchObject([{ status: 'declined' }])
})

test('a declined card keeps the form and the cart, and says why', async ({ page, startCheckout, ordersOf }) => {
  const email = uniqueEmail('declined')
  await startCheckout(page, [{ slug: 'fennel-seeds', size: '100g', quantity: 1 }])
  await toPayment(page, email)
  await fillCard(page, '4000 0000 0000 0002')
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.')
  await expect(
    page.getByText('Payment failed — double-check your card details or try a different method.', { exact: true }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await expect(page.getByLabel('Card Number')).toHaveValue('4000 0000 0000 0002')
  await expect(page.getByRole('button', { name: 'Place My Order' })).toBeEnabled()
  expect(await cartItemCount(page)).toBe(1)
  expect(await ordersOf(email)).toHaveLength(0)
  await expectNoAxeViolations(page)

  // The same attempt then succeeds with another card.
  await page.getByLabel('Card Number').fill('4242424242424242')
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page).toHaveURL(/\/order-confirmation\//)
  expect(await ordersOf(email)).toHaveLength(1)
})

test('a network failure while placing keeps the form and the cart; trying again places one order without a second charge', async ({
  page,
  startCheckout,
  ordersOf,
  paymentsOf,
  service,
}) => {
  const email = uniqueEmail('network')
  await startCheckout(page, [{ slug: 'cumin-seeds', size: '100g', quantity: 2 }])
  await toPayment(page, email)
  await fillCard(page)

  // The first order request reaches the checkout, which charges the card and places the order; its answer
  // is lost on the way back, as when the connection drops at that moment.
  let dropped = false
  await page.route(`${STACK_URL}/functions/v1/checkout`, async (route) => {
    if (route.request().method() !== 'POST' || dropped) return route.fallback()
    dropped = true
    await route.fetch()
    await route.abort('internetdisconnected')
  })
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page.getByTestId('payment-error')).toHaveText(ORDER_SERVICE_UNAVAILABLE)
  await expect(paymentUnavailableToast(page)).toContainText(
    'Payment processing is disabled as Supabase integration is not complete.',
  )
  expect(dropped).toBe(true)
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await expect(page.getByLabel('Cardholder Name')).toHaveValue('Ada Lovelace')
  await expect(page.getByLabel('Card Number')).toHaveValue('4242 4242 4242 4242')
  await expect(page.getByRole('button', { name: 'Place My Order' })).toBeEnabled()
  expect(await cartItemCount(page)).toBe(2)
  // The card was charged once, under the attempt's key, which the tab keeps for the retry.
  const key = await checkoutKey(page)
  expect(key).toMatch(/^[0-9a-f-]{36}$/)
  expect(await paymentsOf(key!)).toMatchObject([{ status: 'succeeded' }])
  await expectNoAxeViolations(page)

  await page.unroute(`${STACK_URL}/functions/v1/checkout`)
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Order!' })).toBeVisible()
  const { data: orders } = await service.from('orders').select('*').eq('idempotency_key', key!).throwOnError()
  expect(orders).toHaveLength(1)
  expect(orders![0]).toMatchObject({ id: page.url().split('/').pop(), customer_email: email })
  const payments = await paymentsOf(key!)
  expect(payments).toHaveLength(1)
  expect(payments[0]!.amount).toBe(orders![0]!.total_price)
  expect(await ordersOf(email)).toHaveLength(1)
  expect(await cartItemCount(page)).toBe(0)
  expect(await checkoutKey(page)).toBeNull()
})

test('with the backend unreachable, Place My Order says payment processing is unavailable and charges nothing', async ({
  page,
  startCheckout,
  ordersOf,
  paymentsOf,
}) => {
  const email = uniqueEmail('offline')
  await startCheckout(page, [{ slug: 'cumin-seeds', size: '100g', quantity: 1 }])
  await toPayment(page, email)
  await fillCard(page)

  // Supabase is out of reach: its database API and its functions alike.
  const offline = new RegExp(`^${STACK_URL}/(rest|functions)/v1/`)
  await page.route(offline, (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(paymentUnavailableToast(page)).toContainText(
    'Payment processing is disabled as Supabase integration is not complete.',
    { timeout: 30_000 },
  )
  await expect(page.getByTestId('payment-error')).toHaveText(ORDER_SERVICE_UNAVAILABLE)
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await expect(page.getByLabel('Card Number')).toHaveValue('4242 4242 4242 4242')
  expect(await cartItemCount(page)).toBe(1)
  expect(await paymentsOf((await checkoutKey(page))!)).toEqual([])

  // Back online: the order goes through.
  await page.unroute(offline)
  await expect(visibleTotal(page, 'summary-total')).toHaveText(/^\$\d+\.\d{2}$/)
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page).toHaveURL(/\/order-confirmation\//)
  expect(await ordersOf(email)).toHaveLength(1)
})

test('a line sold out meanwhile is named on the payment step and flagged in the cart; nothing is ordered', async ({
  page,
  startCheckout,
  ordersOf,
  service,
  productBySlug,
}) => {
  const email = uniqueEmail('soldout')
  const product = await productBySlug('fennel-seeds')
  await startCheckout(page, [
    { slug: 'fennel-seeds', size: '250g', quantity: 1 },
    { slug: 'cumin-seeds', size: '100g', quantity: 1 },
  ])
  await toPayment(page, email)
  await fillCard(page)

  const soldOut = product.sizes.map((s) => (s.value === '250g' ? { ...s, stock: 0 } : s))
  const restore = product.sizes
  await service
    .from('products')
    .update({ available_sizes: soldOut as unknown as Json })
    .eq('id', product.id)
    .throwOnError()
  try {
    await page.getByRole('button', { name: 'Place My Order' }).click()
    await expect(page.getByTestId('payment-error')).toContainText(
      '"Lucknow Fennel Seeds" (250 g refill pouch) is out of stock.',
    )
    await expect(page.getByTestId('payment-error')).toContainText('This size is now out of stock.')
    const line = page.getByTestId('summary-line').filter({ hasText: 'Lucknow Fennel Seeds' })
    await expect(line).toContainText('This size is now out of stock. Please remove it from your cart.')
    await expect(page).toHaveURL(/\/checkout\/payment$/)
    await expect(page.getByLabel('Cardholder Name')).toHaveValue('Ada Lovelace')
    expect(await ordersOf(email)).toHaveLength(0)
    expect(await cartItemCount(page)).toBe(2)

    // The cart flags the same line.
    await page.goto('/cart')
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Lucknow Fennel Seeds' })).toContainText(
      'This size is now out of stock. Please remove it from your cart.',
    )
  } finally {
    await service
      .from('products')
      .update({ available_sizes: restore as unknown as Json })
      .eq('id', product.id)
      .throwOnError()
  }
})

test('a double click on Place My Order makes one order', async ({ page, startCheckout, ordersOf }) => {
  const email = uniqueEmail('double')
  await startCheckout(page, [{ slug: 'cumin-seeds', size: '100g', quantity: 1 }])
  await toPayment(page, email)
  await fillCard(page)
  await page.getByRole('button', { name: 'Place My Order' }).dblclick()
  await expect(page).toHaveURL(/\/order-confirmation\//)
  expect(await ordersOf(email)).toHaveLength(1)
})

test('a promo code is applied to the quote, an unknown or expired one is refused before payment', async ({
  page,
  startCheckout,
  ordersOf,
}) => {
  const email = uniqueEmail('promo')
  await startCheckout(page, [{ slug: 'fennel-seeds', size: '100g', quantity: 2 }])
  await toPayment(page, email)
  await fillCard(page)

  const promo = page.getByLabel('Promo Code')
  await promo.fill('bogus')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Promo code BOGUS is not valid.')).toBeVisible()
  await expect(promo).toBeFocused()
  await promo.fill('SUMMER25')
  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page.getByText('Promo code SUMMER25 has expired.')).toBeVisible()
  expect(await ordersOf(email)).toHaveLength(0)

  await promo.fill('welcome10')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Promo code WELCOME10 applied.')).toBeVisible()
  // $11.90 - 10% ($1.19) = $10.71; tax 7% = $0.75; + $5.00 shipping.
  await expect(visibleTotal(page, 'summary-discount')).toHaveText('−$1.19')
  await expect(visibleTotal(page, 'summary-total')).toHaveText('$16.46')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page).toHaveURL(/\/order-confirmation\//)
  const [order] = await ordersOf(email)
  expect(order).toMatchObject({ promo_code_used: 'WELCOME10', discount_total: 1.19, total_price: 16.46 })
})

test('at 390 px the steps and the summary fit, and the summary scrolls within 15rem', async ({
  page,
  startCheckout,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await startCheckout(page, [
    { slug: 'fennel-seeds', size: '100g', quantity: 1 },
    { slug: 'fennel-seeds', size: '250g', quantity: 1 },
    { slug: 'cumin-seeds', size: '100g', quantity: 1 },
    { slug: 'cumin-seeds', size: '250g', quantity: 1 },
    { slug: 'cumin-seeds', size: '1kg', quantity: 1 },
  ])
  await expectNoAxeViolations(page)
  await toPayment(page, uniqueEmail('mobile'))
  const progress = page.getByRole('navigation', { name: 'Checkout progress' })
  for (const name of ['Options', 'Shipping', 'Payment']) await expect(progress.getByText(name)).toBeInViewport()
  // Below 1024 px the payment step shows the full summary panel.
  const items = page.getByTestId('order-summary-items')
  await expect(items).toBeVisible()
  const box = await items.boundingBox()
  expect(box!.height).toBeLessThanOrEqual(240)
  expect(
    await items.evaluate((el) => {
      const box = el as unknown as { scrollHeight: number; clientHeight: number }
      return box.scrollHeight > box.clientHeight
    }),
  ).toBe(true)
  // Nothing sticks out past the screen's right edge.
  const overflowing = await page.evaluate(() => {
    type Node = { tagName: string; className: string; getBoundingClientRect(): { right: number } }
    const { document } = globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<Node> } }
    return [...document.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > 391)
      .map((el) => `${el.tagName}.${el.className}`)
  })
  expect(overflowing).toEqual([])
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
        .scrollWidth,
  )
  expect(width).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page)

  // From 1024 px the payment step hides that panel and shows the form's own summary.
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByTestId('order-summary')).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Your Order' })).toBeVisible()
})

test('checkout works with the keyboard alone', async ({ page, startCheckout, ordersOf }) => {
  const email = uniqueEmail('keyboard')
  await startCheckout(page, [{ slug: 'cumin-seeds', size: '100g', quantity: 1 }])
  await page.getByRole('link', { name: 'Continue Without Account' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/checkout\/shipping$/)

  await page.getByLabel('Full Name').focus()
  await page.keyboard.type('Grace Hopper')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab') // phone is optional
  await page.keyboard.type('1 Infinite Loop')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab') // apartment
  await page.keyboard.type('Cupertino')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('combobox', { name: 'State' })).toBeFocused()
  await page.keyboard.press('c') // California, the first state starting with C
  await page.keyboard.press('Tab')
  await page.keyboard.type('95014')
  // Enter in a field means Next.
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/checkout\/payment$/)

  await page.getByLabel('Cardholder Name').focus()
  await page.keyboard.type('Grace Hopper')
  await page.keyboard.press('Tab')
  await page.keyboard.type('4242424242424242')
  await page.keyboard.press('Tab')
  await page.keyboard.type('1230')
  await page.keyboard.press('Tab')
  await page.keyboard.type('123')
  await page.getByRole('button', { name: 'Place My Order' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/order-confirmation\//)
  const [order] = await ordersOf(email)
  expect(order).toMatchObject({ customer_name: 'Grace Hopper', shipping_address: { state: 'CA', zip: '95014' } })
})

for (const path of ['/checkout', '/checkout/options', '/checkout/shipping']) {
  test(`an empty cart at ${path} says so and goes to the shop`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByText('Your cart is empty. Redirecting to shop...', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/shop$/)
  })
}

test('a signed-in buyer gets e-mail and name prefilled, redeems Flavor Points and earns points once', async ({
  page,
  startMemberCheckout,
  service,
}) => {
  const userId = await signInBrowser(page, SEEDED.customer)
  await service
    .from('points_ledger')
    .insert({
      user_id: userId,
      points: 500,
      reason: 'adjustment',
      expires_at: new Date(Date.now() + 864e5).toISOString(),
    })
    .throwOnError()
  const balance = async () => {
    const { data } = await service.from('points_ledger').select('points').eq('user_id', userId).throwOnError()
    return (data ?? []).reduce((sum, row) => sum + row.points, 0)
  }
  const before = await balance()

  await startMemberCheckout(page, [{ slug: 'fennel-seeds', size: '100g', quantity: 2 }])
  await expect(page.getByLabel('Email Address')).toHaveValue(SEEDED.customer.email)
  await expect(page.getByLabel('Full Name')).toHaveValue(/\S+ \S+/)
  // No saved addresses yet (the seeded customer has none): the typed address could be saved.
  await expect(page.getByRole('group', { name: 'Saved Addresses' })).toHaveCount(0)
  await expect(saveAddressBox(page)).not.toBeChecked()
  await page.getByLabel('Address Line 1').fill('12 Market St')
  await page.getByLabel('City').fill('Denver')
  await page.getByRole('combobox', { name: 'State' }).selectOption('CO')
  await page.getByLabel('ZIP Code').fill('80202')
  await page.getByRole('button', { name: 'Next: Billing & Payment' }).click()
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await fillCard(page)

  await expect(page.getByText(`You have ${before} Flavor Points.`)).toBeVisible()
  await page.getByRole('radio', { name: '500 points: $5.00 off' }).check()
  // $11.90 - $5.00 = $6.90; tax 7% = $0.48; + $5.00 shipping.
  await expect(visibleTotal(page, 'summary-discount')).toHaveText('−$5.00')
  await expect(visibleTotal(page, 'summary-total')).toHaveText('$12.38')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Place My Order' }).click()
  await expect(page).toHaveURL(/\/order-confirmation\//)
  const orderId = page.url().split('/').pop()!
  const { data: order } = await service.from('orders').select('*').eq('id', orderId).single().throwOnError()
  expect(order).toMatchObject({ user_id: userId, points_redeemed: 500, points_earned: 11, total_price: 12.38 })
  // 500 spent, 11 earned (1 per whole dollar of the $11.90 subtotal), once.
  expect(await balance()).toBe(before - 500 + 11)
})

test('an address saved in the account is offered at checkout, the default chosen, and the order ships to it', async ({
  page,
  startMemberCheckout,
  service,
  newCustomer,
}) => {
  const customer = await newCustomer('address-book', 'Dana Diner')
  // An older address through the API: the first one is the default until the one added below takes over.
  await customer.client
    .from('addresses')
    .insert({
      label: 'Office',
      full_name: 'Dana Diner',
      street: '200 Bay St',
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
    })
    .throwOnError()
  await signInBrowser(page, customer)

  await page.goto('/account/addresses')
  await page.getByRole('button', { name: 'Add Address' }).click()
  const form = page.getByRole('form', { name: 'Add Address' })
  await form.getByLabel(/^Label/).fill('Home')
  await form.getByLabel(/^Full Name/).fill('Dana Diner')
  await form.getByLabel(/^Address Line 1/).fill('1 Larimer St')
  await form.getByLabel(/^Apartment/).fill('Apt 4')
  await form.getByLabel(/^City/).fill('Denver')
  await form.getByRole('combobox', { name: /^State/ }).selectOption('CO')
  await form.getByLabel(/^ZIP/).fill('80202')
  await form.getByLabel(/^Phone/).fill('+1 303 555 0123')
  await form.getByLabel('Use as my default address').check()
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expect(toastRegion(page).getByText('Address Saved')).toBeVisible()
  await expect(page.getByTestId('address-card')).toHaveCount(2)

  await startMemberCheckout(page, [{ slug: 'fennel-seeds', size: '100g', quantity: 1 }])
  const saved = page.getByRole('group', { name: 'Saved Addresses' })
  const home = saved.getByRole('radio', { name: /^Home: 1 Larimer St, Apt 4, Denver, CO 80202, United States/ })
  const office = saved.getByRole('radio', { name: /^Office: 200 Bay St, Boulder/ })
  const newAddress = saved.getByRole('radio', { name: 'Enter a new address' })
  // The default fills the fields.
  await expect(home).toBeChecked()
  await expect(page.getByLabel('Full Name')).toHaveValue('Dana Diner')
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('+13035550123')
  await expect(page.getByLabel('Address Line 1')).toHaveValue('1 Larimer St')
  await expect(page.getByLabel('Apartment, Suite, etc. (optional)')).toHaveValue('Apt 4')
  await expect(page.getByLabel('City')).toHaveValue('Denver')
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('CO')
  await expect(page.getByLabel('ZIP Code')).toHaveValue('80202')
  // The account holds this address already: nothing to save.
  await expect(saveAddressBox(page)).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Another saved address fills the fields; editing one makes it a new address, which could be saved.
  await office.check()
  await expect(page.getByLabel('Address Line 1')).toHaveValue('200 Bay St')
  await expect(page.getByLabel('Apartment, Suite, etc. (optional)')).toHaveValue('')
  await page.getByLabel('City').fill('Golden')
  await expect(newAddress).toBeChecked()
  await expect(saveAddressBox(page)).toBeVisible()
  await expectNoAxeViolations(page)
  await newAddress.check()
  await home.check()
  await expect(page.getByLabel('City')).toHaveValue('Denver')

  const orderId = await placeFromShipping(page)
  const { data: order } = await service
    .from('orders')
    .select('user_id, customer_name, shipping_address')
    .eq('id', orderId)
    .single()
    .throwOnError()
  expect(order).toMatchObject({ user_id: customer.userId, customer_name: 'Dana Diner' })
  expect(order.shipping_address).toMatchObject({
    street: '1 Larimer St',
    apartment: 'Apt 4',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    country: 'US',
    phone: '+13035550123',
  })
  const { data: addresses } = await customer.client.from('addresses').select('street').throwOnError()
  expect(addresses).toHaveLength(2)
})

test('an address typed at checkout with "Save this address to my account" ticked is in the account after the order', async ({
  page,
  startMemberCheckout,
  newCustomer,
}) => {
  const customer = await newCustomer('save-address', 'Ada Lovelace')
  await signInBrowser(page, customer)
  await startMemberCheckout(page, [{ slug: 'fennel-seeds', size: '100g', quantity: 1 }])
  await expect(page.getByLabel('Email Address')).toHaveValue(customer.email)
  await fillShipping(page, customer.email)
  await saveAddressBox(page).check()
  await placeFromShipping(page)

  // Saved once the order exists; the page reads the account when the row is there.
  await expect
    .poll(async () => (await customer.client.from('addresses').select('street, is_default').throwOnError()).data)
    .toEqual([{ street: '12 Market St', is_default: true }])
  await page.goto('/account/addresses')
  const card = page.getByTestId('address-card')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Ada Lovelace')
  await expect(card).toContainText('12 Market St')
  await expect(card).toContainText('Denver, CO 80202')
  await expect(card).toContainText('Default')
})

test('when the address cannot be saved, the order still stands and the customer is told', async ({
  page,
  startMemberCheckout,
  service,
  newCustomer,
}) => {
  const customer = await newCustomer('save-fails', 'Ada Lovelace')
  await signInBrowser(page, customer)
  await page.route(`${STACK_URL}/rest/v1/addresses*`, (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
  )
  await startMemberCheckout(page, [{ slug: 'fennel-seeds', size: '100g', quantity: 1 }])
  await fillShipping(page, customer.email)
  await saveAddressBox(page).check()
  const orderId = await placeFromShipping(page)

  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Order!' })).toBeVisible()
  await expect(toastRegion(page).getByText('Address Not Saved')).toBeVisible()
  const { data: order } = await service.from('orders').select('user_id').eq('id', orderId).single().throwOnError()
  expect(order.user_id).toBe(customer.userId)
  const { data: addresses } = await customer.client.from('addresses').select('id').throwOnError()
  expect(addresses).toEqual([])
})

test('an order earns points shown in the account; a reward redeemed there is spent at checkout and listed', async ({
  page,
  startMemberCheckout,
  service,
  newCustomer,
  seedCart,
}) => {
  test.slow() // two orders
  const customer = await newCustomer('points', 'Pat Points')
  const { data: start } = await customer.client.rpc('points_summary').single().throwOnError()
  const orderNumber = async (id: string) =>
    (await service.from('orders').select('order_number').eq('id', id).single().throwOnError()).data.order_number
  const balance = page.getByTestId('points-balance')
  const entry = (reason: string) =>
    page.getByTestId('points-entry').filter({ has: page.getByRole('cell', { name: reason, exact: true }) })
  await signInBrowser(page, customer)

  // $11.90 of fennel seeds: +11 points (1 per whole dollar of the subtotal).
  await startMemberCheckout(page, [{ slug: 'fennel-seeds', size: '100g', quantity: 2 }])
  await fillShipping(page, customer.email)
  const first = await orderNumber(await placeFromShipping(page))

  // The next order's lines are in the cart before the points page opens (the order emptied it).
  await seedCart(page, [{ slug: 'fennel-seeds', size: '100g', quantity: 2 }])
  await page.goto('/account/points')
  await expect(balance).toHaveText(`${start.balance + 11} Flavor Points`)
  await expect(entry(`Order ${first}`).getByRole('cell').nth(2)).toHaveText('+11')

  // Redeem takes the customer to the checkout with the reward chosen.
  await page.getByRole('button', { name: 'Redeem 100 points' }).click()
  await expect(page).toHaveURL(/\/checkout\/shipping$/)
  await fillShipping(page, customer.email)
  await page.getByRole('button', { name: 'Next: Billing & Payment' }).click()
  await expect(page.getByRole('radio', { name: '100 points: $1.00 off' })).toBeChecked()
  await expect(visibleTotal(page, 'summary-discount')).toHaveText('−$1.00')
  const second = await orderNumber(await placeFromPayment(page))
  const { data: order } = await service
    .from('orders')
    .select('points_redeemed, points_earned')
    .eq('order_number', second)
    .single()
    .throwOnError()
  expect(order).toEqual({ points_redeemed: 100, points_earned: 11 })

  await page.goto('/account/points')
  await expect(entry(`Redeemed at checkout ${second}`).getByRole('cell').nth(2)).toHaveText('-100')
  await expect(entry(`Order ${second}`).getByRole('cell').nth(2)).toHaveText('+11')
  await expect(balance).toHaveText(`${start.balance + 11 - 100 + 11} Flavor Points`)
})
