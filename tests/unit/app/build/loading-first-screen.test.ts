import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EARLY_ROUTES, earlyReadScriptFor } from '../../../../scripts/vite/early-read.ts'
import { firstScreenDocument, SHOWN_WAIT_MS } from '../../../../scripts/vite/first-screen-document.ts'
import { EARLY_READ } from '../../../../src/lib/early-read.ts'

// A page prerendered in its loading state (the shop's skeleton), in this test's browser-like document: the
// early read shows its largest picture, and the page's scripts wait for that.

const PROJECT = 'https://project.supabase.example'
const IMAGE = `${PROJECT}/storage/v1/object/public/product-images/saffron.webp`
const SKELETON =
  '<ul aria-hidden="true"><li><div data-early-image></div></li><li><div data-early-image></div></li></ul>'

const holder = globalThis as unknown as Record<string, { shown: Promise<unknown> } | undefined>

/** The shop at /shop with its root holding the skeleton, and the early read's answer `rows` (or none yet). */
async function shop(rows: unknown[] | null, { prerendered = true } = {}) {
  history.replaceState(null, '', '/shop')
  document.body.innerHTML = `<div id="root"${prerendered ? ' data-prerendered' : ''}>${SKELETON}</div>`
  const answer = rows && new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json' } })
  vi.stubGlobal('fetch', () => (answer ? Promise.resolve(answer) : new Promise(() => {})))
  new Function(await earlyReadScriptFor(EARLY_ROUTES, PROJECT, 'anon.key'))()
  return {
    slots: [...document.querySelectorAll('[data-early-image]')],
    preloads: () => [...document.head.querySelectorAll('link[rel=preload]')].map((link) => link.getAttribute('href')),
  }
}

/** The picture's place once the answer has been read. */
const settled = () => new Promise((done) => setTimeout(done, 20))

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.replaceChildren()
  document.body.replaceChildren()
  holder[EARLY_READ] = undefined
  history.replaceState(null, '', '/')
})

describe('the early read on a page prerendered loading', () => {
  it("shows the first row's picture in the skeleton's place for it, and preloads it", async () => {
    const { slots, preloads } = await shop([{ main_image_url: IMAGE }, { main_image_url: `${PROJECT}/other.webp` }])
    await settled()
    expect(preloads()).toEqual([IMAGE])
    expect(slots[0]!.hasAttribute('data-filled')).toBe(true)
    expect(slots[0]!.querySelector('img')?.getAttribute('src')).toBe(IMAGE)
    // Inside the skeleton, which is hidden from assistive technology: a decorative picture until the app's card.
    expect(slots[0]!.querySelector('img')?.getAttribute('alt')).toBe('')
    // One picture, the largest paint's; the rest wait for the app.
    expect(slots[1]!.innerHTML).toBe('')
  })

  it('leaves a screen the app already has alone, and says at once that nothing is to be shown', async () => {
    const { slots } = await shop([{ main_image_url: IMAGE }], { prerendered: false })
    await expect(holder[EARLY_READ]!.shown).resolves.toBeUndefined()
    expect(slots[0]!.innerHTML).toBe('')
  })

  it('shows nothing when the first row has no picture', async () => {
    const { slots, preloads } = await shop([{ main_image_url: null }])
    await expect(holder[EARLY_READ]!.shown).resolves.toBeUndefined()
    expect(slots[0]!.innerHTML).toBe('')
    expect(preloads()).toEqual([])
  })
})

describe("a loading page's scripts", () => {
  const TEMPLATE = `<!doctype html><html><head><meta charset="UTF-8" /><script data-landing-preload></script>
    <meta data-static-head name="description" content="d" /><title data-static-head>t</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script></head>
    <body><div id="root"><div data-page-loader>Loading CasaBite…</div></div><noscript>n</noscript></body></html>`
  const STORAGE = { session: 'casabite-auth', promoDismissed: 'casabite:promo-dismissed' }

  /** The page's document at /shop, its early read's picture shown when `show` is called. */
  function open() {
    let show = () => {}
    holder[EARLY_READ] = { shown: new Promise<void>((done) => (show = done)) }
    history.replaceState(null, '', '/shop')
    const html = firstScreenDocument(TEMPLATE, '/shop', { head: '', body: SKELETON }, STORAGE)
    const loaded = new DOMParser().parseFromString(html, 'text/html')
    document.head.replaceChildren(...loaded.head.childNodes)
    document.body.replaceChildren(...loaded.body.childNodes)
    new Function([...document.body.querySelectorAll('script')].at(-1)!.textContent)()
    return { show, started: () => document.head.querySelector('script[type=module]') !== null }
  }

  // The page's frames and timers, on a clock the test moves.
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms)

  it('start once the largest picture is shown, not at the first frame', async () => {
    const page = open()
    await wait(100)
    expect(page.started()).toBe(false)
    page.show()
    await wait(50)
    expect(page.started()).toBe(true)
  })

  it(`start ${SHOWN_WAIT_MS} ms after the first frame at the latest`, async () => {
    const page = open()
    await wait(SHOWN_WAIT_MS - 50)
    expect(page.started()).toBe(false)
    await wait(100)
    expect(page.started()).toBe(true)
  })
})
