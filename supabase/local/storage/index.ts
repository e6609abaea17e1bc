import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from '../db/index.ts'
import { errors, sendStorageError, toStorageError } from './errors.ts'
import { discardBody } from './request-body.ts'
import type { StorageDeps } from './request.ts'
import { dispatch } from './router.ts'

export interface StorageConfig {
  /** Where object bytes live on disk, e.g. .supabase-local/storage. */
  root: string
  /** The stack-wide upload limit in bytes (the Supabase CLI's default: 50 MiB); a bucket can only lower it. */
  fileSizeLimit?: number
  /** Called with errors that are not storage's own (answered as 500 InternalError). */
  onError?: (error: unknown) => void
}

export interface StorageSurface {
  /** path = the part after /storage/v1, e.g. '/object/product-images/a.png'. No apikey check (Kong leaves storage open). */
  handle(req: IncomingMessage, res: ServerResponse, ctx: { url: URL; path: string }): Promise<void>
  /** Where object files live: `root/<bucket>/<name>`. */
  readonly root: string
}

const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024

/**
 * supabase/storage's HTTP API over the `storage` schema and files on disk: buckets, upload/update
 * (raw and multipart), public/authenticated/signed download, info, list, remove, move, copy and
 * signed URLs. Every object row is read and written as the caller's role, so RLS decides.
 */
export function createStorage(db: Database, config: StorageConfig): StorageSurface {
  const deps: StorageDeps = { db, root: config.root, fileSizeLimit: config.fileSizeLimit ?? DEFAULT_FILE_SIZE_LIMIT }
  return {
    root: config.root,
    async handle(req, res, { url, path }) {
      const sr = { deps, req, res, url, path, method: req.method ?? 'GET' }
      try {
        await dispatch(sr)
      } catch (e) {
        const error = toStorageError(e)
        if (!error) config.onError?.(e)
        if (res.headersSent) {
          res.destroy()
          return
        }
        await discardBody(req)
        sendStorageError(res, error ?? errors.internal())
      }
    },
  }
}
