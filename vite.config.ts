import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { bundleBudget, type FirstVisit } from './scripts/vite/bundle-budget.ts'
import { chunkGroups, file, folders, packages, type ChunkGroup } from './scripts/vite/chunk-groups.ts'
import { earlyRead } from './scripts/vite/early-read.ts'
import { inlineHead } from './scripts/vite/inline-head.ts'
import { prerender, type PrerenderedPage } from './scripts/vite/prerender.ts'
import { reactRouterPure } from './scripts/vite/react-router-pure.ts'
import { routePreload, skipEntryChunks, type LandingRoute } from './scripts/vite/route-preload.ts'
import { adminPaths } from './src/config/admin-paths.ts'
import { paths } from './src/config/paths.ts'

const DATA_PACKAGES = packages('@tanstack/react-query', '@tanstack/query-core', '@supabase/postgrest-js')

const STOREFRONT_PAGES = folders('app/routes/storefront')

const ZUSTAND_MIDDLEWARE = /[\\/]node_modules[\\/]zustand[\\/]esm[\\/]middleware\.mjs$/

/** A group as two: what `pages` import (first, so it wins), and the rest for the other areas (`areas-<name>`). */
const sharedBy = (name: string, pages: RegExp, rule: Omit<ChunkGroup, 'name'>): ChunkGroup[] => [
  { name, ...rule, importedBy: pages },
  { name: `areas-${name}`, ...rule },
]

/**
 * The chunk groups, as rules by package, folder, what a frame imports, and who shares a module; in Rolldown's
 * order of precedence. Each makes one request of what would otherwise be several small chunks that load together
 * anyway: on a phone each chunk costs a round trip, and HTTP/1.1's six connections per origin hold the entry
 * back. A group that leaves the entry's code in the entry is a rule (`imports`, `initial`), since taking it
 * would make the entry import the whole group. The build fails when a rule matches nothing or a group makes no
 * chunk (scripts/vite/bundle-budget.ts).
 */
const GROUPS: ChunkGroup[] = [
  // What the entry loads and lazy pages import too (React, the query client's core, small helpers): Rolldown
  // would give each its own chunk, each a request of every first visit. A module this large (the router's core)
  // stays in the entry: apart, it cost the first visit 0.3 kB of cross-chunk names.
  { name: 'shared-core', patterns: [/./], initial: true, minShareCount: 2, maxModuleSize: 30_000 },
  // The data layer: the query and PostgREST packages, and the shared code that reads through them.
  {
    name: 'data',
    patterns: [DATA_PACKAGES, folders('config', 'hooks', 'lib', 'stores')],
    reaching: DATA_PACKAGES,
    minShareCount: 2,
  },
  // Every form's libraries and fields (zod/mini apart: the shop's facets and the dashboard check with it too).
  // A form field that reaches none of them (the search field, the control's class) goes with the UI pieces:
  // the admin's lists would otherwise download react-hook-form for a search box.
  {
    name: 'forms',
    patterns: [packages('react-hook-form', '@hookform/resolvers'), folders('components/ui/form')],
    reaching: packages('react-hook-form', '@hookform/resolvers'),
    avoiding: packages('react-dropzone'),
    minShareCount: 2,
  },
  { name: 'zod', patterns: [packages('zod/v4/mini', 'zod/v4/core')], minShareCount: 2 },
  // The storefront's frame and what it imports: layout, header, footer, banner, the connection check that
  // starts once the page has settled, and what every storefront page shows in it (Seo, buttons, the card).
  {
    name: 'storefront-shell',
    patterns: [
      file('components/layouts/main-layout.tsx'),
      file('features/connection/start-connection-check.ts'),
      folders('components/seo'),
      file('components/(product/product-card|ui/button).tsx'),
    ],
    imports: 'all',
  },
  // The cart's store, its persistence (zustand's middleware, which only it uses) and the shared code that uses it
  // (Add to Cart): the shop, a product, the cart, checkout.
  {
    name: 'cart',
    patterns: [folders('hooks', 'lib', 'stores'), ZUSTAND_MIDDLEWARE],
    reaching: new RegExp(`${file('stores/cart.ts').source}|${ZUSTAND_MIDDLEWARE.source}`),
    minShareCount: 2,
  },
  // What every account and admin page reads before it shows (the session, the profile and its query, the assurance level,
  // whether Auth answers, the guard's check, their toasts, and tslib, which Auth's client imports): each was a chunk
  // of under 1 kB, a round trip apiece on a phone. With them the referral code's keeper, which the sign-in
  // screen runs before its first paint and the sign-up form reads: in either's chunk, the other would import it.
  {
    name: 'session',
    patterns: [
      file('app/require-session.ts'),
      file('features/auth/api/(session|get-profile|profile-query|get-auth-health|mfa).ts'),
      file('features/auth/lib/(assurance-level|auth-toasts|referral-code).ts'),
      packages('tslib'),
    ],
  },
  // The sign-in's forms and what they share with the account's (the code step, the errors, the schema).
  {
    name: 'auth-forms',
    patterns: [folders('features/auth')],
    importedBy: file('features/auth/components/auth-forms.tsx'),
    minShareCount: 2,
  },
  // Small helpers and UI pieces that pages share (Radix's widgets load with their pages; the blog's HTML
  // sanitiser with the blog: in here, DOMPurify's 11 kB rode along to the shop and every product). Those the
  // storefront's pages use apart from those only checkout, account and admin use: together, the shop's first
  // screen downloaded the country list, address and order helpers and the admin's tables.
  ...sharedBy('common', STOREFRONT_PAGES, {
    patterns: [folders('config', 'hooks', 'lib', 'stores')],
    avoiding: packages('dompurify'),
    minShareCount: 2,
  }),
  ...sharedBy('ui', STOREFRONT_PAGES, {
    patterns: [folders('components/ui', 'components/product')],
    avoiding: packages('@radix-ui', 'react-dropzone'),
    minShareCount: 2,
  }),
  // The blog's list and what it shares with a post (its queries, the cover image): one request for /blog.
  {
    name: 'blog',
    patterns: [folders('features/blog'), file('app/routes/storefront/blog.tsx')],
    avoiding: packages('dompurify'),
    minShareCount: 1,
  },
  // An area's route table and frame, which every page of it needs first, with what only they import.
  {
    name: 'checkout',
    patterns: [file('app/routes/checkout/routes.tsx'), file('components/layouts/checkout-layout.tsx')],
    imports: 'own',
  },
  { name: 'account', patterns: [file('app/routes/account/(routes|layout|account).tsx')], imports: 'own' },
  {
    name: 'admin',
    patterns: [
      file('app/routes/admin/(routes|require-admin|guard-screens).tsx'),
      file('components/layouts/admin-(layout|header).tsx'),
    ],
    imports: 'own',
  },
  // Logging in (and its frame), creating an account, resetting a password.
  { name: 'sign-in', patterns: [file('app/routes/checkout/auth(-layout)?.tsx')], imports: 'own' },
]

