import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { AUTH_STORAGE_KEY } from '../src/config/auth.ts'
import { EARLY_IMAGE, PRERENDERED } from '../src/config/first-screen.ts'
import { EARLY_READ } from '../src/lib/early-read.ts'
import { OUT_DIR } from '../playwright.config.ts'
import { expectNoAxeViolations } from './axe.ts'
import { layoutShift, watchLayoutShift } from './layout-shift.ts'
import { expect, test } from './fixtures.ts'

// The app shell: header, footer, promotional banner, newsletter, toasts, small screens.

/** A unique address per run: the e2e database is shared by every spec of a run. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

// Evaluated in the page: e2e code is typed without the DOM library.
const scrollY = (page: Page) => page.evaluate<number>('window.scrollY')
const pageWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth')

/** Scrolls to the footer, which downloads the newsletter form, and returns its controls. */
async function newsletter(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  const form = page.getByRole('form', { name: 'Newsletter sign-up' })
  await expect(form).toBeVisible()
  return { email: form.getByLabel('Email address'), subscribe: form.getByRole('button', { name: 'Subscribe' }) }
}

test.describe('header', () => {
  test('links every section, the cart and the account', async ({ page }) => {
    await page.goto('/about')
    const nav = mainNav(page)
    for (const [name, path] of [
      ['Shop', '/shop'],
      ['Rewards', '/rewards'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['About', '/about'],
      ['Home', '/'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(path === '/' ? /:\d+\/$/ : new RegExp(`${path}$`))
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
    }
    await page.getByRole('link', { name: /^Cart/ }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await page.getByRole('link', { name: 'Log in or create an account' }).click()
    await expect(page).toHaveURL(/\/checkout\/auth$/)
  })

  test('Home on the home page scrolls back to the top', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('heading', { name: 'From Our Community' }).scrollIntoViewIfNeeded()
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200)
    await page.evaluate('window.scrollTo(0, 300)') // keep the header reachable for the click
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click()
    await expect.poll(() => scrollY(page)).toBe(0)
  })

  test('every navigation starts at the top of the next page', async ({ page }) => {
    await page.goto('/faq')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(() => scrollY(page)).toBe(0)
  })
})

test.describe('footer', () => {
  test('links the pages, the social accounts and the support details', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const path of [
      '/shop',
      '/about',
      '/blog',
      '/contact',
      '/faq',
      '/returns-refunds',
      '/privacy-policy',
      '/terms-of-service',
      '/rewards',
    ]) {
      await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1)
    }
    for (const network of ['Instagram', 'Facebook', 'Pinterest', 'YouTube']) {
      await expect(footer.getByRole('link', { name: `CasaBite on ${network} (opens in a new tab)` })).toHaveAttribute(
        'target',
        '_blank',
      )
    }
    await expect(footer.getByRole('link', { name: 'support@casabite.example' })).toBeVisible()
    await expect(footer.getByRole('link', { name: '+1 (555) 010-2024' })).toBeVisible()
    await footer.getByRole('link', { name: 'Returns & Refunds' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Returns & Refunds Policy' })).toBeVisible()
  })
})

test.describe('promotional banner', () => {
  test('links to the rewards and stays dismissed for the session only', async ({ page, context }) => {
    await page.goto('/')
    const banner = page.getByRole('complementary', { name: 'Promotion' })
    await expect(banner).toContainText('Earn Flavor Points with every order. Join free!')
    await expect(banner.getByRole('link', { name: 'Learn More about Flavor Points' })).toHaveAttribute(
      'href',
      '/rewards',
    )

    await banner.getByRole('button', { name: 'Dismiss promotion' }).click()
    await expect(banner).toBeHidden()

    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toBeHidden()
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toBeHidden()

    // A new tab is a new session.
    const other = await context.newPage()
    await other.goto('/')
    await expect(other.getByRole('complementary', { name: 'Promotion' })).toBeVisible()
  })
})

test.describe('newsletter', () => {
  test('subscribes a new address, then says it is already subscribed', async ({ page }) => {
    await page.goto('/faq')
    const { email, subscribe } = await newsletter(page)
    const address = uniqueEmail('newsletter')

    await email.fill(address)
    await subscribe.click()
    await expect(toastRegion(page)).toContainText('Welcome to CasaBite!')
    await expect(toastRegion(page)).toContainText("You've successfully subscribed to our newsletter.")
    await expect(email).toHaveValue('')

    // The same address in other letters is the same subscriber.
    await email.fill(address.toUpperCase())
    await subscribe.click()
    await expect(toastRegion(page)).toContainText('Already Subscribed', { timeout: 15_000 })
    await expect(toastRegion(page)).toContainText('This email is already on our list!')
  })

  test('asks for a valid address before sending anything', async ({ page }) => {
    await page.goto('/faq')
    const { email, subscribe } = await newsletter(page)
    await subscribe.click()
    await expect(toastRegion(page)).toContainText('Email Required')
    await expect(toastRegion(page)).toContainText('Please enter your email address.')
    await page.keyboard.press('Escape')

    await email.fill('cook@example')
    await subscribe.click()
    await expect(toastRegion(page)).toContainText('Invalid Email')
    await expect(toastRegion(page)).toContainText('Please enter a valid email address.')
    await expectNoAxeViolations(page)
  })
})

test.describe('toasts', () => {
  /** "Email Required" from the footer form: a 5 s toast. */
  async function showToast(page: Page) {
    await page.goto('/faq')
    const { subscribe } = await newsletter(page)
    await subscribe.click()
    const item = toastRegion(page).getByRole('listitem')
    await expect(item).toContainText('Email Required')
    return item
  }

  test('a swipe to the right closes the toast', async ({ page }) => {
    const item = await showToast(page)
    const box = (await item.boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 20, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 60, y, { steps: 5 })
    await page.mouse.move(box.x + 140, y, { steps: 5 })
    await page.mouse.up()
    await expect(item).toHaveCount(0)
  })

  test('a short swipe does not close it', async ({ page }) => {
    const item = await showToast(page)
    const box = (await item.boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 20, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 45, y, { steps: 5 })
    await page.mouse.up()
    await expect(item).toBeVisible()
  })

  test('F8 moves focus to the notifications; Escape closes the toast', async ({ page }) => {
    const item = await showToast(page)
    await page.keyboard.press('F8')
    await expect(toastRegion(page).getByRole('list')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(item).toHaveCount(0)
  })

  test('the close button works from the keyboard', async ({ page }) => {
    const item = await showToast(page)
    await page.keyboard.press('F8')
    const close = item.getByRole('button', { name: 'Close notification' })
    await page.keyboard.press('Tab')
    const focusedName = () => page.evaluate<string>(`document.activeElement?.getAttribute('aria-label') ?? ''`)
    for (let tabs = 0; tabs < 5 && (await focusedName()) !== 'Close notification'; tabs++)
      await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(item).toHaveCount(0)
  })

  test('closes by itself after 5 seconds', async ({ page }) => {
    const item = await showToast(page)
    await page.mouse.move(0, 0) // hovering the toast would pause its timer
    await expect(item).toHaveCount(0, { timeout: 8000 })
  })
})

test.describe('small screens (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the header fits one row; its links open from a menu button', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const menu = page.getByRole('button', { name: 'Menu' })
    const header = page.getByRole('banner')
    // One row: the logo, the cart, the account and the menu button share a line.
    const rowTop = (await page.getByRole('link', { name: /^Cart/ }).boundingBox())!.y
    expect(Math.abs((await menu.boundingBox())!.y - rowTop)).toBeLessThan(4)
    expect((await header.boundingBox())!.height).toBeLessThan(80)
    await expect(mainNav(page)).toBeHidden()
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)

    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    const nav = mainNav(page)
    for (const name of ['Home', 'Shop', 'Rewards', 'About', 'Blog', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport()
    }
    await expectNoAxeViolations(page)

    // Esc closes it from inside and gives focus back to the button.
    await nav.getByRole('link', { name: 'Shop', exact: true }).focus()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(menu).toBeFocused()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')

    // A followed link closes it.
    await menu.click()
    await mainNav(page).getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: "We'd Love to Hear From You" })).toBeVisible()
    await expect(mainNav(page)).toBeHidden()
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
  })
})

