import type { IncomingMessage } from 'node:http'
import type { Readable } from 'node:stream'
import busboy from 'busboy'
import { header } from '../http/index.ts'
import { errors, StorageError } from './errors.ts'
import { readLimited } from './request-body.ts'

const MAX_USER_METADATA = 1024 * 1024

export interface UploadedFile {
  bytes: Buffer
  mimeType: string
  cacheControl: string
  userMetadata: Record<string, unknown> | undefined
  /** More bytes came than the size limit allows. Storage reports it after the permission check. */
  tooLarge: boolean
}

export interface UploadRules {
  maxFileSize: number
  /** Empty: any type. */
  allowedMimeTypes: string[]
}

/**
 * The file of an upload request, read as supabase/storage reads it (src/storage/uploader.ts):
 * a multipart form (the first file part, whatever its field name; fields `cacheControl`,
 * `metadata`/`userMetadata`, `contentType`) or else the raw body with its own headers
 * (`content-type`, `cache-control`, base64 JSON `x-metadata`). The mime type is checked before the
 * bytes are read; a declared length above the limit is refused at once.
 */
export async function readUpload(req: IncomingMessage, rules: UploadRules): Promise<UploadedFile> {
  const contentType = header(req, 'content-type')
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) return readMultipart(req, rules)

  const mimeType = contentType || 'application/octet-stream'
  checkMimeType(mimeType, rules.allowedMimeTypes)
  const declared = Number(header(req, 'content-length'))
  if (Number.isFinite(declared) && declared > rules.maxFileSize) throw errors.entityTooLarge()
  const { bytes, tooLarge } = await readLimited(req, rules.maxFileSize)
  const metadataHeader = header(req, 'x-metadata')
  return {
    bytes,
    mimeType,
    cacheControl: header(req, 'cache-control') ?? 'no-cache',
    userMetadata: metadataHeader === undefined ? undefined : parseJsonObject(Buffer.from(metadataHeader, 'base64')),
    tooLarge,
  }
}

/** Storage's validateMimeType: `type/subtype` must match an allowed type exactly or `type/*`. */
export function checkMimeType(mimeType: string, allowed: string[]): void {
  if (allowed.length === 0) return
  const [type, subtype] = mimeType.split('/')
  if (subtype === undefined) throw errors.invalidMimeType(mimeType)
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/')
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)
  })
  if (!ok) throw errors.invalidMimeType(mimeType)
}

function readMultipart(req: IncomingMessage, rules: UploadRules): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: rules.maxFileSize, files: 1, fields: 10 } })
    } catch (e) {
      reject(errors.noContentProvided(e instanceof Error ? e.message : undefined))
      return
    }
    const fields = new Map<string, string>()
    let failure: StorageError | undefined
    let file: Promise<UploadedFile> | undefined

    parser.on('field', (name, value) => fields.set(name, value))
    parser.on('file', (_name, stream, info) => {
      if (file || failure) {
        stream.resume()
        return
      }
      const mimeType = fields.get('contentType') || info.mimeType
      try {
        checkMimeType(mimeType, rules.allowedMimeTypes)
      } catch (e) {
        failure = e as StorageError
        stream.resume()
        return
      }
      file = collect(stream).then(({ bytes, tooLarge }) => {
        const cacheTime = fields.get('cacheControl')
        const metadata = fields.get('metadata') ?? fields.get('userMetadata')
        if (metadata !== undefined && Buffer.byteLength(metadata) > MAX_USER_METADATA) {
          throw errors.entityTooLarge('user_metadata')
        }
        return {
          bytes,
          mimeType,
          cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
          userMetadata: metadata === undefined ? undefined : parseJsonObject(Buffer.from(metadata)),
          tooLarge,
        }
      })
      // Settled here so a rejection is never left unhandled while the rest of the form is read.
      file.catch(() => {})
    })
    parser.on('error', (e) => {
      req.unpipe(parser)
      reject(errors.noContentProvided(e instanceof Error ? e.message : undefined))
    })
    parser.on('close', () => {
      if (failure) reject(failure)
      else if (!file) reject(errors.noContentProvided())
      else file.then(resolve, reject)
    })
    req.pipe(parser)
  })
}

function collect(stream: Readable & { truncated?: boolean }): Promise<{ bytes: Buffer; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('error', reject)
    stream.on('end', () => resolve({ bytes: Buffer.concat(chunks), tooLarge: stream.truncated === true }))
  })
}

/** User metadata that does not parse is ignored, as storage ignores it. */
function parseJsonObject(raw: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
