import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../supabase/local/rest/errors.ts'
import { parseFilterValue, parseLogicTree } from '../../../supabase/local/rest/parse-filter.ts'
import { parseOrder } from '../../../supabase/local/rest/parse-order.ts'
import { parsePrefer } from '../../../supabase/local/rest/parse-prefer.ts'
import { readInteger, resolveRange } from '../../../supabase/local/rest/parse-range.ts'
import { decodeComponent, parseQuery, splitQuery } from '../../../supabase/local/rest/parse-query.ts'
import { parseSelect } from '../../../supabase/local/rest/parse-select.ts'
import { negotiate } from '../../../supabase/local/rest/media.ts'
import { thrown } from '../../helpers/thrown.ts'

describe('query string decoding', () => {
  it('decodes + as a space and percent escapes as UTF-8', () => {
    expect(decodeComponent('a+b%20c%C3%A9')).toBe('a b cé')
  })

  it('keeps malformed percent escapes as they are', () => {
    expect(decodeComponent('100%zz')).toBe('100%zz')
  })

  it('keeps keys without = apart from empty values', () => {
    expect(splitQuery('?a=1&b&c=&&d=x%3Dy')).toEqual([
      ['a', '1'],
      ['b', undefined],
      ['c', ''],
      ['d', 'x=y'],
    ])
  })
})

describe('select', () => {
  it('parses columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,full:name,price::text,data->a->>b,d:data->0,data->-1::int')).toEqual([
      { kind: 'field', field: { name: 'id', path: [] } },
      { kind: 'field', field: { name: 'name', path: [] }, alias: 'full' },
      { kind: 'field', field: { name: 'price', path: [] }, cast: 'text' },
      {
        kind: 'field',
        field: {
          name: 'data',
          path: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: 'b', index: false },
          ],
        },
      },
      { kind: 'field', field: { name: 'data', path: [{ arrow: '->', key: '0', index: true }] }, alias: 'd' },
      { kind: 'field', field: { name: 'data', path: [{ arrow: '->', key: '-1', index: true }] }, cast: 'int' },
    ])
  })

  it('treats an empty select as *', () => {
    expect(parseSelect('')).toEqual([{ kind: 'star' }])
  })

  it('parses embeddings with alias, hint, join type, spread and nesting', () => {
    expect(parseSelect('*,cat:categories!fk_cat!inner(name,parent:categories(*)),...owner(email),reviews()')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        relation: 'categories',
        alias: 'cat',
        hint: 'fk_cat',
        joinType: 'inner',
        spread: false,
        children: [
          { kind: 'field', field: { name: 'name', path: [] } },
          { kind: 'embed', relation: 'categories', alias: 'parent', spread: false, children: [{ kind: 'star' }] },
        ],
      },
      {
        kind: 'embed',
        relation: 'owner',
        spread: true,
        children: [{ kind: 'field', field: { name: 'email', path: [] } }],
      },
      { kind: 'embed', relation: 'reviews', spread: false, children: [] },
    ])
  })

  it('reads quoted names with escapes and dashed names', () => {
    expect(parseSelect('"a,b":"odd \\" name",my-col')).toEqual([
      { kind: 'field', field: { name: 'odd " name', path: [] }, alias: 'a,b' },
      { kind: 'field', field: { name: 'my-col', path: [] } },
    ])
  })

  it('tolerates spaces around items', () => {
    expect(parseSelect(' id , rel ( a ) ')).toEqual([
      { kind: 'field', field: { name: 'id', path: [] } },
      { kind: 'embed', relation: 'rel', spread: false, children: [{ kind: 'field', field: { name: 'a', path: [] } }] },
    ])
  })

  it.each([
    ['id,(', 'unexpected "(" expecting field name (* or [a..z0..9_$])'],
    ['rel(name', 'unexpected end of input expecting ")"'],
    ['id)', 'unexpected ")" expecting "," or end of input'],
    ['id::', 'unexpected end of input expecting letter or digit'],
    ['a:b:c', 'unexpected ":" expecting "," or ")" or end of input'],
    ['data->', 'unexpected end of input expecting field name (* or [a..z0..9_$])'],
    ['rel!(a)', 'unexpected "(" expecting field name (* or [a..z0..9_$])'],
    ['"open', 'unexpected end of input expecting "\\"" (closing quote)'],
    ['id::text;drop', 'unexpected ";" expecting "," or ")" or end of input'],
    ['*!hint', 'unexpected "!" expecting "," or ")" or end of input'],
  ])('rejects %s with PGRST100', (input, details) => {
    const err = thrown(ApiError, () => parseSelect(input))
    expect(err.status).toBe(400)
    expect(err.code).toBe('PGRST100')
    expect(err.message).toMatch(new RegExp(`^"failed to parse select parameter \\(.*\\)" \\(line 1, column \\d+\\)$`))
    expect(err.details).toBe(details)
  })

  it('bounds nesting depth', () => {
    const deep = 'a('.repeat(100) + 'b' + ')'.repeat(100)
    expect(thrown(ApiError, () => parseSelect(deep)).code).toBe('PGRST100')
  })
})

