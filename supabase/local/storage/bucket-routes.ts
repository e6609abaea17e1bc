import { isPgError, type Queryable } from '../db/index.ts'
import { sendJson } from '../http/index.ts'
import { identify, ownerOf } from './auth.ts'
import { bucketJson, findBucket, listBuckets, type BucketListOptions } from './buckets.ts'
import { withFileChanges } from './disk.ts'
import { errors } from './errors.ts'
import { mustBeValidBucketName, objectFile } from './object-keys.ts'
import { isUuid } from './objects.ts'
import { readJsonObject } from './request-body.ts'
import { asCaller, type StorageRequest } from './request.ts'

// Buckets are read and written as the caller, so RLS on storage.buckets decides (on hosted
// Supabase and here, only the service role passes unless a project adds policies).

/** GET /bucket */
export async function getBuckets(sr: StorageRequest): Promise<void> {
  const caller = await identify(sr.req)
  const options = bucketListOptions(sr.url.searchParams)
  const rows = await asCaller(sr, caller, (tx) => listBuckets(tx, options), { readOnly: true })
  sendJson(sr.res, 200, rows.map(bucketJson))
}

/** GET /bucket/{id} */
export async function getBucket(sr: StorageRequest, id: string): Promise<void> {
  const caller = await identify(sr.req)
  const row = await asCaller(sr, caller, (tx) => findBucket(tx, id), { readOnly: true })
  if (!row) throw errors.noSuchBucket()
  const { type: _type, ...json } = bucketJson(row)
  sendJson(sr.res, 200, json)
}

/** POST /bucket `{id?, name, public?, file_size_limit?, allowed_mime_types?}` */
export async function createBucket(sr: StorageRequest): Promise<void> {
  const caller = await identify(sr.req)
  const body = await readJsonObject(sr.req)
  if (body.name === undefined) throw errors.validation("body must have required property 'name'")
  if (typeof body.name !== 'string') throw errors.validation('body/name must be string')
  if (body.id !== undefined && typeof body.id !== 'string') throw errors.validation('body/id must be string')
  if (body.public !== undefined && typeof body.public !== 'boolean') {
    throw errors.validation('body/public must be boolean')
  }
  const name = body.name
  if (name.trim() !== name) throw errors.invalidBucketName()
  mustBeValidBucketName(name)
  const id = body.id || name
  mustBeValidBucketName(id)
  const limit = fileSizeLimit(body.file_size_limit)
  const mimeTypes = mimeTypeList(body.allowed_mime_types)
  const owner = ownerOf(caller)
  try {
    await asCaller(sr, caller, (tx) =>
      tx.query(
        `insert into "storage"."buckets"
           ("id", "name", "owner", "owner_id", "public", "file_size_limit", "allowed_mime_types")
         values ($1, $2, $3, $4, $5, $6, $7::text[])`,
        [
          id,
          name,
          owner && isUuid(owner) ? owner : null,
          owner ?? null,
          body.public ?? false,
          limit ?? null,
          mimeTypes ?? null,
        ],
      ),
    )
  } catch (e) {
    if (isPgError(e) && e.code === '23505') throw errors.bucketAlreadyExists()
    throw e
  }
  sendJson(sr.res, 200, { name })
}

/** PUT /bucket/{id} `{public?, file_size_limit?, allowed_mime_types?}` */
export async function updateBucket(sr: StorageRequest, id: string): Promise<void> {
  const caller = await identify(sr.req)
  const body = await readJsonObject(sr.req)
  mustBeValidBucketName(id)
  const sets: string[] = []
  const params: unknown[] = [id]
  if (body.public !== undefined && body.public !== null) {
    if (typeof body.public !== 'boolean') throw errors.validation('body/public must be boolean')
    sets.push(`"public" = $${params.push(body.public)}`)
  }
  if (body.file_size_limit !== undefined) {
    sets.push(`"file_size_limit" = $${params.push(fileSizeLimit(body.file_size_limit) ?? null)}`)
  }
  if (body.allowed_mime_types !== undefined) {
    sets.push(`"allowed_mime_types" = $${params.push(mimeTypeList(body.allowed_mime_types) ?? null)}::text[]`)
  }
  if (sets.length === 0) throw errors.noContentProvided()
  const { affectedRows } = await asCaller(sr, caller, (tx) =>
    tx.query(`update "storage"."buckets" set ${sets.join(', ')}, "updated_at" = now() where "id" = $1`, params),
  )
  if (affectedRows === 0) throw errors.noSuchBucket()
  sendJson(sr.res, 200, { message: 'Successfully updated' })
}

