import { afterEach, describe, expect, it } from 'vitest'
import {
  appShellDocument,
  firstScreenDocument,
  firstScreenFile,
} from '../../../../scripts/vite/first-screen-document.ts'
import { LANDING_PRELOAD } from '../../../../scripts/vite/route-preload.ts'

// index.html as the build writes it, in the parts the prerender moves.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" /><script ${LANDING_PRELOAD}>(function(){if(location.pathname==='/rewards'){var l=document.createElement('link');l.rel='modulepreload';l.href='/assets/rewards.js';l.setAttribute('data-landing','');document.head.appendChild(l)}})()</script>
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      data-static-head
      name="description"
      content="The shop's description."
    />
    <title data-static-head>CasaBite | Premium, Ethically Sourced Spices</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
    <link rel="modulepreload" crossorigin href="/assets/shared-core.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <!-- The first paint, before any script: PageLoader's markup. -->
    <div id="root">
      <div role="status" data-page-loader class="flex">
        <span aria-hidden="true" class="spin"></span><span>Loading CasaBite…</span>
      </div>
    </div>
    <noscript>CasaBite needs JavaScript to show the shop. Please enable it and reload the page.</noscript>
  </body>
</html>`

const SCREEN = {
  head: '<title>Flavor Points Rewards | CasaBite</title><meta name="description" content="Join free."/>',
  body: '<main><h1>Flavor Points</h1><form aria-label="Newsletter"><button>Subscribe</button></form></main>',
}

const STORAGE = { session: 'casabite-auth', promoDismissed: 'casabite:promo-dismissed' }

const documentFor = (path = '/rewards', screen = SCREEN) => firstScreenDocument(TEMPLATE, path, screen, STORAGE)

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

/**
 * The document as the browser loads it at `url` (this test's jsdom page: its head, body and address), with
 * `before` run first, as storage a visitor brings. The parsed scripts stay inert; the page's own inline script
 * (the last one) runs as the browser would run it at the end of the body.
 */
function open(url: string, before: () => void = () => {}, path = '/rewards', html = documentFor(path)) {
  before()
  history.replaceState(null, '', url)
  const loaded = parse(html)
  document.head.replaceChildren(...loaded.head.childNodes)
  document.body.replaceChildren(...loaded.body.childNodes)
  const script = [...document.body.querySelectorAll('script')].at(-1)!.textContent
  new Function(script)()
  return {
    root: document.getElementById('root')!,
    entry: () => document.head.querySelector('script[type=module]')?.getAttribute('src') ?? null,
    preloads: () => [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
  }
}

/** Past the first frame, and the task after it. */
const afterFirstFrame = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 5)))

afterEach(async () => {
  // A page opened by a test starts its scripts after its first frame: not into the next test's document.
  await afterFirstFrame()
  document.head.replaceChildren()
  document.body.replaceChildren()
  history.replaceState(null, '', '/')
})

describe('firstScreenDocument', () => {
  it('puts the screen in #root and its title and meta in the head, in place of index.html’s', () => {
    const html = documentFor()
    const document = parse(html)
    expect(document.title).toBe('Flavor Points Rewards | CasaBite')
    expect(document.querySelectorAll('title')).toHaveLength(1)
    expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toBe('Join free.')
    // Seo removes them once the app renders its own, as it does index.html's.
    expect(document.querySelector('title')?.hasAttribute('data-static-head')).toBe(true)
    const root = document.getElementById('root')!
    expect(root.hasAttribute('data-prerendered')).toBe(true)
    expect(root.querySelector('h1')?.textContent).toBe('Flavor Points')
    expect(html).not.toContain('Loading CasaBite…</span></div></div>')
    expect(html).not.toContain('PageLoader')
  })

  it('leaves no script or preload in the markup that starts before the first paint', () => {
    const document = parse(documentFor())
    expect(document.querySelector('script[src]')).toBeNull()
    expect(document.querySelector('link[rel=modulepreload]')).toBeNull()
    expect(document.querySelector(`script[${LANDING_PRELOAD}]`)).toBeNull()
    expect(document.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('/assets/index.css')
  })

  it('starts the entry, its chunks and the page’s own after the first frame, for a guest', async () => {
    const page = open('/rewards')
    expect(page.entry()).toBeNull()
    expect(page.root.querySelector('h1')?.textContent).toBe('Flavor Points')
    await afterFirstFrame()
    expect(page.entry()).toBe('/assets/index-abc.js')
    expect(page.preloads()).toEqual(['/assets/rewards.js', '/assets/runtime.js', '/assets/shared-core.js'])
    expect(page.root.hasAttribute('data-prerendered')).toBe(true)
  })

  it('keeps a form from submitting natively until the app has taken over', () => {
    const page = open('/rewards')
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true })
      page.root.querySelector('form')!.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(submit()).toBe(true)
    page.root.removeAttribute('data-prerendered')
    expect(submit()).toBe(false)
  })

  it.each([
    ['with a saved session', '/rewards', () => localStorage.setItem('casabite-auth', '{}')],
    ['after the promotion was dismissed', '/rewards', () => sessionStorage.setItem('casabite:promo-dismissed', '1')],
    ['at another path (the file served as a fallback)', '/rewards/extra', () => {}],
    ['with a query', '/rewards?ref=ABC', () => {}],
    ['with a fragment', '/rewards#faq', () => {}],
  ])('shows the loading screen and starts the scripts at once %s', (_, url, before) => {
    const page = open(url, before)
    expect(page.root.hasAttribute('data-prerendered')).toBe(false)
    expect(page.root.querySelector('[data-page-loader]')?.textContent).toBe('Loading CasaBite…')
    expect(page.root.querySelector('h1')).toBeNull()
    expect(page.entry()).toBe('/assets/index-abc.js')
  })

  it("serves a pattern's screen to a guest at every path it matches, and nowhere else", () => {
    expect(
      open('/product/kashmiri-saffron', undefined, '/product/:productId').root.hasAttribute('data-prerendered'),
    ).toBe(true)
    expect(open('/product/a/b', undefined, '/product/:productId').root.hasAttribute('data-prerendered')).toBe(false)
  })

  it("keeps index.html's title and description for a screen that has none of its own (a product loading)", () => {
    const document = parse(documentFor('/product/:productId', { head: '', body: '<main>Loading spice</main>' }))
    expect(document.title).toBe('CasaBite | Premium, Ethically Sourced Spices')
    expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toBe("The shop's description.")
  })

  it('fails the build when index.html is not what it expects', () => {
    expect(() =>
      firstScreenDocument(TEMPLATE.replace(/<script type="module"[^<]*<\/script>/, ''), '/rewards', SCREEN, STORAGE),
    ).toThrow(/0 entry scripts/)
    expect(() =>
      firstScreenDocument(TEMPLATE.replace(/<title[^<]*<\/title>/, ''), '/rewards', SCREEN, STORAGE),
    ).toThrow(/static title and description/)
  })
})

describe('appShellDocument (every page that is not prerendered)', () => {
  const shell = () => appShellDocument(TEMPLATE)
  const openShell = (url: string) => open(url, undefined, undefined, shell())

  it('keeps the loading screen and the stylesheet, and no script or preload that starts before the first paint', () => {
    const document = parse(shell())
    expect(document.querySelector('[data-page-loader]')?.textContent?.trim()).toBe('Loading CasaBite…')
    expect(document.querySelector('script[src]')).toBeNull()
    expect(document.querySelector('link[rel=modulepreload]')).toBeNull()
    expect(document.querySelector(`script[${LANDING_PRELOAD}]`)).toBeNull()
    expect(document.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('/assets/index.css')
    expect(document.title).toBe('CasaBite | Premium, Ethically Sourced Spices')
  })

  it('starts the entry, its chunks and the landing page’s after the first frame, whoever the visitor', async () => {
    localStorage.setItem('casabite-auth', '{}')
    try {
      const page = openShell('/rewards')
      expect(page.entry()).toBeNull()
      expect(page.preloads()).toEqual([])
      await afterFirstFrame()
      expect(page.entry()).toBe('/assets/index-abc.js')
      expect(page.preloads()).toEqual(['/assets/rewards.js', '/assets/runtime.js', '/assets/shared-core.js'])
      expect(page.root.querySelector('[data-page-loader]')).not.toBeNull()
    } finally {
      localStorage.clear()
    }
  })

  it('starts them at once in a hidden tab, which has no frames', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    try {
      expect(openShell('/cart').entry()).toBe('/assets/index-abc.js')
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState
    }
  })
})

describe('firstScreenFile', () => {
  it('names the file a static host serves for the path', () => {
    expect(firstScreenFile('/rewards')).toBe('rewards.html')
    expect(firstScreenFile('/checkout/auth')).toBe('checkout/auth.html')
    // A pattern's one file, which the host serves for every path it matches.
    expect(firstScreenFile('/product/:productId')).toBe('product/[productId].html')
    // Every other path falls back to the app shell (appShellDocument).
    expect(firstScreenFile('/')).toBe('index.html')
  })
})
