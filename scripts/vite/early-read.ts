import { PostgrestClient } from '@supabase/postgrest-js'
import type { Plugin } from 'vite'
import { AUTH_STORAGE_KEY } from '../../src/config/auth.ts'
import { paths } from '../../src/config/paths.ts'
import { buildBlogPostQuery, buildBlogPostsQuery } from '../../src/features/blog/api/blog-queries.ts'
import { buildProductsQuery } from '../../src/features/catalog/api/products-query.ts'
import { parseShopFilters, SHOP_PARAMS } from '../../src/features/catalog/lib/shop-filters.ts'
import { HOME_HERO_IMAGE } from '../../src/features/content/data/home-hero-image.ts'
import { buildProductQuery } from '../../src/features/product-detail/api/product-query.ts'
import { UUID_PATTERN } from '../../src/lib/product-id.ts'
import { EARLY_READ } from '../../src/lib/early-read.ts'
import { EARLY_IMAGE, EARLY_IMAGE_FILLED, PRERENDERED } from '../../src/config/first-screen.ts'
import type { Database } from '../../src/types/supabase.ts'
import { pathPattern } from './route-preload.ts'

type Client = PostgrestClient<Database>

/** The route parameter's stand-in while the request is built here; index.html puts the real one in its place. */
const PARAM = '\u0001'
const PARAM_IN_URL = new URLSearchParams({ a: PARAM }).toString().slice(2)

/** A landing page whose first screen waits on one read (or, `image`, on one static picture). */
export interface EarlyRoute {
  /** A React Router path, with at most one `:param`. */
  path: string
  /** The app's own request for this page (its loader's), given the path's parameter. */
  request?: (client: Client, signal: AbortSignal, param: string) => PromiseLike<unknown>
  /** The row field (first row) naming the page's largest image, or, without `request`, that image itself. */
  image: string
  /** Query parameters that make another request (the shop's filters): with one of them, no early read. */
  unlessQuery?: readonly string[]
  /** A parameter this pattern matches is read another way (a product's id, not its slug): no early read. */
  unlessParam?: RegExp
}

/** What the pages people land on read first, built by the app's own query builders. */
export const EARLY_ROUTES: EarlyRoute[] = [
  { path: paths.home.path, image: HOME_HERO_IMAGE },
  {
    path: paths.shop.path,
    request: (client, signal) =>
      buildProductsQuery(client, parseShopFilters(new URLSearchParams())).abortSignal(signal),
    image: 'main_image_url',
    unlessQuery: SHOP_PARAMS,
  },
  {
    path: paths.product.path,
    request: (client, signal, slug) => buildProductQuery(client, slug, signal),
    image: 'main_image_url',
    unlessParam: UUID_PATTERN,
  },
  {
    path: paths.blog.list.path,
    request: (client, signal) => buildBlogPostsQuery(client, signal),
    image: 'main_image_url',
  },
  {
    path: paths.blog.post.path,
    request: (client, signal, slug) => buildBlogPostQuery(client, slug, signal),
    image: 'main_image_url',
  },
]

/** The URL and headers the app's PostgREST client sends for `request` (its fetch is caught, nothing goes out). */
export async function capture(
  restUrl: string,
  request: NonNullable<EarlyRoute['request']>,
): Promise<{ url: string; headers: Record<string, string> }> {
  let seen: { url: string; headers: Record<string, string> } | undefined
  const client: Client = new PostgrestClient<Database>(restUrl, {
    fetch: (input, init) => {
      seen = { url: String(input), headers: Object.fromEntries(new Headers(init?.headers)) }
      return Promise.resolve(new Response('[]', { headers: { 'content-type': 'application/json' } }))
    },
    retry: false,
  })
  await request(client, new AbortController().signal, PARAM)
  if (!seen) throw new Error('early-read: the request made no fetch')
  // What a guest's browser sends besides the key, its bearer (the same key) and the default schema.
  const { 'accept-profile': profile, ...headers } = seen.headers
  if (profile !== undefined && profile !== 'public') throw new Error(`early-read: schema ${profile}`)
  return { url: seen.url, headers }
}

/** `/product/:productId` -> `^/product/([^/]+)/?$`: route-preload's pattern, its parameter captured. */
export const capturingPattern = (path: string) => pathPattern(path).replace('[^/]+', '([^/]+)')

interface Entry {
  /** Path pattern. */
  p: string
  /** Request URL below the REST root, with the parameter's stand-in. */
  u?: string
  /** Request headers. */
  h?: Record<string, string>
  /** Image field, or the image. */
  i: string
  q?: readonly string[]
  x?: string
}

