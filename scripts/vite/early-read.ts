import { PostgrestClient } from '@supabase/postgrest-js'
import type { Plugin } from 'vite'
import { AUTH_STORAGE_KEY } from '../../src/config/auth.ts'
import { accountPaths } from '../../src/config/account-paths.ts'
import { adminPaths } from '../../src/config/admin-paths.ts'
import { paths } from '../../src/config/paths.ts'
import { buildAddressesQuery } from '../../src/features/addresses/api/addresses-query.ts'
import { buildAdminCustomersQuery, INITIAL_CUSTOMER_LIST } from '../../src/features/admin/api/admin-customers-query.ts'
import { buildAdminDashboardQuery, DEFAULT_DASHBOARD_DAYS } from '../../src/features/admin/api/admin-dashboard-query.ts'
import {
  buildContactMessagesQuery,
  INITIAL_MESSAGE_FILTER,
} from '../../src/features/admin/api/contact-messages-query.ts'
import { buildProfileQuery } from '../../src/features/auth/api/profile-query.ts'
import { buildBlogPostQuery, buildBlogPostsQuery } from '../../src/features/blog/api/blog-queries.ts'
import { buildAdminBlogPostsQuery } from '../../src/features/blog-editor/api/admin-blog-posts-query.ts'
import { buildProductsQuery } from '../../src/features/catalog/api/products-query.ts'
import { parseShopFilters, SHOP_PARAMS } from '../../src/features/catalog/lib/shop-filters.ts'
import { HOME_HERO_IMAGE } from '../../src/features/content/data/home-hero-image.ts'
import { buildAdminOrdersQuery, INITIAL_ADMIN_ORDER_FILTERS } from '../../src/features/orders/api/admin-orders-query.ts'
import { buildOrdersQuery } from '../../src/features/orders/api/orders-query.ts'
import { buildPointsHistoryQuery, buildPointsSummaryQuery } from '../../src/features/points/api/points-queries.ts'
import { buildProductQuery } from '../../src/features/product-detail/api/product-query.ts'
import { buildAdminProductsQuery } from '../../src/features/products/api/admin-products-query.ts'
import { buildWishlistQuery } from '../../src/features/wishlist/api/wishlist-query.ts'
import { UUID_PATTERN } from '../../src/lib/product-id.ts'
import { EARLY_READ, EARLY_READ_TOKEN_MARGIN_MS } from '../../src/lib/early-read.ts'
import { EARLY_IMAGE, EARLY_IMAGE_FILLED, PRERENDERED } from '../../src/config/first-screen.ts'
import type { Database } from '../../src/types/supabase.ts'
import { pathPattern } from './route-preload.ts'

type Client = PostgrestClient<Database>

/** The route parameter's stand-in while the request is built here; index.html puts the real one in its place. */
const PARAM = '\u0001'
const PARAM_IN_URL = new URLSearchParams({ a: PARAM }).toString().slice(2)

/** One of the app's own requests, given a parameter (the path's, or the signed-in user's id). */
type Request = (client: Client, signal: AbortSignal, param: string) => PromiseLike<unknown>

/**
 * A landing page whose first screen waits on one read (or, `image`, on one static picture), or, `signedIn`, a
 * member's page that waits on the reads its loader makes.
 */
export interface EarlyRoute {
  /** A React Router path, with at most one `:param`. */
  path: string
  /** A guest's request for this page (its loader's), given the path's parameter. */
  request?: Request
  /** The row field (first row) naming the page's largest image, or, without `request`, that image itself. */
  image?: string
  /**
   * The signed-in page's reads (reads only: an rpc here must change nothing), given the user's id, made with
   * the saved session's token; without a session, none.
   */
  signedIn?: Request[]
  /** Query parameters that make another request (the shop's filters): with one of them, no early read. */
  unlessQuery?: readonly string[]
  /** A parameter this pattern matches is read another way (a product's id, not its slug): no early read. */
  unlessParam?: RegExp
}

