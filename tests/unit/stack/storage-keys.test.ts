import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { StorageError } from '../../../supabase/local/storage/errors.ts'
import {
  decodePathPart,
  isValidBucketName,
  mustBeValidKey,
  objectFile,
} from '../../../supabase/local/storage/object-keys.ts'
import { checkMimeType } from '../../../supabase/local/storage/upload-body.ts'

function refusal(fn: () => void) {
  try {
    fn()
  } catch (e) {
    return e instanceof StorageError ? e.body() : e
  }
  return undefined
}

describe('object keys', () => {
  it("takes storage's S3-safe characters, spaces and brackets included", () => {
    for (const key of ['a.png', 'folder/sub/a b (1).png', "it's+fine,@=;:$&!*?.jpg", 'x/.emptyFolderPlaceholder']) {
      expect(
        refusal(() => mustBeValidKey(key)),
        key,
      ).toBeUndefined()
    }
  })

  it('refuses empty names, other characters, and empty, . or .. segments (InvalidKey)', () => {
    for (const key of ['', 'ü.png', 'a\\b.png', 'a%2Fb', '#x', '../a.png', 'a/../b.png', './a', 'a//b', '/a', 'a/']) {
      expect(
        refusal(() => mustBeValidKey(key)),
        key,
      ).toEqual({
        statusCode: '400',
        code: 'InvalidKey',
        error: 'InvalidKey',
        message: `Invalid key: ${key}`,
      })
    }
  })

  it('places a file under root/bucket and never outside it', () => {
    const root = resolve('/srv/storage')
    expect(objectFile(root, 'product-images', 'a/b c.png')).toBe(join(root, 'product-images', 'a', 'b c.png'))
    for (const [bucket, key] of [
      ['product-images', '../x'],
      ['product-images', 'a/../../x'],
      ['product-images', '/etc/passwd'],
      ['product-images', 'a\\..\\..\\x'],
      ['product-images', 'a\0b'],
      ['..', 'x'],
      ['a/b', 'x'],
      ['#staging', 'x'],
    ]) {
      expect(objectFile(root, bucket!, key!), `${bucket}/${key}`).toBeUndefined()
    }
  })

  it('checks bucket names as storage does', () => {
    expect(isValidBucketName('product-images')).toBe(true)
    expect(isValidBucketName('a'.repeat(101))).toBe(false)
    expect(isValidBucketName('a/b')).toBe(false)
  })

  it('percent-decodes path parts, refusing malformed escapes', () => {
    expect(decodePathPart('a%20b%2Fc')).toBe('a b/c')
    expect(refusal(() => decodePathPart('%E0%A4%A'))).toMatchObject({ statusCode: '400', code: 'InvalidRequest' })
  })
})

describe('mime types', () => {
  const allowed = ['image/jpeg', 'image/png', 'image/webp']

  it('allows exact types and type/* wildcards, anything when the list is empty', () => {
    expect(refusal(() => checkMimeType('image/png', allowed))).toBeUndefined()
    expect(refusal(() => checkMimeType('image/avif', ['image/*']))).toBeUndefined()
    expect(refusal(() => checkMimeType('text/plain', []))).toBeUndefined()
  })

  it('refuses others with the type in the message (415 InvalidMimeType)', () => {
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'image', 'image/gif']) {
      expect(refusal(() => checkMimeType(type, allowed))).toEqual({
        statusCode: '415',
        code: 'InvalidMimeType',
        error: 'invalid_mime_type',
        message: `mime type ${type} is not supported`,
      })
    }
  })
})
