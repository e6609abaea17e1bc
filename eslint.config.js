import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const srcDir = fileURLToPath(new URL('./src', import.meta.url))

/** Shared code: may be imported by features and app, imports neither. */
const sharedDirs = ['components', 'hooks', 'lib', 'stores', 'types', 'config', 'utils']

const featureNames = existsSync(`${srcDir}/features`)
  ? readdirSync(`${srcDir}/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : []

/**
 * One-way imports, as in bulletproof-react: shared -> features -> app.
 * A feature never imports another feature; what two features share moves down to shared code.
 */
const importZones = [
  ...featureNames.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature must not import another feature; move what they share to shared code.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import from app (imports flow shared -> features -> app).',
  },
  {
    target: sharedDirs.map((dir) => `./src/${dir}`),
    from: ['./src/features', './src/app'],
    message: 'Shared code must not import from features or app (imports flow shared -> features -> app).',
  },
]

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-*',
    'node_modules',
    'coverage',
    'stats',
    'test-results',
    'playwright-report',
    '.supabase-local',
    'src/types/database.ts',
  ]),

  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  // The browser app: type-aware rules, React rules and the import boundaries.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [
      tseslint.configs.recommendedTypeChecked,
      reactHooks.configs.flat['recommended-latest'],
      reactRefresh.configs.vite,
    ],
    languageOptions: {
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x only follows .js files and no-cycle silently sees no TypeScript imports.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          alias: { '@': [srcDir] },
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
          conditionNames: ['import', 'browser', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      // Route modules export `clientLoader` beside their screen (read by app/router.tsx).
      'react-refresh/only-export-components': [
        'error',
        { allowConstantExport: true, allowExportNames: ['clientLoader'] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // Node-side code: the local Supabase stack, scripts, tests, e2e and tool configs. No type information needed.
  {
    files: [
      'supabase/**/*.{ts,js,mjs}',
      'scripts/**/*.{ts,js,mjs}',
      'tests/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      '*.config.{ts,js,mjs}',
      'eslint.config.js',
    ],
    extends: [tseslint.configs.recommended],
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // Edge Functions run in Deno (supabase/functions, and the runtime's test fixtures): its globals, and TSX for
  // the mails. Deno type-checks them (`deno check`, a step of npm test).
  {
    files: ['supabase/functions/**/*.{ts,tsx}', 'tests/fixtures/supabase/functions/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, Deno: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // The local stack: no import cycles either (they make module start-up order matter).
  {
    files: ['supabase/**/*.{ts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'] })],
      // Packages cannot import the stack back: no need to parse them (PGlite's bundle is megabytes).
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // Component tests run in jsdom: browser globals too, and the hooks rules for test components.
  {
    files: ['tests/unit/app/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // One way to wait: Testing Library's waitFor/findBy, whose limit (tests/helpers/setup-dom.ts) allows
      // for a busy machine; vi.waitFor gives up after 1 s, less than a lazy route can take to load there.
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: "Use waitFor from '@testing-library/react'." },
        { object: 'vi', property: 'waitUntil', message: "Use waitFor from '@testing-library/react'." },
      ],
    },
  },
])