/** The path the e2e build serves a source module's chunk at (its manifest: chunk names are hashes). */
async function chunkOf(module: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(OUT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  const chunk = manifest[module]
  if (!chunk) throw new Error(`${module} is not in the build's manifest`)
  return `/${chunk.file}`
}

test('a first visit to the home page leaves the toaster, the newsletter form and the cart store for later', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts).toContain(await chunkOf('src/app/routes/storefront/home.tsx'))
  for (const lazy of [
    'src/components/ui/toaster.tsx',
    'src/features/newsletter/components/newsletter-form.tsx',
    'src/components/layouts/cart-count.tsx',
  ]) {
    expect(scripts).not.toContain(await chunkOf(lazy))
  }
})

test.describe('first paint and code loading', () => {
  /** The paths index.html's script preloaded (`data-landing`; Vite's own preloads, added as the router imports chunks, do not count). */
  const preloads = (page: Page) =>
    page.evaluate<string[]>(
      `[...document.querySelectorAll('link[rel=modulepreload][data-landing]')].map((link) => new URL(link.href).pathname)`,
    )

  test('index.html shows the loading screen before any script runs', async ({ request }) => {
    const html = await (await request.get('/cart')).text()
    expect(html).toMatch(/<div id="root">\s*<div\s+role="status"[^>]*>[\s\S]*Loading CasaBite…/)
  })

  test('a landing page starts downloading its own code from index.html, other pages do not', async ({ page }) => {
    await page.goto('/product/kashmiri-saffron')
    await expect(page.getByRole('heading', { level: 1, name: 'Kashmiri Saffron' })).toBeVisible()
    const productChunk = await chunkOf('src/app/routes/storefront/product.tsx')
    const product = await preloads(page)
    expect(product).toContain(productChunk)
    expect(product).not.toContain(await chunkOf('src/app/routes/storefront/shop.tsx'))

    // A page outside the table: nothing of the landing pages' code is fetched ahead.
    await page.goto('/rewards')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await preloads(page)).not.toContain(productChunk)
  })
})