describe('filters', () => {
  it('parses simple operators and negation', () => {
    expect(parseFilterValue('eq.5')).toEqual({ negated: false, operation: { kind: 'op', op: 'eq', value: '5' } })
    expect(parseFilterValue('not.ilike.*Sh*')).toEqual({
      negated: true,
      operation: { kind: 'op', op: 'ilike', value: '*Sh*' },
    })
    expect(parseFilterValue('eq.a.b,c(d)')).toEqual({
      negated: false,
      operation: { kind: 'op', op: 'eq', value: 'a.b,c(d)' },
    })
    expect(parseFilterValue('isdistinct.x')).toEqual({
      negated: false,
      operation: { kind: 'op', op: 'isdistinct', value: 'x' },
    })
    expect(parseFilterValue('cs.{a,b}')).toEqual({
      negated: false,
      operation: { kind: 'op', op: 'cs', value: '{a,b}' },
    })
  })

  it('parses in lists with quoted values and escapes', () => {
    expect(parseFilterValue('in.(1,2,"a,b","q\\"uote",)')).toEqual({
      negated: false,
      operation: { kind: 'in', values: ['1', '2', 'a,b', 'q"uote', ''] },
    })
    expect(parseFilterValue('in.()')).toEqual({ negated: false, operation: { kind: 'in', values: [] } })
  })

  it('parses is with any letter case', () => {
    expect(parseFilterValue('is.NULL').operation).toEqual({ kind: 'is', value: 'null' })
    expect(parseFilterValue('not.is.true')).toEqual({ negated: true, operation: { kind: 'is', value: 'true' } })
    expect(parseFilterValue('is.unknown').operation).toEqual({ kind: 'is', value: 'unknown' })
  })

  it('parses full-text search with and without a configuration', () => {
    expect(parseFilterValue('wfts(english).cat & dog').operation).toEqual({
      kind: 'fts',
      op: 'wfts',
      config: 'english',
      value: 'cat & dog',
    })
    expect(parseFilterValue('plfts.hello').operation).toEqual({ kind: 'fts', op: 'plfts', value: 'hello' })
  })

  it('parses any/all modifiers', () => {
    expect(parseFilterValue('like(any).{a*,b*}').operation).toEqual({
      kind: 'quant',
      op: 'like',
      quantifier: 'any',
      value: '{a*,b*}',
    })
    expect(parseFilterValue('not.eq(all).{1,2}')).toEqual({
      negated: true,
      operation: { kind: 'quant', op: 'eq', quantifier: 'all', value: '{1,2}' },
    })
  })

  it.each([
    ['eq', 'unexpected end of input expecting delimiter (.)'],
    ['5', 'unexpected end of input expecting delimiter (.)'],
    ['foo.1', 'unknown single value operator foo'],
    ['not.', 'unexpected end of input expecting delimiter (.)'],
    ['in.(1,2', 'unexpected end of input expecting "," or ")"'],
    ['in.1,2', 'unexpected "1" expecting "("'],
    ['in.(1)x', 'unexpected "x" expecting end of input'],
    ['is.maybe', 'unexpected value expecting null or trilean value (unknown, true, false)'],
    ['fts(english.x', 'unexpected "." expecting ")"'],
    ['like(some).{a}', 'unexpected "s" expecting "any" or "all"'],
    ['cs(any).{a}', 'unknown single value operator cs'],
  ])('rejects %s with PGRST100', (input, details) => {
    const err = thrown(ApiError, () => parseFilterValue(input))
    expect(err.code).toBe('PGRST100')
    expect(err.message.startsWith(`"failed to parse filter (${input})"`)).toBe(true)
    expect(err.details).toBe(details)
  })
})

