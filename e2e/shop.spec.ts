import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { layoutShift, watchLayoutShift } from './layout-shift.ts'
import { expect, test as base, type Client } from './fixtures.ts'
import { channelJoined } from './realtime.ts'

// The shop catalogue (/shop) against the seeded stack. The database is shared by every spec of a run
// and other specs may add products, so expected figures are read from the database at test time; the
// live test adds products of its own and removes them again.

const PER_PAGE = 12

type Filter = {
  search?: string
  category_type?: string
  cuisine?: string
  rarity?: string
  is_organic?: boolean
  maxPrice?: number
}

type SortOrder = 'name' | 'price-desc' | 'name-desc'

/** What the shop should show for a filter: the active products, sorted like the shop sorts them. */
async function expectedOf(anon: Client, filter: Filter = {}, order: SortOrder = 'name') {
  let query = anon.from('products').select('product_name, price', { count: 'exact' }).eq('is_active', true)
  if (filter.search)
    query = query.or(`product_name.ilike.*${filter.search}*,short_description.ilike.*${filter.search}*`)
  if (filter.category_type) query = query.eq('category_type', filter.category_type)
  if (filter.cuisine) query = query.eq('cuisine', filter.cuisine)
  if (filter.rarity) query = query.eq('rarity', filter.rarity)
  if (filter.is_organic !== undefined) query = query.eq('is_organic', filter.is_organic)
  if (filter.maxPrice !== undefined) query = query.lte('price', filter.maxPrice)
  if (order === 'price-desc') query = query.order('price', { ascending: false }).order('product_name')
  else query = query.order('product_name', { ascending: order === 'name' })
  const { data, count, error } = await query.order('id')
  if (error) throw new Error(error.message)
  return { names: data.map((p) => p.product_name), prices: data.map((p) => p.price), count: count ?? 0 }
}

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardNames = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 })
const countLine = (page: Page) => page.getByText(/^(Showing \d|No spices found)/)
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search spices' })
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' })
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' })
const checkbox = (page: Page, name: string) =>
  sidebar(page).getByRole('checkbox', { name: new RegExp(`^${name.replace(/[()&]/g, '\\$&')} \\(\\d+\\)$`) })

function countText(count: number) {
  if (count === 1) return 'Showing 1 spice'
  return count <= PER_PAGE ? `Showing ${count} spices` : `Showing 1–${PER_PAGE} of ${count} spices`
}

/** The page's vertical scroll (evaluated in the page; e2e code is typed without the DOM library). */
const scrollY = (page: Page) => page.evaluate<number>('window.scrollY')

/** A toast's title or text (Radix also copies it into a live region for screen readers; that copy is skipped). */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true })

async function expectGrid(page: Page, names: string[], count: number) {
  await expect(countLine(page)).toHaveText(countText(count))
  await expect(cardNames(page)).toHaveText(names.slice(0, PER_PAGE))
}

/** The shop's query parameters as a sorted list of pairs (order-insensitive comparison). */
function params(page: Page) {
  return [...new URL(page.url()).searchParams].map(([k, v]) => `${k}=${v}`).sort()
}

const test = base.extend<{ expected: (filter?: Filter, order?: SortOrder) => ReturnType<typeof expectedOf> }>({
  expected: ({ anon }, use) => use((filter, order) => expectedOf(anon, filter, order)),
})

test.afterAll(async ({ anon, service }) => {
  await service.from('products').delete().like('product_slug', 'e2e-shop-%')
  await anon.removeAllChannels()
  await service.removeAllChannels()
})

test('renders the first page: heading, title, 12 cards with name, price and rating, count, pagination', async ({
  page,
  expected,
}) => {
  const all = await expected()
  await page.goto('/shop')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Spice Collection' })).toBeVisible()
  await expect(page).toHaveTitle('Shop Spices | CasaBite')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /premium, ethically sourced/)
  await expectGrid(page, all.names, all.count)
  await expect(cards(page)).toHaveCount(12)
  await expect(sortSelect(page)).toHaveValue('name-asc')
  await expect(sortSelect(page).locator('option')).toHaveText([
    'Name (A-Z)',
    'Name (Z-A)',
    'Price (Low-High)',
    'Price (High-Low)',
  ])

  const first = cards(page).first()
  await expect(first.getByRole('img', { name: all.names[0] })).toBeVisible()
  await expect(first.getByText(/^\$\d+\.\d{2}$/)).toBeVisible()
  await expect(first.getByText(/^Rated \d\.\d out of 5 from \d+ reviews$/)).toBeAttached()
  await expect(first.getByRole('button', { name: `Add to Cart: ${all.names[0]}` })).toBeVisible()

  // Images: explicit dimensions everywhere; the first row loads at once, the rest lazily.
  const images = page.getByRole('main').locator('article img')
  await expect(images.first()).toHaveAttribute('width', '400')
  await expect(images.first()).toHaveAttribute('height', '400')
  await expect(images.first()).toHaveAttribute('loading', 'eager')
  await expect(images.nth(5)).toHaveAttribute('loading', 'lazy')

  const nav = pagination(page)
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(Math.min(5, Math.ceil(all.count / 12)))
  await expectNoAxeViolations(page)
})

