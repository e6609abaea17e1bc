import { sendJson } from '../http/index.ts'
import { identify } from './auth.ts'
import { findBucket, type BucketRow } from './buckets.ts'
import { errors } from './errors.ts'
import { mustBeValidKey } from './object-keys.ts'
import { findObject, type ObjectRow } from './objects.ts'
import { asCaller, type StorageRequest } from './request.ts'
import { serveObject } from './serve-object.ts'
import { verifyDownload } from './signed-tokens.ts'

/** GET|HEAD /object/public/{bucket}/{name}: no auth; the bucket must be public. */
export async function getPublicObject(sr: StorageRequest, bucketId: string, name: string): Promise<void> {
  const { row } = await publicObject(sr, bucketId, name)
  await serve(sr, row)
}

/**
 * GET|HEAD /object/authenticated/{bucket}/{name} and /object/{bucket}/{name}: objects of a public
 * bucket are served to anyone, others only as RLS lets the caller select them. The second form
 * takes a bad token for anon (storage's allowInvalidJwt).
 */
export async function getObject(
  sr: StorageRequest,
  bucketId: string,
  name: string,
  options: { allowInvalidJwt: boolean },
): Promise<void> {
  const { row } = await readableObject(sr, bucketId, name, options.allowInvalidJwt)
  await serve(sr, row)
}

/** GET /object/info/[public|authenticated/]{bucket}/{name}: what storage-js `info()` and `exists()` read. */
export async function getObjectInfo(
  sr: StorageRequest,
  bucketId: string,
  name: string,
  options: { publicRoute: boolean; allowInvalidJwt: boolean },
): Promise<void> {
  const { row } = options.publicRoute
    ? await publicObject(sr, bucketId, name)
    : await readableObject(sr, bucketId, name, options.allowInvalidJwt)
  const metadata = row.metadata ?? {}
  const headers: Record<string, string> = {}
  if (metadata.eTag) headers['ETag'] = metadata.eTag
  if (metadata.cacheControl) headers['Cache-Control'] = metadata.cacheControl
  sendJson(
    sr.res,
    200,
    {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: metadata.size ?? null,
      content_type: metadata.mimetype ?? null,
      cache_control: metadata.cacheControl ?? null,
      etag: metadata.eTag ?? null,
      metadata: row.user_metadata,
      last_modified: row.updated_at,
      created_at: row.created_at,
    },
    headers,
  )
}

/** GET /object/sign/{bucket}/{name}?token=...: a signed URL, served whatever the bucket's policies. */
export async function getSignedObject(sr: StorageRequest, bucketId: string, name: string): Promise<void> {
  const token = sr.url.searchParams.get('token')
  if (!token) throw errors.validation("querystring must have required property 'token'")
  await verifyDownload(token, `${bucketId}/${name}`)
  const row = await findAsStack(sr, bucketId, name)
  await serve(sr, row)
}

async function publicObject(sr: StorageRequest, bucketId: string, name: string) {
  const bucket = await findBucket(sr.deps.db, bucketId)
  if (!bucket?.public) throw errors.noSuchBucket()
  return { bucket, row: await findAsStack(sr, bucketId, name) }
}

async function readableObject(
  sr: StorageRequest,
  bucketId: string,
  name: string,
  allowInvalidJwt: boolean,
): Promise<{ bucket: BucketRow; row: ObjectRow }> {
  const caller = await identify(sr.req, { allowInvalid: allowInvalidJwt })
  const bucket = await findBucket(sr.deps.db, bucketId)
  if (!bucket || (!caller.authenticated && !bucket.public)) throw errors.noSuchBucket()
  if (bucket.public) return { bucket, row: await findAsStack(sr, bucketId, name) }
  mustBeValidKey(name)
  const row = await asCaller(sr, caller, (tx) => findObject(tx, bucketId, name), { readOnly: true })
  if (!row) throw errors.noSuchKey()
  return { bucket, row }
}

/** The row read with the stack's own rights (storage's superuser), after storage's key check. */
async function findAsStack(sr: StorageRequest, bucketId: string, name: string): Promise<ObjectRow> {
  mustBeValidKey(name)
  const row = await findObject(sr.deps.db, bucketId, name)
  if (!row) throw errors.noSuchKey()
  return row
}

function serve(sr: StorageRequest, row: ObjectRow) {
  return serveObject(sr.req, sr.res, row, {
    root: sr.deps.root,
    download: sr.url.searchParams.get('download'),
    headOnly: sr.method === 'HEAD',
  })
}
