import type { Page } from '@playwright/test'
import type { Size } from '../tests/helpers/orders.ts'
import { expectNoAxeViolations } from './axe.ts'
import { SEEDED, expect, test, type Client } from './fixtures.ts'
import { channelJoined } from './realtime.ts'
import { signInBrowser } from './session.ts'

// The product page against the seeded stack. The database is shared by every spec of a run: the
// live-stock test changes jamaican-ginger only and puts it back.

async function setSizes(service: Client, slug: string, sizes: Size[]) {
  const { error } = await service
    .from('products')
    .update({ available_sizes: sizes as unknown as never })
    .eq('product_slug', slug)
  if (error) throw new Error(error.message)
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const sizeRadio = (page: Page, label: string) => page.getByRole('radio', { name: new RegExp(`^${label}\\b`) })

test.afterAll(async ({ service }) => {
  await service.removeAllChannels()
})

test('by slug: gallery, meta line, rating, sizes, price per 100 g, stepper, tabs and SEO', async ({ page }) => {
  await page.goto('/product/tellicherry-peppercorns')
  await expect(heading(page, 'Tellicherry Peppercorns')).toBeVisible()
  await expect(page.getByText('Peppers | Indian | Rare')).toBeVisible()
  await expect(page.getByText('Rated 3.8 out of 5, 4 reviews')).toBeAttached()
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('button')).toHaveCount(4)

  // The default size (100g) is chosen; price follows the size's modifier, with the price per 100 g.
  await expect(sizeRadio(page, '100 g jar')).toBeChecked()
  await expect(page.getByTestId('product-price')).toHaveText('Price: $11.50')
  await expect(page.getByTestId('unit-price')).toHaveText('$11.50 per 100 g')
  await sizeRadio(page, '250 g refill pouch').check()
  await expect(page.getByTestId('product-price')).toHaveText('Price: $25.00')
  await expect(page.getByTestId('unit-price')).toHaveText('$10.00 per 100 g')
  await sizeRadio(page, '50 g jar').check()
  await expect(page.getByTestId('product-price')).toHaveText('Price: $7.50')

  // Stepper: minimum 1, the typed value is kept within the size's stock (50).
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(quantity).toHaveValue('2')
  await quantity.fill('500')
  await expect(quantity).toHaveValue('50')
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()

  // Tabs: Description first; arrow keys move along the tablist.
  const description = page.getByRole('tab', { name: 'Description' })
  await expect(description).toHaveAttribute('aria-selected', 'true')
  await description.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Flavor Profile' })).toBeFocused()
  await expect(page.getByRole('tabpanel', { name: 'Flavor Profile' })).toContainText('citrus peel')
  await page.keyboard.press('End')
  await expect(page.getByRole('tabpanel', { name: 'Suggested Recipes' })).toContainText('Cacio e Pepe')

  // You Might Also Like: up to 4 other peppers.
  const related = page.getByRole('region', { name: 'You Might Also Like' }).getByRole('listitem')
  await expect(related).toHaveCount(4)
  await expect(related.getByRole('link', { name: 'Tellicherry Peppercorns' })).toHaveCount(0)

  await expect(page).toHaveTitle('Buy Tellicherry Peppercorns Online | CasaBite')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Extra-bold black peppercorns/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/tellicherry-peppercorns$/)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/127\.0\.0\.1:\d+\/images\/products\/tellicherry-peppercorns\.svg$/,
  )
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: 'Tellicherry Peppercorns',
    sku: 'tellicherry-peppercorns',
    offers: { price: '11.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    aggregateRating: { ratingValue: '3.8', reviewCount: 4 },
  })
  expect(jsonLd.image[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/products\/tellicherry-peppercorns\.svg$/)
  await expectNoAxeViolations(page)
})

test('by UUID: the same product, with the slug URL as canonical', async ({ page, productBySlug }) => {
  const { id } = await productBySlug('sichuan-peppercorns')
  await page.goto(`/product/${id}`)
  await expect(heading(page, 'Sichuan Peppercorns')).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/sichuan-peppercorns$/)
  // Its 250 g size is sold out: disabled and labelled.
  await expect(page.getByRole('radio', { name: /250 g refill pouch.*\(Out of stock\)/ })).toBeDisabled()
})

test('a product with every size sold out cannot be added', async ({ page }) => {
  await page.goto('/product/urfa-biber')
  await expect(heading(page, 'Urfa Biber')).toBeVisible()
  for (const radio of await page.getByRole('radio').all()) {
    await expect(radio).toBeDisabled()
    await expect(radio).not.toBeChecked()
  }
  await expect(page.getByRole('radio', { name: /\(Out of stock\)/ })).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1')
  await expect(page.getByRole('status').filter({ hasText: 'Out of stock' })).toBeVisible()
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd.offers.availability).toBe('https://schema.org/OutOfStock')
  await expectNoAxeViolations(page)
})