test('clicking a card opens /product/{slug}', async ({ page }) => {
  await page.goto('/shop?searchTerm=cardamom')
  await cards(page).filter({ hasText: 'Green Cardamom' }).getByRole('link', { name: 'Green Cardamom' }).click()
  await expect(page).toHaveURL(/\/product\/green-cardamom$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/shop\?searchTerm=cardamom$/)
  // Clicking the card anywhere (here: on its image) also opens it.
  await cards(page)
    .filter({ hasText: 'Green Cardamom' })
    .click({ position: { x: 40, y: 40 } })
  await expect(page).toHaveURL(/\/product\/green-cardamom$/)
})

test.describe('search', () => {
  test('is debounced into ?searchTerm=, tolerates a typo ("cardamon") and stays in the URL', async ({ page }) => {
    await page.goto('/shop')
    await searchBox(page).pressSequentially('cardamon', { delay: 30 })
    await expect(page).toHaveURL(/\?searchTerm=cardamon$/)
    await expect(cardNames(page)).toContainText(['Green Cardamom'])
    const names = await cardNames(page).allTextContents()
    expect(names.length).toBeLessThanOrEqual(3)
    await expectNoAxeViolations(page)
  })

  test('matches the name or the short description, case-insensitively', async ({ page }) => {
    await page.goto('/shop?searchTerm=SMOKED%20PIM')
    await expect(cardNames(page)).toHaveText(['Smoked Pimentón de la Vera'])
    await expect(searchBox(page)).toHaveValue('SMOKED PIM')
    // "Malabar Coast" is only in Tellicherry's short description.
    await searchBox(page).fill('malabar coast')
    await searchBox(page).press('Enter')
    await expect(page).toHaveURL(/searchTerm=malabar\+coast/)
    await expect(cardNames(page)).toHaveText(['Tellicherry Peppercorns'])
  })

  test('combines with filters and resets the page to 1', async ({ page, expected }) => {
    const seeds = await expected({ search: 'seed', category_type: 'Seeds' })
    await page.goto('/shop?page=2')
    await searchBox(page).fill('seed')
    await expect(page).toHaveURL(/\/shop\?searchTerm=seed$/)
    await checkbox(page, 'Seeds').check()
    await expect(page).toHaveURL(/\/shop\?searchTerm=seed&category_types=Seeds$/)
    await expect(cardNames(page)).toHaveText(seeds.names)
  })
})