/** Pages prerendered below: what the browser paints from their HTML, before any of the app's code runs. */
const noScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort())

test.describe('prerendered first screens', () => {
  // Pages whose first screen reads no data carry it in their HTML (scripts/vite/prerender.ts), and start
  // their scripts after the first frame; the app then replaces it with the same screen.
  const prerendered = (page: Page) =>
    page.evaluate<boolean>(`document.getElementById('root').hasAttribute('${PRERENDERED}')`)

  for (const [path, heading] of [
    ['/', "Buy the World's Finest Spices, Straight from the Source"],
    ['/rewards', 'Earn Flavor Points with Every Order'],
    ['/checkout/auth', 'Log In'],
  ] as const) {
    test(`${path} paints a guest's first screen before any script runs, and it passes axe`, async ({ page }) => {
      await noScripts(page)
      await page.goto(path, { waitUntil: 'commit' })
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      expect(await prerendered(page)).toBe(true)
      await expect(page.getByRole('link', { name: 'Shop', exact: true }).first()).toHaveAttribute('href', '/shop')
      await expectNoAxeViolations(page)
    })
  }

  test('the app takes the screen over without a shift, a second title or an error, and it works', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await watchLayoutShift(page)
    await page.goto('/rewards')
    expect(await prerendered(page)).toBe(false)
    await expect(page).toHaveTitle('Flavor Points Rewards | CasaBite')
    expect(await page.evaluate<number>(`document.querySelectorAll('title').length`)).toBe(1)
    const join = page.getByRole('button', { name: 'How do I join Flavor Points?' })
    await join.click()
    await expect(join).toHaveAttribute('aria-expanded', 'true')
    expect(await layoutShift(page)).toBe(0)
    expect(errors).toEqual([])
  })

  test('a form on the screen does not submit before the app runs', async ({ page }) => {
    await noScripts(page)
    await page.goto('/rewards', { waitUntil: 'commit' })
    const email = page.getByRole('contentinfo').getByRole('textbox')
    // The footer's newsletter form loads with the app: until then its place is held, with nothing to fill in.
    await expect(email).toHaveCount(0)
    await page.evaluate(`(() => {
      const form = document.createElement('form')
      form.innerHTML = '<input name="password" value="secret"><button>Go</button>'
      document.querySelector('main').append(form)
      form.querySelector('button').click()
    })()`)
    await page.waitForTimeout(300)
    expect(page.url()).not.toContain('secret')
  })

  for (const [who, setup] of [
    ['a visitor with a saved session', `localStorage.setItem(${JSON.stringify(AUTH_STORAGE_KEY)}, '{}')`],
    ['a visitor who dismissed the promotion', `sessionStorage.setItem('casabite:promo-dismissed', '1')`],
  ] as const) {
    test(`${who} sees the loading screen instead of a guest's page`, async ({ page }) => {
      await page.addInitScript(setup)
      await noScripts(page)
      await page.goto('/rewards', { waitUntil: 'commit' })
      await expect(page.getByRole('status')).toHaveText('Loading CasaBite…')
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
      expect(await prerendered(page)).toBe(false)
    })
  }

  test('every other path is served the loading screen, not the home page', async ({ request }) => {
    for (const path of ['/cart', '/rewards/', '/product', '/no-such-page']) {
      const html = await (await request.get(path)).text()
      expect(html, path).toContain('Loading CasaBite…')
      expect(html, path).not.toContain(`<div id="root" ${PRERENDERED}`)
    }
  })
})

