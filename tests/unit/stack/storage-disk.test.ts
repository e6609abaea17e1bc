import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withFileChanges } from '../../../supabase/local/storage/disk.ts'

let root = ''

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'storage-disk-test-'))
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const file = (...parts: string[]) => join(root, 'bucket', ...parts)
const failure = new Error('the transaction failed')

async function stagingIsEmpty() {
  return (await readdir(join(root, '#staging')).catch(() => [])).length === 0
}

describe('file changes inside a transaction', () => {
  it('keeps new, replaced and removed files when the transaction succeeds', async () => {
    await withFileChanges(root, async (files) => {
      await files.put(file('a.png'), Buffer.from('one'))
      await files.put(file('dir', 'b.png'), Buffer.from('two'))
    })
    await withFileChanges(root, async (files) => {
      await files.put(file('a.png'), Buffer.from('three'))
      expect(await files.remove(file('dir', 'b.png'))).toBe(true)
      expect(await files.remove(file('missing.png'))).toBe(false)
    })
    expect(await readFile(file('a.png'), 'utf8')).toBe('three')
    expect(existsSync(file('dir', 'b.png'))).toBe(false)
    expect(existsSync(file('dir'))).toBe(false)
    expect(await stagingIsEmpty()).toBe(true)
  })

  it('puts everything back when the transaction fails', async () => {
    await withFileChanges(root, async (files) => {
      await files.put(file('a.png'), Buffer.from('one'))
      await files.put(file('dir', 'b.png'), Buffer.from('two'))
    })
    await expect(
      withFileChanges(root, async (files) => {
        await files.put(file('a.png'), Buffer.from('changed'))
        await files.put(file('new', 'c.png'), Buffer.from('new'))
        await files.remove(file('dir', 'b.png'))
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(await readFile(file('a.png'), 'utf8')).toBe('one')
    expect(await readFile(file('dir', 'b.png'), 'utf8')).toBe('two')
    expect(existsSync(file('new'))).toBe(false)
    expect(await stagingIsEmpty()).toBe(true)
  })

  it('refuses a name that is a folder on disk, leaving the folder whole', async () => {
    await withFileChanges(root, (files) => files.put(file('x', 'inside.png'), Buffer.from('in')))
    await expect(withFileChanges(root, (files) => files.put(file('x'), Buffer.from('clash')))).rejects.toMatchObject({
      code: 'InvalidRequest',
    })
    await expect(
      withFileChanges(root, (files) => files.put(file('x', 'inside.png', 'deeper.png'), Buffer.from('clash'))),
    ).rejects.toMatchObject({ code: 'InvalidRequest' })
    expect(await readFile(file('x', 'inside.png'), 'utf8')).toBe('in')
    expect(await stagingIsEmpty()).toBe(true)
  })
})
