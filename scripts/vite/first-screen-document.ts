// The HTML of a prerendered page (scripts/vite/prerender.ts), apart: plain string work, which the app's tests
// (tests/unit/app/build) run in a browser-like document.
import { EARLY_READ } from '../../src/lib/early-read.ts'
import { EARLY_IMAGE, PRERENDERED } from '../../src/config/first-screen.ts'
import { LANDING_PRELOAD, pathPattern } from './route-preload.ts'

/**
 * How long after its first frame a page prerendered in its loading state waits at most for the early read
 * to show its largest picture before it starts its scripts.
 */
export const SHOWN_WAIT_MS = 400

/** A page's first screen, rendered: what goes into the head (title, meta, preloads) and into #root. */
export interface FirstScreen {
  head: string
  body: string
}

/** Storage keys that make a visitor's first screen another than a guest's (src/prerender.tsx). */
export interface FirstScreenStorage {
  session: string
  promoDismissed: string
}

const one = (html: string, pattern: RegExp, what: string): RegExpExecArray => {
  const matches = [...html.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))]
  if (matches.length !== 1) throw new Error(`prerender: index.html has ${matches.length} ${what}, expected one`)
  return matches[0]!
}

/** index.html's scripts as the build wrote them: the entry, the chunks it preloads, the landing page's preloads. */
interface Scripts {
  /** Each as written, to take out of the document. */
  tags: string[]
  /** The code of `start()`, which adds them once; `d` is the document and `started` a variable of the caller's. */
  start: string
}

function scriptsOf(template: string): Scripts {
  const entry = one(template, /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, 'entry scripts')
  const landing = one(template, new RegExp(`<script ${LANDING_PRELOAD}>(.*?)</script>`), 'landing preloads')
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)]
  const start = [
    `function start(){if(started)return;started=1;${landing[1]};`,
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${json(entry[1])};d.head.appendChild(s);`,
    `${json(preloads.map((link) => link[1]))}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)})}`,
  ].join('')
  return { tags: [entry[0], landing[0], ...preloads.map((link) => link[0])], start }
}

const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

/** After the first frame; a hidden tab, which has no frames, at once. */
const AFTER_FIRST_FRAME = `function painted(){requestAnimationFrame(function(){setTimeout(start,0)})}`

/**
 * index.html as every page that is not prerendered is served it (APP_SHELL): its loading screen paints with the
 * stylesheet, and the scripts start after that first frame. Requested with the document, the entry and the
 * page's chunks (~175 kB on a member's page) finished before the browser painted anything: a phone showed a
 * blank page until they had all arrived.
 */
export function appShellDocument(template: string): string {
  const scripts = scriptsOf(template)
  const boot = [
    `(function(){var d=document,started=0;${scripts.start}${AFTER_FIRST_FRAME}`,
    `if(d.visibilityState==='hidden')start();else painted()})()`,
  ].join('')
  let html = template
  for (const removed of scripts.tags) html = html.replace(removed, '')
  return html.replace('</body>', () => `<script>${boot}</script></body>`)
}

/**
 * index.html with `screen` as the first paint of `path`, for a guest; any other visitor, or another address
 * served this file, sees index.html's loading screen instead, as before.
 *
 * The scripts start after the first frame, as the app shell's do, or, on a page prerendered in its loading
 * state, once its largest picture is shown (early-read.ts): requested with the document, they would share the
 * connection with the stylesheet, the page's read and its images, and hold back the paint that no longer needs
 * them. Until the app takes over, links work as plain links, and a form is not submitted (natively its fields
 * would end up in the URL); what a visitor typed or chose in a field goes over into the app's
 * (app/first-screen.tsx). A page whose first screen is a form to send is not prerendered: its button would do
 * nothing until then.
 */
export function firstScreenDocument(
  template: string,
  path: string,
  screen: FirstScreen,
  storage: FirstScreenStorage,
): string {
  const scripts = scriptsOf(template)
  const root = one(template, /<div id="root">([\s\S]*)<\/div>(\s*<noscript>)/, 'root elements')
  const staticHead = [...template.matchAll(/<(title|meta)\s+data-static-head[\s\S]*?(?:<\/title>|\/>)\s*/g)]
  if (staticHead.length !== 2) throw new Error('prerender: index.html must have a static title and description')
  // A page loading may say nothing of itself yet (a product's title comes with the product): index.html's stay.
  const ownHead = /<title\b/.test(screen.head)

  const loader = root[1]!.trim().replace(/>\s+</g, '><')
  const boot = [
    `(function(){var d=document,r=d.getElementById('root'),p=new RegExp(${json(pathPattern(path))}),started=0,guest;`,
    scripts.start,
    `guest=p.test(location.pathname)&&!location.search&&!location.hash;`,
    `try{guest=guest&&localStorage.getItem(${json(storage.session)})===null&&sessionStorage.getItem(${json(storage.promoDismissed)})!=='1'}catch(e){}`,
    `if(!guest){r.innerHTML=${json(loader)};r.removeAttribute(${json(PRERENDERED)});return start()}`,
    `r.addEventListener('submit',function(e){if(r.hasAttribute(${json(PRERENDERED)}))e.preventDefault()},true);`,
    `if(d.visibilityState==='hidden')return start();`,
    AFTER_FIRST_FRAME,
    // A page prerendered loading: once the early read has shown its largest picture (or there is none), and
    // never more than SHOWN_WAIT_MS after the first frame.
    `var w=window[${json(EARLY_READ)}];if(w&&w.shown&&r.querySelector(${json(`[${EARLY_IMAGE}]`)})){`,
    `w.shown.then(painted,painted);requestAnimationFrame(function(){setTimeout(start,${SHOWN_WAIT_MS})})}else painted()})()`,
  ].join('')

  // Seo replaces these once the app runs, as it does index.html's own.
  const head = screen.head.replace(/<(title|meta|link)\b/g, '<$1 data-static-head')
  // index.html's note on its loading screen does not describe this one.
  let html = template.replace(/<!--(?:(?!-->)[\s\S])*-->\s*(<div id="root">)/, '$1')
  const replaced = ownHead ? staticHead.map((tag) => tag[0]) : []
  for (const removed of [...scripts.tags, ...replaced]) html = html.replace(removed, '')
  // Replaced by functions: the page's text may hold `$&` and the like, which a replacement string would expand.
  return html
    .replace('</head>', () => `${head}</head>`)
    .replace(root[0], () => `<div id="root" ${PRERENDERED}>${screen.body}</div>${root[2]}`)
    .replace('</body>', () => `<script>${boot}</script></body>`)
}

/**
 * `/checkout/auth` -> `checkout/auth.html`: the file a static host (and `vite preview`) serves for the path;
 * `/product/:productId` -> `product/[productId].html`, which it serves for every path the pattern matches.
 */
export const firstScreenFile = (path: string) =>
  path === '/' ? 'index.html' : `${path.replace(/^\/+/, '').replace(/:(\w+)/g, '[$1]')}.html`

/**
 * What every other path is served: index.html's loading screen, its scripts started after the first frame
 * (appShellDocument). index.html itself is the home page's, once `/` is prerendered (and would still work for
 * any path, only larger).
 */
export const APP_SHELL = 'app.html'
