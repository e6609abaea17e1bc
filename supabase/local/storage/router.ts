import { createBucket, deleteBucket, emptyBucket, getBucket, getBuckets, updateBucket } from './bucket-routes.ts'
import { getObject, getObjectInfo, getPublicObject, getSignedObject } from './download.ts'
import { errors } from './errors.ts'
import { listObjects } from './list.ts'
import { copyObject, moveObject } from './move-copy.ts'
import { decodePathPart } from './object-keys.ts'
import { removeObject, removeObjects } from './remove.ts'
import type { StorageRequest } from './request.ts'
import { signObjectUrl, signObjectUrls } from './sign.ts'
import { uploadObject } from './upload.ts'

type Handler = (sr: StorageRequest, bucket: string, name: string) => Promise<void>

interface Route {
  /** Matched against the still-encoded path; group 1 is the bucket, group 2 the object name. */
  pattern: RegExp
  methods: Partial<Record<string, Handler>>
}

const BUCKET = '([^/]+)'
const NAME = '(.+)'
const route = (path: string, methods: Route['methods']): Route => ({ pattern: new RegExp(`^${path}$`), methods })

// In storage's precedence: fixed words (`list`, `sign`, `public`, `info`, ...) before a bucket name.
const ROUTES: Route[] = [
  route('/bucket/?', { GET: (sr) => getBuckets(sr), POST: (sr) => createBucket(sr) }),
  route(`/bucket/${BUCKET}/empty/?`, { POST: (sr, bucket) => emptyBucket(sr, bucket) }),
  route(`/bucket/${BUCKET}/?`, {
    GET: (sr, bucket) => getBucket(sr, bucket),
    PUT: (sr, bucket) => updateBucket(sr, bucket),
    DELETE: (sr, bucket) => deleteBucket(sr, bucket),
  }),
  route(`/object/list/${BUCKET}/?`, { POST: (sr, bucket) => listObjects(sr, bucket) }),
  route('/object/move/?', { POST: (sr) => moveObject(sr) }),
  route('/object/copy/?', { POST: (sr) => copyObject(sr) }),
  route(`/object/sign/${BUCKET}/${NAME}`, { POST: signObjectUrl, GET: getSignedObject }),
  route(`/object/sign/${BUCKET}/?`, { POST: (sr, bucket) => signObjectUrls(sr, bucket) }),
  route(`/object/public/${BUCKET}/${NAME}`, { GET: getPublicObject, HEAD: getPublicObject }),
  route(`/object/authenticated/${BUCKET}/${NAME}`, {
    GET: (sr, bucket, name) => getObject(sr, bucket, name, { allowInvalidJwt: false }),
    HEAD: (sr, bucket, name) => getObject(sr, bucket, name, { allowInvalidJwt: false }),
  }),
  route(`/object/info/public/${BUCKET}/${NAME}`, {
    GET: (sr, bucket, name) => getObjectInfo(sr, bucket, name, { publicRoute: true, allowInvalidJwt: true }),
  }),
  route(`/object/info/authenticated/${BUCKET}/${NAME}`, {
    GET: (sr, bucket, name) => getObjectInfo(sr, bucket, name, { publicRoute: false, allowInvalidJwt: false }),
  }),
  route(`/object/info/${BUCKET}/${NAME}`, {
    GET: (sr, bucket, name) => getObjectInfo(sr, bucket, name, { publicRoute: false, allowInvalidJwt: true }),
  }),
  route(`/object/${BUCKET}/${NAME}`, {
    POST: uploadObject,
    PUT: uploadObject,
    GET: (sr, bucket, name) => getObject(sr, bucket, name, { allowInvalidJwt: true }),
    HEAD: (sr, bucket, name) => getObject(sr, bucket, name, { allowInvalidJwt: true }),
    DELETE: removeObject,
  }),
  route(`/object/${BUCKET}/?`, { DELETE: (sr, bucket) => removeObjects(sr, bucket) }),
]

/** Finds and runs the route for the request; no route is storage's 404. */
export async function dispatch(sr: StorageRequest): Promise<void> {
  if (sr.path.startsWith('/render/')) throw errors.featureNotEnabled('imageTransformation')
  for (const { pattern, methods } of ROUTES) {
    const m = pattern.exec(sr.path)
    if (!m) continue
    // Like Fastify's per-method routing: a path that only another method knows may still be a bucket's.
    const handler = methods[sr.method]
    if (!handler) continue
    return handler(sr, decodePathPart(m[1] ?? ''), decodePathPart(m[2] ?? ''))
  }
  throw errors.routeNotFound(sr.method, sr.path)
}