test.describe('filters', () => {
  const groups: { label: string; param: string; filter: Filter }[] = [
    { label: 'Seeds', param: 'category_types=Seeds', filter: { category_type: 'Seeds' } },
    { label: 'Middle Eastern', param: 'cuisines=Middle+Eastern', filter: { cuisine: 'Middle Eastern' } },
    { label: 'Organic', param: 'is_organic=true', filter: { is_organic: true } },
    { label: 'Not Organic', param: 'is_organic=false', filter: { is_organic: false } },
    { label: 'Exotic', param: 'rarities=exotic', filter: { rarity: 'exotic' } },
  ]

  for (const { label, param, filter } of groups) {
    test(`${label} narrows the grid and writes ${param}`, async ({ page, expected }) => {
      const want = await expected(filter)
      await page.goto('/shop')
      await expect(checkbox(page, label)).toHaveAccessibleName(`${label} (${want.count})`)
      await checkbox(page, label).check()
      await expect(page).toHaveURL(new RegExp(`/shop\\?${param.replace('+', '\\+')}$`))
      await expectGrid(page, want.names, want.count)
      await checkbox(page, label).uncheck()
      await expect(page).toHaveURL(/\/shop$/)
    })
  }

  test('Type, Cuisine and Rarity combine; values show their counts; axe passes', async ({ page, expected }) => {
    await page.goto('/shop')
    const group = (name: string) => sidebar(page).getByRole('group', { name })
    await expect(group('Type').getByRole('checkbox')).not.toHaveCount(0)
    await expect(group('Cuisine').getByRole('checkbox')).not.toHaveCount(0)
    await expect(group('Organic / Not Organic').getByRole('checkbox')).toHaveCount(2)
    await expect(group('Rarity').getByRole('checkbox')).toHaveCount(3)
    await checkbox(page, 'Peppers').check()
    await checkbox(page, 'Indian').check()
    await checkbox(page, 'Rare').check()
    const want = await expected({ category_type: 'Peppers', cuisine: 'Indian', rarity: 'rare' })
    await expect(page).toHaveURL(/\/shop\?category_types=Peppers&cuisines=Indian&rarities=rare$/)
    await expectGrid(page, want.names, want.count)
    await expectNoAxeViolations(page)
  })

  test('Price Range: the maximum slider moves in $1 steps by keyboard and bounds the prices', async ({
    page,
    expected,
    anon,
  }) => {
    await page.goto('/shop')
    const max = sidebar(page).getByRole('slider', { name: 'Maximum price' })
    const min = sidebar(page).getByRole('slider', { name: 'Minimum price' })
    await expect(min).toHaveValue('0')
    // The spec's ceiling: the highest active price rounded up.
    const { data: top } = await anon
      .from('products')
      .select('price')
      .eq('is_active', true)
      .order('price', { ascending: false })
      .limit(1)
    const ceiling = Math.ceil(top![0]!.price)
    await expect(max).toHaveAttribute('max', String(ceiling))
    await expect(max).toHaveValue(String(ceiling))
    await max.focus()
    for (let value = ceiling; value > 6; value--) await page.keyboard.press('ArrowLeft')
    await expect(max).toHaveValue('6')
    await expect(page).toHaveURL(/\/shop\?maxPrice=6$/)
    const want = await expected({ maxPrice: 6 })
    await expectGrid(page, want.names, want.count)
    await min.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/\/shop\?minPrice=2&maxPrice=6$/)
    await expect(sidebar(page).getByText('$2 – $6')).toBeVisible()
  })

  test('Clear All Filters keeps the search term and the sort', async ({ page }) => {
    await page.goto('/shop?searchTerm=pepper&rarities=rare&cuisines=Indian&maxPrice=20&sortOrder=price-asc&page=1')
    await expect(checkbox(page, 'Rare')).toBeChecked()
    await sidebar(page).getByRole('button', { name: 'Clear All Filters' }).click()
    await expect(page).toHaveURL(/\/shop\?searchTerm=pepper&sortOrder=price-asc$/)
    await expect(searchBox(page)).toHaveValue('pepper')
    await expect(sortSelect(page)).toHaveValue('price-asc')
    await expect(checkbox(page, 'Rare')).not.toBeChecked()
    await expect(sidebar(page).getByRole('slider', { name: 'Maximum price' })).toHaveValue(
      (await sidebar(page).getByRole('slider', { name: 'Maximum price' }).getAttribute('max'))!,
    )
    await expect(sidebar(page).getByRole('button', { name: 'Clear All Filters' })).toBeDisabled()
  })
})

test('sort: each option orders the grid and writes sortOrder (the default stays out of the URL)', async ({
  page,
  expected,
}) => {
  await page.goto('/shop')
  const byPrice = await expected({}, 'price-desc')
  await sortSelect(page).selectOption({ label: 'Price (High-Low)' })
  await expect(page).toHaveURL(/\/shop\?sortOrder=price-desc$/)
  await expect(cardNames(page)).toHaveText(byPrice.names.slice(0, PER_PAGE))

  await sortSelect(page).selectOption({ label: 'Price (Low-High)' })
  await expect(page).toHaveURL(/\/shop\?sortOrder=price-asc$/)
  // Polled: the URL changes before the grid (the previous page stays on screen while the next loads).
  const pricesInOrder = async () => {
    const prices = (
      await cards(page)
        .getByText(/^\$\d+\.\d{2}$/)
        .allTextContents()
    ).map((p) => Number(p.slice(1)))
    return prices.length > 0 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price)
  }
  await expect.poll(pricesInOrder).toBe(true)

  const byNameDesc = await expected({}, 'name-desc')
  await sortSelect(page).selectOption({ label: 'Name (Z-A)' })
  await expect(cardNames(page)).toHaveText(byNameDesc.names.slice(0, PER_PAGE))

  await sortSelect(page).selectOption({ label: 'Name (A-Z)' })
  await expect(page).toHaveURL(/\/shop$/)
})

