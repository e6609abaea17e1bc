import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_ROLE_KEY, signJwt } from '../../supabase/local/index.ts'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'

// The /storage/v1 surface through unmodified supabase-js (SUPABASE_PROTOCOL.md §5), on the
// product-images bucket of the migrations: public, 2 MB, JPEG/PNG/WebP, written and listed by
// admins only.

const BUCKET = 'product-images'
const LIMIT = 2 * 1024 * 1024

let t: TestStack
let admin: Client
let customer: Client
let run = ''

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
  customer = await t.customer()
  run = randomUUID().slice(0, 8)
})

afterAll(async () => {
  await t?.stop()
})

// ------------------------------------------------------------------ real images, built here

/** A valid RGB PNG of `width` x `height`; random pixels do not compress, so size ~ 3 * width * height. */
function png(width: number, height: number, pixels: (row: number) => Buffer = () => randomBytes(width * 3)): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), pixels(y)])))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A one-colour 2x2 PNG. */
function tinyPng(rgb: [number, number, number]): Buffer {
  return png(2, 2, () => Buffer.from([...rgb, ...rgb]))
}

/** A baseline 1x1 grey JPEG: one quantisation table, one-code Huffman tables, one empty block. */
function tinyJpeg(): Buffer {
  const huffman = (tableClass: number) => [0xff, 0xc4, 0x00, 0x14, tableClass, 1, ...Array(15).fill(0), 0x00]
  return Buffer.from([
    ...[0xff, 0xd8],
    ...[0xff, 0xdb, 0x00, 0x43, 0x00, ...Array(64).fill(1)],
    ...[0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00],
    ...huffman(0x00),
    ...huffman(0x10),
    ...[0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00],
    0x3f, // DC "no difference" then end-of-block, padded with ones
    ...[0xff, 0xd9],
  ])
}

/** A 1x1 lossless WebP (the one browsers decode for feature detection). */
const tinyWebp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')

// ------------------------------------------------------------------ helpers

const name = (file: string) => `${run}/${file}`

/** Bytes a Blob or File takes (a copy on its own ArrayBuffer). */
const part = (bytes: Buffer) => new Uint8Array(bytes)

function publicUrl(client: Client, path: string, options?: { download?: string | boolean }) {
  return client.storage.from(BUCKET).getPublicUrl(path, options).data.publicUrl
}

async function fetchBytes(url: string, init?: RequestInit) {
  const res = await fetch(url, init)
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

async function rows(path: string) {
  const { rows } = await t.stack.db.query<{
    id: string
    owner: string | null
    owner_id: string | null
    metadata: Record<string, unknown>
    user_metadata: Record<string, unknown> | null
  }>(`select id, owner, owner_id, metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2`, [
    BUCKET,
    path,
  ])
  return rows
}

/** The object's file under this stack's storage folder, if it exists. */
async function filesOnDisk(path: string): Promise<string[]> {
  const file = join(t.stack.storageDir, BUCKET, path)
  return existsSync(file) ? [file] : []
}

async function userId(client: Client) {
  const { data } = await client.auth.getUser()
  return data.user!.id
}

/** A raw request with a path exactly as given (fetch would normalise it). */
function rawRequest(method: string, path: string, body: Buffer, headers: Record<string, string>) {
  const { hostname, port } = new URL(t.url)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ hostname, port, method, path, headers: { ...headers, 'content-length': body.length } })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

// ------------------------------------------------------------------ tests

