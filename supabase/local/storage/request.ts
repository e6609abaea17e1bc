import type { IncomingMessage, ServerResponse } from 'node:http'
import { asRequestRole } from '../context.ts'
import type { Database, Queryable } from '../db/index.ts'
import type { Caller } from './auth.ts'

export interface StorageDeps {
  db: Database
  /** Where object files live: `root/<bucket>/<name>`. */
  root: string
  /** The stack-wide upload limit in bytes; a bucket's own limit can only lower it. */
  fileSizeLimit: number
}

export interface StorageRequest {
  deps: StorageDeps
  req: IncomingMessage
  res: ServerResponse
  url: URL
  method: string
  /** The part after /storage/v1, still percent-encoded. */
  path: string
}

/** Runs `fn` in one transaction as the caller's role, so RLS on storage.objects decides (storage's own rule). */
export function asCaller<T>(
  sr: StorageRequest,
  caller: Caller,
  fn: (tx: Queryable) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  return asRequestRole(
    sr.deps.db,
    {
      claims: caller.claims,
      method: sr.method,
      path: `/storage/v1${sr.path}`,
      headers: sr.req.headers,
      readOnly: options.readOnly,
    },
    fn,
  )
}
