import type { ServerResponse } from 'node:http'
import { isPgError } from '../db/index.ts'
import { sendJson } from '../http/index.ts'

/**
 * An error answered with supabase/storage's JSON body `{statusCode, code, error, message}`.
 * `statusCode` is the "real" status, as a string; the HTTP status is 400 for every handled error
 * except internal ones (storage's error-handler.ts), so storage-js reads `statusCode` from the body.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The older, free-form error name storage still sends (`Duplicate`, `not_found`, ...). */
    readonly error: string = code,
    /** The HTTP status, when storage answers with another than its 400/500 rule. */
    readonly httpStatus: number = statusCode === 500 ? 500 : 400,
  ) {
    super(message)
  }

  body() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message }
  }
}

/** The errors storage answers, worded as supabase/storage words them (src/internal/errors/codes.ts). */
export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message || 'Access denied', 'Unauthorized'),
  resourceAlreadyExists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  entityTooLarge: (entity = 'object') =>
    new StorageError(413, 'EntityTooLarge', `The ${entity} exceeded the maximum allowed size`, 'Payload too large'),
  invalidFileSizeLimit: () =>
    new StorageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  invalidParameter: (name: string) => new StorageError(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  noContentProvided: (message = 'No content provided') => new StorageError(400, 'InvalidRequest', message),
  invalidRange: () => new StorageError(400, 'InvalidRange', 'invalid range provided', 'invalid_range'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message || 'Invalid JWT'),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  expiredSignature: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  relatedResourceNotFound: () => new StorageError(404, 'InvalidRequest', 'The related resource does not exist'),
  featureNotEnabled: (feature: string) =>
    new StorageError(409, 'FeatureNotEnabled', `The feature ${feature} is not enabled for this resource`),
  /** A request that fails the route's schema, as Fastify's validation reports it. */
  validation: (message: string) => new StorageError(400, 'InvalidRequest', message, 'Bad Request'),
  /** No route: storage's not-found handler, the one answer with a real 404. */
  routeNotFound: (method: string, path: string) =>
    new StorageError(404, 'InvalidRequest', `Route ${method}:${path} not found`, 'Not Found', 404),
  internal: () => new StorageError(500, 'InternalError', 'Internal Server Error', 'Internal'),
}

/** A database error as storage maps it (src/storage/database/errors.ts). */
export function fromDatabaseError(e: unknown): StorageError | undefined {
  if (!isPgError(e)) return undefined
  switch (e.code) {
    case '42501':
      return errors.accessDenied(
        e.message.includes('row-level security') ? 'new row violates row-level security policy' : e.message,
      )
    case '23505':
      return errors.resourceAlreadyExists()
    case '23503':
      return errors.relatedResourceNotFound()
    case '22P02':
      return errors.invalidParameter('value')
    default:
      return new StorageError(500, 'DatabaseError', `database error, code: ${e.code}`)
  }
}

export function toStorageError(e: unknown): StorageError | undefined {
  return e instanceof StorageError ? e : fromDatabaseError(e)
}

export function sendStorageError(res: ServerResponse, error: StorageError, headers: Record<string, string> = {}) {
  sendJson(res, error.httpStatus, error.body(), headers)
}
