import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { header, sendJson } from '../http/index.ts'
import { errnoOf } from './disk.ts'
import { errors } from './errors.ts'
import { objectFile } from './object-keys.ts'
import type { ObjectRow } from './objects.ts'

export interface ServeOptions {
  root: string
  /** `?download` / `?download=name`: a Content-Disposition attachment. */
  download: string | null
  /** HEAD: the headers from the row's metadata, no body. */
  headOnly: boolean
}

/**
 * Sends an object's bytes with the headers storage's renderer sets (src/storage/renderer/renderer.ts):
 * the stored type and Cache-Control, ETag, Last-Modified, Content-Length, Accept-Ranges, X-Robots-Tag,
 * `If-None-Match`/`If-Modified-Since` -> 304, one `Range` -> 206. A row whose file is gone is
 * storage's "resource was not found".
 */
export async function serveObject(req: IncomingMessage, res: ServerResponse, row: ObjectRow, options: ServeOptions) {
  const metadata = row.metadata ?? {}
  const eTag = metadata.eTag
  const lastModified = parseDate(metadata.lastModified) ?? row.updated_at ?? undefined
  let size = typeof metadata.contentLength === 'number' ? metadata.contentLength : (metadata.size ?? 0)

  const file = objectFile(options.root, row.bucket_id, row.name)
  if (!options.headOnly) {
    const found = file ? await fileSize(file) : undefined
    if (found === undefined) return sendNotFound(res)
    size = found
  }

  const headers: Record<string, string> = {
    'Accept-Ranges': 'bytes',
    'Content-Type': normalizeContentType(metadata.mimetype ?? 'application/octet-stream'),
    'X-Robots-Tag': 'none',
  }
  if (eTag) headers['ETag'] = eTag
  if (lastModified) headers['Last-Modified'] = lastModified.toUTCString()
  const cacheControl = cacheControlFor(req, metadata.cacheControl, eTag, options.headOnly)
  if (cacheControl) headers['Cache-Control'] = cacheControl
  if (options.download !== null) headers['Content-Disposition'] = contentDisposition(options.download)

  if (notModified(req, eTag, lastModified)) {
    res.writeHead(304, headers)
    res.end()
    return
  }

  const range = options.headOnly ? undefined : parseRange(header(req, 'range'), size)
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`
    headers['Content-Length'] = String(range.end - range.start + 1)
  } else {
    headers['Content-Length'] = String(size)
  }
  res.writeHead(range ? 206 : 200, headers)
  if (options.headOnly || req.method === 'HEAD' || !file || size === 0) {
    res.end()
    return
  }
  await pipeline(createReadStream(file, range ? { start: range.start, end: range.end } : {}), res)
}

async function fileSize(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file)
    return info.isFile() ? info.size : undefined
  } catch (e) {
    if (errnoOf(e) === 'ENOENT' || errnoOf(e) === 'ENOTDIR') return undefined
    throw e
  }
}

function sendNotFound(res: ServerResponse) {
  sendJson(
    res,
    400,
    { error: 'Not found', message: 'The resource was not found', statusCode: '404', code: 'NoSuchKey' },
    { 'Cache-Control': 'no-store' },
  )
}

// Storage never serves HTML as HTML from a bucket.
function normalizeContentType(contentType: string): string {
  return contentType.includes('text/html') ? 'text/plain' : contentType
}

function cacheControlFor(req: IncomingMessage, stored: string | undefined, eTag: string | undefined, head: boolean) {
  const values = [stored]
  const asked = header(req, 'if-none-match')
  if (asked && asked !== eTag) values.push(head ? 'must-revalidate' : 'stale-while-revalidate=30')
  const kept = values.filter((v): v is string => typeof v === 'string' && v.length > 0)
  return kept.length > 0 ? kept.join(', ') : undefined
}

function notModified(req: IncomingMessage, eTag: string | undefined, lastModified: Date | undefined): boolean {
  const ifNoneMatch = header(req, 'if-none-match')
  if (ifNoneMatch !== undefined) {
    return eTag !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === eTag || tag.trim() === '*')
  }
  const ifModifiedSince = parseDate(header(req, 'if-modified-since'))
  // HTTP dates have whole seconds.
  return (
    !!ifModifiedSince && !!lastModified && Math.floor(lastModified.getTime() / 1000) * 1000 <= ifModifiedSince.getTime()
  )
}

function contentDisposition(download: string): string {
  if (download === '') return 'attachment;'
  const name = encodeURIComponent(download)
  return `attachment; filename=${name}; filename*=UTF-8''${name}`
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else is served whole, as HTTP allows. */
function parseRange(value: string | undefined, size: number): { start: number; end: number } | undefined {
  const m = value?.trim().match(/^bytes=(\d*)-(\d*)$/)
  if (!m || (m[1] === '' && m[2] === '')) return undefined
  let start: number
  let end: number
  if (m[1] === '') {
    const suffix = Number(m[2])
    if (suffix === 0) throw errors.invalidRange()
    start = Math.max(size - suffix, 0)
    end = size - 1
  } else {
    start = Number(m[1])
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  }
  if (start > end || start >= size) throw errors.invalidRange()
  return { start, end }
}

function parseDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' && !(value instanceof Date)) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}