const profile: Request = (client, signal, userId) => buildProfileQuery(client, userId, signal)

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
  // A member's pages: the profile (the area's guard waits for it) beside what the page's loader reads, for the
  // screen each opens on.
  {
    path: paths.account.root.path,
    signedIn: [
      profile,
      (client, signal, userId) => buildOrdersQuery(client, userId, 1, signal),
      (client, signal) => buildPointsSummaryQuery(client, signal),
    ],
  },
  {
    path: accountPaths.orders.path,
    signedIn: [profile, (client, signal, userId) => buildOrdersQuery(client, userId, 1, signal)],
    // Another page of the history is another read.
    unlessQuery: ['page'],
  },
  {
    path: accountPaths.points.path,
    signedIn: [
      profile,
      (client, signal) => buildPointsSummaryQuery(client, signal),
      (client, signal) => buildPointsHistoryQuery(client, signal),
    ],
  },
  { path: accountPaths.wishlist.path, signedIn: [profile, (client, signal) => buildWishlistQuery(client, signal)] },
  { path: accountPaths.addresses.path, signedIn: [profile, (client, signal) => buildAddressesQuery(client, signal)] },
  {
    path: adminPaths.dashboard.path,
    signedIn: [profile, (client, signal) => buildAdminDashboardQuery(client, DEFAULT_DASHBOARD_DAYS, signal)],
  },
  { path: adminPaths.products.path, signedIn: [profile, (client, signal) => buildAdminProductsQuery(client, signal)] },
  {
    path: adminPaths.orders.path,
    signedIn: [
      profile,
      (client, signal) => buildAdminOrdersQuery(client, INITIAL_ADMIN_ORDER_FILTERS).abortSignal(signal),
    ],
  },
  {
    path: adminPaths.customers.path,
    signedIn: [profile, (client, signal) => buildAdminCustomersQuery(client, INITIAL_CUSTOMER_LIST, signal)],
  },
  {
    path: adminPaths.messages.path,
    signedIn: [profile, (client, signal) => buildContactMessagesQuery(client, INITIAL_MESSAGE_FILTER, 1, signal)],
  },
  {
    path: adminPaths.blogPosts.path,
    signedIn: [profile, (client, signal) => buildAdminBlogPostsQuery(client, signal)],
  },
]

/** A request as the app's PostgREST client sends it. */
interface Captured {
  url: string
  method: 'GET' | 'POST'
  /** A POST's JSON body. */
  body?: string
  /** Its headers besides the key, the bearer and the default schema, lowercased. */
  headers: Record<string, string>
}

/** The request the app's PostgREST client sends for `request` (its fetch is caught, nothing goes out). */
export async function capture(restUrl: string, request: Request): Promise<Captured> {
  let seen: { url: string; init: RequestInit | undefined } | undefined
  const client: Client = new PostgrestClient<Database>(restUrl, {
    fetch: (input, init) => {
      seen = { url: String(input), init }
      return Promise.resolve(new Response('[]', { headers: { 'content-type': 'application/json' } }))
    },
    retry: false,
  })
  await request(client, new AbortController().signal, PARAM)
  if (!seen) throw new Error('early-read: the request made no fetch')
  const method = seen.init?.method ?? 'GET'
  if (method !== 'GET' && method !== 'POST') throw new Error(`early-read: a ${method} is not a read`)
  const body = seen.init?.body ?? undefined
  if (body !== undefined && typeof body !== 'string') throw new Error('early-read: a body that is not JSON text')
  // The script puts the parameter into the URL only.
  if (body?.includes(JSON.stringify(PARAM).slice(1, -1))) throw new Error('early-read: the parameter is in the body')
  const { 'accept-profile': profile, ...headers } = Object.fromEntries(new Headers(seen.init?.headers))
  if (profile !== undefined && profile !== 'public') throw new Error(`early-read: schema ${profile}`)
  return { url: seen.url, method, body, headers }
}

/** `/product/:productId` -> `^/product/([^/]+)/?$`: route-preload's pattern, its parameter captured. */
export const capturingPattern = (path: string) => pathPattern(path).replace('[^/]+', '([^/]+)')

interface Entry {
  /** Path pattern. */
  p: string
  /** A guest's request URL below the REST root, with the parameter's stand-in. */
  u?: string
  /** Its headers. */
  h?: Record<string, string>
  /** Image field, or the image. */
  i?: string
  q?: readonly string[]
  x?: string
  /** A member's requests: URL (the user's id in the stand-in's place), method, body, headers. */
  s?: { u: string; m: Captured['method']; b?: string; h: Record<string, string> }[]
}

/**
 * The inline script: for the first route that matches (below `base`),
 * - a guest's page starts its read with the key in the query and no other header than the app's own (a CORS
 *   simple request where the app's request allows it), and once the row names the page's largest image,
 *   preloads it with high priority and, on a page prerendered in its loading state, shows it in the
 *   skeleton's place for it (lib/first-screen.ts): the picture paints before the app's code has arrived.
 *   `shown` settles once that picture has loaded (or failed), or when there is none to show: the page's
 *   scripts wait for it. A saved session makes another request: none is started;
 * - a member's page starts its reads with the saved session's token and the app's headers, unless the token
 *   is due for a refresh (which the app would then ask with).
 * It keeps them for lib/early-read.ts.
 */
