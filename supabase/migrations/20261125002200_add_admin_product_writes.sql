-- Admins write products as before (the insert, update and delete policies on the admin flag), with
-- two functions for what plain writes cannot say:
--   admin_update_product  changes a product only if nobody changed it since the admin loaded it
--   admin_delete_product  deletes a product, or deactivates it when an order names it
-- Both run as the caller (security invoker), so the products policies apply as to any write; they
-- check the admin flag first to answer a customer with 42501 rather than with no row.
--
-- A slug already taken is the table's unique violation: 23505, whose message names the constraint
-- products_product_slug_key (the API answers 409).

-- A product that an order names stays: the order's lines keep pointing at it. Deleting one is
-- refused whoever tries; admin_delete_product deactivates it instead.
create index orders_products_ordered_idx on public.orders using gin (products_ordered jsonb_path_ops);

create or replace function private.is_ordered_product(p_product_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.orders o
     where o.products_ordered @> jsonb_build_array(jsonb_build_object('product_id', p_product_id))
  )
$$;

revoke execute on function private.is_ordered_product(uuid) from public;

-- Security definer: an admin's delete is checked against every order, whatever the caller reads.
create or replace function private.keep_ordered_products()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_ordered_product(old.id) then
    raise exception using
      errcode = 'P0001',
      message = format('"%s" appears in orders and cannot be deleted; deactivate it instead.', old.product_name),
      detail = jsonb_build_object('reason', 'ordered_product', 'product_id', old.id)::text;
  end if;
  return old;
end;
$$;

revoke execute on function private.keep_ordered_products() from public;

create trigger products_keep_ordered
  before delete on public.products
  for each row execute function private.keep_ordered_products();

-- ---------------------------------------------------------------- update, with optimistic concurrency

-- Product p_id, locked until the transaction ends (as the caller may read it under RLS); P0001
-- 'Product not found.' (reason unknown_product) when there is none.
create or replace function private.lock_product(p_id uuid)
returns public.products
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_product public.products;
begin
  select * into v_product from public.products p where p.id = p_id for update;
  if not found then
    raise exception using
      errcode = 'P0001',
      message = 'Product not found.',
      detail = jsonb_build_object('reason', 'unknown_product', 'product_id', p_id)::text;
  end if;
  return v_product;
end;
$$;

revoke execute on function private.lock_product(uuid) from public;
grant execute on function private.lock_product(uuid) to authenticated, service_role;

-- The product fields an admin edits. id and created_at are fixed, updated_at is the database's,
-- rating and reviews_count follow the reviews.
create or replace function private.editable_product_fields()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'product_name', 'product_slug', 'short_description', 'long_description', 'flavor_profile',
    'origin_story', 'suggested_recipes', 'price', 'main_image_url', 'gallery_image_urls', 'image_url',
    'category_type', 'cuisine', 'rarity', 'is_organic', 'is_active', 'inventory_count', 'default_size',
    'available_sizes'
  ]
$$;

revoke execute on function private.editable_product_fields() from public;
grant execute on function private.editable_product_fields() to authenticated, service_role;

-- Applies p_changes (an object of editable fields; those left out keep their value) to product
-- p_id, provided its updated_at is still p_expected_updated_at, the value the admin loaded, and
-- returns the product as saved. Refusals:
--   42501  not an admin
--   PT409  (HTTP 409) the product changed since it was loaded; DETAIL {"reason": "stale",
--          "updated_at": <the current value>}. Reload it and apply the changes again.
--   P0001  unknown product (reason unknown_product), or fields that are not editable
--          (reason unknown_fields, with the list)
--   23505  the slug is taken; 23514 or the like for values the table's checks refuse
create or replace function public.admin_update_product(
  p_id uuid,
  p_expected_updated_at timestamptz,
  p_changes jsonb
)
returns public.products
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_current public.products;
  v_next public.products;
  v_unknown text[];
begin
  perform private.require_admin();

  if p_changes is null or jsonb_typeof(p_changes) <> 'object' then
    raise exception 'The changes must be a JSON object of product fields.' using errcode = 'P0001';
  end if;
  select array_agg(k order by k) into v_unknown
    from jsonb_object_keys(p_changes) k
   where not (k = any (private.editable_product_fields()));
  if v_unknown is not null then
    raise exception using
      errcode = 'P0001',
      message = format('These product fields cannot be changed: %s.', array_to_string(v_unknown, ', ')),
      detail = jsonb_build_object('reason', 'unknown_fields', 'fields', to_jsonb(v_unknown))::text;
  end if;

  v_current := private.lock_product(p_id);
  if p_expected_updated_at is null or v_current.updated_at <> p_expected_updated_at then
    raise exception using
      errcode = 'PT409',
      message = format('"%s" was changed by someone else after you opened it. Reload it and make your changes again.',
                       v_current.product_name),
      detail = jsonb_build_object('reason', 'stale', 'updated_at', v_current.updated_at)::text;
  end if;

  v_next := jsonb_populate_record(v_current, p_changes);
  update public.products p
     set product_name = v_next.product_name,
         product_slug = v_next.product_slug,
         short_description = v_next.short_description,
         long_description = v_next.long_description,
         flavor_profile = v_next.flavor_profile,
         origin_story = v_next.origin_story,
         suggested_recipes = v_next.suggested_recipes,
         price = v_next.price,
         main_image_url = v_next.main_image_url,
         gallery_image_urls = v_next.gallery_image_urls,
         image_url = v_next.image_url,
         category_type = v_next.category_type,
         cuisine = v_next.cuisine,
         rarity = v_next.rarity,
         is_organic = v_next.is_organic,
         is_active = v_next.is_active,
         inventory_count = v_next.inventory_count,
         default_size = v_next.default_size,
         available_sizes = v_next.available_sizes
   where p.id = p_id
  returning * into v_next;
  return v_next;
end;
$$;

revoke execute on function public.admin_update_product(uuid, timestamptz, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_update_product(uuid, timestamptz, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------- delete, or deactivate

-- Deletes product p_id and answers 'deleted', or, when an order names it, deactivates it (hidden
-- from the shop, kept for the orders) and answers 'deactivated'. The product is locked first, so
-- an order placed meanwhile either comes before (and it is deactivated) or finds it gone.
-- Refusals: 42501 not an admin; P0001 unknown product.
create or replace function public.admin_delete_product(p_id uuid)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform private.require_admin();

  perform private.lock_product(p_id);

  if private.is_ordered_product(p_id) then
    update public.products p set is_active = false where p.id = p_id;
    return 'deactivated';
  end if;
  delete from public.products p where p.id = p_id;
  return 'deleted';
end;
$$;

revoke execute on function public.admin_delete_product(uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_delete_product(uuid) to authenticated, service_role;

grant execute on function private.is_ordered_product(uuid) to authenticated, service_role;
