import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { fileURLToPath } from 'node:url'
import { exposedSchemas, ANON_KEY } from '../../supabase/local/index.ts'
import { rawFetch, startTestStack, type TestStack } from '../helpers/stack.ts'

// The /rest/v1 surface through unmodified supabase-js (SUPABASE_PROTOCOL.md §3), over tables and
// functions of its own so every row, relationship and error is known exactly.

const FIXTURES = `
create table public.rest_categories (id int primary key, name text not null unique, meta jsonb);
create table public.rest_items (
  id serial primary key,
  name text not null,
  price numeric(10,2) not null default 0,
  category_id int references public.rest_categories(id),
  parent_id int references public.rest_items(id),
  tags text[] not null default '{}',
  data jsonb,
  note text,
  created_at timestamptz not null default '2026-01-02T03:04:05Z',
  search tsvector generated always as (to_tsvector('english', name || ' ' || coalesce(note, ''))) stored
);
create table public.rest_reviews (
  id serial primary key,
  item_id int not null references public.rest_items(id) on delete cascade,
  stars int not null check (stars between 1 and 5)
);
create table public.rest_labels (id int primary key, label text not null);
create table public.rest_item_labels (
  item_id int references public.rest_items(id) on delete cascade,
  label_id int references public.rest_labels(id),
  primary key (item_id, label_id)
);
create table public.rest_vault (id serial primary key, secret text);

alter table public.rest_categories enable row level security;
alter table public.rest_items enable row level security;
alter table public.rest_reviews enable row level security;
alter table public.rest_labels enable row level security;
alter table public.rest_item_labels enable row level security;
alter table public.rest_vault enable row level security;
create policy "read" on public.rest_categories for select to anon, authenticated using (true);
create policy "read" on public.rest_items for select to anon, authenticated using (true);
create policy "insert" on public.rest_items for insert to anon, authenticated with check (price >= 0);
create policy "update" on public.rest_items for update to anon, authenticated using (true) with check (price >= 0);
create policy "delete" on public.rest_items for delete to anon, authenticated using (true);
create policy "read" on public.rest_reviews for select to anon, authenticated using (true);
create policy "read" on public.rest_labels for select to anon, authenticated using (true);
create policy "read" on public.rest_item_labels for select to anon, authenticated using (true);
grant select on public.rest_categories, public.rest_reviews, public.rest_labels, public.rest_item_labels to anon, authenticated;
grant select, insert, update, delete on public.rest_items to anon, authenticated;
grant usage on sequence public.rest_items_id_seq to anon, authenticated;
grant all on public.rest_categories, public.rest_items, public.rest_reviews, public.rest_labels,
  public.rest_item_labels, public.rest_vault to service_role;
grant usage on sequence public.rest_items_id_seq, public.rest_reviews_id_seq, public.rest_vault_id_seq to service_role;

insert into public.rest_categories values (1, 'Spices', '{"color":"red"}'), (2, 'Herbs', '{"color":"green"}'), (3, 'Empty', null);
insert into public.rest_items (name, price, category_id, tags, data, note) values
  ('Saffron', 12.50, 1, '{rare,red}', '{"origin":"Iran","grams":[1,2]}', 'precious red threads'),
  ('Paprika', 3.20, 1, '{red}', '{"origin":"Hungary"}', null),
  ('Basil', 2.00, 2, '{green}', '{"origin":"Italy"}', 'sweet basil leaves'),
  ('Mint, fresh', 1.50, 2, '{green,"a b"}', null, 'cool'),
  ('Mystery', 0, null, '{}', null, null);
update public.rest_items set parent_id = 1 where id = 2;
insert into public.rest_reviews (item_id, stars) values (1, 5), (1, 4), (2, 3);
insert into public.rest_labels values (1, 'hot'), (2, 'mild');
insert into public.rest_item_labels values (1, 1), (2, 1), (3, 2);

create function public.rest_add(a int, b int default 10) returns int language sql immutable as $$ select a + b $$;
create function public.rest_items_above(min_price numeric) returns setof public.rest_items language sql stable
  as $$ select * from public.rest_items where price > min_price $$;
create function public.rest_touch() returns void language sql as $$ select $$;
create function public.rest_refuse() returns void language plpgsql
  as $$ begin raise exception 'I refuse!' using detail = 'Pretty simple', hint = 'Nothing to do'; end $$;
create function public.rest_teapot() returns void language plpgsql
  as $$ begin raise sqlstate 'PT418' using message = 'I am a teapot'; end $$;
create function public.rest_ids(ids int[]) returns setof int language sql immutable as $$ select unnest(ids) $$;
create function public.rest_echo(payload jsonb) returns jsonb language sql immutable as $$ select payload $$;
create function public.rest_pair(x int, out doubled int, out squared int) language sql immutable as $$ select x * 2, x * x $$;
create function public.rest_series(n int) returns table (i int, label text) language sql immutable
  as $$ select g, 'n' || g from generate_series(1, n) g $$;
create function public.rest_whoami() returns text language sql stable
  as $$ select coalesce(auth.uid()::text, 'nobody') || ':' || current_user $$;
create function public.rest_locked() returns int language sql as $$ select 1 $$;
revoke execute on function public.rest_locked() from public, anon, authenticated;
create function public.rest_bump() returns int language sql volatile security definer set search_path = ''
  as $$ insert into public.rest_vault (secret) values ('bump') returning id $$;
`

