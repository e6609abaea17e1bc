import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts'
import { ANON_KEY } from './supabase/local/index.ts'

// Ports and a build folder of their own, so a running `npm run dev` (54321/5173) does not collide
// with the tests; E2E_* variables let several runs share a machine.
const STACK_PORT = Number(process.env.E2E_STACK_PORT ?? 54331)
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4174)
export const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e'
export const STACK_URL = `http://127.0.0.1:${STACK_PORT}`
const BASE_URL = `http://127.0.0.1:${WEB_PORT}`

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      // A fresh, seeded shop in memory for every run.
      command: `node --import tsx supabase/local/cli.ts --port ${STACK_PORT} --memory --quiet --site-url ${BASE_URL}`,
      url: `${STACK_URL}/health`,
      reuseExistingServer: !process.env.CI,
      // Generous: on a loaded 2-core machine the in-memory database takes minutes to migrate and seed.
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: [
        `node node_modules/vite/bin/vite.js build --outDir ${OUT_DIR} --emptyOutDir --manifest`,
        `node --import tsx scripts/generate-sitemap.ts --out-dir ${OUT_DIR} --site-url ${BASE_URL}`,
        `node node_modules/vite/bin/vite.js preview --outDir ${OUT_DIR} --host 127.0.0.1 --port ${WEB_PORT} --strictPort`,
      ].join(' && '),
      url: BASE_URL,
      env: { VITE_SUPABASE_URL: STACK_URL, VITE_SUPABASE_ANON_KEY: ANON_KEY },
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