test.describe('pagination', () => {
  test('page 2 by URL, then pages by clicks; each scrolls to the top', async ({ page, expected }) => {
    const all = await expected()
    const pages = Math.ceil(all.count / PER_PAGE)
    await page.goto('/shop?page=2')
    await expect(cardNames(page)).toHaveText(all.names.slice(12, 24))
    await expect(countLine(page)).toHaveText(`Showing 13–24 of ${all.count} spices`)
    const nav = pagination(page)
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current')

    await nav.scrollIntoViewIfNeeded()
    expect(await scrollY(page)).toBeGreaterThan(0)
    await nav.getByRole('link', { name: 'Page 3' }).click()
    await expect(page).toHaveURL(/\/shop\?page=3$/)
    await expect(cardNames(page)).toHaveText(all.names.slice(24, 36))
    await expect.poll(() => scrollY(page)).toBe(0)
    await expect(nav.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')

    await nav.getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/\/shop\?page=2$/)
    await nav.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/shop\?page=3$/)
    await nav.getByRole('link', { name: `Page ${pages}` }).click()
    await expect(page).toHaveURL(new RegExp(`/shop\\?page=${pages}$`))
    await expect(cardNames(page)).toHaveText(all.names.slice((pages - 1) * PER_PAGE))
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(0)
    await nav.getByRole('link', { name: 'Page 1' }).click()
    await expect(page).toHaveURL(/\/shop$/)
    await expectNoAxeViolations(page)
  })

  test('a filter change goes back to page 1; one page of results hides the pagination', async ({ page }) => {
    await page.goto('/shop?page=3')
    await checkbox(page, 'Exotic').check()
    await expect(page).toHaveURL(/\/shop\?rarities=exotic$/)
    await expect(pagination(page)).toHaveCount(0)
  })

  test('a page past the end shows the last page instead', async ({ page, expected }) => {
    const all = await expected()
    const pages = Math.ceil(all.count / PER_PAGE)
    await page.goto('/shop?page=99')
    await expect(page).toHaveURL(new RegExp(`/shop\\?page=${pages}$`))
    await expect(cardNames(page)).toHaveText(all.names.slice((pages - 1) * PER_PAGE))
  })
})

test('no matches: "No Spices Match Your Filters", then "Clear Filters & See All" shows everything', async ({
  page,
  expected,
}) => {
  const all = await expected()
  await page.goto('/shop?searchTerm=xqzjvwk&rarities=rare&sortOrder=name-desc')
  await expect(page.getByRole('heading', { name: 'No Spices Match Your Filters' })).toBeVisible()
  await expect(countLine(page)).toHaveText('No spices found')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Clear Filters & See All' }).click()
  await expect(page).toHaveURL(/\/shop\?sortOrder=name-desc$/)
  await expect(searchBox(page)).toHaveValue('')
  await expect(countLine(page)).toHaveText(countText(all.count))
})

test.describe('the URL is the state', () => {
  test('a reload keeps search, filters, sort and page', async ({ page }) => {
    await page.goto('/shop')
    await searchBox(page).fill('e')
    await expect(page).toHaveURL(/searchTerm=e/)
    await checkbox(page, 'Common').check()
    await sortSelect(page).selectOption('price-desc')
    await pagination(page).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    // The grid keeps the previous page on screen (aria-busy) until page 2 has arrived.
    await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('main').locator('ul[aria-busy="false"]')).toBeVisible()
    const before = params(page)
    const names = await cardNames(page).allTextContents()

    await page.reload()
    expect(params(page)).toEqual(before)
    expect(before).toEqual(['page=2', 'rarities=common', 'searchTerm=e', 'sortOrder=price-desc'])
    await expect(searchBox(page)).toHaveValue('e')
    await expect(checkbox(page, 'Common')).toBeChecked()
    await expect(sortSelect(page)).toHaveValue('price-desc')
    await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(cardNames(page)).toHaveText(names)
  })

  test('filter changes replace the history entry: Back leaves the shop', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click()
    await expect(page).toHaveURL(/\/shop$/)
    await checkbox(page, 'Seeds').check()
    await expect(page).toHaveURL(/category_types=Seeds/)
    await sortSelect(page).selectOption('price-asc')
    await expect(page).toHaveURL(/sortOrder=price-asc/)
    await searchBox(page).fill('seed')
    await expect(page).toHaveURL(/searchTerm=seed/)
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
    await page.goForward()
    await expect(page).toHaveURL(/\/shop\?searchTerm=seed&category_types=Seeds&sortOrder=price-asc$/)
    await expect(checkbox(page, 'Seeds')).toBeChecked()
  })

  test('invalid parameters are ignored', async ({ page, expected }) => {
    const all = await expected()
    await page.goto('/shop?sortOrder=cheapest&page=abc&rarities=legendary&minPrice=-4&is_organic=maybe')
    await expect(sortSelect(page)).toHaveValue('name-asc')
    await expectGrid(page, all.names, all.count)
  })
})

