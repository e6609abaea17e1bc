-- The catalogue (products) and the blog. Public reads see only active products and published
-- posts; admins see and change everything. Both tables feed live updates (supabase_realtime).

-- A size list is an array of {value, label, price_modifier, stock}; value names the size ("50g"),
-- stock is a whole number >= 0, or null when the size keeps no stock of its own.
create or replace function private.is_valid_size_list(sizes jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(sizes) = 'array'
    and not exists (
      select 1
      from jsonb_array_elements(sizes) s
      where jsonb_typeof(s) <> 'object'
         or jsonb_typeof(s -> 'value') is distinct from 'string'
         or btrim(s ->> 'value') = ''
         or jsonb_typeof(s -> 'label') is distinct from 'string'
         or jsonb_typeof(s -> 'price_modifier') is distinct from 'number'
         or (s ? 'stock' and jsonb_typeof(s -> 'stock') not in ('number', 'null'))
         or (jsonb_typeof(s -> 'stock') = 'number'
             and ((s ->> 'stock')::numeric < 0 or (s ->> 'stock')::numeric <> trunc((s ->> 'stock')::numeric)))
    )
    and (select count(*) = count(distinct s ->> 'value') from jsonb_array_elements(sizes) s)
$$;

revoke execute on function private.is_valid_size_list(jsonb) from public;
-- A check constraint runs as the writer, and only admins (and the service role) write products.
grant execute on function private.is_valid_size_list(jsonb) to authenticated, service_role;

create table public.products (
  id uuid primary key default gen_random_uuid(),
  product_name text not null check (char_length(btrim(product_name)) between 2 and 120),
  product_slug text not null unique check (product_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(product_slug) <= 120),
  short_description text not null default '' check (char_length(short_description) <= 300),
  long_description text not null default '' check (char_length(long_description) <= 10000),
  flavor_profile text not null default '' check (char_length(flavor_profile) <= 2000),
  origin_story text not null default '' check (char_length(origin_story) <= 5000),
  suggested_recipes jsonb not null default '[]' check (jsonb_typeof(suggested_recipes) = 'array'),
  price numeric(10, 2) not null check (price >= 0),
  main_image_url text,
  gallery_image_urls text[] not null default '{}',
  image_url text,
  category_type text not null check (char_length(btrim(category_type)) between 1 and 60),
  cuisine text not null check (char_length(btrim(cuisine)) between 1 and 60),
  rarity text not null default 'common' check (rarity in ('common', 'rare', 'exotic')),
  is_organic boolean not null default false,
  is_active boolean not null default true,
  rating numeric(2, 1) not null default 0 check (rating between 0 and 5),
  reviews_count integer not null default 0 check (reviews_count >= 0),
  inventory_count integer check (inventory_count >= 0),
  default_size text,
  available_sizes jsonb not null default '[]' check (private.is_valid_size_list(available_sizes)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.products enable row level security;

-- Keeps the stock figures consistent: a size may not price below zero, the default size must be
-- one of the sizes, and when every size counts its own stock the product's inventory_count is
-- their sum (so "in stock" reads the same on a card, the product page and in place_order).
create or replace function private.normalize_product()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  size_count integer := jsonb_array_length(new.available_sizes);
  counted integer;
  total integer;
begin
  if exists (
    select 1 from jsonb_array_elements(new.available_sizes) s
    where new.price + (s ->> 'price_modifier')::numeric < 0
  ) then
    raise exception 'A size of "%" would cost less than $0.00.', new.product_name
      using errcode = '23514';
  end if;

  if size_count > 0 and new.default_size is not null and not exists (
    select 1 from jsonb_array_elements(new.available_sizes) s where s ->> 'value' = new.default_size
  ) then
    raise exception 'The default size "%" is not one of the sizes of "%".', new.default_size, new.product_name
      using errcode = '23514';
  end if;

  select count(*) filter (where jsonb_typeof(s -> 'stock') = 'number'),
         coalesce(sum((s ->> 'stock')::integer) filter (where jsonb_typeof(s -> 'stock') = 'number'), 0)
    into counted, total
    from jsonb_array_elements(new.available_sizes) s;
  if size_count > 0 and counted = size_count then
    new.inventory_count := total;
  end if;
  return new;
end;
$$;

revoke execute on function private.normalize_product() from public;

create trigger products_normalize
  before insert or update on public.products
  for each row execute function private.normalize_product();

create trigger products_set_updated_at
  before update on public.products
  for each row execute function private.set_updated_at();

create index products_active_name_idx on public.products (product_name) where is_active;
create index products_active_price_idx on public.products (price) where is_active;
create index products_category_type_idx on public.products (category_type);
create index products_cuisine_idx on public.products (cuisine);
create index products_rarity_idx on public.products (rarity);
create index products_is_active_idx on public.products (is_active);
-- Typo-tolerant search over name and short description.
create index products_name_trgm_idx on public.products using gin (lower(product_name) extensions.gin_trgm_ops);
create index products_short_description_trgm_idx on public.products using gin (lower(short_description) extensions.gin_trgm_ops);

create policy "products: anyone reads active products"
  on public.products for select to anon
  using (is_active);

create policy "products: signed-in users read active products, admins read all"
  on public.products for select to authenticated
  using (is_active or (select private.is_admin()));

create policy "products: admins insert"
  on public.products for insert to authenticated
  with check ((select private.is_admin()));

create policy "products: admins update"
  on public.products for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "products: admins delete"
  on public.products for delete to authenticated
  using ((select private.is_admin()));

revoke all on public.products from anon, authenticated;
grant select on public.products to anon;
grant select, insert, update, delete on public.products to authenticated;
grant all on public.products to service_role;

-- ---------------------------------------------------------------- blog

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  blog_slug text not null unique check (blog_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(blog_slug) <= 160),
  blog_title text not null check (char_length(btrim(blog_title)) between 2 and 200),
  blog_excerpt text not null default '' check (char_length(blog_excerpt) <= 400),
  blog_content text not null default '' check (char_length(blog_content) <= 100000),
  published_at timestamptz,
  author_name text not null check (char_length(btrim(author_name)) between 1 and 120),
  category text not null check (char_length(btrim(category)) between 1 and 60),
  main_image_url text,
  image_description text not null default '' check (char_length(image_description) <= 300),
  publish_status text not null default 'draft' check (publish_status in ('published', 'draft')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_posts_published_have_a_date check (publish_status <> 'published' or published_at is not null)
);

alter table public.blog_posts enable row level security;

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function private.set_updated_at();

create index blog_posts_published_idx on public.blog_posts (published_at desc) where publish_status = 'published';
create index blog_posts_publish_status_idx on public.blog_posts (publish_status);

create policy "blog_posts: anyone reads published posts"
  on public.blog_posts for select to anon
  using (publish_status = 'published');

create policy "blog_posts: signed-in users read published posts, admins read all"
  on public.blog_posts for select to authenticated
  using (publish_status = 'published' or (select private.is_admin()));

create policy "blog_posts: admins insert"
  on public.blog_posts for insert to authenticated
  with check ((select private.is_admin()));

create policy "blog_posts: admins update"
  on public.blog_posts for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "blog_posts: admins delete"
  on public.blog_posts for delete to authenticated
  using ((select private.is_admin()));

revoke all on public.blog_posts from anon, authenticated;
grant select on public.blog_posts to anon;
grant select, insert, update, delete on public.blog_posts to authenticated;
grant all on public.blog_posts to service_role;

alter publication supabase_realtime add table public.products, public.blog_posts;

-- ---------------------------------------------------------------- facets for the shop's filters

-- Filter values with counts and the price slider's ceiling, over active products only
-- (security invoker: RLS applies, and the explicit filter keeps an admin's view the same).
create or replace function public.catalog_facets()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with active as (
    select category_type, cuisine, rarity, is_organic, price from public.products where is_active
  )
  select jsonb_build_object(
    'category_types', coalesce((
      select jsonb_agg(jsonb_build_object('value', v, 'count', n) order by v)
      from (select category_type as v, count(*) as n from active group by 1) t), '[]'::jsonb),
    'cuisines', coalesce((
      select jsonb_agg(jsonb_build_object('value', v, 'count', n) order by v)
      from (select cuisine as v, count(*) as n from active group by 1) t), '[]'::jsonb),
    'rarities', coalesce((
      select jsonb_agg(jsonb_build_object('value', v, 'count', n)
                       order by array_position(array['common', 'rare', 'exotic'], v))
      from (select rarity as v, count(*) as n from active group by 1) t), '[]'::jsonb),
    'organic', coalesce((
      select jsonb_agg(jsonb_build_object('value', v, 'count', n) order by v desc)
      from (select is_organic as v, count(*) as n from active group by 1) t), '[]'::jsonb),
    'product_count', (select count(*) from active),
    -- The spec's slider: the highest price rounded up, 50 when there is none or it is 0.
    'price_ceiling', coalesce(nullif(ceil((select max(price) from active)), 0), 50)
  )
$$;

revoke execute on function public.catalog_facets() from public, anon, authenticated, service_role;
grant execute on function public.catalog_facets() to anon, authenticated, service_role;