/** DELETE /bucket/{id}: only an empty bucket. */
export async function deleteBucket(sr: StorageRequest, id: string): Promise<void> {
  const caller = await identify(sr.req)
  if (!(await findBucket(sr.deps.db, id))) throw errors.noSuchBucket()
  if (await hasObjects(sr.deps.db, id)) throw errors.bucketNotEmpty()
  const { affectedRows } = await asCaller(sr, caller, (tx) =>
    tx.query(`delete from "storage"."buckets" where "id" = $1`, [id]),
  )
  if (affectedRows === 0) throw errors.noSuchBucket()
  sendJson(sr.res, 200, { message: 'Successfully deleted' })
}

/** POST /bucket/{id}/empty: every object of a bucket the caller can see goes (storage does it in the background). */
export async function emptyBucket(sr: StorageRequest, id: string): Promise<void> {
  const caller = await identify(sr.req)
  const bucket = await asCaller(sr, caller, (tx) => findBucket(tx, id), { readOnly: true })
  if (!bucket) throw errors.noSuchBucket()
  await withFileChanges(sr.deps.root, (files) =>
    sr.deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        `delete from "storage"."objects" where "bucket_id" = $1 returning "name"`,
        [id],
      )
      for (const row of rows) {
        const file = objectFile(sr.deps.root, id, row.name)
        if (file) await files.remove(file)
      }
    }),
  )
  sendJson(sr.res, 200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' })
}

async function hasObjects(q: Queryable, bucketId: string): Promise<boolean> {
  const { rows } = await q.query(`select 1 from "storage"."objects" where "bucket_id" = $1 limit 1`, [bucketId])
  return rows.length > 0
}

function bucketListOptions(params: URLSearchParams): BucketListOptions {
  const number = (name: string, minimum: number) => {
    const raw = params.get(name)
    if (raw === null) return undefined
    const n = Number(raw)
    if (!Number.isInteger(n)) throw errors.validation(`querystring/${name} must be integer`)
    if (n < minimum) throw errors.validation(`querystring/${name} must be >= ${minimum}`)
    return n
  }
  const sortColumn = params.get('sortColumn') ?? 'name'
  if (!['id', 'name', 'created_at', 'updated_at'].includes(sortColumn)) {
    throw errors.validation('querystring/sortColumn must be equal to one of the allowed values')
  }
  const sortOrder = params.get('sortOrder') ?? 'asc'
  if (sortOrder !== 'asc' && sortOrder !== 'desc') {
    throw errors.validation('querystring/sortOrder must be equal to one of the allowed values')
  }
  return {
    limit: number('limit', 1),
    offset: number('offset', 0),
    sortColumn: sortColumn as BucketListOptions['sortColumn'],
    sortOrder,
    search: params.get('search') ?? undefined,
  }
}

/** A size as bytes or storage's `20GB` / `20MB` / `30KB` / `3B` (decimal units, as storage reads them). */
function fileSizeLimit(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) throw errors.invalidFileSizeLimit()
    return value
  }
  if (typeof value !== 'string') throw errors.invalidFileSizeLimit()
  const m = value.match(/^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i)
  if (!m?.[1] || !m[2]) throw errors.invalidFileSizeLimit()
  const units: Record<string, number> = { GB: 1e9, MB: 1e6, KB: 1e3, B: 1 }
  return Math.round(Number(Number(m[1]).toPrecision(3)) * (units[m[2].toUpperCase()] ?? 1))
}

function mimeTypeList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw errors.validation('body/allowed_mime_types must be array of strings')
  }
  return (value as string[]).filter((v) => v)
}