describe('upload and public URL', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', tinyJpeg],
    ['photo.png', 'image/png', () => tinyPng([200, 60, 40])],
    ['photo.webp', 'image/webp', tinyWebp],
  ])('an admin uploads %s and its public URL serves the same bytes', async (file, type, make) => {
    const bytes = make()
    const { data, error } = await admin.storage.from(BUCKET).upload(name(file), bytes, { contentType: type })
    expect(error).toBeNull()
    expect(data).toEqual({ path: name(file), fullPath: `${BUCKET}/${name(file)}`, id: expect.any(String) })

    const { res, bytes: served } = await fetchBytes(publicUrl(t.anon, name(file)))
    expect(res.status).toBe(200)
    expect(served.equals(bytes)).toBe(true)
    expect(res.headers.get('content-type')).toBe(type)
    expect(res.headers.get('cache-control')).toBe('max-age=3600')
    expect(res.headers.get('content-length')).toBe(String(bytes.length))
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    expect(new Date(res.headers.get('last-modified')!).getTime()).toBeGreaterThan(Date.now() - 60_000)

    const [row] = await rows(name(file))
    expect(row).toMatchObject({ id: data!.id, owner: await userId(admin), owner_id: await userId(admin) })
    expect(row!.metadata).toMatchObject({
      size: bytes.length,
      contentLength: bytes.length,
      mimetype: type,
      cacheControl: 'max-age=3600',
      eTag: res.headers.get('etag'),
      httpStatusCode: 200,
    })
    expect(await filesOnDisk(name(file))).toHaveLength(1)
  })

  it('accepts a ~1.9 MB image as a File (multipart) and serves it whole', async () => {
    const bytes = png(800, 800)
    expect(bytes.length).toBeGreaterThan(1_900_000)
    expect(bytes.length).toBeLessThan(LIMIT)
    const file = new File([part(bytes)], 'big.png', { type: 'image/png' })
    const { error } = await admin.storage.from(BUCKET).upload(name('big.png'), file, { cacheControl: '60' })
    expect(error).toBeNull()
    const { res, bytes: served } = await fetchBytes(publicUrl(t.anon, name('big.png')))
    expect(served.equals(bytes)).toBe(true)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('max-age=60')
  })

  it('takes a Blob (multipart, empty field name) and a Buffer (raw body) alike, with user metadata', async () => {
    const blobBytes = tinyPng([1, 2, 3])
    const blob = await admin.storage
      .from(BUCKET)
      .upload(name('blob.png'), new Blob([part(blobBytes)], { type: 'image/png' }), { metadata: { alt: 'blob' } })
    expect(blob.error).toBeNull()
    const rawBytes = tinyPng([4, 5, 6])
    const raw = await admin.storage
      .from(BUCKET)
      .upload(name('raw.png'), rawBytes, { contentType: 'image/png', cacheControl: '120', metadata: { alt: 'raw' } })
    expect(raw.error).toBeNull()

    expect((await fetchBytes(publicUrl(t.anon, name('blob.png')))).bytes.equals(blobBytes)).toBe(true)
    const served = await fetchBytes(publicUrl(t.anon, name('raw.png')))
    expect(served.bytes.equals(rawBytes)).toBe(true)
    expect(served.res.headers.get('cache-control')).toBe('max-age=120')
    expect((await rows(name('blob.png')))[0]!.user_metadata).toEqual({ alt: 'blob' })
    expect((await rows(name('raw.png')))[0]!.user_metadata).toEqual({ alt: 'raw' })

    const info = await admin.storage.from(BUCKET).info(name('raw.png'))
    expect(info.data).toMatchObject({ name: name('raw.png'), contentType: 'image/png', size: rawBytes.length })
    expect(info.data?.metadata).toEqual({ alt: 'raw' })
  })

  it('serves HEAD, conditional requests and downloads as storage does', async () => {
    const url = publicUrl(t.anon, name('photo.png'))
    const head = await fetch(url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/png')
    const etag = head.headers.get('etag')!

    const again = await fetch(url, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect((await fetch(url, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200)

    const attachment = await fetch(publicUrl(t.anon, name('photo.png'), { download: 'saffron.png' }))
    expect(attachment.headers.get('content-disposition')).toBe(
      "attachment; filename=saffron.png; filename*=UTF-8''saffron.png",
    )
    const bare = await fetch(publicUrl(t.anon, name('photo.png'), { download: true }))
    expect(bare.headers.get('content-disposition')).toBe('attachment;')

    const range = await fetchBytes(url, { headers: { Range: 'bytes=0-7' } })
    expect(range.res.status).toBe(206)
    expect(range.bytes.equals(tinyPng([200, 60, 40]).subarray(0, 8))).toBe(true)

    const download = await customer.storage.from(BUCKET).download(name('photo.png'))
    expect(download.error).toBeNull()
    expect(Buffer.from(await download.data!.arrayBuffer()).equals(tinyPng([200, 60, 40]))).toBe(true)
    expect(await t.anon.storage.from(BUCKET).exists(name('photo.png'))).toMatchObject({ data: true })
    expect(await t.anon.storage.from(BUCKET).exists(name('nothing.png'))).toMatchObject({ data: false })
  })
})

describe('who may upload', () => {
  it.each([
    ['a customer', () => customer],
    ['anon', () => t.anon],
  ])('%s is refused by RLS, and nothing is stored', async (_who, client) => {
    const path = name(`denied-${randomUUID()}.png`)
    const { data, error } = await client()
      .storage.from(BUCKET)
      .upload(path, tinyPng([9, 9, 9]), {
        contentType: 'image/png',
      })
    expect(data).toBeNull()
    expect(error).toMatchObject({
      name: 'StorageApiError',
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
      message: 'new row violates row-level security policy',
    })
    expect(await rows(path)).toHaveLength(0)
    expect(await filesOnDisk(path)).toHaveLength(0)
    // An upsert and an update are refused as well.
    for (const upsert of [
      client()
        .storage.from(BUCKET)
        .upload(name('photo.png'), tinyPng([0, 0, 0]), { contentType: 'image/png', upsert: true }),
      client()
        .storage.from(BUCKET)
        .update(name('photo.png'), tinyPng([0, 0, 0]), { contentType: 'image/png' }),
    ]) {
      expect((await upsert).error).toMatchObject({ statusCode: '403', code: 'AccessDenied' })
    }
    expect((await fetchBytes(publicUrl(t.anon, name('photo.png')))).bytes.equals(tinyPng([200, 60, 40]))).toBe(true)
  })

  it('refuses a bad or expired token as storage does (AccessDenied)', async () => {
    const expired = await signJwt({ role: 'authenticated', sub: randomUUID(), exp: Math.floor(Date.now() / 1000) - 10 })
    const forged = (await signJwt({ role: 'service_role' })).slice(0, -4) + 'AAAA'
    for (const [token, message] of [
      [expired, '"exp" claim timestamp check failed'],
      [forged, 'signature verification failed'],
    ]) {
      const res = await fetch(`${t.url}/storage/v1/object/${BUCKET}/${name('x.png')}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
        body: tinyPng([1, 1, 1]),
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message })
    }
  })
})

describe('bucket rules', () => {
  it('refuses a 3 MB image, raw and multipart (413 EntityTooLarge)', async () => {
    const big = png(1000, 1000)
    expect(big.length).toBeGreaterThan(3_000_000)
    const raw = await admin.storage.from(BUCKET).upload(name('huge.png'), big, { contentType: 'image/png' })
    const multipart = await admin.storage
      .from(BUCKET)
      .upload(name('huge.png'), new Blob([part(big)], { type: 'image/png' }))
    for (const { data, error } of [raw, multipart]) {
      expect(data).toBeNull()
      expect(error).toMatchObject({
        status: 400,
        statusCode: '413',
        code: 'EntityTooLarge',
        message: 'The object exceeded the maximum allowed size',
      })
    }
    expect(await rows(name('huge.png'))).toHaveLength(0)
    expect(await filesOnDisk(name('huge.png'))).toHaveLength(0)
  })

  it('refuses text/plain (415 InvalidMimeType), including the client default type', async () => {
    const typed = await admin.storage.from(BUCKET).upload(name('notes.txt'), 'hello', { contentType: 'text/plain' })
    expect(typed.error).toMatchObject({
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
      message: 'mime type text/plain is not supported',
    })
    const untyped = await admin.storage.from(BUCKET).upload(name('notes.txt'), 'hello')
    expect(untyped.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain;charset=UTF-8 is not supported',
    })
    const file = await admin.storage
      .from(BUCKET)
      .upload(name('notes.txt'), new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(file.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' })
    expect(await rows(name('notes.txt'))).toHaveLength(0)
  })

  it('refuses an unknown bucket (404 Bucket not found)', async () => {
    const { error } = await admin.storage.from('no-such-bucket').upload('a.png', tinyPng([1, 1, 1]), {
      contentType: 'image/png',
    })
    expect(error).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' })
    const res = await fetch(publicUrl(t.anon, 'a.png').replace(BUCKET, 'no-such-bucket'))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
  })
})

describe('replacing', () => {
  it('an existing name without upsert is 409 Duplicate; upsert and update replace it, one row', async () => {
    const path = name('swap.png')
    const first = tinyPng([10, 10, 10])
    expect((await admin.storage.from(BUCKET).upload(path, first, { contentType: 'image/png' })).error).toBeNull()
    const [before] = await rows(path)

    const again = await admin.storage.from(BUCKET).upload(path, tinyPng([11, 11, 11]), { contentType: 'image/png' })
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      code: 'KeyAlreadyExists',
      message: 'The resource already exists',
    })
    expect((await fetchBytes(publicUrl(t.anon, path))).bytes.equals(first)).toBe(true)

    const second = tinyPng([20, 20, 20])
    const upsert = await admin.storage.from(BUCKET).upload(path, second, { contentType: 'image/png', upsert: true })
    expect(upsert.error).toBeNull()
    expect(upsert.data!.id).toBe(before!.id)
    expect((await fetchBytes(publicUrl(t.anon, path))).bytes.equals(second)).toBe(true)

    const third = tinyJpeg()
    const update = await admin.storage.from(BUCKET).update(path, third, { contentType: 'image/jpeg' })
    expect(update.error).toBeNull()
    const served = await fetchBytes(publicUrl(t.anon, path))
    expect(served.bytes.equals(third)).toBe(true)
    expect(served.res.headers.get('content-type')).toBe('image/jpeg')
    expect(await rows(path)).toHaveLength(1)
    expect(await filesOnDisk(path)).toHaveLength(1)
  })

  it('keeps the earlier object when a replacement is refused', async () => {
    const path = name('keep.png')
    const original = tinyPng([30, 30, 30])
    await admin.storage.from(BUCKET).upload(path, original, { contentType: 'image/png' })
    const tooBig = await admin.storage
      .from(BUCKET)
      .upload(path, new Blob([part(png(1000, 1000))], { type: 'image/png' }), { upsert: true })
    expect(tooBig.error).toMatchObject({ statusCode: '413' })
    expect((await fetchBytes(publicUrl(t.anon, path))).bytes.equals(original)).toBe(true)
  })
})

describe('remove', () => {
  it('a customer removes nothing; an admin removes the row and the file, skipping missing names', async () => {
    const path = name('gone.png')
    await admin.storage.from(BUCKET).upload(path, tinyPng([40, 40, 40]), { contentType: 'image/png' })
    expect(await filesOnDisk(path)).toHaveLength(1)

    const refused = await customer.storage.from(BUCKET).remove([path])
    expect(refused).toEqual({ data: [], error: null })
    expect(await rows(path)).toHaveLength(1)
    expect(await filesOnDisk(path)).toHaveLength(1)

    const { data, error } = await admin.storage.from(BUCKET).remove([path, name('never-there.png')])
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(data![0]).toMatchObject({ name: path, bucket_id: BUCKET, metadata: { mimetype: 'image/png' } })
    expect(await rows(path)).toHaveLength(0)
    expect(await filesOnDisk(path)).toHaveLength(0)

    const res = await fetch(publicUrl(t.anon, path))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    })
  })

  it('removes one object by its URL (DELETE /object/{bucket}/{name})', async () => {
    const path = name('single.png')
    await admin.storage.from(BUCKET).upload(path, tinyPng([50, 50, 50]), { contentType: 'image/png' })
    const token = (await admin.auth.getSession()).data.session!.access_token
    const asCustomer = (await customer.auth.getSession()).data.session!.access_token
    const url = `${t.url}/storage/v1/object/${BUCKET}/${path}`
    const denied = await fetch(url, { method: 'DELETE', headers: { authorization: `Bearer ${asCustomer}` } })
    expect(await denied.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' })
    const ok = await fetch(url, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect(await ok.json()).toEqual({ message: 'Successfully deleted' })
    expect(await filesOnDisk(path)).toHaveLength(0)
    const missing = await fetch(url, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect(await missing.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })
  })
})

describe('list', () => {
  beforeAll(async () => {
    for (const file of ['list/b.png', 'list/A.png', 'list/c.webp', 'list/sub/deep.png', 'list/sub2/x/y.png']) {
      const { error } = await admin.storage.from(BUCKET).upload(name(file), tinyPng([1, 2, 3]), {
        contentType: 'image/png',
      })
      expect(error).toBeNull()
    }
  })

  it('lists nothing to anon or a customer (no select policy), while the public URL serves the bytes', async () => {
    for (const client of [t.anon, customer]) {
      expect(await client.storage.from(BUCKET).list(name('list'))).toEqual({ data: [], error: null })
      expect(await client.storage.from(BUCKET).list(run)).toEqual({ data: [], error: null })
      expect(await client.storage.from(BUCKET).list()).toEqual({ data: [], error: null })
    }
    const served = await fetchBytes(publicUrl(t.anon, name('list/b.png')))
    expect(served.res.status).toBe(200)
    expect(served.bytes.equals(tinyPng([1, 2, 3]))).toBe(true)
  })

  it('shows an admin one level: files with metadata and folders with null id and metadata', async () => {
    const { data, error } = await admin.storage.from(BUCKET).list(name('list'))
    expect(error).toBeNull()
    expect(data!.map((e) => e.name)).toEqual(['A.png', 'b.png', 'c.webp', 'sub', 'sub2'])
    const file = data!.find((e) => e.name === 'b.png')!
    expect(file).toMatchObject({
      id: expect.any(String),
      metadata: { mimetype: 'image/png', size: expect.any(Number) },
    })
    expect(Object.keys(file).sort()).toEqual(['created_at', 'id', 'last_accessed_at', 'metadata', 'name', 'updated_at'])
    expect(data!.find((e) => e.name === 'sub')).toEqual({
      name: 'sub',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })

    const root = await admin.storage.from(BUCKET).list(run)
    expect(root.data!.map((e) => e.name)).toContain('list')
  })

  it('pages, sorts and searches', async () => {
    const bucket = admin.storage.from(BUCKET)
    const page = await bucket.list(name('list'), { limit: 2, offset: 1 })
    expect(page.data!.map((e) => e.name)).toEqual(['b.png', 'c.webp'])
    const desc = await bucket.list(name('list'), { sortBy: { column: 'name', order: 'desc' } })
    expect(desc.data!.map((e) => e.name)).toEqual(['sub2', 'sub', 'c.webp', 'b.png', 'A.png'])
    const search = await bucket.list(name('list'), { search: 'su' })
    expect(search.data!.map((e) => e.name)).toEqual(['sub', 'sub2'])
    const byDate = await bucket.list(name('list'), { sortBy: { column: 'created_at', order: 'asc' } })
    expect(byDate.data!.map((e) => e.name)).toEqual(['sub', 'sub2', 'b.png', 'A.png', 'c.webp'])
    const bad = await bucket.list(name('list'), { sortBy: { column: 'size', order: 'asc' } })
    expect(bad.error).toMatchObject({ status: 400, statusCode: '400', code: 'InvalidRequest' })
  })
})

describe('object names', () => {
  it('a name with spaces round-trips through upload, public URL, download and list', async () => {
    const path = name('with spaces/a saffron (1).png')
    const bytes = tinyPng([60, 60, 60])
    const { data, error } = await admin.storage.from(BUCKET).upload(path, bytes, { contentType: 'image/png' })
    expect(error).toBeNull()
    expect(data!.path).toBe(path)
    const url = publicUrl(t.anon, path)
    expect(url).toContain('with%20spaces/a%20saffron%20(1).png')
    expect((await fetchBytes(url)).bytes.equals(bytes)).toBe(true)
    const download = await t.anon.storage.from(BUCKET).download(path)
    expect(Buffer.from(await download.data!.arrayBuffer()).equals(bytes)).toBe(true)
    const listed = await admin.storage.from(BUCKET).list(name('with spaces'))
    expect(listed.data!.map((e) => e.name)).toEqual(['a saffron (1).png'])
    expect(await filesOnDisk(path)).toHaveLength(1)
  })

  it('a name with non-ASCII letters is refused with InvalidKey, as hosted storage refuses it', async () => {
    const path = name('épices/piment-über.png')
    const { error } = await admin.storage.from(BUCKET).upload(path, tinyPng([1, 1, 1]), { contentType: 'image/png' })
    expect(error).toMatchObject({ status: 400, statusCode: '400', code: 'InvalidKey', message: `Invalid key: ${path}` })
    expect(await rows(path)).toHaveLength(0)
  })

  it('refuses `..` segments, whatever their encoding, and writes nothing outside the bucket', async () => {
    const escape = `escape-${run}.png`
    for (const path of [`..%2F${escape}`, `${run}/..%2F..%2F${escape}`]) {
      const { error } = await admin.storage.from(BUCKET).upload(path, tinyPng([1, 1, 1]), { contentType: 'image/png' })
      expect(error).toMatchObject({ statusCode: '400', code: 'InvalidKey' })
    }
    const token = (await admin.auth.getSession()).data.session!.access_token
    for (const path of [
      `/storage/v1/object/${BUCKET}/%2e%2e%2f${escape}`,
      `/storage/v1/object/${BUCKET}/a/..%5c..%5c${escape}`,
    ]) {
      const res = await rawRequest('POST', path, tinyPng([1, 1, 1]), {
        authorization: `Bearer ${token}`,
        'content-type': 'image/png',
      })
      expect(res.status).toBe(400)
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: '400', code: 'InvalidKey' })
    }
    // Neither inside the storage folder nor one level above it (where `..` would lead).
    expect(existsSync(join(t.stack.storageDir, escape))).toBe(false)
    expect(existsSync(join(t.stack.storageDir, '..', escape))).toBe(false)
  })

  it('rolls the row back when the file cannot be written (a name that is also a folder)', async () => {
    const folder = name('clash')
    await admin.storage.from(BUCKET).upload(`${folder}/inside.png`, tinyPng([1, 1, 1]), { contentType: 'image/png' })
    const { error } = await admin.storage.from(BUCKET).upload(folder, tinyPng([2, 2, 2]), { contentType: 'image/png' })
    expect(error).toMatchObject({ statusCode: '400', code: 'InvalidRequest' })
    expect(await rows(folder)).toHaveLength(0)
    expect(await filesOnDisk(`${folder}/inside.png`)).toHaveLength(1)
  })
})

describe('buckets, private objects and signed URLs', () => {
  const privateBucket = `private-${randomUUID().slice(0, 8)}`

  it('only the service role sees and makes buckets (RLS on storage.buckets)', async () => {
    const listed = await t.service.storage.listBuckets()
    expect(listed.data!.map((b) => b.id)).toContain(BUCKET)
    expect(listed.data!.find((b) => b.id === BUCKET)).toMatchObject({
      public: true,
      file_size_limit: LIMIT,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
    })
    expect((await t.anon.storage.listBuckets()).data).toEqual([])
    expect((await customer.storage.getBucket(BUCKET)).error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })

    const refused = await customer.storage.createBucket(privateBucket)
    expect(refused.error).toMatchObject({ statusCode: '403', code: 'AccessDenied' })
    const created = await t.service.storage.createBucket(privateBucket, { public: false, fileSizeLimit: '1MB' })
    expect(created).toEqual({ data: { name: privateBucket }, error: null })
    expect((await t.service.storage.getBucket(privateBucket)).data).toMatchObject({
      id: privateBucket,
      public: false,
      file_size_limit: 1_000_000,
    })
    const again = await t.service.storage.createBucket(privateBucket)
    expect(again.error).toMatchObject({ statusCode: '409', code: 'BucketAlreadyExists' })
  })

  it('serves a private object only through RLS or a signed URL', async () => {
    const service = t.service.storage.from(privateBucket)
    const bytes = Buffer.from('private notes')
    expect((await service.upload('notes.txt', bytes)).error).toBeNull()

    const open = await fetch(service.getPublicUrl('notes.txt').data.publicUrl)
    expect(await open.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
    expect((await customer.storage.from(privateBucket).download('notes.txt')).error).toMatchObject({
      statusCode: '404',
      code: 'NoSuchKey',
    })
    const own = await service.download('notes.txt')
    expect(Buffer.from(await own.data!.arrayBuffer()).toString()).toBe('private notes')

    const signed = await service.createSignedUrl('notes.txt', 60, { download: true })
    expect(signed.error).toBeNull()
    const viaSigned = await fetchBytes(signed.data!.signedUrl)
    expect(viaSigned.bytes.toString()).toBe('private notes')
    expect(viaSigned.res.headers.get('content-type')).toBe('text/plain;charset=UTF-8')
    expect(viaSigned.res.headers.get('content-disposition')).toBe('attachment;')

    const tampered = signed.data!.signedUrl.replace('notes.txt', 'other.txt')
    expect(await (await fetch(tampered)).json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' })
    const many = await service.createSignedUrls(['notes.txt', 'missing.txt'], 60)
    expect(many.data!.map((e) => e.error)).toEqual([
      null,
      'Either the object does not exist or you do not have access to it',
    ])
    expect((await customer.storage.from(privateBucket).createSignedUrl('notes.txt', 60)).error).toMatchObject({
      statusCode: '404',
    })
  })

  it('moves and copies as the caller', async () => {
    const service = t.service.storage.from(privateBucket)
    expect((await service.copy('notes.txt', 'copy.txt')).data).toEqual({ path: `${privateBucket}/copy.txt` })
    expect((await service.move('copy.txt', 'moved/copy.txt')).data).toMatchObject({ message: 'Successfully moved' })
    const listed = await service.list()
    expect(listed.data!.map((e) => e.name)).toEqual(['moved', 'notes.txt'])
    const moved = await service.download('moved/copy.txt')
    expect(Buffer.from(await moved.data!.arrayBuffer()).toString()).toBe('private notes')
    // RLS hides what the caller may not update: storage answers "not found".
    expect((await customer.storage.from(BUCKET).move(name('photo.png'), name('stolen.png'))).error).toMatchObject({
      statusCode: '404',
      code: 'NoSuchKey',
    })
  })

  it('deletes a bucket only once it is empty', async () => {
    const full = await t.service.storage.deleteBucket(privateBucket)
    expect(full.error).toMatchObject({ statusCode: '409', message: 'The bucket you tried to delete is not empty' })
    expect((await t.service.storage.emptyBucket(privateBucket)).error).toBeNull()
    expect((await t.service.storage.deleteBucket(privateBucket)).data).toEqual({ message: 'Successfully deleted' })
    expect((await t.service.storage.getBucket(privateBucket)).error).toMatchObject({ statusCode: '404' })
  })
})

describe('odd requests', () => {
  it('answers image transformations, unknown routes and bad bodies with storage errors, never a 500', async () => {
    const render = await fetch(
      admin.storage.from(BUCKET).getPublicUrl(name('photo.png'), { transform: { width: 10 } }).data.publicUrl,
    )
    expect(render.status).toBe(400)
    expect(await render.json()).toMatchObject({ statusCode: '409', code: 'FeatureNotEnabled' })

    const unknown = await fetch(`${t.url}/storage/v1/nothing`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ statusCode: '404', code: 'InvalidRequest' })

    const headers = { authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' }
    for (const [method, path, body] of [
      ['POST', `/object/list/${BUCKET}`, '{not json'],
      ['POST', `/object/list/${BUCKET}`, '[]'],
      ['POST', `/object/list/${BUCKET}`, '{"prefix": 1}'],
      ['DELETE', `/object/${BUCKET}`, '{}'],
      ['DELETE', `/object/${BUCKET}`, '{"prefixes": [1]}'],
      ['POST', `/object/sign/${BUCKET}/${name('photo.png')}`, '{"expiresIn": -1}'],
      ['POST', `/object/${BUCKET}/%E0%A4%A`, ''],
    ] as const) {
      const res = await fetch(`${t.url}/storage/v1${path}`, { method, headers, body })
      expect(res.status, `${method} ${path} ${body}`).toBe(400)
      const json = (await res.json()) as { statusCode: string }
      expect(json.statusCode).toBe('400')
    }
    const multipart = await fetch(`${t.url}/storage/v1/object/${BUCKET}/${name('broken.png')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nbroken',
    })
    expect(multipart.status).toBe(400)
    expect(await multipart.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' })
  })
})
