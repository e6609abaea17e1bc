// What code outside the stack (scripts, e2e, tests/helpers, tests/db, tests/stack) may use of it; everything
// else in supabase/local is the stack's own and may change without notice. Its unit tests (tests/unit/stack)
// reach the parts they test directly.

/** The Supabase CLI's well-known local keys, which the stack accepts, and a way to sign a JWT as it does. */
export { ANON_KEY, SERVICE_ROLE_KEY, signJwt } from './keys.ts'
/** supabase-js for Node, with `ws` as Realtime's transport (Node 20 has no global WebSocket). */
export { createNodeClient } from './node-client.ts'
/** The stack itself, in-process. */
export { DEFAULT_PORT, startStack, type LogEntry, type Stack, type StackOptions } from './stack.ts'
/** The database it runs on, migrated as `supabase db reset` would, and a transaction as a request's role. */
export { openDatabase, type Database, type Queryable } from './db/index.ts'
export { migrate } from './bootstrap/migrate.ts'
export { asRequestRole } from './context.ts'
/** The schemas config.toml exposes through the REST API. */
export { exposedSchemas } from './project-config.ts'
/** The Deno that serves Edge Functions. */
export { denoBinary } from './functions/workers.ts'
