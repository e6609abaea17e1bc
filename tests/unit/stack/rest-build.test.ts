import { describe, expect, it } from 'vitest'
import { buildMutation } from '../../../supabase/local/rest/build-mutate.ts'
import { buildRead, type Shape } from '../../../supabase/local/rest/build-read.ts'
import { buildRpc } from '../../../supabase/local/rest/build-rpc.ts'
import { ApiError, statusForSqlState, toApiError } from '../../../supabase/local/rest/errors.ts'
import { parseQuery } from '../../../supabase/local/rest/parse-query.ts'
import { plan, sourceOfRelation, type Level } from '../../../supabase/local/rest/plan.ts'
import { resolveRoutine } from '../../../supabase/local/rest/routines.ts'
import {
  buildSchemaCache,
  findRelation,
  type Relation,
  type SchemaCache,
} from '../../../supabase/local/rest/schema-cache.ts'
import { thrown } from '../../helpers/thrown.ts'

const col = (name: string, type = 'text', base = type) => ({
  name,
  type,
  base,
  notnull: false,
  hasdefault: false,
  generated: false,
})
const pk = (...columns: string[]) => ({ primary: true, columns })

/** A small catalog: categories <- products -> (self) parent; products <- reviews; products <-> tags via product_tags; a view. */
function cache(): SchemaCache {
  return buildSchemaCache(['public'], {
    relations: [
      {
        oid: '1',
        schema: 'public',
        name: 'categories',
        kind: 'r',
        exposed: true,
        columns: [col('id', 'integer', 'int4'), col('name')],
        keys: [pk('id')],
      },
      {
        oid: '2',
        schema: 'public',
        name: 'products',
        kind: 'r',
        exposed: true,
        columns: [
          col('id', 'integer', 'int4'),
          col('name'),
          col('price', 'numeric(10,2)', 'numeric'),
          col('category_id', 'integer', 'int4'),
          col('parent_id', 'integer', 'int4'),
          col('data', 'jsonb'),
          col('search', 'tsvector'),
        ],
        keys: [pk('id')],
      },
      {
        oid: '3',
        schema: 'public',
        name: 'reviews',
        kind: 'r',
        exposed: true,
        columns: [col('id', 'integer', 'int4'), col('product_id', 'integer', 'int4'), col('stars', 'integer', 'int4')],
        keys: [pk('id')],
      },
      {
        oid: '4',
        schema: 'public',
        name: 'tags',
        kind: 'r',
        exposed: true,
        columns: [col('id', 'integer', 'int4'), col('label')],
        keys: [pk('id')],
      },
      {
        oid: '5',
        schema: 'public',
        name: 'product_tags',
        kind: 'r',
        exposed: true,
        columns: [col('product_id', 'integer', 'int4'), col('tag_id', 'integer', 'int4')],
        keys: [pk('product_id', 'tag_id')],
      },
      {
        oid: '6',
        schema: 'public',
        name: 'product_view',
        kind: 'v',
        exposed: true,
        columns: [col('id', 'integer', 'int4'), col('category_id', 'integer', 'int4')],
        keys: [],
      },
      {
        oid: '7',
        schema: 'public',
        name: 'profiles',
        kind: 'r',
        exposed: true,
        columns: [col('id', 'uuid'), col('category_id', 'integer', 'int4'), col('favourite_id', 'integer', 'int4')],
        keys: [pk('id')],
      },
    ],
    fks: [
      { name: 'products_category_id_fkey', rel: '2', frel: '1', cols: ['category_id'], fcols: ['id'] },
      { name: 'products_parent_id_fkey', rel: '2', frel: '2', cols: ['parent_id'], fcols: ['id'] },
      { name: 'reviews_product_id_fkey', rel: '3', frel: '2', cols: ['product_id'], fcols: ['id'] },
      { name: 'product_tags_product_id_fkey', rel: '5', frel: '2', cols: ['product_id'], fcols: ['id'] },
      { name: 'product_tags_tag_id_fkey', rel: '5', frel: '4', cols: ['tag_id'], fcols: ['id'] },
      { name: 'profiles_category_id_fkey', rel: '7', frel: '1', cols: ['category_id'], fcols: ['id'] },
      { name: 'profiles_favourite_id_fkey', rel: '7', frel: '1', cols: ['favourite_id'], fcols: ['id'] },
    ],
    viewColumns: [
      { view: '6', base: '2', column: 'id' },
      { view: '6', base: '2', column: 'category_id' },
    ],
    routines: [
      {
        schema: 'public',
        name: 'add',
        setof: false,
        rettype: 'integer',
        retkind: 'b',
        retrel: '0',
        nargdefaults: 1,
        volatility: 'i',
        args: [
          { name: 'a', type: 'integer', base: 'int4', mode: 'i' },
          { name: 'b', type: 'integer', base: 'int4', mode: 'i' },
        ],
      },
      {
        schema: 'public',
        name: 'add',
        setof: false,
        rettype: 'text',
        retkind: 'b',
        retrel: '0',
        nargdefaults: 0,
        volatility: 'i',
        args: [{ name: 'x', type: 'text', base: 'text', mode: 'i' }],
      },
      {
        schema: 'public',
        name: 'cheap',
        setof: true,
        rettype: 'public.products',
        retkind: 'c',
        retrel: '2',
        nargdefaults: 0,
        volatility: 's',
        args: [
          { name: 'max', type: 'numeric', base: 'numeric', mode: 'i' },
          { name: 'ids', type: 'integer[]', base: '_int4', mode: 'i' },
        ],
      },
      {
        schema: 'public',
        name: 'touch',
        setof: false,
        rettype: 'void',
        retkind: 'p',
        retrel: '0',
        nargdefaults: 0,
        volatility: 'v',
        args: [],
      },
      {
        schema: 'public',
        name: 'echo',
        setof: false,
        rettype: 'jsonb',
        retkind: 'b',
        retrel: '0',
        nargdefaults: 0,
        volatility: 'v',
        args: [{ name: '', type: 'jsonb', base: 'jsonb', mode: 'i' }],
      },
      {
        schema: 'public',
        name: 'pair',
        setof: false,
        rettype: 'record',
        retkind: 'p',
        retrel: '0',
        nargdefaults: 0,
        volatility: 'i',
        args: [
          { name: 'x', type: 'integer', base: 'int4', mode: 'i' },
          { name: 'doubled', type: 'integer', base: 'int4', mode: 'o' },
        ],
      },
    ],
  })
}

