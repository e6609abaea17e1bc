import { sendJson } from '../http/index.ts'
import { identify } from './auth.ts'
import { errors } from './errors.ts'
import { mustBeValidKey } from './object-keys.ts'
import { findObject, findObjectNames } from './objects.ts'
import { readJsonObject } from './request-body.ts'
import { asCaller, type StorageRequest } from './request.ts'
import { expiresInSeconds, signDownload } from './signed-tokens.ts'

const MAX_PATHS = 1000

/** POST /object/sign/{bucket}/{name} `{expiresIn}`: a signed URL, for an object the caller may select. */
export async function signObjectUrl(sr: StorageRequest, bucketId: string, name: string): Promise<void> {
  const caller = await identify(sr.req)
  const body = await readJsonObject(sr.req)
  if (body.expiresIn === undefined) throw errors.validation("body must have required property 'expiresIn'")
  const expiresIn = expiresInSeconds(body.expiresIn)
  mustBeValidKey(name)
  const row = await asCaller(sr, caller, (tx) => findObject(tx, bucketId, name), { readOnly: true })
  if (!row) throw errors.noSuchKey()
  const url = `${bucketId}/${name}`
  const token = await signDownload(url, expiresIn)
  sendJson(sr.res, 200, { signedURL: `/object/sign/${url}?token=${token}` })
}

/** POST /object/sign/{bucket} `{expiresIn, paths}`: one entry per path, an error for those not found. */
export async function signObjectUrls(sr: StorageRequest, bucketId: string): Promise<void> {
  const caller = await identify(sr.req)
  const body = await readJsonObject(sr.req)
  if (body.expiresIn === undefined) throw errors.validation("body must have required property 'expiresIn'")
  if (body.paths === undefined) throw errors.validation("body must have required property 'paths'")
  if (!Array.isArray(body.paths) || !body.paths.every((p): p is string => typeof p === 'string')) {
    throw errors.validation('body/paths must be array of strings')
  }
  if (body.paths.length === 0) throw errors.validation('body/paths must NOT have fewer than 1 items')
  if (body.paths.length > MAX_PATHS) {
    throw errors.invalidRequest(`Bulk object requests are limited to ${MAX_PATHS} objects per request.`)
  }
  const expiresIn = expiresInSeconds(body.expiresIn)
  const paths = body.paths
  const found = await asCaller(sr, caller, (tx) => findObjectNames(tx, bucketId, paths), { readOnly: true })
  const results = await Promise.all(
    paths.map(async (path) => {
      if (!found.has(path)) {
        return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null }
      }
      const url = `${bucketId}/${path}`
      return { error: null, path, signedURL: `/object/sign/${url}?token=${await signDownload(url, expiresIn)}` }
    }),
  )
  sendJson(sr.res, 200, results)
}
