import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { bundleBudget } from './scripts/vite/bundle-budget.ts'
import { chunkGroups, file, folders, packages, type ChunkGroup } from './scripts/vite/chunk-groups.ts'
import { earlyRead } from './scripts/vite/early-read.ts'
import { inlineHead } from './scripts/vite/inline-head.ts'
import { reactRouterPure } from './scripts/vite/react-router-pure.ts'
import { routePreload, skipEntryChunks, type LandingRoute } from './scripts/vite/route-preload.ts'
import { paths } from './src/config/paths.ts'

const DATA_PACKAGES = packages('@tanstack/react-query', '@tanstack/query-core', '@supabase/postgrest-js')

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
  {
    name: 'forms',
    patterns: [packages('react-hook-form', '@hookform/resolvers'), folders('components/ui/form')],
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
  // The cart's store and the shared code that uses it (Add to Cart): the shop, a product, the cart, checkout.
  { name: 'cart', patterns: [folders('hooks', 'lib', 'stores')], reaching: file('stores/cart.ts'), minShareCount: 2 },
  // Small helpers and UI pieces that pages of every area share (Radix's widgets load with their pages).
  { name: 'common', patterns: [folders('config', 'hooks', 'lib', 'stores')], minShareCount: 2 },
  {
    name: 'ui',
    patterns: [folders('components/ui(?!/form/)', 'components/product')],
    avoiding: packages('@radix-ui'),
    minShareCount: 2,
  },
  // An area's route table and frame, which every page of it needs first, with what only they import.
  {
    name: 'checkout',
    patterns: [file('app/routes/checkout/routes.tsx'), file('components/layouts/checkout-layout.tsx')],
    imports: 'own',
  },
  { name: 'account', patterns: [file('app/routes/account/(routes|layout|account).tsx')], imports: 'own' },
  // Logging in (and its frame), creating an account, resetting a password.
  { name: 'sign-in', patterns: [file('app/routes/checkout/auth(-layout)?.tsx')], imports: 'own' },
]

const chunking = chunkGroups(GROUPS)

/**
 * What a first visit to `/` runs besides the entry: the page, and the connection check that loads once it has
 * settled (the browser downloads it too). The budget holds for all of it.
 */
const FIRST_VISIT = {
  modules: [
    'src/components/layouts/main-layout.tsx',
    'src/app/routes/storefront/home.tsx',
    'src/features/connection/start-connection-check.ts',
  ],
  limitKb: 120,
}

const MAIN_LAYOUT = 'src/components/layouts/main-layout.tsx'
const storefront = (path: string, route: string): LandingRoute => ({
  path,
  modules: [MAIN_LAYOUT, `src/app/routes/storefront/${route}.tsx`],
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
    bundleBudget({ groups: GROUPS, firstVisit: FIRST_VISIT }),
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