export function earlyReadScript(table: Entry[], rest: string, key: string, base: string): string {
  const consts = [
    `t=${JSON.stringify(table)}`,
    `r=${JSON.stringify(rest)}`,
    `K=${JSON.stringify(key)}`,
    `s=${JSON.stringify(AUTH_STORAGE_KEY)}`,
    `b=${JSON.stringify(base)}`,
    `n=${JSON.stringify(EARLY_READ)}`,
    `z=${JSON.stringify(PARAM_IN_URL)}`,
    `c=${JSON.stringify(`#root[${PRERENDERED}] [${EARLY_IMAGE}]`)}`,
    `y=${JSON.stringify(EARLY_IMAGE_FILLED)}`,
    `M=${EARLY_READ_TOKEN_MARGIN_MS}`,
  ].join(',')
  return [
    `(function(){var ${consts},p=location.pathname,q=new URLSearchParams(location.search),d=document;`,
    `function g(h){var l=d.createElement('link');l.rel='preload';l.as='image';l.href=h;l.setAttribute('fetchpriority','high');d.head.appendChild(l)}`,
    `function f(h,done){if(d.readyState==='loading')return d.addEventListener('DOMContentLoaded',function(){f(h,done)});var o=d.querySelector(c),m;if(!o||o.firstChild)return done();m=d.createElement('img');m.onload=m.onerror=done;m.alt='';m.src=h;o.appendChild(m);o.setAttribute(y,'')}`,
    `function j(u,a){return r+u.replace(z,new URLSearchParams({a:a}).toString().slice(2))}`,
    `if(p.indexOf(b)===0)p='/'+p.slice(b.length);`,
    `for(var i=0;i<t.length;i++){var e=t[i],m=p.match(new RegExp(e.p)),w,v;if(!m)continue;`,
    `if(e.q&&e.q.some(function(x){return q.has(x)}))return;`,
    // A member's page.
    `if(e.s){try{v=JSON.parse(localStorage.getItem(s))}catch(_){return}`,
    `if(!v||!v.access_token||!v.user||!(v.expires_at*1000-Date.now()>M))return;w=window[n]={reads:[]};`,
    `e.s.forEach(function(o){var u=j(o.u,v.user.id),h={apikey:K,authorization:'Bearer '+v.access_token};for(var x in o.h)h[x]=o.h[x];`,
    // A read the app never takes (it asked with another token) is no unhandled failure.
    `var P=fetch(u,{method:o.m,headers:h,body:o.b});P.catch(function(){});`,
    `w.reads.push({url:u,method:o.m,body:o.b,headers:o.h,token:v.access_token,response:P})});return}`,
    // A guest's.
    `if(!e.u)return g(e.i);try{if(localStorage.getItem(s)!==null)return}catch(_){return}`,
    `var a=m[1]||'',u,R;try{a=decodeURIComponent(a)}catch(_){return}`,
    `if(e.x&&new RegExp(e.x,'i').test(a))return;`,
    `u=j(e.u,a);R={url:u,method:'GET',headers:e.h,token:K};w=window[n]={reads:[R]};`,
    `w.shown=new Promise(function(done){R.response=fetch(u+(u.indexOf('?')<0?'?':'&')+'apikey='+encodeURIComponent(K),{headers:e.h}).then(function(o){if(!o.ok)done();else o.clone().json().then(function(v){v=[].concat(v)[0];if(v&&v[e.i]){g(v[e.i]);f(v[e.i],done)}else done()},done);return o},function(x){done();throw x})});return}})()`,
  ].join('')
}

/** The inline script for `routes`, their requests built against the project at `supabaseUrl`. */
export async function earlyReadScriptFor(routes: EarlyRoute[], supabaseUrl: string, anonKey: string, base = '/') {
  const rest = new URL('rest/v1', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).href
  const below = (url: string) => url.slice(rest.length)
  const table: Entry[] = []
  for (const route of routes) {
    const entry: Entry = { p: capturingPattern(route.path) }
    if (route.image) entry.i = route.image
    if (route.request) {
      const { url, method, headers } = await capture(rest, route.request)
      if (method !== 'GET')
        throw new Error(`early-read: a guest's read of ${route.path} is a ${method}, not a simple request`)
      Object.assign(entry, { u: below(url), h: headers })
    }
    if (route.signedIn) {
      entry.s = []
      for (const request of route.signedIn) {
        const { url, method, body, headers } = await capture(rest, request)
        entry.s.push({ u: below(url), m: method, ...(body === undefined ? {} : { b: body }), h: headers })
      }
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
