import { randomUUID } from 'node:crypto'
import { lstat, mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { errors } from './errors.ts'

// Where files wait while their database transaction is open. '#' is no bucket name's character.
const STAGING = '#staging'

type Change =
  | { kind: 'created'; file: string }
  | { kind: 'replaced'; file: string; previous: string }
  | { kind: 'removed'; file: string; previous: string }

/**
 * File changes made inside a database transaction: applied in place at once (so the transaction
 * sees them succeed or fail), kept reversible until the transaction is over. Earlier contents wait
 * in a staging folder beside the buckets, so a rollback puts them back and a commit drops them.
 */
export class FileChanges {
  private readonly changes: Change[] = []
  private readonly staging: string

  constructor(private readonly root: string) {
    this.staging = join(root, STAGING)
  }

  /** Writes `bytes` to `file`, keeping what was there until commit. */
  async put(file: string, bytes: Buffer): Promise<void> {
    await mkdir(this.staging, { recursive: true })
    const incoming = join(this.staging, randomUUID())
    let previous: string | undefined
    try {
      await writeFile(incoming, bytes)
      await mkdir(dirname(file), { recursive: true })
      previous = await this.setAside(file)
      await rename(incoming, file)
    } catch (e) {
      if (previous) await rename(previous, file).catch(() => {})
      await rm(incoming, { force: true })
      throw isClash(e) ? clash() : e
    }
    this.changes.push(previous ? { kind: 'replaced', file, previous } : { kind: 'created', file })
  }

  /** Removes `file`; false when there was none. */
  async remove(file: string): Promise<boolean> {
    await mkdir(this.staging, { recursive: true })
    const previous = await this.setAside(file)
    if (!previous) return false
    this.changes.push({ kind: 'removed', file, previous })
    return true
  }

  /** The transaction committed: drop what was set aside. Leftovers only cost disk space, never a failed request. */
  async commit(): Promise<void> {
    for (const change of this.changes) {
      if (change.kind !== 'created') await rm(change.previous, { force: true }).catch(() => {})
      if (change.kind === 'removed') await this.pruneEmptyFolders(change.file)
    }
    this.changes.length = 0
  }

  async rollback(): Promise<void> {
    for (const change of this.changes.reverse()) {
      try {
        if (change.kind === 'created') {
          await rm(change.file, { force: true })
          await this.pruneEmptyFolders(change.file)
        } else {
          await mkdir(dirname(change.file), { recursive: true })
          await rename(change.previous, change.file)
        }
      } catch {
        // Best effort: one change that cannot be undone must not keep the others from being undone.
      }
    }
    this.changes.length = 0
  }

  /** Moves an existing file into staging; undefined when there is no such file. */
  private async setAside(file: string): Promise<string | undefined> {
    try {
      if (!(await lstat(file)).isFile()) throw clash()
    } catch (e) {
      if (errnoOf(e) === 'ENOENT' || errnoOf(e) === 'ENOTDIR') return undefined
      throw e
    }
    const previous = join(this.staging, randomUUID())
    await rename(file, previous)
    return previous
  }

  /** Removes folders left empty, up to (not including) the bucket's folder. */
  private async pruneEmptyFolders(file: string): Promise<void> {
    const root = resolve(this.root)
    let dir = dirname(file)
    while (dirname(dir) !== root && dir.startsWith(root)) {
      try {
        await rmdir(dir)
      } catch {
        return
      }
      dir = dirname(dir)
    }
  }
}

/** Runs `fn` (a whole database transaction) with file changes that last only if it succeeds. */
export async function withFileChanges<T>(root: string, fn: (files: FileChanges) => Promise<T>): Promise<T> {
  const files = new FileChanges(root)
  let result: T
  try {
    result = await fn(files)
  } catch (e) {
    await files.rollback()
    throw e
  }
  await files.commit()
  return result
}

export function errnoOf(e: unknown): string | undefined {
  return e instanceof Error && typeof (e as NodeJS.ErrnoException).code === 'string'
    ? (e as NodeJS.ErrnoException).code
    : undefined
}

// A name that is a file here and a folder there (`a` and `a/b.png`) cannot both live on disk.
function isClash(e: unknown): boolean {
  const code = errnoOf(e)
  return code === 'EISDIR' || code === 'ENOTDIR' || code === 'EEXIST' || code === 'ENOTEMPTY'
}

function clash() {
  return errors.invalidRequest('An object and a folder of the same name cannot both be stored by the local stack')
}
