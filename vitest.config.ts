import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** Tests that start the local stack in-process (PGlite, or PostgreSQL via DATABASE_URL). */
const stackTestOptions = {
  environment: 'node',
  pool: 'forks',
  testTimeout: 60_000,
  hookTimeout: 180_000,
} as const

// Four projects: browser-side unit tests (jsdom), Node-side unit tests (the local stack, build plugins),
// and, against the running local stack, `db` (our schema, RLS and functions hold) and `stack` (the stack
// behaves like Supabase: Auth, REST, Realtime, Storage, the inbox).
export default defineConfig({
  test: {
    // A worker per core, where vitest's default leaves one core out: the stack's tests spend much of their
    // time waiting on the database and on HTTP. On 2 cores it took `npm test`'s three vitest steps from
    // 163 + 339 + 185 s to 111 + 217 + 99 s. Every file starts a stack of its own, on a port of its own.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
        test: {
          name: 'unit-app',
          include: ['tests/unit/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/app/support/setup-dom.ts'],
          // Every test starts without the env, global and spy stubs of the one before.
          unstubEnvs: true,
          unstubGlobals: true,
          restoreMocks: true,
          // Room for several of setup-dom.ts's 30 s waits under load; never a measure of speed.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'unit-node',
          include: ['tests/unit/stack/**/*.test.ts', 'tests/unit/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          ...stackTestOptions,
        },
      },
      {
        test: {
          name: 'stack',
          include: ['tests/stack/**/*.test.ts'],
          ...stackTestOptions,
        },
      },
    ],
  },
})
