// The HTML of a prerendered page (scripts/vite/prerender.ts), apart: plain string work, which the app's tests
// (tests/unit/app/build) run in a browser-like document.

/** Marks index.html's landing-preload script (route-preload.ts), which a prerendered page starts later. */
export const LANDING_PRELOAD = 'data-landing-preload'

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

/**
 * index.html with `screen` as the first paint of `path`, for a guest; any other visitor, or another address
 * served this file, sees index.html's loading screen instead, as before.
 *
 * The scripts start after the first frame. Requested with the document, the entry and the page's chunks
 * (~130 kB on a phone) share the connection with the stylesheet and the page's images, and hold back the
 * paint that no longer needs them. Until the app takes over, links work as plain links, and a form is not
 * submitted (natively its fields would end up in the URL); a page whose first screen has a form to fill in is
 * not prerendered, since the app's first render replaces what was typed.
 */
export function firstScreenDocument(
  template: string,
  path: string,
  screen: FirstScreen,
  storage: FirstScreenStorage,
): string {
  const entry = one(template, /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, 'entry scripts')
  const landing = one(template, new RegExp(`<script ${LANDING_PRELOAD}>(.*?)</script>`), 'landing preloads')
  const root = one(template, /<div id="root">([\s\S]*)<\/div>(\s*<noscript>)/, 'root elements')
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)]
  const staticHead = [...template.matchAll(/<(title|meta)\s+data-static-head[\s\S]*?(?:<\/title>|\/>)\s*/g)]
  if (staticHead.length !== 2) throw new Error('prerender: index.html must have a static title and description')

  const loader = root[1]!.trim().replace(/>\s+</g, '><')
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')
  const boot = [
    `(function(){var d=document,r=d.getElementById('root'),p=${json(path)},started=0,guest;`,
    `function start(){if(started)return;started=1;${landing[1]};`,
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${json(entry[1])};d.head.appendChild(s);`,
    `${json(preloads.map((link) => link[1]))}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)})}`,
    `guest=location.pathname===p&&!location.search&&!location.hash;`,
    `try{guest=guest&&localStorage.getItem(${json(storage.session)})===null&&sessionStorage.getItem(${json(storage.promoDismissed)})!=='1'}catch(e){}`,
    `if(!guest){r.innerHTML=${json(loader)};r.removeAttribute('data-prerendered');return start()}`,
    `r.addEventListener('submit',function(e){if(r.hasAttribute('data-prerendered'))e.preventDefault()},true);`,
    // A hidden tab has no frames: it starts at once.
    `if(d.visibilityState==='hidden')return start();requestAnimationFrame(function(){setTimeout(start,0)})})()`,
  ].join('')

  // Seo replaces these once the app runs, as it does index.html's own.
  const head = screen.head.replace(/<(title|meta|link)\b/g, '<$1 data-static-head')
  // index.html's note on its loading screen does not describe this one.
  let html = template.replace(/<!--(?:(?!-->)[\s\S])*-->\s*(<div id="root">)/, '$1')
  for (const removed of [entry[0], landing[0], ...preloads.map((link) => link[0]), ...staticHead.map((tag) => tag[0])])
    html = html.replace(removed, '')
  // Replaced by functions: the page's text may hold `$&` and the like, which a replacement string would expand.
  return html
    .replace('</head>', () => `${head}</head>`)
    .replace(root[0], () => `<div id="root" data-prerendered>${screen.body}</div>${root[2]}`)
    .replace('</body>', () => `<script>${boot}</script></body>`)
}

/** `/checkout/auth` -> `checkout/auth.html`: the file a static host (and `vite preview`) serves for the path. */
export const firstScreenFile = (path: string) => (path === '/' ? 'index.html' : `${path.replace(/^\/+/, '')}.html`)

/**
 * What every other path is served: index.html as the build wrote it, the loading screen. index.html itself is
 * the home page's, once `/` is prerendered (and would still work for any path, only larger).
 */
export const APP_SHELL = 'app.html'