const SUPABASE_DIR = fileURLToPath(new URL('../../supabase', import.meta.url))

let t: TestStack

beforeAll(async () => {
  t = await startTestStack()
  await t.stack.db.exec(FIXTURES)
  await t.stack.rest.reloadSchema()
})

afterAll(async () => {
  await t?.stop()
})

const rest = (path: string, init: RequestInit & { token?: string } = {}) => rawFetch(`${t.url}/rest/v1${path}`, init)

async function ids(query: PromiseLike<{ data: unknown; error: unknown }>): Promise<number[]> {
  const { data, error } = await query
  expect(error).toBeNull()
  return ((data ?? []) as { id: number }[]).map((r) => r.id)
}

type Filterable = ReturnType<ReturnType<SupabaseClient['from']>['select']>

/** A response body as JSON. */
async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>
}

/** A client with an untyped schema: these fixture tables are not in the app's generated types. */
function loose(c: unknown): SupabaseClient {
  return c as SupabaseClient
}

describe('reads', () => {
  it('serialises rows as PostgREST does: numbers, ISO timestamps, nested JSON, arrays', async () => {
    const { data, error, status } = await loose(t.anon)
      .from('rest_items')
      .select('id,name,price,created_at,data,tags')
      .eq('id', 1)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([
      {
        id: 1,
        name: 'Saffron',
        price: 12.5,
        created_at: '2026-01-02T03:04:05+00:00',
        data: { origin: 'Iran', grams: [1, 2] },
        tags: ['rare', 'red'],
      },
    ])
  })

  it('selects aliases, casts and JSON paths', async () => {
    const { data } = await loose(t.anon)
      .from('rest_items')
      .select('id, origin:data->>origin, first:data->grams->0, price::text')
      .eq('id', 1)
    expect(data).toEqual([{ id: 1, origin: 'Iran', first: 1, price: '12.50' }])
  })

  it.each([
    ['eq', (q: Filterable) => q.eq('name', 'Basil'), [3]],
    ['neq', (q: Filterable) => q.neq('name', 'Basil'), [1, 2, 4, 5]],
    ['gt', (q: Filterable) => q.gt('price', 3.2), [1]],
    ['gte', (q: Filterable) => q.gte('price', 3.2), [1, 2]],
    ['lt', (q: Filterable) => q.lt('price', 1.5), [5]],
    ['lte', (q: Filterable) => q.lte('price', 1.5), [4, 5]],
    ['like with *', (q: Filterable) => q.like('name', '*a*'), [1, 2, 3]],
    ['ilike', (q: Filterable) => q.ilike('name', 'b%'), [3]],
    ['match', (q: Filterable) => q.match({ category_id: 2 }), [3, 4]],
    ['regex match', (q: Filterable) => q.filter('name', 'match', '^M'), [4, 5]],
    ['imatch', (q: Filterable) => q.filter('name', 'imatch', '^m'), [4, 5]],
    ['in with a quoted comma', (q: Filterable) => q.in('name', ['Basil', 'Mint, fresh']), [3, 4]],
    ['is null', (q: Filterable) => q.is('note', null), [2, 5]],
    ['not is null', (q: Filterable) => q.not('category_id', 'is', null), [1, 2, 3, 4]],
    ['isdistinct', (q: Filterable) => q.isDistinct('category_id', 1), [3, 4, 5]],
    ['not in', (q: Filterable) => q.not('id', 'in', '(1,2)'), [3, 4, 5]],
    ['cs on arrays', (q: Filterable) => q.contains('tags', ['red']), [1, 2]],
    ['cd on arrays', (q: Filterable) => q.containedBy('tags', ['red', 'rare']), [1, 2, 5]],
    ['ov on arrays', (q: Filterable) => q.overlaps('tags', ['green', 'x']), [3, 4]],
    ['cs on jsonb', (q: Filterable) => q.contains('data', { origin: 'Iran' }), [1]],
    ['JSON path filter', (q: Filterable) => q.eq('data->>origin', 'Italy'), [3]],
    ['fts on tsvector', (q: Filterable) => q.textSearch('search', 'basil & sweet', { config: 'english' }), [3]],
    [
      'plain fts on text',
      (q: Filterable) => q.textSearch('note', 'red threads', { type: 'plain', config: 'english' }),
      [1],
    ],
    ['phrase fts', (q: Filterable) => q.textSearch('note', 'basil leaves', { type: 'phrase', config: 'english' }), [3]],
    [
      'websearch fts',
      (q: Filterable) => q.textSearch('note', '"red threads" -basil', { type: 'websearch', config: 'english' }),
      [1],
    ],
    ['likeAnyOf', (q: Filterable) => q.likeAnyOf('name', ['Sa%', 'Ba%']), [1, 3]],
    ['or', (q: Filterable) => q.or('price.lt.2,name.eq.Saffron'), [1, 4, 5]],
    ['nested and/or', (q: Filterable) => q.or('and(price.gt.2,price.lt.5),name.ilike.*int*'), [2, 4]],
    ['or with quoted value', (q: Filterable) => q.or('name.eq."Mint, fresh",id.eq.5'), [4, 5]],
  ])('filters with %s', async (_label, apply, expected) => {
    expect(await ids(apply(loose(t.anon).from('rest_items').select('id')).order('id'))).toEqual(expected)
  })

  it('negates a whole logic tree with not.or', async () => {
    const res = await rest('/rest_items?select=id&not.or=(id.eq.1,id.eq.2)&order=id')
    expect(await res.json()).toEqual([{ id: 3 }, { id: 4 }, { id: 5 }])
  })

  it('orders by several terms, nulls placement and JSON paths; pages with limit/offset', async () => {
    expect(
      await ids(
        loose(t.anon).from('rest_items').select('id').order('note', { ascending: true, nullsFirst: true }).order('id'),
      ),
    ).toEqual([2, 5, 4, 1, 3])
    expect(
      await ids(loose(t.anon).from('rest_items').select('id').order('data->>origin', { ascending: false }).order('id')),
    ).toEqual([4, 5, 3, 1, 2])
    expect(
      await ids(loose(t.anon).from('rest_items').select('id').order('price', { ascending: false }).range(1, 2)),
    ).toEqual([2, 3])
    expect(await ids(loose(t.anon).from('rest_items').select('id').order('id').limit(2))).toEqual([1, 2])
  })

  it('counts with count=exact, as HEAD and as a partial page (206, Content-Range)', async () => {
    const head = await loose(t.anon).from('rest_items').select('*', { count: 'exact', head: true }).gt('price', 2)
    expect([head.status, head.count, head.data]).toEqual([200, 2, null])

    const page = await loose(t.anon).from('rest_items').select('id', { count: 'exact' }).order('id').range(1, 2)
    expect([page.status, page.count]).toEqual([206, 5])

    const res = await rest('/rest_items?select=id&order=id&offset=1&limit=2', { headers: { prefer: 'count=exact' } })
    expect([res.status, res.headers.get('content-range'), res.headers.get('preference-applied')]).toEqual([
      206,
      '1-2/5',
      'count=exact',
    ])
    const none = await rest('/rest_items?select=id&id=gt.100', { headers: { prefer: 'count=exact' } })
    expect([none.status, none.headers.get('content-range')]).toEqual([200, '*/0'])
    const uncounted = await rest('/rest_items?select=id&limit=3')
    expect(uncounted.headers.get('content-range')).toBe('0-2/*')
    expect(uncounted.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })

  it('answers single() with a bare object, or 406 PGRST116', async () => {
    const one = await loose(t.anon).from('rest_items').select('id,name').eq('id', 1).single()
    expect([one.status, one.data]).toEqual([200, { id: 1, name: 'Saffron' }])
    const none = await loose(t.anon).from('rest_items').select('id').eq('id', 99).single()
    expect([none.status, none.error]).toEqual([
      406,
      {
        code: 'PGRST116',
        details: 'The result contains 0 rows',
        hint: null,
        message: 'Cannot coerce the result to a single JSON object',
      },
    ])
    const many = await loose(t.anon).from('rest_items').select('id').lt('id', 3).single()
    expect(many.error?.details).toBe('The result contains 2 rows')
  })

  it('answers maybeSingle() with null or the row', async () => {
    expect((await loose(t.anon).from('rest_items').select('id').eq('id', 99).maybeSingle()).data).toBeNull()
    expect((await loose(t.anon).from('rest_items').select('id').eq('id', 3).maybeSingle()).data).toEqual({ id: 3 })
  })
})

describe('embedding', () => {
  it('embeds many-to-one as an object (or null) and one-to-many as an array', async () => {
    const { data } = await loose(t.anon)
      .from('rest_items')
      .select('id, category:rest_categories(name), rest_reviews(stars)')
      .order('id')
      .in('id', [1, 3, 5])
    expect(data).toEqual([
      { id: 1, category: { name: 'Spices' }, rest_reviews: [{ stars: 5 }, { stars: 4 }] },
      { id: 3, category: { name: 'Herbs' }, rest_reviews: [] },
      { id: 5, category: null, rest_reviews: [] },
    ])
  })

  it('nests embeddings and follows a self reference by column and by table', async () => {
    const { data } = await loose(t.anon)
      .from('rest_categories')
      .select('name, rest_items(name, parent:parent_id(name), children:rest_items(name))')
      .eq('id', 1)
      .order('id', { referencedTable: 'rest_items' })
    expect(data).toEqual([
      {
        name: 'Spices',
        rest_items: [
          { name: 'Saffron', parent: null, children: [{ name: 'Paprika' }] },
          { name: 'Paprika', parent: { name: 'Saffron' }, children: [] },
        ],
      },
    ])
  })

  it('filters parents with !inner and embedded filters', async () => {
    const { data } = await loose(t.anon)
      .from('rest_items')
      .select('id, rest_reviews!inner(stars)')
      .gte('rest_reviews.stars', 4)
    expect(data).toEqual([{ id: 1, rest_reviews: [{ stars: 5 }, { stars: 4 }] }])
  })

  it('applies order and limit inside an embedding', async () => {
    const { data } = await loose(t.anon)
      .from('rest_categories')
      .select('name, rest_items(name)')
      .order('name', { referencedTable: 'rest_items', ascending: false })
      .limit(1, { referencedTable: 'rest_items' })
      .order('id')
    expect(data).toEqual([
      { name: 'Spices', rest_items: [{ name: 'Saffron' }] },
      { name: 'Herbs', rest_items: [{ name: 'Mint, fresh' }] },
      { name: 'Empty', rest_items: [] },
    ])
  })

  it('embeds many-to-many through a junction table and spreads to-one columns', async () => {
    const m2m = await loose(t.anon).from('rest_items').select('id, rest_labels(label)').lt('id', 4).order('id')
    expect(m2m.data).toEqual([
      { id: 1, rest_labels: [{ label: 'hot' }] },
      { id: 2, rest_labels: [{ label: 'hot' }] },
      { id: 3, rest_labels: [{ label: 'mild' }] },
    ])
    const spread = await loose(t.anon)
      .from('rest_items')
      .select('id, ...rest_categories(category:name)')
      .in('id', [1, 5])
      .order('id')
    expect(spread.data).toEqual([
      { id: 1, category: 'Spices' },
      { id: 5, category: null },
    ])
  })

  it('filters by the presence of an embedded resource', async () => {
    const res = await rest('/rest_categories?select=name,rest_items()&rest_items=is.null')
    expect(await res.json()).toEqual([{ name: 'Empty' }])
  })

  it('answers PGRST200 for an unknown relationship', async () => {
    const { status, error } = await loose(t.anon).from('rest_items').select('rest_labelz(*)')
    expect(status).toBe(400)
    expect(error?.code).toBe('PGRST200')
    expect(error?.hint).toBe("Perhaps you meant 'rest_labels' instead of 'rest_labelz'.")
  })
})

describe('mutations', () => {
  it('inserts with return=minimal (201, empty body, Content-Range */*) and with a representation', async () => {
    const minimal = await rest('/rest_items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Clove', price: 4 }),
    })
    expect([minimal.status, minimal.headers.get('content-range'), await minimal.text()]).toEqual([201, '*/*', ''])

    const rep = await loose(t.anon)
      .from('rest_items')
      .insert({ name: 'Cumin', price: 4, tags: ['warm'] })
      .select('name,price,tags,category:rest_categories(name)')
      .single()
    expect([rep.status, rep.data]).toEqual([201, { name: 'Cumin', price: 4, tags: ['warm'], category: null }])
  })

  it('inserts arrays: missing keys become NULL, or the default with missing=default', async () => {
    const nulls = await loose(t.service)
      .from('rest_items')
      .insert([
        { name: 'N1', price: 1 },
        { name: 'N2', note: 'x' },
      ])
      .select('name,price,note')
    expect(nulls.error?.code).toBe('23502') // price is not null and the second row has none
    const defaults = await loose(t.anon)
      .from('rest_items')
      .insert(
        [
          { name: 'D1', price: 1 },
          { name: 'D2', note: 'x' },
        ],
        { defaultToNull: false },
      )
      .select('name,price,note')
    expect(defaults.data).toEqual([
      { name: 'D1', price: 1, note: null },
      { name: 'D2', price: 0, note: 'x' },
    ])
  })

  it('counts inserted rows with count=exact', async () => {
    const { status, count, data } = await loose(t.anon)
      .from('rest_items')
      .insert([{ name: 'C1' }, { name: 'C2' }], { count: 'exact' })
    expect([status, count, data]).toEqual([201, 2, null])
  })

  it('upserts: merge-duplicates updates, ignore-duplicates skips', async () => {
    const merged = await loose(t.service)
      .from('rest_categories')
      .upsert({ id: 3, name: 'Empty', meta: { color: 'none' } })
      .select()
    expect(merged.data).toEqual([{ id: 3, name: 'Empty', meta: { color: 'none' } }])
    const ignored = await loose(t.service)
      .from('rest_categories')
      .upsert({ id: 3, name: 'Other' }, { ignoreDuplicates: true })
      .select()
    expect([ignored.status, ignored.data]).toEqual([201, []])
    const byName = await loose(t.service)
      .from('rest_categories')
      .upsert({ id: 2, name: 'Herbs', meta: { color: 'leafy' } }, { onConflict: 'name' })
      .select()
    expect(byName.data).toEqual([{ id: 2, name: 'Herbs', meta: { color: 'leafy' } }])
  })

  it('updates and deletes with filters: 204 minimal, 200 with a representation', async () => {
    const upd = await loose(t.anon).from('rest_items').update({ note: 'ground' }).eq('name', 'Cumin')
    expect(upd.status).toBe(204)
    const rep = await loose(t.anon)
      .from('rest_items')
      .update({ note: 'whole' }, { count: 'exact' })
      .eq('name', 'Cumin')
      .select('name,note')
    expect([rep.status, rep.count, rep.data]).toEqual([200, 1, [{ name: 'Cumin', note: 'whole' }]])
    const del = await loose(t.anon).from('rest_items').delete().in('name', ['C1', 'C2'])
    expect(del.status).toBe(204)
    const gone = await loose(t.anon).from('rest_items').delete().eq('name', 'Clove').select('name')
    expect([gone.status, gone.data]).toEqual([200, [{ name: 'Clove' }]])
  })

  it('rolls a mutation back when single() does not get exactly one row', async () => {
    const res = await loose(t.anon)
      .from('rest_items')
      .update({ note: 'changed' })
      .in('name', ['D1', 'D2'])
      .select()
      .single()
    expect([res.status, res.error?.code, res.error?.details]).toEqual([406, 'PGRST116', 'The result contains 2 rows'])
    const { data } = await loose(t.anon).from('rest_items').select('note').in('name', ['D1', 'D2']).order('name')
    expect(data).toEqual([{ note: null }, { note: 'x' }])
  })

  it('enforces Prefer: handling=strict, max-affected=n by rolling back', async () => {
    const res = await rest('/rest_items?name=in.(D1,D2)', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', prefer: 'handling=strict, max-affected=1' },
    })
    expect([res.status, (await json(res)).code]).toEqual([400, 'PGRST124'])
    expect(await ids(loose(t.anon).from('rest_items').select('id').in('name', ['D1', 'D2']))).toHaveLength(2)
  })

  it('refuses PATCH and DELETE without a filter (pg-safeupdate)', async () => {
    const upd = await loose(t.anon).from('rest_items').update({ note: 'all' })
    expect([upd.status, upd.error?.code, upd.error?.message]).toEqual([400, '21000', 'UPDATE requires a WHERE clause'])
    const del = await loose(t.service).from('rest_items').delete()
    expect([del.status, del.error?.code, del.error?.message]).toEqual([400, '21000', 'DELETE requires a WHERE clause'])
  })

  it('answers PGRST204 for an unknown key in the body', async () => {
    const { status, error } = await loose(t.anon).from('rest_items').insert({ nam: 'x' })
    expect([status, error?.code, error?.message]).toEqual([
      400,
      'PGRST204',
      "Could not find the 'nam' column of 'rest_items' in the schema cache",
    ])
  })
})