test('the gallery zooms into a keyboard-operable lightbox', async ({ page }) => {
  await page.goto('/product/green-cardamom')
  await expect(heading(page, 'Green Cardamom')).toBeVisible()
  await page.getByRole('button', { name: 'Show image 2 of 4' }).click()
  await expect(page.getByRole('button', { name: 'Show image 2 of 4' })).toHaveAttribute('aria-pressed', 'true')

  const zoom = page.getByRole('button', { name: 'Enlarge image 2 of 4' })
  await zoom.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Image 2 of 4')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByText('Image 3 of 4')).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByText('Image 1 of 4')).toBeVisible()
  // Focus stays inside the dialog.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab')
    await expect(dialog.locator(':focus')).toHaveCount(1)
  }
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Enlarge image 1 of 4' })).toBeFocused()
})

test('Add to Cart shows the toast with View Cart, and the header badge counts the items', async ({ page }) => {
  await page.goto('/product/fennel-seeds')
  await expect(heading(page, 'Lucknow Fennel Seeds')).toBeVisible()
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  const title = page.getByText('Lucknow Fennel Seeds added to cart!', { exact: true })
  await expect(title).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await title.hover()
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'View Cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  const line = page.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  await expect(line.getByRole('link', { name: 'Lucknow Fennel Seeds' })).toBeVisible()
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('2')
})