const sc = cache()
const relation = (name: string) => findRelation(sc, 'public', name) as Relation
const planFor = (table: string, qs: string): Level =>
  plan(sc, sourceOfRelation(relation(table)), table, parseQuery(qs, { rpc: false }))
const shape: Shape = { single: false, stripNulls: false, noBody: false, count: false }

describe('schema cache relationships', () => {
  it('derives many-to-one, one-to-many, many-to-many and view relationships', () => {
    const kinds = (name: string) =>
      relation(name).relationships.map((r) => `${r.cardinality}:${r.foreignTable.name}:${r.constraint}`)
    expect(kinds('products')).toEqual(
      expect.arrayContaining([
        'm2o:categories:products_category_id_fkey',
        'm2o:products:products_parent_id_fkey',
        'o2m:products:products_parent_id_fkey',
        'o2m:reviews:reviews_product_id_fkey',
        'm2m:tags:product_tags_tag_id_fkey',
      ]),
    )
    expect(kinds('product_view')).toContain('m2o:categories:products_category_id_fkey')
    expect(kinds('categories')).toContain('o2m:product_view:products_category_id_fkey')
    expect(relation('product_view').primaryKey).toEqual(['id'])
  })

  it('reads function signatures, defaults and return shapes', () => {
    const [add] = sc.routines.get('public\u0000add') ?? []
    expect(add?.params).toEqual([
      { name: 'a', type: 'integer', variadic: false, hasDefault: false },
      { name: 'b', type: 'integer', variadic: false, hasDefault: true },
    ])
    const cheap = sc.routines.get('public\u0000cheap')?.[0]
    expect(cheap?.returns).toMatchObject({ kind: 'composite', relation: { schema: 'public', name: 'products' } })
    const pair = sc.routines.get('public\u0000pair')?.[0]
    expect(pair?.returns.kind === 'composite' && [...pair.returns.columns.keys()]).toEqual(['doubled'])
  })
})

