import { isAbsolute, relative, resolve, sep } from 'node:path'
import { errors } from './errors.ts'

// supabase/storage's own character sets (src/storage/limits.ts): S3-safe characters only, so a
// name that hosted storage refuses (e.g. one with non-ASCII letters) is refused here too.
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/

/** Objects that only mark an empty folder: no size, no mime-type check (storage's isEmptyFolder). */
export function isEmptyFolderPlaceholder(key: string): boolean {
  return key.endsWith('.emptyFolderPlaceholder')
}

export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length < 101 && VALID_BUCKET_NAME.test(name) && name !== '.' && name !== '..'
}

export function mustBeValidBucketName(name: string): void {
  if (!isValidBucketName(name)) throw errors.invalidBucketName()
}

/**
 * A key must use storage's characters and, since objects live as files (as with the Supabase CLI's
 * file backend), must not be absolute nor contain empty, `.` or `..` segments.
 */
export function mustBeValidKey(key: string): void {
  if (key.length === 0 || !VALID_OBJECT_KEY.test(key)) throw errors.invalidKey(key)
  if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw errors.invalidKey(key)
  }
}

/** The file of an object: `root/<bucket>/<key>`, or undefined when that would leave the bucket's folder. */
export function objectFile(root: string, bucket: string, key: string): string | undefined {
  if (!isValidBucketName(bucket) || key.length === 0 || key.includes('\0') || isAbsolute(key)) return undefined
  if (key.split(/[\\/]/).some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined
  const bucketDir = resolve(root, bucket)
  const file = resolve(bucketDir, key)
  const inside = relative(bucketDir, file)
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || !file.startsWith(bucketDir + sep)) {
    return undefined
  }
  return file
}

/** Percent-decodes one part of the path (the client puts object names into the URL raw). */
export function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    throw errors.invalidRequest(`'${part}' is not a valid url component`)
  }
}
