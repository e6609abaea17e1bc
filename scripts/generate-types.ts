import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { migrate, openDatabase } from '../supabase/local/index.ts'
import { introspect } from './db-types/introspect.ts'
import { render } from './db-types/render.ts'

// `npm run db:types`: migrates a fresh in-memory database and writes src/types/database.ts in the
// shape of `supabase gen types typescript`. `--check` fails when the file is stale instead.

const OUT = fileURLToPath(new URL('../src/types/database.ts', import.meta.url))
const SUPABASE_DIR = fileURLToPath(new URL('../supabase', import.meta.url))

const db = await openDatabase({})
try {
  await migrate(db, SUPABASE_DIR, { seed: false })
  const text = render(await introspect(db))
  if (process.argv.includes('--check')) {
    const current = await readFile(OUT, 'utf8').catch(() => '')
    if (current !== text) {
      console.error('src/types/database.ts is stale: run `npm run db:types` and commit the result.')
      process.exitCode = 1
    } else {
      console.log('src/types/database.ts is up to date.')
    }
  } else {
    await writeFile(OUT, text)
    console.log(`wrote ${OUT}`)
  }
} finally {
  await db.close()
}