/** Whether two boxes share any area. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}
type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: ReturnType<Page['locator']>): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  return box!
}

const visibleToast = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem')

test.describe('on a desktop (1280x900)', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the add-to-cart toast hides none of the purchase controls and goes when the shopper leaves', async ({
    page,
  }) => {
    await page.goto('/product/fennel-seeds')
    await expect(heading(page, 'Lucknow Fennel Seeds')).toBeVisible()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    const toast = visibleToast(page)
    await expect(toast).toContainText('Lucknow Fennel Seeds added to cart!')
    // Where the toast rests, once its opening animation is over.
    type Animated = { getAnimations(): { finished: Promise<unknown> }[] }
    await toast.evaluate((el) => Promise.all((el as unknown as Animated).getAnimations().map((a) => a.finished)))
    const toastBox = await boxOf(toast)
    const controls = {
      'Add to Wishlist': page.getByRole('button', { name: 'Add to Wishlist' }),
      'Add to Cart': page.getByRole('main').getByRole('button', { name: 'Add to Cart' }),
      'Increase quantity': page.getByRole('button', { name: 'Increase quantity' }),
      'the header cart': page.getByRole('link', { name: /^Cart/ }),
    }
    for (const [name, control] of Object.entries(controls)) {
      expect(overlap(toastBox, await boxOf(control)), `the toast covers ${name}`).toBe(false)
    }

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click()
    await expect(page).toHaveURL(/\/shop$/)
    await expect(toast).toHaveCount(0)
  })
})

test('a guest who adds to the wishlist is asked to log in, and Login/Signup goes to /checkout/auth', async ({
  page,
}) => {
  await page.goto('/product/star-anise')
  await expect(heading(page, 'Star Anise')).toBeVisible()
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  const title = page.getByText('Login Required', { exact: true })
  await expect(title).toBeVisible()
  // A pointer over the toast pauses its 5 s timer (Radix), so it stays for the scan and the click.
  await title.hover()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Login/Signup' }).click()
  await expect(page).toHaveURL(/\/checkout\/auth$/)
  // React Router keeps the navigation state in history.state.usr.
  const from = await page.evaluate(
    () =>
      (globalThis as unknown as { history: { state: { usr?: { from?: string } } | null } }).history.state?.usr?.from,
  )
  expect(from).toBe('/product/star-anise')
})

test('a signed-in customer adds and removes the product on the wishlist, a row per size', async ({
  page,
  service,
  productBySlug,
}) => {
  const userId = await signInBrowser(page, SEEDED.customer)
  const { id } = await productBySlug('allspice-berries')
  const rows = async () =>
    ((await service.from('wishlist_items').select('size').eq('product_id', id).eq('user_id', userId)).data ?? []).map(
      (row) => row.size,
    )

  try {
    await page.goto('/product/allspice-berries')
    await expect(heading(page, 'Allspice Berries')).toBeVisible()
    await page.getByRole('button', { name: 'Add to Wishlist' }).click()
    await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible()
    await expect.poll(rows).toEqual(['50g'])
    // Another size is not wished yet: it gets its own row.
    await sizeRadio(page, '100 g refill pouch').check()
    await page.getByRole('button', { name: 'Add to Wishlist' }).click()
    await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible()
    await expect.poll(async () => (await rows()).sort()).toEqual(['100g', '50g'])
    await page.reload()
    await sizeRadio(page, '100 g refill pouch').check()
    await page.getByRole('button', { name: 'Remove from Wishlist' }).click()
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible()
    await expect.poll(rows).toEqual(['50g'])
  } finally {
    await service.from('wishlist_items').delete().eq('product_id', id).eq('user_id', userId)
  }
})

test('with every size sold out no size is chosen, and Remove from Wishlist takes off the wished size', async ({
  page,
  service,
  productBySlug,
}) => {
  const userId = await signInBrowser(page, SEEDED.customer)
  const { id, sizes } = await productBySlug('grains-of-paradise')
  const rows = async () =>
    ((await service.from('wishlist_items').select('size').eq('product_id', id).eq('user_id', userId)).data ?? []).map(
      (row) => row.size,
    )

  try {
    // Wished in 100g to hear when it is back; then both sizes sell out.
    const wished = await service.from('wishlist_items').insert({ user_id: userId, product_id: id, size: '100g' })
    expect(wished.error).toBeNull()
    await setSizes(
      service,
      'grains-of-paradise',
      sizes.map((size) => ({ ...size, stock: 0 })),
    )
    await page.goto('/product/grains-of-paradise')
    await expect(heading(page, 'Grains of Paradise')).toBeVisible()
    await expect(page.getByText('Out of stock. Every size of this spice is sold out for now.')).toBeVisible()
    await page.getByRole('button', { name: 'Remove from Wishlist' }).click()
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible()
    await expect.poll(rows).toEqual([])
  } finally {
    await setSizes(service, 'grains-of-paradise', sizes)
    await service.from('wishlist_items').delete().eq('product_id', id).eq('user_id', userId)
  }
})

test('an unknown slug shows "Product Not Available" with Browse Other Spices', async ({ page }) => {
  await page.goto('/product/no-such-spice')
  await expect(heading(page, 'Product Not Available')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Browse Other Spices' }).click()
  await expect(page).toHaveURL(/\/shop$/)
})

test('Back returns to the previous page, or to the shop when the product was opened directly', async ({ page }) => {
  await page.goto('/product/whole-cloves')
  await expect(heading(page, 'Whole Cloves')).toBeVisible()
  const related = page.getByRole('region', { name: 'You Might Also Like' }).getByRole('link').first()
  const relatedName = (await related.textContent()) ?? ''
  await related.click()
  await expect(heading(page, relatedName)).toBeVisible()

  await page.getByRole('button', { name: 'Back' }).click()
  await expect(heading(page, 'Whole Cloves')).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/shop$/)
})

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the add-to-cart toast leaves the sizes just picked and Add to Cart in sight', async ({ page }) => {
    await page.goto('/product/nigella-seeds')
    await expect(heading(page, 'Nigella Seeds')).toBeVisible()
    const sizes = page.getByRole('group', { name: 'Size' })
    // The sizes near the top of the screen, where a shopper picking one has scrolled them.
    await sizes.evaluate((el) =>
      (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'start' }),
    )
    await sizes.getByRole('radio').last().check()
    const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first()
    await addToCart.click()
    const toast = visibleToast(page)
    await expect(toast).toContainText('Nigella Seeds added to cart!')
    type Animated = { getAnimations(): { finished: Promise<unknown> }[] }
    await toast.evaluate((el) => Promise.all((el as unknown as Animated).getAnimations().map((a) => a.finished)))
    const toastBox = await boxOf(toast)
    for (const size of await sizes.locator('label').all()) {
      expect(overlap(toastBox, await boxOf(size)), 'the toast covers a size').toBe(false)
    }
    expect(overlap(toastBox, await boxOf(addToCart)), 'the toast covers Add to Cart').toBe(false)
  })

  test('the sticky add-to-cart bar appears after the info section; Suggested Recipes is hidden', async ({ page }) => {
    await page.goto('/product/nigella-seeds')
    await expect(heading(page, 'Nigella Seeds')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Suggested Recipes' })).toBeHidden()
    const bar = page.getByRole('region', { name: 'Quick add to cart' })
    await expect(bar).toHaveCount(0)

    await page.getByRole('tablist').scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 400)
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
    await expectNoAxeViolations(page)

    await bar.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Nigella Seeds added to cart!', { exact: true })).toBeVisible()
    // The toast leaves the bar (and its Add to Cart) in sight.
    expect(overlap(await boxOf(visibleToast(page)), await boxOf(bar))).toBe(false)

    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0))
    await expect(bar).toHaveCount(0)
  })
})

test('live stock: a size sold out in the database turns "(Out of stock)" without a reload', async ({
  page,
  service,
  productBySlug,
}) => {
  const slug = 'jamaican-ginger'
  const { id, sizes } = await productBySlug(slug)
  const joined = channelJoined(page, `product-detail:${id}`)
  try {
    await page.goto(`/product/${slug}`)
    await expect(heading(page, 'Jamaican Ginger')).toBeVisible()
    await joined
    const small = page.getByRole('radio', { name: /^60 g/ })
    await expect(small).toBeChecked()
    await expect(small).toBeEnabled()

    // Stock drops to 3: the stepper's ceiling follows.
    await setSizes(
      service,
      slug,
      sizes.map((size) => (size.value === '60g' ? { ...size, stock: 3 } : size)),
    )
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
    await quantity.fill('10')
    await expect(quantity).toHaveValue('3')

    // Sold out: the size is disabled and labelled, and Add to Cart is disabled.
    await setSizes(
      service,
      slug,
      sizes.map((size) => (size.value === '60g' ? { ...size, stock: 0 } : size)),
    )
    await expect(page.getByRole('radio', { name: /^60 g.*\(Out of stock\)/ })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    await expectNoAxeViolations(page)
  } finally {
    await setSizes(service, slug, sizes)
  }
})
