-- A signed-in customer's own lists: wishlist and saved addresses. Each user sees and changes only
-- their own rows; user_id defaults to the caller and cannot be pointed at someone else.

create table public.wishlist_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (user_id, product_id)
);

alter table public.wishlist_items enable row level security;

create index wishlist_items_product_id_idx on public.wishlist_items (product_id);

create policy "wishlist_items: users read their own"
  on public.wishlist_items for select to authenticated
  using (user_id = (select auth.uid()));

create policy "wishlist_items: users add to their own"
  on public.wishlist_items for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "wishlist_items: users remove their own"
  on public.wishlist_items for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.wishlist_items from anon, authenticated;
grant select, delete on public.wishlist_items to authenticated;
grant insert (product_id) on public.wishlist_items to authenticated;
grant all on public.wishlist_items to service_role;

create table public.addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  label text check (char_length(label) <= 40),
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  street text not null check (char_length(btrim(street)) between 1 and 200),
  apartment text check (char_length(apartment) <= 100),
  city text not null check (char_length(btrim(city)) between 1 and 100),
  state text not null check (char_length(btrim(state)) between 1 and 100),
  zip text not null check (char_length(btrim(zip)) between 1 and 20),
  country text not null default 'US' check (country ~ '^[A-Z]{2}$'),
  phone text check (phone is null or phone ~ '^\+?[1-9][0-9]{1,14}$'),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.addresses enable row level security;

create index addresses_user_id_idx on public.addresses (user_id);
create unique index addresses_one_default_per_user on public.addresses (user_id) where is_default;

create trigger addresses_set_updated_at
  before update on public.addresses
  for each row execute function private.set_updated_at();

-- Making an address the default quietly un-defaults the user's previous one.
create or replace function private.addresses_keep_one_default()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_default then
    update public.addresses
       set is_default = false
     where user_id = new.user_id and is_default and id <> new.id;
  end if;
  return new;
end;
$$;

revoke execute on function private.addresses_keep_one_default() from public;

create trigger addresses_keep_one_default
  before insert or update of is_default on public.addresses
  for each row execute function private.addresses_keep_one_default();

create policy "addresses: users read their own"
  on public.addresses for select to authenticated
  using (user_id = (select auth.uid()));

create policy "addresses: users add their own"
  on public.addresses for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "addresses: users update their own"
  on public.addresses for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "addresses: users delete their own"
  on public.addresses for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.addresses from anon, authenticated;
grant select, delete on public.addresses to authenticated;
grant insert (label, full_name, street, apartment, city, state, zip, country, phone, is_default),
      update (label, full_name, street, apartment, city, state, zip, country, phone, is_default)
  on public.addresses to authenticated;
grant all on public.addresses to service_role;
