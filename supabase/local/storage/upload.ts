import { sendJson } from '../http/index.ts'
import { identify, ownerOf } from './auth.ts'
import { bucketSizeLimit, findBucket } from './buckets.ts'
import { withFileChanges } from './disk.ts'
import { errors } from './errors.ts'
import { isEmptyFolderPlaceholder, mustBeValidKey, objectFile } from './object-keys.ts'
import { insertObject, metadataFor, upsertObject } from './objects.ts'
import { asCaller, type StorageRequest } from './request.ts'
import { readUpload } from './upload-body.ts'

/**
 * POST (upload) and PUT (update) /object/{bucket}/{name}, in storage's order: the bucket (read with
 * the stack's own rights), the body's type and size against the bucket's rules, the key, then the
 * row written as the caller so RLS decides, and only then the file, inside the same transaction.
 */
export async function uploadObject(sr: StorageRequest, bucketId: string, name: string): Promise<void> {
  const caller = await identify(sr.req)
  const bucket = await findBucket(sr.deps.db, bucketId)
  if (!bucket) throw errors.noSuchBucket()

  const placeholder = isEmptyFolderPlaceholder(name)
  const upload = await readUpload(sr.req, {
    maxFileSize: placeholder ? 0 : bucketSizeLimit(bucket, sr.deps.fileSizeLimit),
    allowedMimeTypes: placeholder ? [] : (bucket.allowed_mime_types ?? []),
  })
  mustBeValidKey(name)
  const file = objectFile(sr.deps.root, bucketId, name)
  if (!file) throw errors.invalidKey(name)

  const isUpsert = sr.method === 'PUT' || sr.req.headers['x-upsert'] === 'true'
  const object = {
    bucketId,
    name,
    owner: ownerOf(caller),
    metadata: metadataFor(upload.bytes, upload.mimeType, upload.cacheControl),
    userMetadata: upload.userMetadata,
  }
  const id = await withFileChanges(sr.deps.root, (files) =>
    asCaller(sr, caller, async (tx) => {
      const id = isUpsert ? await upsertObject(tx, object) : await insertObject(tx, object)
      if (upload.tooLarge) throw errors.entityTooLarge()
      await files.put(file, upload.bytes)
      return id
    }),
  )
  sendJson(sr.res, 200, { Id: id, Key: `${bucketId}/${name}` })
}