describe('planning', () => {
  it('finds embeddings by table, FK column, constraint and hint', () => {
    const root = planFor(
      'products',
      'select=*,categories(*),parent:parent_id(name),children:products(id),reviews(stars),tags(label),c2:categories!products_category_id_fkey(id)',
    )
    expect(root.children.map((c) => [c.key, c.relationship.cardinality, c.toOne])).toEqual([
      ['categories', 'm2o', true],
      ['parent', 'm2o', true],
      ['children', 'o2m', false],
      ['reviews', 'o2m', false],
      ['tags', 'm2m', false],
      ['c2', 'm2o', true],
    ])
  })

  it('reports ambiguous embeddings with 300 PGRST201 and missing ones with 400 PGRST200', () => {
    const ambiguous = thrown(ApiError, () => planFor('profiles', 'select=categories(*)'))
    expect([ambiguous.status, ambiguous.code]).toEqual([300, 'PGRST201'])
    expect(ambiguous.hint).toContain("'categories!profiles_category_id_fkey'")
    expect(planFor('profiles', 'select=categories!favourite_id(*)').children[0]?.relationship.constraint).toBe(
      'profiles_favourite_id_fkey',
    )

    const missing = thrown(ApiError, () => planFor('products', 'select=categoriez(*)'))
    expect([missing.status, missing.code, missing.hint]).toEqual([
      400,
      'PGRST200',
      "Perhaps you meant 'categories' instead of 'categoriez'.",
    ])
  })

  it.each([
    ['select=nope', 400, '42703', 'column products.nope does not exist'],
    ['nope=eq.1', 400, '42703', 'column products.nope does not exist'],
    ['order=nope', 400, '42703', 'column products.nope does not exist'],
    ['or=(id.eq.1,nope.eq.2)', 400, '42703', 'column products.nope does not exist'],
    ['select=*,categories(nope)', 400, '42703', 'column categories.nope does not exist'],
    ['reviews.stars=eq.1', 400, 'PGRST108', "'reviews' is not an embedded resource in this request"],
    ['select=*,reviews(*)&reviews=eq.1', 400, 'PGRST120', "Bad operator on the 'reviews' embedded resource"],
    ['select=*,reviews(*)&order=reviews(stars)', 400, 'PGRST118', "A related order on 'reviews' is not possible"],
    ['select=...reviews(*)', 400, 'PGRST119', "A spread operation on 'reviews' is not possible"],
  ])('rejects %s', (qs, status, code, message) => {
    const err = thrown(ApiError, () => planFor('products', qs))
    expect([err.status, err.code, err.message]).toEqual([status, code, message])
  })
})

