import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { bundleBudget, type GroupRule } from './scripts/vite/bundle-budget.ts'
import { earlyRead } from './scripts/vite/early-read.ts'
import { routePreload, type LandingRoute } from './scripts/vite/route-preload.ts'
import { paths } from './src/config/paths.ts'

/**
 * A group's test: module ids ending in one of these paths (regular expressions, written with `/`).
 * Each group below makes one request of what would otherwise be several small chunks, which all come
 * together anyway. On a phone's connection each small chunk costs a round trip, and with HTTP/1.1's six
 * connections per origin they hold back the entry. Only lazily loaded modules belong in a group (a module
 * the entry imports statically would drag the whole group into the entry), and a member's static imports
 * come with it, so a group must not reach for another's code. Every pattern must match a module: the build
 * fails otherwise (scripts/vite/bundle-budget.ts).
 */
const ids = (...patterns: string[]) =>
  patterns.map((pattern) => new RegExp(`[\\\\/](?:${pattern.replaceAll('/', '[\\\\/]')})$`))

/**
 * The storefront's frame: what every main page renders around its content (its layout, header, footer, banner, Seo, buttons, icons, the brand facts), and the product card that the home
 * page, the shop and a product's related spices show. As one chunk it gzips ~1 KB smaller than as small
 * ones (their Tailwind class names compress together) and it is one request.
 */
const STOREFRONT_SHELL = ids(
  'src/components/layouts/(main-layout|site-header|site-footer|promo-banner|skip-link|navigation-progress|logo|cart-link)\\.tsx',
  'src/components/(seo/seo|ui/button|ui/icons|product/product-card)\\.tsx',
  'src/config/site\\.ts',
  'src/features/connection/(start-connection-check|connection-toasts|api/check-connection)\\.ts',
)

/**
 * What every page shares beyond the entry: React and its JSX runtime, TanStack Query's core helpers, the
 * class-name joiner. Rolldown would otherwise give each its own small chunk (each a request and a
 * chunk's overhead on every first visit).
 */
const SHARED_CORE = ids(
  'node_modules/react/.*',
  'node_modules/@tanstack/react-query/.*/QueryClientProvider\\.js',
  'node_modules/@tanstack/query-core/.*/(timeoutManager|utils|environmentManager|subscribable|focusManager|notifyManager|onlineManager|retryer|removable)\\.js',
  'src/lib/cn\\.ts',
)

/** What the pages that read the database share: TanStack Query's hooks, the PostgREST client, the key factories. */
const DATA = ids(
  'node_modules/@tanstack/react-query/build/modern/(useQuery|useBaseQuery|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|queryOptions|useMutation)\\.js',
  'node_modules/@tanstack/query-core/build/modern/(queryObserver|mutationObserver)\\.js',
  'node_modules/@supabase/postgrest-js/.*',
  'src/lib/(supabase|query-keys|text|product-id|read-order)\\.ts',
  'src/hooks/(use-live-queries|use-media-query|use-page-settled)\\.ts',
  'src/components/ui/skeleton\\.tsx',
)

/**
 * Small modules that pages of every area share: money, the rewards constants, a page's frame, a load error,
 * the form controls' classes.
 */
const COMMON = ids(
  'src/lib/money\\.ts',
  'src/config/rewards\\.ts',
  'src/components/ui/(page-shell|load-error)\\.tsx',
  'src/components/ui/form/control-class\\.ts',
)

/** The cart store, Add to Cart and a product's stars: the shop, a product, the cart and checkout. */
const CART = ids(
  'src/components/product/star-rating\\.tsx',
  'node_modules/zustand/esm/middleware\\.mjs',
  'src/stores/cart\\.ts',
  'src/lib/(product-sizes|is-record)\\.ts',
  'src/hooks/use-add-to-cart\\.ts',
)

/**
 * zod/mini and its core (the admin's classic zod stays apart): the forms' schemas, and the checks on the
 * shop's facets and the admin's dashboard, which are no forms.
 */
const ZOD = ids(
  'node_modules/zod/v4/(mini|core)/(?!to-json-schema|json-schema-processors|memoizer|registries).*',
  'src/lib/email\\.ts',
)