const chunking = chunkGroups(GROUPS)

const MAIN_LAYOUT = 'src/components/layouts/main-layout.tsx'

/**
 * What a first visit runs besides the entry. On `/`: the page, and the connection check that loads once it has
 * settled (the browser downloads it too); the budget holds for all of it. On the shop and a product (where
 * search results land): the first screen's code, kept at what it has been cut to (issue 21).
 */
const FIRST_VISITS: FirstVisit[] = [
  {
    page: '/',
    modules: [MAIN_LAYOUT, 'src/app/routes/storefront/home.tsx', 'src/features/connection/start-connection-check.ts'],
    limitKb: 120,
  },
  { page: '/shop', modules: [MAIN_LAYOUT, 'src/app/routes/storefront/shop.tsx'], limitKb: 126 },
  { page: '/product/:slug', modules: [MAIN_LAYOUT, 'src/app/routes/storefront/product.tsx'], limitKb: 128 },
  // Log in: what paints the frame and heading (the forms load after it), either frame. 0.5 kB over the cut:
  // the early read's adoption of a member's reads (method, body and bearer) added 0.11 kB to it.
  {
    page: '/checkout/auth',
    modules: [
      MAIN_LAYOUT,
      'src/app/routes/checkout/routes.tsx',
      'src/components/layouts/checkout-layout.tsx',
      'src/app/routes/checkout/auth.tsx',
    ],
    limitKb: 128.5,
  },
]
const storefront = (path: string, route: string): LandingRoute => ({
  path,
  modules: [MAIN_LAYOUT, `src/app/routes/storefront/${route}.tsx`],
})

/**
 * An admin page opened by address (the landing after a sign-in, a bookmark, a reload): the area's route table,
 * its guard and frame, the page, and the session's code with Auth's client, which the guard reads first.
 */
const admin = (path: string, route: string): LandingRoute => ({
  path,
  modules: [
    'src/app/routes/admin/routes.tsx',
    'src/app/routes/admin/require-admin.tsx',
    'src/components/layouts/admin-layout.tsx',
    `src/app/routes/admin/${route}.tsx`,
    'src/features/auth/api/session.ts',
    'node_modules/@supabase/auth-js/dist/module/index.js',
  ],
})