describe('SQL', () => {
  it('uses quoted identifiers and parameters, never inlined values', () => {
    const evil = "x'); drop table products; --"
    const { sql, params } = buildRead(
      planFor('products', `select=id,"we\\"ird":name&name=eq.${encodeURIComponent(evil)}&data->>k=in.(a,"b,c")`),
      shape,
    )
    expect(sql).not.toContain('drop table')
    expect(params).toContain(evil)
    expect(params).toContain('{"a","b,c"}')
    expect(sql).toContain('"products"."name" = $')
    expect(sql).toContain('as "we""ird"')
    expect(sql).toMatch(/"products"\."data"->>\$\d+::text = any\(\$\d+\)/)
  })

  it('builds embeddings as correlated subqueries and !inner as exists', () => {
    const { sql } = buildRead(
      planFor('products', 'select=id,categories(name),reviews!inner(stars)&reviews.stars=gte.4'),
      shape,
    )
    expect(sql).toContain(
      `(select row_to_json("pgrst_e") from (select "categories_1"."name" as "name" from "public"."categories" as "categories_1" where "categories_1"."id" = "products"."category_id" limit 1) as "pgrst_e") as "categories"`,
    )
    expect(sql).toContain(
      `coalesce((select json_agg("pgrst_e") from (select "reviews_2"."stars" as "stars" from "public"."reviews" as "reviews_2" where "reviews_2"."product_id" = "products"."id" and "reviews_2"."stars" >= $`,
    )
    expect(sql).toMatch(
      /where exists \(select 1 from "public"\."reviews" as "reviews_2" where "reviews_2"\."product_id" = "products"\."id" and "reviews_2"\."stars" >= \$1\)/,
    )
  })

  it('joins many-to-many through the junction table', () => {
    const { sql } = buildRead(planFor('products', 'select=tags(label)'), shape)
    expect(sql).toContain(
      `from "public"."tags" as "tags_1" join "public"."product_tags" as "tags_1_junction" on "tags_1_junction"."tag_id" = "tags_1"."id" where "tags_1_junction"."product_id" = "products"."id"`,
    )
  })

  it('maps operators, negation, full-text search and logic trees', () => {
    const { sql } = buildRead(
      planFor(
        'products',
        'name=not.ilike.*a*&price=isdistinct.5&search=wfts(english).hot&or=(id.lt.3,and(name.like(any).{a*,b*},data->k.is.null))',
      ),
      shape,
    )
    expect(sql).toContain('not ("products"."name" ilike $')
    expect(sql).toContain('"products"."price" is distinct from $')
    expect(sql).toMatch(/"products"\."search" @@ websearch_to_tsquery\(\$\d+::regconfig, \$\d+\)/)
    expect(sql).toMatch(
      /\("products"\."id" < \$\d+ or \("products"\."name" like any\(\$\d+::text\[\]\) and "products"\."data"->\$\d+::text is null\)\)/,
    )
  })

  it('wraps non-tsvector columns in to_tsvector for full-text search', () => {
    const { sql } = buildRead(planFor('products', 'name=fts.chili'), shape)
    expect(sql).toMatch(/to_tsvector\("products"\."name"\) @@ to_tsquery\(\$\d+\)/)
  })

  it('orders, pages and counts', () => {
    const { sql, params } = buildRead(planFor('products', 'order=price.desc.nullslast,data->>k&limit=10&offset=20'), {
      ...shape,
      count: true,
    })
    expect(sql).toMatch(
      /order by "products"\."price" desc nulls last, "products"\."data"->>\$\d+::text limit \$\d+ offset \$\d+/,
    )
    expect(sql).toContain('(select count(*) from "public"."products" as "products")')
    expect(params).toEqual(expect.arrayContaining(['10', '20', 'k']))
  })

  it('produces the single object, stripped nulls and head variants', () => {
    expect(buildRead(planFor('products', ''), { ...shape, single: true }).sql).toContain(
      `(json_agg("pgrst_t")->0)::text as body`,
    )
    expect(buildRead(planFor('products', ''), { ...shape, stripNulls: true }).sql).toContain(
      `json_strip_nulls(coalesce(json_agg("pgrst_t"), '[]'))::text`,
    )
    expect(buildRead(planFor('products', ''), { ...shape, noBody: true }).sql).toContain('null::text as body')
  })

  it('inserts through json_populate_recordset, with upsert and RETURNING only what is read', () => {
    const root = planFor('products', 'select=id,categories(name)')
    const { sql, params } = buildMutation(
      {
        relation: relation('products'),
        root,
        wantRows: true,
        mutation: {
          kind: 'insert',
          rows: [{ name: 'a', price: 1 }],
          columns: ['name', 'price'],
          missingDefault: false,
          resolution: 'merge-duplicates',
          onConflict: ['id'],
        },
      },
      shape,
    )
    expect(sql).toContain(
      `insert into "public"."products" as "products" ("name", "price") select "name", "price" from json_populate_recordset(null::"public"."products", $`,
    )
    expect(sql).toContain('on conflict ("id") do update set "name" = excluded."name", "price" = excluded."price"')
    expect(sql).toContain('returning "products"."id", "products"."category_id"')
    expect(params).toContain('[{"name":"a","price":1}]')
  })

  it('uses DEFAULT for missing keys with missing=default', () => {
    const { sql } = buildMutation(
      {
        relation: relation('products'),
        root: planFor('products', ''),
        wantRows: false,
        mutation: {
          kind: 'insert',
          rows: [{ name: 'a' }, { price: 2 }],
          columns: ['name', 'price'],
          missingDefault: true,
          onConflict: ['id'],
        },
      },
      shape,
    )
    expect(sql).toMatch(
      /values \(\(json_populate_record\(null::"public"\."products", \$1::json\)\)\."name", default\), \(default, \(json_populate_record\(null::"public"\."products", \$2::json\)\)\."price"\)/,
    )
    expect(sql).toContain('returning 1')
  })

  it('updates and deletes with the filters in the WHERE', () => {
    const update = buildMutation(
      {
        relation: relation('products'),
        root: planFor('products', 'id=eq.1'),
        wantRows: false,
        mutation: { kind: 'update', values: { name: 'b' }, columns: ['name'] },
      },
      shape,
    )
    expect(update.sql).toMatch(
      /update "public"\."products" as "products" set "name" = "pgrst_body"\."name" from \(select \* from json_populate_record\(null::"public"\."products", \$\d+::json\)\) as "pgrst_body" where "products"\."id" = \$\d+ returning 1/,
    )
    const del = buildMutation(
      {
        relation: relation('products'),
        root: planFor('products', 'id=in.(1,2)'),
        wantRows: false,
        mutation: { kind: 'delete' },
      },
      shape,
    )
    expect(del.sql).toMatch(
      /delete from "public"\."products" as "products" where "products"\."id" = any\(\$\d+\) returning 1/,
    )
  })

  it('calls functions with named arguments cast by json_to_record', () => {
    const match = resolveRoutine(sc, 'public', 'cheap', ['max', 'ids'], true)
    const routine = match.routine
    const root = plan(
      sc,
      {
        schema: 'public',
        name: 'cheap',
        columns: relation('products').columns,
        openColumns: false,
        relationships: relation('products').relationships,
      },
      'cheap',
      parseQuery('?select=id,categories(name)&id=gt.1', { rpc: true }),
    )
    const { sql, params } = buildRpc(
      { routine, args: { kind: 'named', values: { max: 5, ids: [1, 2] }, params: routine.params }, root },
      shape,
    )
    expect(sql).toContain(
      `with "pgrst_source" as (select "pgrst_call".* from json_to_record($1::json) as "pgrst_args"("max" numeric, "ids" integer[]), "public"."cheap"("max" := "pgrst_args"."max", "ids" := "pgrst_args"."ids") as "pgrst_call")`,
    )
    expect(sql).toContain('"cheap"."id" > $')
    expect(params[0]).toBe('{"max":5,"ids":[1,2]}')
  })

  it('returns scalars with to_json and calls void functions', () => {
    const add = resolveRoutine(sc, 'public', 'add', ['a'], true).routine
    expect(
      buildRpc(
        { routine: add, args: { kind: 'named', values: { a: 1 }, params: add.params.slice(0, 1) }, root: null },
        shape,
      ).sql,
    ).toBe(
      `select null as total, 1 as page, to_json("public"."add"("a" := "pgrst_args"."a"))::text as body from json_to_record($1::json) as "pgrst_args"("a" integer)`,
    )
    const touch = resolveRoutine(sc, 'public', 'touch', [], true).routine
    expect(
      buildRpc({ routine: touch, args: { kind: 'named', values: {}, params: [] }, root: null }, shape).sql,
    ).toContain('select "public"."touch"()')
  })
})

