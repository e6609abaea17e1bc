import { chromium, type Browser, type Page } from 'playwright-core'
import { SUCCEEDING_TEST_CARD } from '../supabase/functions/_shared/payment-provider.ts'
import type { Database } from '../src/types/database.ts'
import { SERVICE_ROLE_KEY, createNodeClient } from '../supabase/local/index.ts'
import { SAVED_CART, savedCart, type Size } from '../tests/helpers/orders.ts'
import { ms, printTable, serveSpa, startBenchStack, summaryRow, type ServedSpa } from './bench/support.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

// `npm run bench:checkout [-- --orders 20] [-- --postgres]`: guest orders placed through the real checkout
// in Chromium. A seeded local stack on a free port, the SPA built against it and served by `vite preview`;
// for every order a fresh browser context (cold cache) gets a cart of one line (100 g of cumin seeds,
// unlimited stock), goes Options -> Continue Without Account -> shipping -> payment, fills the test card
// that always succeeds and clicks Place My Order. Measured in the page: from that click to the
// confirmation's "Thank You for Your Order!" heading visible and a frame painted, through the checkout
// function, whose simulated processor answers at once on the bench stack. Figures only, nothing is asserted on time; it exits non-zero when an order fails.

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name)
  return at >= 0 && Number(args[at + 1]) > 0 ? Number(args[at + 1]) : fallback
}
const ORDERS = option('--orders', 20)
const onPostgres = args.includes('--postgres')
const PRODUCT = { slug: 'cumin-seeds', size: '100g' }
const THANKS = 'Thank You for Your Order!'
/** How long one order may take before it counts as failed (a loaded machine is slow, not broken). */
const ORDER_TIMEOUT_MS = 90_000

/**
 * In the page, before its scripts: notes when Place My Order is clicked (the event's own timestamp) and
 * when the confirmation heading is visible with a frame painted after it, on the page's clock.
 */
const PROBE = `(() => {
  window.__placeClicked = null
  window.__thanksPainted = null
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && button.textContent.trim() === 'Place My Order') window.__placeClicked = event.timeStamp
  }, true)
  const observer = new MutationObserver(() => {
    if (window.__placeClicked === null || window.__thanksPainted !== null) return
    const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent.trim() === ${JSON.stringify(THANKS)})
    if (!heading || !heading.checkVisibility()) return
    window.__thanksPainted = -1
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => { window.__thanksPainted = performance.now() }, 0))
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
})()`

const SHIPPING_FIELDS: [label: string, value: string][] = [
  ['Full Name', 'Ada Lovelace'],
  ['Phone (optional)', '+1 303 555 0100'],
  ['Address Line 1', '12 Market St'],
  ['City', 'Denver'],
  ['ZIP Code', '80202'],
]
const CARD_FIELDS: [label: string, value: string][] = [
  ['Cardholder Name', 'Ada Lovelace'],
  ['Card Number', SUCCEEDING_TEST_CARD.replace(/(\d{4})(?=\d)/g, '$1 ')],
  ['Expiry (MM / YY)', '1230'],
  ['CVC', '123'],
]

const bench = await startBenchStack(onPostgres)
const { stack } = bench
const service = createNodeClient<Database>(stack.url, SERVICE_ROLE_KEY)
const runId = Date.now().toString(36)
let browser: Browser | undefined
let spa: ServedSpa | undefined
const samples: number[] = []
const failures: string[] = []

try {
  const { data: product, error } = await service
    .from('products')
    .select('id, product_name, product_slug, main_image_url, price, available_sizes')
    .eq('product_slug', PRODUCT.slug)
    .single()
  if (error) throw new Error(`reading ${PRODUCT.slug}: ${error.message}`)
  const size = (product.available_sizes as unknown as Size[]).find((s) => s.value === PRODUCT.size)
  if (!size) throw new Error(`${PRODUCT.slug} has no ${PRODUCT.size} size`)
  const cart = savedCart([{ product, size, quantity: 1 }])

  spa = await serveSpa(stack.url, 'checkout')
  console.log(`stack and build ready; placing ${ORDERS} orders`)
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

  for (let n = 1; n <= ORDERS; n++) {
    const email = `bench-${runId}-${n}@example.com`
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    context.setDefaultTimeout(ORDER_TIMEOUT_MS)
    try {
      const page = await context.newPage()
      await page.addInitScript(
        ([key, value]) => {
          const { localStorage } = globalThis as unknown as { localStorage: Storage }
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
        },
        [SAVED_CART.key, cart] as const,
      )
      await page.addInitScript(PROBE)
      samples.push(await placeOrder(page, `${spa.origin}/checkout`, email))
      process.stdout.write(`\rorder ${n}/${ORDERS}`)
    } catch (e) {
      failures.push(`order ${n} (${email}): ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`)
      console.error(`\n${failures.at(-1)}`)
    } finally {
      await context.close()
    }
  }
  process.stdout.write('\r')

  // Every order the page confirmed is in the database.
  const { count, error: countError } = await service
    .from('orders')
    .select('id', { count: 'exact', head: true })
    .like('customer_email', `bench-${runId}-%`)
  if (countError) throw new Error(`counting the orders: ${countError.message}`)
  if (count !== samples.length) failures.push(`${samples.length} orders confirmed, ${count} in the database`)

  if (samples.length > 0) {
    printTable(
      `Guest checkout in Chromium, ${samples.length} of ${ORDERS} orders (fresh context each, ${bench.backend}); build ${ms(spa.buildMs)} ms`,
      ['measure', 'p50 ms', 'p95 ms', 'min ms', 'max ms'],
      [
        summaryRow(
          `Place My Order -> "${THANKS}" painted (checkout function; the simulated processor answers at once)`,
          samples,
        ),
      ],
    )
  }
} finally {
  await browser?.close()
  await spa?.close()
  await bench.close()
}

if (failures.length > 0) {
  console.error(`\n${failures.length} failure(s):\n${failures.map((f) => `  ${f}`).join('\n')}`)
  process.exitCode = 1
}

/** One guest order through the UI; resolves with the measured milliseconds (payment wait removed). */
async function placeOrder(page: Page, checkoutUrl: string, email: string): Promise<number> {
  await page.goto(checkoutUrl)
  await page.getByRole('link', { name: 'Continue Without Account' }).click()
  await page.waitForURL(/\/checkout\/shipping$/)
  for (const [label, value] of SHIPPING_FIELDS) await page.getByLabel(label).fill(value)
  await page.getByLabel('Email Address').fill(email)
  await page.getByRole('combobox', { name: 'State' }).selectOption('CO')
  await page.getByRole('button', { name: 'Next: Billing & Payment' }).click()
  await page.waitForURL(/\/checkout\/payment$/)
  for (const [label, value] of CARD_FIELDS) await page.getByLabel(label).fill(value)

  await page.getByRole('button', { name: 'Place My Order' }).click()
  try {
    await page.waitForFunction('window.__thanksPainted > 0', undefined, { timeout: ORDER_TIMEOUT_MS })
  } catch (e) {
    const refusal = page.getByTestId('payment-error')
    if (await refusal.isVisible()) throw new Error(`refused: ${await refusal.textContent()}`, { cause: e })
    throw e
  }
  if (!/\/order-confirmation\/[0-9a-f-]{36}$/.test(page.url())) throw new Error(`confirmed at ${page.url()}`)
  const [clicked, painted] = await page.evaluate<[number, number]>('[window.__placeClicked, window.__thanksPainted]')
  return painted - clicked
}