/**
 * The inline script: for the first route that matches (below `base`), a guest's browser starts the page's read
 * with the key in the query and no other header than the app's own (a CORS simple request where the app's
 * request allows it), keeps it for lib/early-read.ts, and once the row names the page's largest image,
 * preloads it with high priority and, on a page prerendered in its loading state, shows it in the skeleton's
 * place for it (lib/first-screen.ts): the picture paints before the app's code has arrived. `shown` settles
 * once that picture has loaded (or failed), or when there is none to show: the page's scripts wait for it.
 */
export function earlyReadScript(table: Entry[], rest: string, key: string, base: string): string {
  const consts = [
    `t=${JSON.stringify(table)}`,
    `r=${JSON.stringify(rest)}`,
    `k=${JSON.stringify(`apikey=${encodeURIComponent(key)}`)}`,
    `s=${JSON.stringify(AUTH_STORAGE_KEY)}`,
    `b=${JSON.stringify(base)}`,
    `n=${JSON.stringify(EARLY_READ)}`,
    `z=${JSON.stringify(PARAM_IN_URL)}`,
    `c=${JSON.stringify(`#root[${PRERENDERED}] [${EARLY_IMAGE}]`)}`,
    `y=${JSON.stringify(EARLY_IMAGE_FILLED)}`,
  ].join(',')
  return `(function(){var ${consts},p=location.pathname,d=document;function g(h){var l=d.createElement('link');l.rel='preload';l.as='image';l.href=h;l.setAttribute('fetchpriority','high');d.head.appendChild(l)}function f(h,done){if(d.readyState==='loading')return d.addEventListener('DOMContentLoaded',function(){f(h,done)});var o=d.querySelector(c),m;if(!o||o.firstChild)return done();m=d.createElement('img');m.onload=m.onerror=done;m.alt='';m.src=h;o.appendChild(m);o.setAttribute(y,'')}if(p.indexOf(b)===0)p='/'+p.slice(b.length);for(var i=0;i<t.length;i++){var e=t[i],m=p.match(new RegExp(e.p));if(!m)continue;if(!e.u)return g(e.i);try{if(localStorage.getItem(s)!==null)return}catch(_){return}var a=m[1]||'',q=new URLSearchParams(location.search);try{a=decodeURIComponent(a)}catch(_){return}if(e.x&&new RegExp(e.x,'i').test(a))return;if(e.q&&e.q.some(function(x){return q.has(x)}))return;var u=r+e.u.replace(z,new URLSearchParams({a:a}).toString().slice(2));var w=window[n]={url:u,headers:e.h};w.shown=new Promise(function(done){w.response=fetch(u+(u.indexOf('?')<0?'?':'&')+k,{headers:e.h}).then(function(o){if(!o.ok)done();else o.clone().json().then(function(v){v=[].concat(v)[0];if(v&&v[e.i]){g(v[e.i]);f(v[e.i],done)}else done()},done);return o},function(x){done();throw x})});return}})()`
}

/** The inline script for `routes`, their requests built against the project at `supabaseUrl`. */
export async function earlyReadScriptFor(routes: EarlyRoute[], supabaseUrl: string, anonKey: string, base = '/') {
  const rest = new URL('rest/v1', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).href
  const table: Entry[] = []
  for (const route of routes) {
    const entry: Entry = { p: capturingPattern(route.path), i: route.image }
    if (route.request) {
      const { url, headers } = await capture(rest, route.request)
      Object.assign(entry, { u: url.slice(rest.length), h: headers })
    }
    if (route.unlessQuery) entry.q = route.unlessQuery
    if (route.unlessParam) entry.x = route.unlessParam.source
    table.push(entry)
  }
  return earlyReadScript(table, rest, anonKey, base)
}

/**
 * On a phone the page's data used to start only once the entry had downloaded and run. This adds to
 * index.html, first in its head, a preconnect to the API and a small script that starts the landing page's
 * read at once (lib/early-read.ts hands it to the app's query, if and only if it is the same request), and
 * its largest image as soon as the answer names it. Production builds only.
 */
export function earlyRead(routes: EarlyRoute[] = EARLY_ROUTES): Plugin {
  let base = '/'
  let supabaseUrl = ''
  let anonKey = ''
  return {
    name: 'casabite:early-read',
    apply: 'build',
    configResolved(config) {
      base = config.base
      supabaseUrl = String(config.env.VITE_SUPABASE_URL ?? '')
      anonKey = String(config.env.VITE_SUPABASE_ANON_KEY ?? '')
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        // Without its configuration the build shows the configuration-error screen: nothing to read.
        if (!bundle || !supabaseUrl || !anonKey) return html
        const origin = new URL(supabaseUrl).origin
        // `crossorigin`: the read is a CORS request without credentials, which uses the anonymous connection.
        const script = await earlyReadScriptFor(routes, supabaseUrl, anonKey, base)
        const head = `<link rel="preconnect" href="${origin}" crossorigin><script>${script}</script>`
        return html.replace(/<meta charset[^>]*>/i, (charset) => `${charset}${head}`)
      },
    },
  }
}
