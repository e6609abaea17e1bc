import { readFile } from 'node:fs/promises'
import { sendJson } from '../http/index.ts'
import { identify, ownerOf, type Caller } from './auth.ts'
import { errnoOf, withFileChanges } from './disk.ts'
import { errors } from './errors.ts'
import { mustBeValidKey, objectFile } from './object-keys.ts'
import { findObject, insertObject, isUuid, objectJson, upsertObject, type ObjectMetadata } from './objects.ts'
import { readJsonObject } from './request-body.ts'
import { asCaller, type StorageRequest } from './request.ts'

interface Transfer {
  caller: Caller
  body: Record<string, unknown>
  bucketId: string
  sourceKey: string
  destinationBucket: string
  destinationKey: string
  sourceFile: string
  destinationFile: string
}

async function readTransfer(sr: StorageRequest): Promise<Transfer> {
  const caller = await identify(sr.req)
  const body = await readJsonObject(sr.req)
  for (const name of ['bucketId', 'sourceKey', 'destinationKey']) {
    if (body[name] === undefined) throw errors.validation(`body must have required property '${name}'`)
    if (typeof body[name] !== 'string') throw errors.validation(`body/${name} must be string`)
  }
  if (body.destinationBucket !== undefined && body.destinationBucket !== null) {
    if (typeof body.destinationBucket !== 'string') throw errors.validation('body/destinationBucket must be string')
  }
  const bucketId = body.bucketId as string
  const sourceKey = body.sourceKey as string
  const destinationKey = body.destinationKey as string
  const destinationBucket = (body.destinationBucket as string | undefined) || bucketId
  mustBeValidKey(destinationKey)
  const sourceFile = objectFile(sr.deps.root, bucketId, sourceKey)
  const destinationFile = objectFile(sr.deps.root, destinationBucket, destinationKey)
  if (!sourceFile) throw errors.noSuchKey()
  if (!destinationFile) throw errors.invalidKey(destinationKey)
  return { caller, body, bucketId, sourceKey, destinationBucket, destinationKey, sourceFile, destinationFile }
}

/** POST /object/move `{bucketId, sourceKey, destinationKey, destinationBucket?}`: renames the row as the caller. */
export async function moveObject(sr: StorageRequest): Promise<void> {
  const t = await readTransfer(sr)
  const owner = ownerOf(t.caller)
  const id = await withFileChanges(sr.deps.root, (files) =>
    asCaller(sr, t.caller, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `update "storage"."objects"
            set "bucket_id" = $3, "name" = $4, "owner" = $5, "owner_id" = $6, "updated_at" = now()
          where "bucket_id" = $1 and "name" = $2
          returning "id"`,
        [
          t.bucketId,
          t.sourceKey,
          t.destinationBucket,
          t.destinationKey,
          owner && isUuid(owner) ? owner : null,
          owner ?? null,
        ],
      )
      const row = rows[0]
      if (!row) throw errors.noSuchKey()
      if (t.sourceFile !== t.destinationFile) {
        await files.put(t.destinationFile, await readObjectFile(t.sourceFile))
        await files.remove(t.sourceFile)
      }
      return row.id
    }),
  )
  sendJson(sr.res, 200, { message: 'Successfully moved', Id: id, Key: t.destinationKey })
}

/**
 * POST /object/copy `{bucketId, sourceKey, destinationKey, destinationBucket?, copyMetadata?, metadata?}`:
 * the caller must be able to select the source and insert (with `x-upsert: true`, upsert) the copy.
 */
export async function copyObject(sr: StorageRequest): Promise<void> {
  const t = await readTransfer(sr)
  const upsert = sr.req.headers['x-upsert'] === 'true'
  const copyMetadata = t.body.copyMetadata !== false
  const row = await withFileChanges(sr.deps.root, (files) =>
    asCaller(sr, t.caller, async (tx) => {
      const source = await findObject(tx, t.bucketId, t.sourceKey)
      if (!source) throw errors.noSuchKey()
      const metadata = {
        ...(source.metadata ?? {}),
        ...(copyMetadata ? {} : metadataOverrides(t.body.metadata)),
        lastModified: new Date().toISOString(),
      } as ObjectMetadata
      const object = {
        bucketId: t.destinationBucket,
        name: t.destinationKey,
        owner: ownerOf(t.caller),
        metadata,
        userMetadata: copyMetadata ? (source.user_metadata ?? undefined) : userMetadataHeader(sr),
      }
      if (upsert) await upsertObject(tx, object)
      else await insertObject(tx, object)
      await files.put(t.destinationFile, await readObjectFile(t.sourceFile))
      return findObject(tx, t.destinationBucket, t.destinationKey)
    }),
  )
  const json = row ? objectJson(row) : {}
  sendJson(sr.res, 200, { Id: row?.id, Key: `${t.destinationBucket}/${t.destinationKey}`, ...json })
}

async function readObjectFile(file: string): Promise<Buffer> {
  try {
    return await readFile(file)
  } catch (e) {
    if (errnoOf(e) === 'ENOENT' || errnoOf(e) === 'ENOTDIR' || errnoOf(e) === 'EISDIR') throw errors.noSuchKey()
    throw e
  }
}

function metadataOverrides(value: unknown): Partial<ObjectMetadata> {
  if (typeof value !== 'object' || value === null) return {}
  const { cacheControl, mimetype } = value as Record<string, unknown>
  return {
    ...(typeof cacheControl === 'string' ? { cacheControl } : {}),
    ...(typeof mimetype === 'string' ? { mimetype } : {}),
  }
}

function userMetadataHeader(sr: StorageRequest): Record<string, unknown> | undefined {
  const raw = sr.req.headers['x-metadata']
  if (typeof raw !== 'string') return undefined
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'))
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
