import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from '../db/index.ts'

const platformSql = new URL('./platform.sql', import.meta.url)

export interface MigrationReport {
  applied: string[]
  seeded: boolean
}

/**
 * Brings a database up to date as `supabase db reset` would: the platform (what hosted Supabase
 * provides), then every migration not yet recorded in supabase_migrations.schema_migrations, in
 * file-name order, each in its own transaction; then seed.sql, but only on a new database.
 */
export async function migrate(
  db: Database,
  supabaseDir: string,
  { seed = true }: { seed?: boolean } = {},
): Promise<MigrationReport> {
  await db.exec(await readFile(platformSql, 'utf8'))

  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  )
  const isNew = done.size === 0
  const dir = join(supabaseDir, 'migrations')
  const files = (await readdir(dir)).filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f)).sort()
  const applied: string[] = []
  for (const file of files) {
    const version = file.slice(0, 14)
    if (done.has(version)) continue
    const sql = await readFile(join(dir, file), 'utf8')
    await db.transaction(async (tx) => {
      try {
        await tx.exec(sql)
      } catch (e) {
        throw new Error(`migration ${file} failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e })
      }
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, file.slice(15, -4), [sql]],
      )
    })
    applied.push(file)
  }

  let seeded = false
  if (isNew && seed) {
    const sql = await readFile(join(supabaseDir, 'seed.sql'), 'utf8').catch(() => '')
    if (sql.trim()) {
      await db.transaction(async (tx) => {
        try {
          await tx.exec(sql)
        } catch (e) {
          throw new Error(`seed.sql failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e })
        }
      })
      seeded = true
    }
  }
  return { applied, seeded }
}

/** Empties a PostgreSQL database of everything the platform, the migrations and the stack made. */
export async function wipe(db: Database): Promise<void> {
  await db.exec(`
    drop schema if exists public cascade;
    drop schema if exists private cascade;
    drop schema if exists auth cascade;
    drop schema if exists storage cascade;
    drop schema if exists supabase_migrations cascade;
    drop schema if exists realtime cascade;
    drop schema if exists extensions cascade;
    drop publication if exists supabase_realtime;
    create schema public;
  `)
}