test.describe('mobile (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the Filters button opens a full-screen drawer: keyboard in, focus trapped, Esc out', async ({
    page,
    expected,
  }) => {
    await page.goto('/shop')
    await expect(sidebar(page)).toBeHidden()
    const open = page.getByRole('button', { name: /^Filters/ })
    await open.focus()
    await page.keyboard.press('Enter')

    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await expect(drawer).toBeVisible()
    const box = await drawer.boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 })
    await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused()
    await expectNoAxeViolations(page)

    // Tab and Shift+Tab never leave the drawer.
    const focusInDrawer = () => page.evaluate<boolean>(`!!document.activeElement?.closest('dialog[open]')`)
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInDrawer()).toBe(true)
    }
    await drawer.getByRole('button', { name: 'Close filters' }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(drawer.getByRole('button', { name: /^Show \d+ Spices$/ })).toBeFocused()

    await drawer.getByRole('checkbox', { name: /^Chilies \(\d+\)$/ }).check()
    await expect(page).toHaveURL(/\/shop\?category_types=Chilies$/)
    const chilies = await expected({ category_type: 'Chilies' })
    await expect(drawer.getByRole('button', { name: `Show ${chilies.count} Spices` })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(open).toBeFocused()
    await expect(open).toHaveText('Filters (1)')
    await expect(cardNames(page)).toHaveText(chilies.names)

    // Opened again with Space, closed with its button: focus returns the same way.
    await page.keyboard.press('Space')
    await expect(drawer).toBeVisible()
    await drawer.getByRole('button', { name: 'Close filters' }).press('Enter')
    await expect(drawer).toBeHidden()
    await expect(open).toBeFocused()
  })

  test('the grid is one column', async ({ page }) => {
    await page.goto('/shop')
    const [a, b] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()]
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1)
    expect(Math.round(a!.x)).toBe(Math.round(b!.x))
  })
})

test('the grid has three columns on a wide screen and two on a tablet', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/shop')
  const tops = async (n: number) =>
    Promise.all(Array.from({ length: n }, async (_, i) => Math.round((await cards(page).nth(i).boundingBox())!.y)))
  const wide = await tops(4)
  expect(wide.slice(0, 3).every((y) => y === wide[0])).toBe(true)
  expect(wide[3]).toBeGreaterThan(wide[0]!)
  await page.setViewportSize({ width: 700, height: 900 })
  const tablet = await tops(3)
  expect(tablet[0]).toBe(tablet[1])
  expect(tablet[2]).toBeGreaterThan(tablet[0]!)
})

test.describe('add to cart from a card', () => {
  test('adds the default size and confirms with a toast', async ({ page }) => {
    await page.goto('/shop?searchTerm=green%20cardamom')
    const button = cards(page).first().getByRole('button', { name: 'Add to Cart: Green Cardamom' })
    await button.click()
    await expect(toastText(page, 'Green Cardamom added to cart!')).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Cart' })).toBeVisible()
    const stored = await page.evaluate<string | null>(`localStorage.getItem('casabite-cart')`)
    expect(stored).toContain('green-cardamom')
    await expectNoAxeViolations(page)
  })

  test('offers no Add to Cart for a product that is out of stock: the button is disabled and says so', async ({
    page,
  }) => {
    await page.goto('/shop?searchTerm=urfa')
    await expect(cards(page).first().getByRole('button', { name: 'Out of Stock: Urfa Biber' })).toBeDisabled()
  })
})

