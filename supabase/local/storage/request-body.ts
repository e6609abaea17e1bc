import type { IncomingMessage } from 'node:http'
import { header } from '../http/index.ts'
import { errors } from './errors.ts'

const MAX_JSON_BODY = 1024 * 1024

/** Reads the whole body, at most `limit` bytes kept; `tooLarge` when more came (the rest is read and dropped). */
export async function readLimited(req: IncomingMessage, limit: number): Promise<{ bytes: Buffer; tooLarge: boolean }> {
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    if (tooLarge) continue
    size += buffer.length
    if (size > limit) tooLarge = true
    else chunks.push(buffer)
  }
  return { bytes: Buffer.concat(chunks), tooLarge }
}

/**
 * A JSON object body, validated as storage's Fastify routes validate theirs: anything but an object
 * is a 400 InvalidRequest worded as Fastify words it.
 */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const { bytes, tooLarge } = await readLimited(req, MAX_JSON_BODY)
  if (tooLarge) throw errors.entityTooLarge('request body')
  const contentType = header(req, 'content-type') ?? ''
  if (bytes.length === 0) {
    if (contentType.includes('json')) {
      throw errors.validation("Body cannot be empty when content-type is set to 'application/json'")
    }
    throw errors.validation('body must be object')
  }
  let value: unknown
  try {
    value = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw errors.validation("Body is not valid JSON but content-type is set to 'application/json'")
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw errors.validation('body must be object')
  return value as Record<string, unknown>
}

/** Reads and drops what is left of a request body, so an early answer does not cut the upload off. */
export async function discardBody(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return
  req.unpipe()
  await new Promise<void>((resolve) => {
    req.once('end', resolve)
    req.once('close', resolve)
    req.once('error', () => resolve())
    req.resume()
  })
}
