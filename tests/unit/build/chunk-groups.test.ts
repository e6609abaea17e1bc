import { describe, expect, it } from 'vitest'
import { chunkGroups, file, folders, packages, type ChunkGroup } from '../../../scripts/vite/chunk-groups.ts'

/** A build's modules: static imports, and which are entries or imported lazily. */
const MODULES: Record<string, { imports: string[]; entry?: true; lazy?: true }> = {
  '/repo/src/main.tsx': { imports: ['/repo/node_modules/react/index.js', '/repo/src/lib/paths.ts'], entry: true },
  '/repo/node_modules/react/index.js': { imports: [] },
  '/repo/src/lib/paths.ts': { imports: [] },
  '/repo/src/layouts/main-layout.tsx': {
    imports: ['/repo/src/layouts/header.tsx', '/repo/src/lib/paths.ts', '/repo/node_modules/react/index.js'],
    lazy: true,
  },
  '/repo/src/layouts/header.tsx': { imports: ['/repo/src/lib/money.ts'] },
  '/repo/src/routes/shop.tsx': {
    imports: ['/repo/src/lib/money.ts', '/repo/src/lib/supabase.ts', '/repo/src/routes/shop-grid.tsx'],
    lazy: true,
  },
  '/repo/src/routes/shop-grid.tsx': { imports: [] },
  '/repo/src/routes/cart.tsx': { imports: ['/repo/src/lib/money.ts', '/repo/src/lib/supabase.ts'], lazy: true },
  '/repo/src/lib/money.ts': { imports: [] },
  '/repo/src/lib/supabase.ts': { imports: ['/repo/node_modules/@supabase/postgrest-js/index.mjs'] },
  '/repo/node_modules/@supabase/postgrest-js/index.mjs': { imports: [] },
}

/** Runs the graph plugin's buildEnd over MODULES, as Rolldown would, and returns each group's members. */
function members(groups: ChunkGroup[]): Record<string, string[]> {
  const chunking = chunkGroups(groups)
  const context = {
    getModuleIds: () => Object.keys(MODULES)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const module = MODULES[id]
      return (
        module && {
          isEntry: module.entry ?? false,
          importedIds: module.imports,
          dynamicImporters: module.lazy ? ['x'] : [],
        }
      )
    },
  }
  const hook = (name: 'buildStart' | 'buildEnd') => chunking.plugin[name] as (this: unknown) => void
  hook('buildStart').call(context)
  hook('buildEnd').call(context)
  return Object.fromEntries(
    chunking.codeSplitting.groups.map((group) => {
      const test = group.test as (id: string) => boolean
      const short = (id: string) => id.replace('/repo/', '')
      return [group.name, Object.keys(MODULES).filter(test).map(short)]
    }),
  )
}

describe('chunkGroups', () => {
  it('takes a frame with what it imports, and leaves what the entry loads in the entry', () => {
    expect(members([{ name: 'shell', patterns: [file('layouts/main-layout.tsx')], imports: 'all' }])).toEqual({
      shell: ['src/layouts/main-layout.tsx', 'src/layouts/header.tsx', 'src/lib/money.ts'],
    })
  })

  it('takes with `own` imports only what no other page imports', () => {
    expect(members([{ name: 'shop', patterns: [file('routes/shop.tsx')], imports: 'own' }])).toEqual({
      shop: ['src/routes/shop.tsx', 'src/routes/shop-grid.tsx'],
    })
  })

  it('narrows a folder to the modules that reach a package, or to those that do not', () => {
    const data = packages('@supabase/postgrest-js')
    expect(
      members([
        { name: 'data', patterns: [data, folders('lib')], reaching: data },
        { name: 'common', patterns: [folders('lib')], avoiding: data },
      ]),
    ).toEqual({
      data: ['src/lib/supabase.ts', 'node_modules/@supabase/postgrest-js/index.mjs'],
      common: ['src/lib/paths.ts', 'src/lib/money.ts'],
    })
  })

  it('narrows a folder to the modules that some pages import, directly or not', () => {
    expect(members([{ name: 'shop-common', patterns: [folders('lib')], importedBy: file('routes/shop.tsx') }])).toEqual(
      { 'shop-common': ['src/lib/money.ts', 'src/lib/supabase.ts'] },
    )
  })

  it('passes the size and sharing rules to Rolldown, and tags the group of the entry’s shared modules', () => {
    const [group] = chunkGroups([
      { name: 'shared-core', patterns: [/./], initial: true, minShareCount: 2, maxModuleSize: 30_000 },
    ]).codeSplitting.groups
    expect(group).toMatchObject({ name: 'shared-core', tags: ['$initial'], minShareCount: 2, maxModuleSize: 30_000 })
  })

  it('refuses to answer before the build has read its modules', () => {
    const chunking = chunkGroups([{ name: 'shell', patterns: [/main-layout/], imports: 'all' }])
    const test = chunking.codeSplitting.groups[0]?.test as (id: string) => boolean
    expect(() => test('/repo/src/layouts/main-layout.tsx')).toThrow('before the build read its modules')
  })
})
