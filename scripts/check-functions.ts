import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { denoBinary } from '../supabase/local/index.ts'

// `deno check` of every Edge Function in supabase/functions, with the function's own deno.json, as
// `supabase functions deploy` would see it: tsc does not read Deno code (its npm: imports and globals).

const DIR = 'supabase/functions'
const functions = readdirSync(DIR, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(DIR, entry.name, 'index.ts')),
  )
  .map((entry) => entry.name)

let failed = 0
for (const name of functions) {
  const config = join(DIR, name, 'deno.json')
  const args = ['check', ...(existsSync(config) ? ['--config', config] : []), join(DIR, name, 'index.ts')]
  const result = spawnSync(denoBinary(), args, {
    stdio: 'inherit',
    env: { ...process.env, DENO_DIR: join('node_modules', '.cache', 'deno'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
  })
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${name}`)
  if (result.status !== 0) failed++
}
process.exit(failed > 0 ? 1 : 0)
