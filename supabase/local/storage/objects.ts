import { createHash, randomUUID } from 'node:crypto'
import { isPgError, type Queryable } from '../db/index.ts'
import { errors } from './errors.ts'

/** The `metadata` storage keeps for an object's bytes. */
export interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

export interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  owner_id: string | null
  version: string | null
  metadata: Partial<ObjectMetadata> | null
  user_metadata: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  last_accessed_at: Date | null
}

const COLUMNS = `"id", "bucket_id", "name", "owner", "owner_id", "version", "metadata", "user_metadata",
  "created_at", "updated_at", "last_accessed_at"`

export function metadataFor(bytes: Buffer, mimeType: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.length,
    mimetype: mimeType,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: bytes.length,
    httpStatusCode: 200,
  }
}

export interface NewObject {
  bucketId: string
  name: string
  owner: string | undefined
  metadata: ObjectMetadata
  userMetadata: Record<string, unknown> | undefined
}

/**
 * Inserts a new object row, as storage's createObject does: no RETURNING, so only the insert
 * policies decide. An existing name is KeyAlreadyExists.
 */
export async function insertObject(q: Queryable, object: NewObject): Promise<string> {
  const id = randomUUID()
  try {
    await q.query(
      `insert into "storage"."objects"
         ("id", "bucket_id", "name", "owner", "owner_id", "metadata", "user_metadata", "version")
       values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
      objectValues(id, object),
    )
  } catch (e) {
    if (isPgError(e) && e.code === '23505') throw errors.keyAlreadyExists()
    throw e
  }
  return id
}

/** Inserts or replaces an object row, as storage's upsertObject does (select, insert and update policies apply). */
export async function upsertObject(q: Queryable, object: NewObject): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `insert into "storage"."objects"
       ("id", "bucket_id", "name", "owner", "owner_id", "metadata", "user_metadata", "version")
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)
     on conflict ("bucket_id", "name") do update
       set "metadata" = excluded."metadata", "user_metadata" = excluded."user_metadata",
           "version" = excluded."version", "owner" = excluded."owner", "owner_id" = excluded."owner_id",
           "updated_at" = now()
     returning "id"`,
    objectValues(randomUUID(), object),
  )
  const row = rows[0]
  if (!row) throw errors.noSuchKey()
  return row.id
}

function objectValues(id: string, object: NewObject): unknown[] {
  const owner = object.owner
  return [
    id,
    object.bucketId,
    object.name,
    owner !== undefined && isUuid(owner) ? owner : null,
    owner ?? null,
    JSON.stringify(object.metadata),
    object.userMetadata === undefined ? null : JSON.stringify(object.userMetadata),
    randomUUID(),
  ]
}

/** One object row, or undefined; `q` decides whose rights apply. */
export async function findObject(q: Queryable, bucketId: string, name: string): Promise<ObjectRow | undefined> {
  const { rows } = await q.query<ObjectRow>(
    `select ${COLUMNS} from "storage"."objects" where "bucket_id" = $1 and "name" = $2 limit 1`,
    [bucketId, name],
  )
  return rows[0]
}

export async function findObjectNames(q: Queryable, bucketId: string, names: string[]): Promise<Set<string>> {
  const { rows } = await q.query<{ name: string }>(
    `select "name" from "storage"."objects" where "bucket_id" = $1 and "name" = any($2::text[])`,
    [bucketId, names],
  )
  return new Set(rows.map((r) => r.name))
}

/** Deletes rows by name; RLS decides which go. Returns the deleted rows. */
export async function deleteObjects(q: Queryable, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  if (names.length === 0) return []
  const { rows } = await q.query<ObjectRow>(
    `delete from "storage"."objects" where "bucket_id" = $1 and "name" = any($2::text[]) returning ${COLUMNS}`,
    [bucketId, names],
  )
  return rows
}

/**
 * An object row as storage's API sends it (its `objectSchema`: these properties only, text that is
 * null sent as "" by its serializer).
 */
export function objectJson(row: ObjectRow) {
  return {
    name: row.name,
    bucket_id: row.bucket_id,
    owner: row.owner ?? '',
    owner_id: row.owner_id ?? '',
    version: row.version ?? '',
    id: row.id,
    updated_at: row.updated_at,
    created_at: row.created_at,
    last_accessed_at: row.last_accessed_at,
    metadata: row.metadata,
    user_metadata: row.user_metadata,
  }
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}