describe('logic trees', () => {
  it('parses nested and/or/not with quoted values and arrays', () => {
    expect(
      parseLogicTree('or', '(price.lt.10,and(name.eq."a,b",not.or(id.in.(1,2),tags.cs.{x,y})),data->>k.is.null)'),
    ).toEqual({
      kind: 'logic',
      op: 'or',
      negated: false,
      children: [
        {
          kind: 'filter',
          filter: {
            field: { name: 'price', path: [] },
            negated: false,
            operation: { kind: 'op', op: 'lt', value: '10' },
          },
        },
        {
          kind: 'logic',
          op: 'and',
          negated: false,
          children: [
            {
              kind: 'filter',
              filter: {
                field: { name: 'name', path: [] },
                negated: false,
                operation: { kind: 'op', op: 'eq', value: 'a,b' },
              },
            },
            {
              kind: 'logic',
              op: 'or',
              negated: true,
              children: [
                {
                  kind: 'filter',
                  filter: {
                    field: { name: 'id', path: [] },
                    negated: false,
                    operation: { kind: 'in', values: ['1', '2'] },
                  },
                },
                {
                  kind: 'filter',
                  filter: {
                    field: { name: 'tags', path: [] },
                    negated: false,
                    operation: { kind: 'op', op: 'cs', value: '{x,y}' },
                  },
                },
              ],
            },
          ],
        },
        {
          kind: 'filter',
          filter: {
            field: { name: 'data', path: [{ arrow: '->>', key: 'k', index: false }] },
            negated: false,
            operation: { kind: 'is', value: 'null' },
          },
        },
      ],
    })
  })

  it('keeps not on the top operator', () => {
    const tree = parseLogicTree('not.and', '(a.eq.1,b.not.eq.2)')
    expect(tree).toMatchObject({ kind: 'logic', op: 'and', negated: true })
  })

  it('accepts spaces after commas', () => {
    expect(parseLogicTree('or', '(a.eq.1, b.eq.2)')).toMatchObject({
      children: [{ kind: 'filter' }, { kind: 'filter' }],
    })
  })

  it.each([
    ['(id.eq.1', 'unexpected end of input expecting ")"'],
    [
      '()',
      'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
    ],
    [
      '(id.eq.1,)',
      'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
    ],
    ['(id.eq.1,and(a.eq.2)', 'unexpected end of input expecting ")"'],
    ['(id.eq.1))', 'unexpected ")" expecting end of input'],
    ['(id.zz.1)', 'unknown single value operator zz'],
    ['(id)', 'unexpected ")" expecting delimiter (.)'],
  ])('rejects %s with PGRST100', (input, details) => {
    const err = thrown(ApiError, () => parseLogicTree('or', input))
    expect(err.code).toBe('PGRST100')
    expect(err.message.startsWith(`"failed to parse logic tree (${input})"`)).toBe(true)
    expect(err.details).toBe(details)
  })

  it('bounds nesting depth', () => {
    const deep = '(' + 'and('.repeat(200) + 'a.eq.1' + ')'.repeat(200) + ')'
    expect(thrown(ApiError, () => parseLogicTree('or', deep)).code).toBe('PGRST100')
  })
})