describe('rpc', () => {
  it('returns scalars, composites and void', async () => {
    expect((await loose(t.anon).rpc('rest_add', { a: 1 })).data).toBe(11)
    expect((await loose(t.anon).rpc('rest_add', { a: 1, b: 2 }, { get: true })).data).toBe(3)
    expect((await loose(t.anon).rpc('rest_pair', { x: 3 })).data).toEqual({ doubled: 6, squared: 9 })
    expect((await loose(t.anon).rpc('rest_echo', { payload: { a: [1, { b: null }] } })).data).toEqual({
      a: [1, { b: null }],
    })
    const v = await loose(t.anon).rpc('rest_touch')
    expect([v.status, v.data, v.error]).toEqual([204, null, null])
  })

  it('filters, orders, limits and counts set results, and embeds from them', async () => {
    const set = await loose(t.anon)
      .rpc('rest_series', { n: 5 }, { count: 'exact' })
      .gt('i', 1)
      .order('i', { ascending: false })
      .limit(2)
    expect([set.status, set.count, set.data]).toEqual([
      206,
      4,
      [
        { i: 5, label: 'n5' },
        { i: 4, label: 'n4' },
      ],
    ])
    const one = await loose(t.anon).rpc('rest_series', { n: 5 }).eq('i', 2).single()
    expect(one.data).toEqual({ i: 2, label: 'n2' })
    const rows = await loose(t.anon)
      .rpc('rest_items_above', { min_price: 3 })
      .select('name, category:rest_categories(name)')
      .order('id')
    expect(rows.data).toEqual(expect.arrayContaining([{ name: 'Saffron', category: { name: 'Spices' } }]))
    const head = await loose(t.anon).rpc('rest_series', { n: 3 }, { head: true, count: 'exact' })
    expect([head.status, head.count, head.data]).toEqual([200, 3, null])
    expect((await loose(t.anon).rpc('rest_ids', { ids: [3, 1, 2] }, { get: true })).data).toEqual([3, 1, 2])
  })

  it('runs as the caller', async () => {
    const customer = await t.newCustomer()
    expect((await loose(customer.client).rpc('rest_whoami')).data).toBe(`${customer.id}:authenticated`)
    expect((await loose(t.anon).rpc('rest_whoami')).data).toBe('nobody:anon')
  })

  it('calls GET and stable functions in a read-only transaction, as PostgREST does', async () => {
    const viaGet = await loose(t.anon).rpc('rest_bump', {}, { get: true })
    expect([viaGet.status, viaGet.error?.code]).toEqual([405, '25006'])
    const viaPost = await loose(t.anon).rpc('rest_bump')
    expect([viaPost.status, typeof viaPost.data]).toEqual([200, 'number'])
  })

  it('maps RAISE to 400, PTxyz to xyz, missing EXECUTE to 401, unknown functions to 404 PGRST202', async () => {
    const raised = await loose(t.anon).rpc('rest_refuse')
    expect([raised.status, raised.error]).toEqual([
      400,
      { code: 'P0001', details: 'Pretty simple', hint: 'Nothing to do', message: 'I refuse!' },
    ])
    expect((await loose(t.anon).rpc('rest_teapot')).status).toBe(418)
    const locked = await loose(t.anon).rpc('rest_locked')
    expect([locked.status, locked.error?.code]).toEqual([401, '42501'])
    const unknown = await loose(t.anon).rpc('rest_adds', { a: 1 })
    expect([unknown.status, unknown.error?.code, unknown.error?.message, unknown.error?.hint]).toEqual([
      404,
      'PGRST202',
      'Could not find the function public.rest_adds(a) in the schema cache',
      'Perhaps you meant to call the function public.rest_add',
    ])
    const wrongArgs = await loose(t.anon).rpc('rest_add', { z: 1 })
    expect([wrongArgs.status, wrongArgs.error?.code]).toEqual([404, 'PGRST202'])
  })
})

