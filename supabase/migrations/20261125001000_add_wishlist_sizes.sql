-- The wishlist keeps a product in a size: one row per user, product and size. A product sold in
-- sizes is always wished in one of them (the product's default size when none is sent, so a
-- product page that sends only product_id keeps working); a product without sizes has size null.
--
-- "Back in stock": the wished size was out of stock when it was wished and is in stock now. The
-- row remembers whether it was out of stock at that moment (out_of_stock_when_added, set by the
-- database), so a size that was in stock all along never counts as back.

alter table public.wishlist_items
  add column size text check (size is null or char_length(btrim(size)) between 1 and 40),
  add column out_of_stock_when_added boolean not null default false;

alter table public.wishlist_items drop constraint wishlist_items_user_id_product_id_key;
alter table public.wishlist_items
  add constraint wishlist_items_user_product_size_key unique nulls not distinct (user_id, product_id, size);

-- What one size (or, with p_size null, the product) has in stock: the size's own stock, else the
-- product's inventory_count; null means unlimited. 0 when the product does not come in p_size.
create or replace function private.stock_of(p_product public.products, p_size text)
returns integer
language sql
stable
set search_path = ''
as $$
  select case
    when p_size is null then p_product.inventory_count
    when not exists (select 1 from jsonb_array_elements(p_product.available_sizes) s where s ->> 'value' = p_size)
      then 0
    else coalesce(
      (select (s ->> 'stock')::integer
         from jsonb_array_elements(p_product.available_sizes) s
        where s ->> 'value' = p_size and jsonb_typeof(s -> 'stock') = 'number'),
      p_product.inventory_count)
  end
$$;

revoke execute on function private.stock_of(public.products, text) from public;
grant execute on function private.stock_of(public.products, text) to authenticated, service_role;

-- Resolves and checks the size of a new wishlist row, and notes whether it was out of stock.
-- Runs as the customer: the product must be one they can read (an active one).
create or replace function private.prepare_wishlist_item()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_product public.products;
  v_stock integer;
begin
  select * into v_product from public.products p where p.id = new.product_id;
  if not found then
    raise exception 'This product is no longer available.' using errcode = 'P0001';
  end if;
  new.size := nullif(btrim(new.size), '');
  if jsonb_array_length(v_product.available_sizes) > 0 then
    new.size := coalesce(new.size, v_product.default_size, v_product.available_sizes -> 0 ->> 'value');
    if not exists (
      select 1 from jsonb_array_elements(v_product.available_sizes) s where s ->> 'value' = new.size
    ) then
      raise exception '"%" does not come in size %.', v_product.product_name, new.size using errcode = 'P0001';
    end if;
  elsif new.size is not null then
    raise exception '"%" does not come in size %.', v_product.product_name, new.size using errcode = 'P0001';
  end if;
  v_stock := private.stock_of(v_product, new.size);
  new.out_of_stock_when_added := v_stock is not null and v_stock <= 0;
  return new;
end;
$$;

revoke execute on function private.prepare_wishlist_item() from public;

create trigger wishlist_items_prepare
  before insert on public.wishlist_items
  for each row execute function private.prepare_wishlist_item();

revoke insert on public.wishlist_items from authenticated;
grant insert (product_id, size) on public.wishlist_items to authenticated;

-- The caller's wishlist as the account page shows it, newest first: each wished product and size
-- with its image, name, current unit price (price + the size's modifier), the stock of that size
-- (null: unlimited), whether it is in stock and whether it is back in stock (see above). Runs as
-- the caller, so RLS gives their own rows, and only products they can still buy (active ones).
create or replace function public.get_wishlist()
returns table (
  id uuid,
  product_id uuid,
  product_name text,
  product_slug text,
  main_image_url text,
  size text,
  size_label text,
  price numeric,
  stock integer,
  in_stock boolean,
  back_in_stock boolean,
  created_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select w.id, p.id, p.product_name, p.product_slug, p.main_image_url, w.size,
         coalesce(sz ->> 'label', w.size),
         p.price + coalesce((sz ->> 'price_modifier')::numeric, 0),
         st.stock,
         st.stock is null or st.stock > 0,
         w.out_of_stock_when_added and (st.stock is null or st.stock > 0),
         w.created_at
    from public.wishlist_items w
    join public.products p on p.id = w.product_id and p.is_active
    left join lateral (
      select s from jsonb_array_elements(p.available_sizes) s where s ->> 'value' = w.size limit 1
    ) as size_entry(sz) on true
    cross join lateral (select private.stock_of(p, w.size) as stock) st
   where w.user_id = (select auth.uid())
   order by w.created_at desc, w.id
$$;

revoke execute on function public.get_wishlist() from public, anon, authenticated, service_role;
grant execute on function public.get_wishlist() to authenticated, service_role;