describe('order', () => {
  it('parses directions, nulls, JSON paths and related columns', () => {
    expect(parseOrder('price.desc.nullslast,name,data->>k.asc,category(name).desc,id.nullsfirst')).toEqual([
      { field: { name: 'price', path: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'name', path: [] } },
      { field: { name: 'data', path: [{ arrow: '->>', key: 'k', index: false }] }, direction: 'asc' },
      { relation: 'category', field: { name: 'name', path: [] }, direction: 'desc' },
      { field: { name: 'id', path: [] }, nulls: 'first' },
    ])
  })

  it.each(['id.sideways', 'id.asc.nullsmiddle', 'id.descc', '', 'id,', 'rel(a,b)'])(
    'rejects %j with PGRST100',
    (input) => {
      const err = thrown(ApiError, () => parseOrder(input))
      expect(err.code).toBe('PGRST100')
      expect(err.message.startsWith(`"failed to parse order (${input})"`)).toBe(true)
    },
  )
})

describe('whole query strings', () => {
  it('sorts parameters into select, filters, logic, order and ranges', () => {
    const q = parseQuery(
      '?select=id,items(name)&id=gt.1&items.name=like.a*&or=(a.eq.1,b.eq.2)&items.not.and=(c.eq.3)&order=id.desc&items.order=name&limit=10&offset=20&items.limit=2',
      { rpc: false },
    )
    expect(q.select).toHaveLength(2)
    expect(q.filters).toEqual([
      {
        path: [],
        filter: { field: { name: 'id', path: [] }, negated: false, operation: { kind: 'op', op: 'gt', value: '1' } },
      },
      {
        path: ['items'],
        filter: {
          field: { name: 'name', path: [] },
          negated: false,
          operation: { kind: 'op', op: 'like', value: 'a*' },
        },
      },
    ])
    expect(q.logic.map((l) => [l.path, l.tree.kind === 'logic' && l.tree.negated])).toEqual([
      [[], false],
      [['items'], true],
    ])
    expect(q.order.map((o) => o.path)).toEqual([[], ['items']])
    expect(q.ranges.get('')).toEqual({ limit: 10n, offset: 20n })
    expect(q.ranges.get('items')).toEqual({ limit: 2n })
  })

  it('decodes + as space in values', () => {
    const q = parseQuery('?name=eq.hot+chili', { rpc: false })
    expect(q.filters[0]?.filter.operation).toEqual({ kind: 'op', op: 'eq', value: 'hot chili' })
  })

  it('reads columns and on_conflict lists', () => {
    const q = parseQuery('?columns=%22total%22,%22note%22&on_conflict=user_id,product_id', { rpc: false })
    expect(q.columns).toEqual(['total', 'note'])
    expect(q.onConflict).toEqual(['user_id', 'product_id'])
  })

  it('keeps parameters without an operator as RPC arguments', () => {
    const q = parseQuery('?q=hat&ids=%7B1%2C2%7D&id=eq.1', { rpc: true })
    expect(q.rpcArgs).toEqual([
      ['q', 'hat'],
      ['ids', '{1,2}'],
    ])
    expect(q.filters).toHaveLength(1)
  })

  it('treats an operator-less parameter on a table as a malformed filter', () => {
    expect(thrown(ApiError, () => parseQuery('?id=5', { rpc: false })).code).toBe('PGRST100')
  })

  it.each([
    ['?limit=-1', 416, 'PGRST103'],
    ['?%zz=eq.1', 400, 'PGRST100'],
    ['?a(b)=eq.1', 400, 'PGRST100'],
    ['?columns=a,,b', 400, 'PGRST100'],
  ])('rejects %s', (qs, status, code) => {
    const err = thrown(ApiError, () => parseQuery(qs, { rpc: false }))
    expect([err.status, err.code]).toEqual([status, code])
  })
})

