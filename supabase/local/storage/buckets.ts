import type { Queryable } from '../db/index.ts'

export interface BucketRow {
  id: string
  name: string
  owner: string | null
  owner_id: string | null
  public: boolean | null
  file_size_limit: string | number | null
  allowed_mime_types: string[] | null
  created_at: Date | null
  updated_at: Date | null
}

const COLUMNS = `"id", "name", "owner", "owner_id", "public", "file_size_limit", "allowed_mime_types",
  "created_at", "updated_at"`

/** One bucket; `q` decides whose rights apply (the stack's own connection bypasses RLS, as storage's superuser). */
export async function findBucket(q: Queryable, id: string): Promise<BucketRow | undefined> {
  const { rows } = await q.query<BucketRow>(`select ${COLUMNS} from "storage"."buckets" where "id" = $1`, [id])
  return rows[0]
}

export interface BucketListOptions {
  limit?: number
  offset?: number
  sortColumn: 'id' | 'name' | 'created_at' | 'updated_at'
  sortOrder: 'asc' | 'desc'
  search?: string
}

export async function listBuckets(q: Queryable, options: BucketListOptions): Promise<BucketRow[]> {
  const params: unknown[] = []
  const where = options.search ? `where "name" ilike $${params.push(`%${escapeLike(options.search)}%`)}` : ''
  const limit = options.limit === undefined ? '' : `limit $${params.push(options.limit)}`
  const offset = options.offset === undefined ? '' : `offset $${params.push(options.offset)}`
  const { rows } = await q.query<BucketRow>(
    `select ${COLUMNS} from "storage"."buckets" ${where}
      order by "${options.sortColumn}" ${options.sortOrder === 'desc' ? 'desc' : 'asc'} ${limit} ${offset}`,
    params,
  )
  return rows
}

/** A bucket as storage's API returns it (its schema: null text as "", the size limit a number). */
export function bucketJson(row: BucketRow) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public ?? false,
    type: 'STANDARD',
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** The upload limit of a bucket under the stack-wide one (storage: the smaller of the two). */
export function bucketSizeLimit(row: BucketRow, globalLimit: number): number {
  const limit = row.file_size_limit === null ? NaN : Number(row.file_size_limit)
  return Number.isFinite(limit) && limit > 0 ? Math.min(limit, globalLimit) : globalLimit
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}
