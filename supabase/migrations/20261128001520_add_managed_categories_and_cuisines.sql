-- Categories and cuisines, the free-text facets the shop filters on, become lists the owner manages:
-- a product may only name a listed value, so a typo ("Berries" beside "Pods & Berries") can no
-- longer make a new shop filter, and renaming a value follows into every product (on update
-- cascade), so the shop's filters, product pages and search, which all read the products' own
-- columns, follow with no change to what they read. A value still in use cannot be removed.
-- Rarity and organic are fixed already (a check constraint and a boolean).

create table public.product_categories (
  name text primary key check (char_length(name) between 1 and 60 and name = btrim(name)),
  created_at timestamptz not null default now()
);

create table public.product_cuisines (
  name text primary key check (char_length(name) between 1 and 60 and name = btrim(name)),
  created_at timestamptz not null default now()
);

-- "Pods & berries" beside "Pods & Berries" would be two filters for one thing.
create unique index product_categories_name_ci_key on public.product_categories (lower(name));
create unique index product_cuisines_name_ci_key on public.product_cuisines (lower(name));

-- Whatever the products already name becomes the list (hosted shops keep their catalogue as it is).
insert into public.product_categories (name)
  select distinct on (lower(btrim(category_type))) btrim(category_type) from public.products
  order by lower(btrim(category_type)), category_type;
insert into public.product_cuisines (name)
  select distinct on (lower(btrim(cuisine))) btrim(cuisine) from public.products
  order by lower(btrim(cuisine)), cuisine;
update public.products p set category_type = c.name
  from public.product_categories c
 where lower(c.name) = lower(btrim(p.category_type)) and p.category_type <> c.name;
update public.products p set cuisine = c.name
  from public.product_cuisines c
 where lower(c.name) = lower(btrim(p.cuisine)) and p.cuisine <> c.name;

-- products_category_type_idx and products_cuisine_idx (create_catalog) serve these keys.
alter table public.products
  add constraint products_category_type_fkey foreign key (category_type)
    references public.product_categories (name) on update cascade,
  add constraint products_cuisine_fkey foreign key (cuisine)
    references public.product_cuisines (name) on update cascade;

alter table public.product_categories enable row level security;
alter table public.product_cuisines enable row level security;

-- The storefront reads its filter values through catalog_facets (from the products); the lists
-- themselves are the product form's, so only admins read them.
create policy "product_categories: admins read" on public.product_categories for select to authenticated
  using ((select private.is_admin()));
create policy "product_categories: admins add" on public.product_categories for insert to authenticated
  with check ((select private.is_admin()));
create policy "product_categories: admins rename" on public.product_categories for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "product_categories: admins remove" on public.product_categories for delete to authenticated
  using ((select private.is_admin()));

create policy "product_cuisines: admins read" on public.product_cuisines for select to authenticated
  using ((select private.is_admin()));
create policy "product_cuisines: admins add" on public.product_cuisines for insert to authenticated
  with check ((select private.is_admin()));
create policy "product_cuisines: admins rename" on public.product_cuisines for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "product_cuisines: admins remove" on public.product_cuisines for delete to authenticated
  using ((select private.is_admin()));

revoke all on public.product_categories, public.product_cuisines from anon, authenticated;
grant select, delete on public.product_categories, public.product_cuisines to authenticated;
grant insert (name), update (name) on public.product_categories, public.product_cuisines to authenticated;
grant all on public.product_categories, public.product_cuisines to service_role;

-- The foreign keys decide; this names the value in words the product form can show, rather than
-- a constraint's name. Runs as the writer (admins and the service role, who can read the lists).
-- security definer: only admins read the lists, and a writer without rights must meet RLS's refusal, not a
-- claim that a listed category is missing.
create or replace function private.require_listed_facets()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.product_categories c where c.name = new.category_type) then
    raise exception 'Category "%" is not in the list of categories.', new.category_type using errcode = '23503';
  end if;
  if not exists (select 1 from public.product_cuisines c where c.name = new.cuisine) then
    raise exception 'Cuisine "%" is not in the list of cuisines.', new.cuisine using errcode = '23503';
  end if;
  return new;
end;
$$;

revoke execute on function private.require_listed_facets() from public;

create trigger products_require_listed_facets
  before insert or update of category_type, cuisine on public.products
  for each row execute function private.require_listed_facets();