test.describe('pages prerendered loading', () => {
  // /shop, /blog and a product carry their skeleton in their HTML; the early read puts the largest picture in
  // it before any of the app's code runs (scripts/vite/early-read.ts).
  const EARLY_IMAGE_IN_SKELETON = `#root[${PRERENDERED}] [${EARLY_IMAGE}] img`
  const earlyImage = (page: Page) => page.locator(EARLY_IMAGE_IN_SKELETON)
  const EARLY_READ_JS = `window[${JSON.stringify(EARLY_READ)}]`

  for (const [path, loading] of [
    ['/shop', 'Loading spices…'],
    ['/blog', 'Loading stories…'],
    ['/product/kashmiri-saffron', 'Loading spice…'],
  ] as const) {
    test(`${path} paints its skeleton and its largest picture before any script runs, and passes axe`, async ({
      page,
    }) => {
      await noScripts(page)
      await page.goto(path, { waitUntil: 'commit' })
      await expect(page.getByRole('status').filter({ hasText: loading })).toBeVisible()
      // The picture the early read's first row names (another test may have just added one without).
      const named = await page.evaluate<string | null>(
        `${EARLY_READ_JS}.reads[0].response.then((r) => r.clone().json()).then((v) => [].concat(v)[0].main_image_url)`,
      )
      if (path === '/product/kashmiri-saffron') expect(named).toBe('/images/products/kashmiri-saffron.svg')
      if (named === null) await expect(earlyImage(page)).toHaveCount(0)
      else {
        await expect(earlyImage(page)).toHaveAttribute('src', named)
        await expect
          .poll(() => page.evaluate<number>(`document.querySelector('${EARLY_IMAGE_IN_SKELETON}')?.naturalWidth ?? 0`))
          .toBeGreaterThan(0)
      }
      await expectNoAxeViolations(page)
    })
  }

  test('one file serves every product, and shows none of them', async ({ request }) => {
    const saffron = await (await request.get('/product/kashmiri-saffron')).text()
    expect(saffron).toContain(`<div id="root" ${PRERENDERED}`)
    expect(saffron).not.toContain('Kashmiri Saffron')
    expect(await (await request.get('/product/aleppo-pepper')).text()).toBe(saffron)
  })

  test('what a shopper typed in the search before the app arrived is searched for', async ({ page }) => {
    // The app's code waits until the shopper has typed.
    let release = () => {}
    const typed = new Promise<void>((done) => (release = done))
    await page.route('**/assets/*.js', async (route) => {
      await typed
      await route.continue()
    })
    await page.goto('/shop', { waitUntil: 'commit' })
    const search = page.getByRole('searchbox', { name: 'Search spices' })
    await search.fill('saffron')
    release()
    await expect(page).toHaveURL(/[?&]searchTerm=saffron\b/)
    await expect(page.getByRole('heading', { level: 3, name: 'Kashmiri Saffron' })).toBeVisible()
    await expect(search).toHaveValue('saffron')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('only the message that the shop needs it shows, not a loading screen that never ends', async ({ page }) => {
    // The app shell, and a prerendered page (whose skeleton would wait for the app as long).
    for (const path of ['/cart', '/shop']) {
      // `commit`: the fixture's wait for the app's takeover would never end here.
      await page.goto(path, { waitUntil: 'commit' })
      await page.waitForLoadState('load')
      // Playwright's text locators skip <noscript>; the page's rendered text does not.
      expect(await page.locator('body').innerText(), path).toBe(
        'CasaBite needs JavaScript to show the shop. Please enable it and reload the page.',
      )
      await expect(page.locator('#root')).toBeHidden()
    }
  })
})