describe('errors', () => {
  it('answers 409 for unique and foreign key violations, 400 for check and input errors', async () => {
    const dup = await loose(t.service).from('rest_categories').insert({ id: 1, name: 'Spices' })
    expect([dup.status, dup.error?.code, dup.error?.details]).toEqual([409, '23505', 'Key (id)=(1) already exists.'])
    const fk = await loose(t.service).from('rest_reviews').insert({ item_id: 999, stars: 1 })
    expect([fk.status, fk.error?.code]).toEqual([409, '23503'])
    const check = await loose(t.service).from('rest_reviews').insert({ item_id: 1, stars: 9 })
    expect([check.status, check.error?.code]).toEqual([400, '23514'])
    const input = await loose(t.anon).from('rest_items').select('id').eq('id', 'abc')
    expect([input.status, input.error?.code]).toEqual([400, '22P02'])
  })

  it('answers 42501 with 401 for anon (WWW-Authenticate: Bearer) and 403 for a signed-in user', async () => {
    const anonInsert = await rest('/rest_categories', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id":7,"name":"x"}',
    })
    expect(anonInsert.status).toBe(401)
    expect(anonInsert.headers.get('www-authenticate')).toBe('Bearer')
    expect((await json(anonInsert)).code).toBe('42501')
    const rls = await loose(t.anon).from('rest_items').insert({ name: 'Negative', price: -1 })
    expect([rls.status, rls.error?.code]).toEqual([401, '42501'])
    const { client } = await t.newCustomer()
    const authed = await loose(client).from('rest_vault').select()
    expect([authed.status, authed.error?.code]).toEqual([403, '42501'])
  })

  it('answers 400 42703 for an unknown column and 404 PGRST205 for an unknown table', async () => {
    const col = await loose(t.anon).from('rest_items').select('nope')
    expect([col.status, col.error?.code, col.error?.message]).toEqual([
      400,
      '42703',
      'column rest_items.nope does not exist',
    ])
    const table = await loose(t.anon).from('rest_itemz').select()
    expect([table.status, table.error?.code, table.error?.message, table.error?.hint]).toEqual([
      404,
      'PGRST205',
      "Could not find the table 'public.rest_itemz' in the schema cache",
      "Perhaps you meant the table 'public.rest_items'",
    ])
  })

  it('answers 406 PGRST106 for a schema that is not exposed', async () => {
    const { status, error } = await loose(t.anon).schema('private').from('rest_items').select()
    expect([status, error?.code, error?.message]).toEqual([406, 'PGRST106', 'Invalid schema: private'])
  })

  it("exposes exactly config.toml's [api] schemas, which leave storage out: reads and writes there are 406 PGRST106", async () => {
    expect(exposedSchemas(SUPABASE_DIR)).toEqual(['public'])
    const storage = loose(t.service).schema('storage')
    const refused = [
      await storage.from('objects').select('name'),
      await storage.from('buckets').insert({ id: 'sneaky', name: 'sneaky' }),
      await storage.from('objects').delete().eq('bucket_id', 'product-images'),
      await storage.rpc('search', { prefix: '', bucketname: 'product-images' }),
    ]
    for (const { status, error } of refused) {
      expect({ status, code: error?.code, message: error?.message, hint: error?.hint }).toEqual({
        status: 406,
        code: 'PGRST106',
        message: 'Invalid schema: storage',
        hint: 'Only the following schemas are exposed: public',
      })
    }
    const buckets = await t.stack.db.query<{ id: string }>(`select id from storage.buckets where id = 'sneaky'`)
    expect(buckets.rows).toEqual([])
  })

  it.each([
    ['id=eq', 'PGRST100'],
    ['id=5', 'PGRST100'],
    ['id=foo.1', 'PGRST100'],
    ['id=not.', 'PGRST100'],
    ['id=in.(1,2', 'PGRST100'],
    ['id=is.maybe', 'PGRST100'],
    ['id=like(some).{a}', 'PGRST100'],
    ['name=fts(english.x', 'PGRST100'],
    ['select=id,(', 'PGRST100'],
    ['select=name,rest_categories(name', 'PGRST100'],
    ['select=id::', 'PGRST100'],
    ['select=a:b:c', 'PGRST100'],
    ['select=data->', 'PGRST100'],
    ['select=id,"unterminated', 'PGRST100'],
    ['order=id.sideways', 'PGRST100'],
    ['order=id.asc.nullsmiddle', 'PGRST100'],
    ['or=(id.eq.1', 'PGRST100'],
    ['or=()', 'PGRST100'],
    ['and=(id.eq.1,or(name.eq.x)', 'PGRST100'],
    ['not.and=(id.eq.1,)', 'PGRST100'],
    ['%zz=eq.1', 'PGRST100'],
    ['or=(' + 'and('.repeat(500) + 'id.eq.1' + ')'.repeat(500) + ')', 'PGRST100'],
    ['select=*,rest_categories(*)&rest_categoriez.name=eq.x', 'PGRST108'],
    ['select=*,rest_reviews(*)&rest_reviews=eq.1', 'PGRST120'],
  ])('answers the malformed query ?%s with 400 %s', async (qs, code) => {
    const res = await rest(`/rest_items?${qs}`)
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const body = await json(res)
    expect(body).toMatchObject({ code })
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
  })

  it('reads limit and offset as PostgREST does: unreadable values are ignored, a negative root offset is none', async () => {
    const page = async (qs: string) => {
      const res = await rest(`/rest_items?select=id&id=lte.5&order=id&${qs}`)
      const body = await json(res)
      return [res.status, res.status === 200 ? (body as unknown as { id: number }[]).map((r) => r.id) : body.code]
    }
    expect(await page('limit=ten')).toEqual([200, [1, 2, 3, 4, 5]])
    expect(await page('offset=abc')).toEqual([200, [1, 2, 3, 4, 5]])
    expect(await page('offset=-5')).toEqual([200, [1, 2, 3, 4, 5]])
    expect(await page('limit=(2)')).toEqual([200, [1, 2]])
    expect(await page('limit=7&offset=-5')).toEqual([200, [1, 2]])
    expect(await page('limit=-1')).toEqual([416, 'PGRST103'])
    expect(await page('limit=2&offset=-5')).toEqual([416, 'PGRST103'])
    expect(await page('limit=ten&offset=3')).toEqual([416, 'PGRST103'])
    expect(await page('limit=99999999999999999999')).toEqual([400, '22003'])
    const headers = (await rest('/rest_items?select=id&id=lte.5&offset=-5')).headers
    expect(headers.get('content-range')).toBe('0-4/*')
  })

  it.each([
    ['limit=-1', '2201W'],
    ['offset=-5', '2201X'],
    ['limit=abc&offset=-1', '2201X'],
  ])('answers a negative embedded range rest_reviews.%s with 400 %s from Postgres', async (range, code) => {
    const qs = range.replaceAll(/(^|&)/g, '$1rest_reviews.')
    const res = await rest(`/rest_items?select=id,rest_reviews(id)&${qs}`)
    expect([res.status, (await json(res)).code]).toEqual([400, code])
  })

  it('answers a malformed body with 400 PGRST102 and keeps serving', async () => {
    const bad = await rest('/rest_items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    })
    expect([bad.status, (await json(bad)).code]).toEqual([400, 'PGRST102'])
    const mixed = await rest('/rest_items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[{"name":"a"},{"price":1}]',
    })
    expect([mixed.status, (await json(mixed)).message]).toEqual([400, 'All object keys must match'])
    const alive = await loose(t.client(ANON_KEY)).from('rest_items').select('id').eq('id', 1)
    expect(alive.data).toEqual([{ id: 1 }])
  })
})

