import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  chunkCycles,
  emptyGroups,
  firstVisitFiles,
  gzipBytes,
  unmatchedPatterns,
} from '../../../scripts/vite/bundle-budget.ts'

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false, code = '') {
  const name = fileName.replace(/^assets\/|\.js$/g, '')
  return { type: 'chunk', name, fileName, moduleIds, imports, isEntry, code } as unknown as Rolldown.OutputChunk
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['/repo/src/main.tsx'], ['assets/core.js'], true, 'entry '.repeat(200)),
    chunk('assets/core.js', ['/repo/node_modules/react/index.js'], [], false, 'core '.repeat(100)),
    chunk('assets/shell.js', ['/repo/src/components/layouts/main-layout.tsx'], ['assets/core.js']),
    chunk('assets/home.js', ['/repo/src/app/routes/storefront/home.tsx'], ['assets/shell.js']),
    chunk('assets/admin.js', ['/repo/src/app/routes/admin/routes.tsx'], ['assets/core.js']),
  ].map((item) => [item.fileName, item]),
) as Rolldown.OutputBundle

describe('unmatchedPatterns', () => {
  it('names each pattern of a group that matches no module of the build', () => {
    const groups = [
      { name: 'shell', patterns: [/[\\/]main-layout\.tsx$/, /[\\/]site-header\.tsx$/] },
      { name: 'core', patterns: [/[\\/]node_modules[\\/]react[\\/].*$/] },
    ]
    expect(unmatchedPatterns(bundle, groups)).toEqual(['shell: [\\\\/]site-header\\.tsx$'])
  })

  it('is empty when every pattern still matches', () => {
    expect(unmatchedPatterns(bundle, [{ name: 'home', patterns: [/home\.tsx$/] }])).toEqual([])
  })
})

describe('emptyGroups', () => {
  it('names a group whose rules made no chunk (a filter that leaves every matching module out)', () => {
    const groups = [
      { name: 'shell', patterns: [/main-layout\.tsx$/] },
      { name: 'cart', patterns: [/main-layout\.tsx$/] },
    ]
    expect(emptyGroups(bundle, groups)).toEqual(['cart'])
  })
})

describe('chunkCycles', () => {
  it('is empty for chunks that import one another one way', () => {
    expect(chunkCycles(bundle)).toEqual([])
  })

  it('names chunks that import each other in a cycle', () => {
    const cyclic = {
      ...bundle,
      'assets/a.js': chunk('assets/a.js', ['/repo/src/a.ts'], ['assets/b.js']),
      'assets/b.js': chunk('assets/b.js', ['/repo/src/b.ts'], ['assets/core.js', 'assets/a.js']),
    } as Rolldown.OutputBundle
    expect(chunkCycles(cyclic)).toEqual(['assets/a.js -> assets/b.js -> assets/a.js'])
  })
})

describe('firstVisitFiles', () => {
  it('is the entry with its imports and the chunks of the named modules with theirs, each once', () => {
    expect(firstVisitFiles(bundle, ['src/app/routes/storefront/home.tsx'])).toEqual([
      'assets/index.js',
      'assets/core.js',
      'assets/home.js',
      'assets/shell.js',
    ])
  })

  it('fails when a named module is in no chunk, so the budget cannot fall behind the code', () => {
    expect(() => firstVisitFiles(bundle, ['src/app/routes/storefront/gone.tsx'])).toThrow(
      'bundle-budget: no chunk contains src/app/routes/storefront/gone.tsx',
    )
  })
})

describe('gzipBytes', () => {
  it('adds up the gzipped code of the files, as a compressing host sends them', () => {
    const entry = gzipBytes(bundle, ['assets/index.js'])
    const both = gzipBytes(bundle, ['assets/index.js', 'assets/core.js'])
    expect(entry).toBeGreaterThan(0)
    expect(entry).toBeLessThan('entry '.repeat(200).length)
    expect(both).toBeGreaterThan(entry)
  })
})