test.describe('loading, failure and empty states', () => {
  test('12 skeleton cards while loading, then the grid', async ({ page }) => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/rest/v1/rpc/catalog_page?*', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/about')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading spices…' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Loading spices…' }).locator('li')).toHaveCount(12)
    release()
    await expect(cards(page)).toHaveCount(12)
  })

  test('a failed load shows the error panel; Try Again recovers', async ({ page }) => {
    let fail = true
    // The catalogue's reads fail; the start-up connection check (a HEAD of the table) still passes, so its
    // own error toast does not take the catalogue's place.
    await page.route('**/rest/v1/rpc/catalog_page?*', (route) =>
      fail
        ? route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({
              code: '42501',
              message: 'permission denied for table products',
              details: null,
              hint: null,
            }),
          })
        : route.continue(),
    )
    await page.goto('/shop')
    const alert = page.getByRole('alert').filter({ hasText: 'Oops! Something went wrong' })
    await expect(alert.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible()
    await expect(alert).toContainText("We couldn't load the spices. Error: permission denied for table products")
    await expect(toastText(page, 'Error Fetching Products')).toBeVisible()
    await expectNoAxeViolations(page)
    fail = false
    await alert.getByRole('button', { name: 'Try Again' }).click()
    await expect(cards(page)).toHaveCount(12)
  })

  test('an empty catalogue says so, with a way home', async ({ page }) => {
    await page.route('**/rest/v1/rpc/catalog_page?*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    )
    await page.goto('/shop')
    await expect(page.getByRole('heading', { name: 'Our Spice Rack is Currently Empty' })).toBeVisible()
    await expect(pagination(page)).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Return Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test('layout stays put: no layout shift on load or on a filter change', async ({ page }) => {
  await watchLayoutShift(page)
  await page.goto('/shop')
  await expect(cards(page)).toHaveCount(12)
  await checkbox(page, 'Blends').check()
  await expect(page).toHaveURL(/category_types=Blends/)
  await expect(countLine(page)).toHaveText(/^Showing \d+ spices$/)
  expect(await layoutShift(page)).toBeLessThan(0.05)
})

test.describe('live catalogue', () => {
  test('a product added while the shop is open appears, with a toast', async ({ page, service }) => {
    const joined = channelJoined(page, 'products-catalogue')
    await page.goto('/shop')
    await expect(cards(page)).toHaveCount(12)
    await joined
    const slug = `e2e-shop-${randomUUID().slice(0, 8)}`
    const { error } = await service.from('products').insert({
      product_name: `Aaa Live Spice ${slug.slice(-8)}`,
      product_slug: slug,
      short_description: 'Added while the shop was open.',
      price: 3.5,
      category_type: 'Blends',
      cuisine: 'Global',
      default_size: '50g',
      available_sizes: [{ value: '50g', label: '50 g jar', price_modifier: 0, stock: null }] as unknown as never,
    })
    expect(error).toBeNull()
    await expect(toastText(page, 'Product list updated!')).toBeVisible()
    await expect(toastText(page, 'Our spice collection has been refreshed.')).toBeVisible()
    await expect(cardNames(page).first()).toHaveText(`Aaa Live Spice ${slug.slice(-8)}`)
    await expectNoAxeViolations(page)

    // Deleted: it leaves the open page too.
    await expect(toastText(page, 'Product list updated!')).toBeHidden({ timeout: 10_000 }) // 5 s, then it goes
    await service.from('products').delete().eq('product_slug', slug)
    await expect(toastText(page, 'Product list updated!')).toBeVisible()
    await expect(cardNames(page).first()).not.toHaveText(`Aaa Live Spice ${slug.slice(-8)}`)
  })

  test('a refused connection says "Subscription Error" once, not on every retry', async ({ page }) => {
    let attempts = 0
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, async (ws) => {
      attempts += 1
      await ws.close({ code: 1011, reason: 'unavailable' })
    })
    await page.goto('/shop')
    await expect(toastText(page, 'Subscription Error')).toBeVisible({ timeout: 15_000 })
    await expect(toastText(page, 'Lost connection to live product updates. Please refresh.')).toBeVisible()
    // supabase-js keeps reconnecting; the shopper hears about it once. The toast is dismissed and stays away.
    await page.getByRole('button', { name: 'Close notification' }).click()
    await expect(toastText(page, 'Subscription Error')).toBeHidden()
    const seen = attempts
    await expect.poll(() => attempts, { timeout: 20_000 }).toBeGreaterThanOrEqual(seen + 2)
    await page.waitForTimeout(500) // the retry's error reaches the channel just after the socket closes
    await expect(toastText(page, 'Subscription Error')).toBeHidden()
    await expect(cards(page)).toHaveCount(12)
  })
})