describe('limit and offset', () => {
  it.each([
    ['10', 10n],
    [' 7 ', 7n],
    ['-3', -3n],
    ['- 3', -3n],
    ['((4))', 4n],
    ['(-4)', -4n],
    ['0x1F', 31n],
    ['0o17', 15n],
    ['99999999999999999999', 99999999999999999999n],
    ['ten', null],
    ['', null],
    ['+5', null],
    ['1e3', null],
    ['1.0', null],
    ['5abc', null],
    ['--5', null],
    ['-(5)', null],
    ['(5', null],
  ])('reads %j as an integer the way Haskell does: %s', (text, n) => {
    expect(readInteger(text)).toBe(n)
  })

  it.each([
    // An unreadable value counts as absent; a negative offset at the root is no offset.
    [{ limit: 'ten' }, {}],
    [{ offset: 'abc' }, {}],
    [{ offset: '-5' }, {}],
    [{ limit: '0' }, { limit: 0n }],
    [
      { limit: '3', offset: '2' },
      { limit: 3n, offset: 2n },
    ],
    [{ limit: '7', offset: '-5' }, { limit: 2n }],
    // [-5, -1] ends where `limit=0` does, so it reads as `limit=0`; an unreadable limit beside
    // an offset counts as 0.
    [{ limit: '5', offset: '-5' }, { limit: 0n }],
    [{ limit: 'ten', offset: '0' }, { limit: 0n }],
  ])('resolves the root range %j to %o', (raw, range) => {
    expect(resolveRange(raw, true)).toEqual(range)
  })

  it.each([
    [{ limit: '-1' }],
    [{ limit: '2', offset: '-5' }],
    [{ limit: 'ten', offset: '3' }],
    [{ limit: '0', offset: '2' }],
  ])('answers the empty root range %j with 416 PGRST103', (raw) => {
    const err = thrown(ApiError, () => resolveRange(raw, true))
    expect([err.status, err.code, err.details]).toEqual([
      416,
      'PGRST103',
      'Limit should be greater than or equal to zero.',
    ])
  })

  it('leaves embedded ranges as given, for Postgres to refuse a negative LIMIT or OFFSET', () => {
    expect(resolveRange({ limit: '-1' }, false)).toEqual({ limit: -1n })
    expect(resolveRange({ offset: '-5' }, false)).toEqual({ offset: -5n })
    expect(resolveRange({ limit: 'ten', offset: '3' }, false)).toEqual({ limit: 0n, offset: 3n })
  })

  it('reads limit and offset per embed path, the last value winning', () => {
    const q = parseQuery('?offset=-2&items.limit=2&items.limit=3&items.offset=-1', { rpc: false })
    expect(q.ranges.get('')).toEqual({})
    expect(q.ranges.get('items')).toEqual({ limit: 3n, offset: -1n })
  })
})

describe('Prefer', () => {
  it('reads comma-joined tokens with or without spaces', () => {
    expect(parsePrefer('return=representation, count=exact,resolution=merge-duplicates,missing=default')).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
      invalid: [],
    })
  })

  it('collects what it does not understand', () => {
    expect(parsePrefer('handling=strict, foo=bar, count=sometimes')).toEqual({
      handling: 'strict',
      invalid: ['foo=bar', 'count=sometimes'],
    })
  })
})

describe('Accept', () => {
  it('answers arrays by default and single objects for vnd.pgrst.object+json', () => {
    expect(negotiate(undefined)).toEqual({ single: false, stripNulls: false })
    expect(negotiate('*/*')).toEqual({ single: false, stripNulls: false })
    expect(negotiate('application/vnd.pgrst.object+json')).toEqual({ single: true, stripNulls: false })
    expect(negotiate('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({ single: true, stripNulls: true })
    expect(negotiate('text/html, application/json;q=0.5')).toEqual({ single: false, stripNulls: false })
  })

  it('refuses media types it cannot produce with 406 PGRST107', () => {
    const err = thrown(ApiError, () => negotiate('text/csv'))
    expect([err.status, err.code]).toEqual([406, 'PGRST107'])
  })
})
