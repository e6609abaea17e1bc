import { sendJson } from '../http/index.ts'
import { identify } from './auth.ts'
import { withFileChanges, type FileChanges } from './disk.ts'
import { errors } from './errors.ts'
import { objectFile } from './object-keys.ts'
import { deleteObjects, findObject, objectJson, type ObjectRow } from './objects.ts'
import { readJsonObject } from './request-body.ts'
import { asCaller, type StorageRequest } from './request.ts'

// Storage's cap on one bulk request (MAX_OBJECTS_PER_REQUEST).
const MAX_PREFIXES = 1000

/**
 * DELETE /object/{bucket} `{"prefixes": [...]}`: deletes the named objects the caller's RLS lets go,
 * names that are not there (or not the caller's to delete) silently skipped; answers the deleted rows.
 */
export async function removeObjects(sr: StorageRequest, bucketId: string): Promise<void> {
  const caller = await identify(sr.req)
  const body = await readJsonObject(sr.req)
  const names = prefixesOf(body.prefixes)
  const deleted = await withFileChanges(sr.deps.root, (files) =>
    asCaller(sr, caller, async (tx) => {
      const rows = await deleteObjects(tx, bucketId, names)
      await removeFiles(files, sr.deps.root, rows)
      return rows
    }),
  )
  sendJson(sr.res, 200, deleted.map(objectJson))
}

/** DELETE /object/{bucket}/{name}: one object; there must be one, and the caller must be let delete it. */
export async function removeObject(sr: StorageRequest, bucketId: string, name: string): Promise<void> {
  const caller = await identify(sr.req)
  if (!(await findObject(sr.deps.db, bucketId, name))) throw errors.noSuchKey()
  await withFileChanges(sr.deps.root, (files) =>
    asCaller(sr, caller, async (tx) => {
      const rows = await deleteObjects(tx, bucketId, [name])
      if (rows.length === 0) throw errors.accessDenied('Access denied')
      await removeFiles(files, sr.deps.root, rows)
    }),
  )
  sendJson(sr.res, 200, { message: 'Successfully deleted' })
}

export async function removeFiles(files: FileChanges, root: string, rows: ObjectRow[]): Promise<void> {
  for (const row of rows) {
    const file = objectFile(root, row.bucket_id, row.name)
    if (file) await files.remove(file)
  }
}

/** Names as strings, or `{path}` entries (storage-js's form for versioned buckets). */
function prefixesOf(value: unknown): string[] {
  if (value === undefined) throw errors.validation("body must have required property 'prefixes'")
  if (!Array.isArray(value)) throw errors.validation('body/prefixes must be array')
  if (value.length === 0) throw errors.validation('body/prefixes must NOT have fewer than 1 items')
  if (value.length > MAX_PREFIXES) {
    throw errors.invalidRequest(`Bulk object requests are limited to ${MAX_PREFIXES} objects per request.`)
  }
  return value.map((entry: unknown, i) => {
    if (typeof entry === 'string') return entry
    if (typeof entry === 'object' && entry !== null && typeof (entry as { path?: unknown }).path === 'string') {
      return (entry as { path: string }).path
    }
    throw errors.validation(`body/prefixes/${i} must be string`)
  })
}