describe('deeply nested JSON', () => {
  const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
  const tooDeep = {
    code: '54001',
    details: null,
    hint: 'Increase the configuration parameter "max_stack_depth" (currently 2048kB), after ensuring the platform\'s stack depth limit is adequate.',
    message: 'stack depth limit exceeded',
  }

  it('passes a body nested 1,000 deep to Postgres, as PostgREST does', async () => {
    // 999 levels in the argument, 1,000 with the body's own object.
    const payload = JSON.parse(nested(999)) as unknown
    const { data, error } = await loose(t.anon).rpc('rest_echo', { payload })
    expect(error).toBeNull()
    expect(data).toEqual(payload)
  })

  it('answers deeper bodies and filter operands as Postgres past its stack (500 54001) and keeps serving', async () => {
    const post = (path: string, body: string) =>
      rest(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const answers = [
      await post('/rpc/rest_echo', `{"payload":${nested(5000)}}`),
      await post('/rpc/rest_echo', `{"payload":${'['.repeat(100_000)}${']'.repeat(100_000)}}`),
      await post('/rest_items', `{"name":"deep","data":${nested(5000)}}`),
      await rest(`/rest_items?data=cs.${'['.repeat(2000)}${']'.repeat(2000)}`),
    ]
    for (const res of answers) expect([res.status, await json(res)]).toEqual([500, tooDeep])
    // Bad JSON is bad JSON first, at any depth.
    const unclosed = await post('/rpc/rest_echo', `{"payload":${'['.repeat(100_000)}`)
    expect([unclosed.status, (await json(unclosed)).code]).toEqual([400, 'PGRST102'])
    // Brackets inside strings are text, not nesting.
    const text = '['.repeat(5000)
    const echoed = await loose(t.anon).rpc('rest_echo', { payload: { text } })
    expect(echoed.data).toEqual({ text })
    const alive = await loose(t.client(ANON_KEY)).from('rest_items').select('id').eq('id', 1)
    expect(alive.data).toEqual([{ id: 1 }])
    expect((await t.stack.db.query(`select 1 from public.rest_items where name = 'deep'`)).rows).toEqual([])
  })
})

describe('the database driver', () => {
  it('leaves parsing a text parameter to Postgres, whatever type Postgres infers for it', async () => {
    const db = t.stack.db
    await expect(db.query('select $1::boolean', ['nan'])).rejects.toMatchObject({ code: '22P02' })
    await expect(db.query('select $1::bytea', ['\\xzz'])).rejects.toMatchObject({ code: '22023' })
    // Spellings Postgres reads as booleans (prefixes of true and off) that PGlite's own converter refuses.
    const { rows } = await db.query('select $1 = true as tr, $2 = false as of, length($3::bytea) as n', [
      'tr',
      'of',
      '\\x4142',
    ])
    expect(rows).toEqual([{ tr: true, of: true, n: 2 }])
  })
})