/** The pages shoppers arrive on from search results, shared links and mails; their code downloads with the entry. */
const LANDING_ROUTES = [
  storefront(paths.home.path, 'home'),
  storefront(paths.shop.path, 'shop'),
  storefront(paths.product.path, 'product'),
  storefront(paths.blog.list.path, 'blog'),
  storefront(paths.blog.post.path, 'blog-post'),
  storefront(paths.cart.path, 'cart'),
  storefront(paths.about.path, 'about'),
  storefront(paths.contact.path, 'contact'),
  storefront(paths.faq.path, 'faq'),
  storefront(paths.rewards.path, 'rewards'),
  // An area's page: the area's route table (loaded on entering it), its frames and the page itself.
  {
    path: paths.checkout.auth.path,
    modules: [
      'src/app/routes/checkout/routes.tsx',
      'src/components/layouts/checkout-layout.tsx',
      'src/app/routes/checkout/auth.tsx',
      // The forms' code, which the screen loads lazily: last, after what its first paint needs.
      'src/features/auth/components/auth-forms.tsx',
    ],
  },
  {
    path: paths.account.root.path,
    modules: [
      MAIN_LAYOUT,
      'src/app/routes/account/routes.tsx',
      'src/features/auth/components/require-auth.tsx',
      'src/app/routes/account/layout.tsx',
      'src/app/routes/account/account.tsx',
      // A signed-in visitor's session is read before anything shows: its code and Auth's client.
      'src/features/auth/api/session.ts',
      'node_modules/@supabase/auth-js/dist/module/index.js',
    ],
  },
  admin(adminPaths.dashboard.path, 'dashboard'),
  admin(adminPaths.products.path, 'products'),
  admin(adminPaths.orders.path, 'orders'),
]

/**
 * Pages whose HTML carries their first screen as a guest sees it, so a phone paints it with the stylesheet,
 * before any script (scripts/vite/prerender.ts): pages that read no data, and (`loading`) pages whose loader
 * does not wait, in their loading state, where the early read puts the largest picture. Not /contact: its form
 * would be on the screen before it works.
 */
const PRERENDERED: PrerenderedPage[] = [
  ...[
    paths.home,
    paths.rewards,
    paths.checkout.auth,
    paths.about,
    paths.faq,
    paths.returnsRefunds,
    paths.shipping,
    paths.privacyPolicy,
    paths.termsOfService,
  ].map((path) => ({ path: path.getHref() })),
  ...[paths.shop.path, paths.blog.list.path, paths.product.path].map((path) => ({ path, loading: true })),
]

/**
 * React Router's package exports point every bundler at its development build (dev warnings and checks
 * included); a production build takes the production files it ships beside them.
 */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))
const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
]

/**
 * `npm run preview`'s port: Vite's own `-- --port` wins, then PREVIEW_PORT from the environment or
 * `.env.local` (as `npm run dev` reads DEV_PORT), then 4173.
 */
function previewPort(mode: string): number {
  const value = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'PREVIEW_').PREVIEW_PORT
  if (value === undefined || value === '') return 4173
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PREVIEW_PORT must be a port number, got "${value}"`)
  return port
}

const GROUP_NAMES = new Set(GROUPS.map((group) => group.name))

const LOADED_WITH_ENTRY = /(?:^|\/)(?:rolldown-runtime|shared-core)-[\w-]+\.js$/

export default defineConfig(({ mode }) => ({
  plugins: [
    chunking.plugin,
    react(),
    reactRouterPure(),
    tailwindcss(),
    routePreload(LANDING_ROUTES),
    inlineHead({ favicon: 'favicon.svg' }),
    earlyRead(),
    prerender(PRERENDERED),
    bundleBudget({ groups: GROUPS, firstVisits: FIRST_VISITS }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(mode === 'production' ? reactRouterProduction : []),
    ],
  },
  build: {
    // Every browser we support preloads modules natively; the polyfill would cost every first visit ~0.3 KB (gzip).
    modulePreload: {
      polyfill: false,
      // The entry's own static imports (the runtime, shared-core) are loaded before any dynamic import runs:
      // naming them again in every lazy route's preload list only made the entry larger.
      resolveDependencies: skipEntryChunks(LOADED_WITH_ENTRY),
    },
    rolldownOptions: {
      output: {
        // The entry lists every lazy chunk's file name (its preload lists), and its first visit is budgeted to
        // the byte: route and library chunks are named by a seven-character hash alone (Rolldown's least for
        // this many chunks), the groups keep their names.
        chunkFileNames: (chunk) => (GROUP_NAMES.has(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js'),
        entryFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: chunking.codeSplitting,
      },
    },
  },
  // Loopback only and strict ports: `npm run dev` passes its --port (5173 unless chosen), the local stack links
  // mails there, and Playwright and Lighthouse serve previews on ports of their own.
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: previewPort(mode), strictPort: true },
}))