/**
 * Every form's libraries beside zod: react-hook-form, its resolver, the field frame. Not the controls'
 * classes (common): the admin's lists style their filters with them, no form library.
 */
const FORMS = ids('node_modules/(react-hook-form|@hookform/resolvers)/.*', 'src/components/ui/form/field\\.tsx')

/** The session side of Auth, without forms: the account's guard, the session code, its toasts, signing out. */
const SESSION = ids(
  'src/features/auth/api/(session|get-profile|get-auth-health)\\.ts',
  'src/features/auth/lib/(auth-toasts|auth-arrival|greeting-name)\\.ts',
  'src/features/auth/components/(require-auth|sign-out-button)\\.tsx',
  'src/hooks/use-sign-out-home\\.ts',
  'src/config/account-paths\\.ts',
)

/** Logging in (and its frame), creating an account, resetting a password, and claiming a guest order on the way. */
const SIGN_IN = ids(
  'src/app/routes/checkout/auth(-layout)?\\.tsx',
  'src/features/auth/components/(auth-screen|auth-form|login-form|sign-up-form|forgot-password-form)\\.tsx',
  'src/features/auth/api/(sign-in|sign-up|request-password-reset|auth-errors)\\.ts',
  'src/features/auth/lib/(auth-schema|full-name)\\.ts',
  'src/features/orders/api/claim-guest-order\\.ts',
)

/** The account area's route table, frame and overview (its other sections load on their own). */
const ACCOUNT = ids(
  'src/app/routes/account/(routes|layout|account|account-overview)\\.tsx',
  'src/components/layouts/section-header\\.tsx',
  'src/features/orders/(components/status-badge\\.tsx|lib/order-status\\.ts|api/get-orders\\.ts)',
  'src/features/points/(components/points-progress\\.tsx|lib/rewards-progress\\.ts|api/get-points-summary\\.ts)',
  'src/lib/format-date\\.ts',
)

/** Checkout's route table and frame, which every checkout page needs first, and its Empty Cart rule. */
const CHECKOUT = ids(
  'src/app/routes/checkout/routes\\.tsx',
  'src/components/layouts/checkout-layout\\.tsx',
  'src/features/checkout/(hooks/use-empty-cart-redirect|lib/checkout-toasts)\\.ts',
)

/** The chunk groups, in Rolldown's order of precedence. `recursive`: a member's dependencies join the group. */
const GROUPS: (GroupRule & { recursive?: boolean })[] = [
  { name: 'storefront-shell', patterns: STOREFRONT_SHELL },
  // React and its JSX runtime in one chunk: split apart, each costs the first visit a chunk's overhead.
  { name: 'shared-core', patterns: SHARED_CORE, recursive: true },
  ...Object.entries({
    common: COMMON,
    data: DATA,
    cart: CART,
    zod: ZOD,
    forms: FORMS,
    session: SESSION,
    'sign-in': SIGN_IN,
    account: ACCOUNT,
    checkout: CHECKOUT,
  }).map(([name, patterns]) => ({ name, patterns })),
]

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
    react(),
    tailwindcss(),
    routePreload(LANDING_ROUTES),
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
      resolveDependencies: (_file, deps) => deps.filter((dep) => !LOADED_WITH_ENTRY.test(dep)),
    },
    rolldownOptions: {
      output: {
        // The entry lists every lazy chunk's file name (its preload lists), and its first visit is budgeted to
        // the byte: route and library chunks are named by a seven-character hash alone (Rolldown's least for
        // this many chunks), the groups keep their names.
        chunkFileNames: (chunk) => (GROUP_NAMES.has(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js'),
        entryFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: GROUPS.map(({ name, patterns, recursive }) => ({
            name,
            test: new RegExp(patterns.map((pattern) => pattern.source).join('|')),
            ...(recursive ? {} : { includeDependenciesRecursively: false }),
          })),
        },
      },
    },
  },
  // Loopback only and strict ports: `npm run dev` passes its --port (5173 unless chosen), the local stack links
  // mails there, and Playwright and Lighthouse serve previews on ports of their own.
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: previewPort(mode), strictPort: true },
}))
