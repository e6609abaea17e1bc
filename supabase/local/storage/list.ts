import type { Queryable } from '../db/index.ts'
import { sendJson } from '../http/index.ts'
import { identify } from './auth.ts'
import { errors } from './errors.ts'
import type { ObjectMetadata } from './objects.ts'
import { readJsonObject } from './request-body.ts'
import { asCaller, type StorageRequest } from './request.ts'

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const
type SortColumn = (typeof SORT_COLUMNS)[number]

interface ListOptions {
  prefix: string
  search: string
  limit: number
  offset: number
  column: SortColumn
  descending: boolean
}

interface Entry {
  name: string
  id: string | null
  updated_at: Date | null
  created_at: Date | null
  last_accessed_at: Date | null
  metadata: Partial<ObjectMetadata> | null
}

type Row = Entry & { id: string; full_name: string }

/**
 * POST /object/list/{bucket}: one level under `prefix` (always taken as a folder), files and the
 * folders above deeper objects, as storage's `storage.search` returns them: names relative to the
 * prefix, prefix and search matched case-insensitively, folders with null id and metadata, and
 * only the rows the caller's RLS lets it select.
 */
export async function listObjects(sr: StorageRequest, bucketId: string): Promise<void> {
  const caller = await identify(sr.req)
  const options = listOptions(await readJsonObject(sr.req))
  const rows = await asCaller(sr, caller, (tx) => matchingRows(tx, bucketId, options), { readOnly: true })
  sendJson(sr.res, 200, oneLevel(rows, options))
}

async function matchingRows(q: Queryable, bucketId: string, options: ListOptions): Promise<Row[]> {
  const { rows } = await q.query<Row>(
    `select "name" as "full_name", "name", "id", "updated_at", "created_at", "last_accessed_at", "metadata"
       from "storage"."objects"
      where "bucket_id" = $1 and starts_with(lower("name"), $2)`,
    [bucketId, (options.prefix + options.search).toLowerCase()],
  )
  return rows
}

function oneLevel(rows: Row[], options: ListOptions): Entry[] {
  const matched = (options.prefix + options.search).toLowerCase()
  const folders = new Map<string, { entry: Entry; key: string }>()
  const files: { entry: Entry; key: string; row: Row }[] = []
  for (const row of rows) {
    const slash = row.full_name.indexOf('/', matched.length)
    if (slash >= 0) {
      const key = row.full_name.slice(0, slash + 1)
      const name = key.slice(options.prefix.length, -1)
      if (!folders.has(key.toLowerCase())) folders.set(key.toLowerCase(), { entry: folderEntry(name), key })
    } else {
      const entry: Entry = { ...pick(row), name: row.full_name.slice(options.prefix.length) }
      files.push({ entry, key: row.full_name, row })
    }
  }

  const direction = options.descending ? -1 : 1
  let entries: Entry[]
  if (options.column === 'name') {
    // One ordering of folders and files together, by lower-cased name, bytewise (COLLATE "C").
    entries = [...folders.values(), ...files]
      .sort((a, b) => direction * compare(a.key.toLowerCase(), b.key.toLowerCase()))
      .map((item) => item.entry)
  } else {
    const column = options.column
    const byFolder = [...folders.values()].sort((a, b) => direction * compare(a.entry.name, b.entry.name))
    const byColumn = files.sort((a, b) => direction * compareDates(a.row[column], b.row[column]))
    entries = [...byFolder.map((f) => f.entry), ...byColumn.map((f) => f.entry)]
  }
  return entries.slice(options.offset, options.offset + options.limit)
}

function pick(row: Row): Entry {
  const { name, id, updated_at, created_at, last_accessed_at, metadata } = row
  return { name, id, updated_at, created_at, last_accessed_at, metadata }
}

function folderEntry(name: string): Entry {
  return { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function compareDates(a: Date | null, b: Date | null): number {
  return (a?.getTime() ?? 0) - (b?.getTime() ?? 0)
}

/** The body as storage's route schema takes it (Ajv's wording for what it refuses). */
function listOptions(body: Record<string, unknown>): ListOptions {
  if (body.prefix === undefined) throw errors.validation("body must have required property 'prefix'")
  if (typeof body.prefix !== 'string') throw errors.validation('body/prefix must be string')
  if (body.search !== undefined && typeof body.search !== 'string')
    throw errors.validation('body/search must be string')
  const limit = integer(body.limit, 'limit', 1) ?? 100
  const offset = integer(body.offset, 'offset', 0) ?? 0
  let column: SortColumn = 'name'
  let descending = false
  if (body.sortBy !== undefined) {
    if (typeof body.sortBy !== 'object' || body.sortBy === null) throw errors.validation('body/sortBy must be object')
    const sortBy = body.sortBy as Record<string, unknown>
    if (sortBy.column === undefined) throw errors.validation("body/sortBy must have required property 'column'")
    if (!SORT_COLUMNS.includes(sortBy.column as SortColumn)) {
      throw errors.validation('body/sortBy/column must be equal to one of the allowed values')
    }
    column = sortBy.column as SortColumn
    if (sortBy.order !== undefined && sortBy.order !== 'asc' && sortBy.order !== 'desc') {
      throw errors.validation('body/sortBy/order must be equal to one of the allowed values')
    }
    descending = sortBy.order === 'desc'
  }
  const prefix = body.prefix.length > 0 && !body.prefix.endsWith('/') ? `${body.prefix}/` : body.prefix
  // storage.search returns at most 1500 rows per call.
  return { prefix, search: body.search ?? '', limit: Math.min(limit, 1500), offset, column, descending }
}

function integer(value: unknown, name: string, minimum: number): number | undefined {
  if (value === undefined) return undefined
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n)) throw errors.validation(`body/${name} must be integer`)
  if (n < minimum) throw errors.validation(`body/${name} must be >= ${minimum}`)
  return n
}