describe('function resolution', () => {
  it('picks overloads by argument names, defaults optional', () => {
    expect(resolveRoutine(sc, 'public', 'add', ['a'], false).routine.params.map((p) => p.name)).toEqual(['a', 'b'])
    expect(resolveRoutine(sc, 'public', 'add', ['x'], false).routine.params.map((p) => p.name)).toEqual(['x'])
  })

  it('sends a whole POST body to a single unnamed jsonb parameter', () => {
    expect(resolveRoutine(sc, 'public', 'echo', ['anything'], true)).toMatchObject({ mode: 'body', type: 'jsonb' })
  })

  it('answers 404 PGRST202 with PostgREST wording and a hint', () => {
    const err = thrown(ApiError, () => resolveRoutine(sc, 'public', 'ad', ['b', 'a'], false))
    expect([err.status, err.code, err.message, err.hint]).toEqual([
      404,
      'PGRST202',
      'Could not find the function public.ad(a, b) in the schema cache',
      null,
    ])
    const none = thrown(ApiError, () => resolveRoutine(sc, 'public', 'touchh', [], false))
    expect(none.message).toBe('Could not find the function public.touchh without parameters in the schema cache')
    expect(none.hint).toBe('Perhaps you meant to call the function public.touch')
  })
})

describe('errors', () => {
  it.each([
    ['23505', 409],
    ['23503', 409],
    ['23502', 400],
    ['23514', 400],
    // Data exceptions (class 22) a request's values cause: bad syntax, dates, range, LIMIT/OFFSET.
    ['22P02', 400],
    ['22007', 400],
    ['22008', 400],
    ['22003', 400],
    ['2201W', 400],
    ['2201X', 400],
    ['2201B', 400],
    ['22021', 400],
    ['22023', 400],
    ['42601', 400],
    ['42703', 400],
    ['42P01', 404],
    ['42883', 404],
    ['42P17', 500],
    ['P0001', 400],
    ['P0002', 500],
    ['40001', 500],
    ['25006', 405],
    ['25P02', 500],
    ['2D000', 500],
    ['08006', 503],
    ['09000', 500],
    ['0L000', 403],
    ['0P000', 403],
    ['28P01', 403],
    ['38000', 500],
    ['39000', 500],
    ['3B000', 500],
    ['53100', 503],
    ['53400', 500],
    ['54000', 500],
    ['55P03', 500],
    ['57014', 500],
    ['57P01', 503],
    ['58030', 500],
    ['F0000', 500],
    ['HV000', 500],
    ['PT402', 402],
    ['PT000', 500],
    ['XX000', 500],
  ])('maps SQLSTATE %s to %i', (code, status) => {
    expect(statusForSqlState(code, 'x', false)).toBe(status)
  })

  it('maps 42883 to 404, but to 406 for a missing xmlagg (an unknown media type aggregate)', () => {
    expect(statusForSqlState('42883', 'operator does not exist: boolean @> unknown', false)).toBe(404)
    expect(statusForSqlState('42883', 'function xmlagg(text) does not exist', false)).toBe(406)
  })

  it('answers 401 for a role in the JWT that does not exist', () => {
    expect(statusForSqlState('22023', 'role "ghost" does not exist', false)).toBe(401)
  })

  it('answers an error without a SQLSTATE (a fault of the stack) with 500 PGRSTX00', () => {
    const err = toApiError(new Error('Invalid input for boolean type'), true)
    expect([err.status, err.code, err.details]).toEqual([500, 'PGRSTX00', 'Invalid input for boolean type'])
  })

  it('answers 42501 with 401 for anon (with WWW-Authenticate) and 403 otherwise', () => {
    const pgError = Object.assign(new Error('permission denied for table x'), { code: '42501' })
    const anon = toApiError(pgError, true)
    expect([anon.status, anon.headers['WWW-Authenticate']]).toEqual([401, 'Bearer'])
    expect(toApiError(pgError, false).status).toBe(403)
  })

  it('keeps pg-safeupdate errors client errors', () => {
    expect(statusForSqlState('21000', 'DELETE requires a WHERE clause', false)).toBe(400)
    expect(statusForSqlState('21000', 'more than one row returned by a subquery used as an expression', false)).toBe(
      500,
    )
  })
})
