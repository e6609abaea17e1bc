-- Orders, promo codes and the Flavor Points ledger. Orders are created only by place_order, which
-- prices everything from the database; customers read their own orders, guests read theirs by
-- its unguessable id through get_order, admins read all and move the status along.

create table public.promo_codes (
  code text primary key check (code ~ '^[A-Z0-9]{3,32}$'),
  description text not null,
  discount_type text not null check (discount_type in ('percent', 'fixed')),
  discount_value numeric(10, 2) not null
    check (discount_value > 0 and (discount_type <> 'percent' or discount_value <= 100)),
  min_subtotal numeric(10, 2) not null default 0 check (min_subtotal >= 0),
  is_active boolean not null default true,
  starts_at timestamptz,
  ends_at timestamptz,
  max_uses integer check (max_uses > 0),
  uses integer not null default 0 check (uses >= 0),
  created_at timestamptz not null default now()
);

alter table public.promo_codes enable row level security;

create policy "promo_codes: admins read"
  on public.promo_codes for select to authenticated
  using ((select private.is_admin()));

revoke all on public.promo_codes from anon, authenticated;
grant select on public.promo_codes to authenticated;
grant all on public.promo_codes to service_role;

create sequence private.order_number_seq start with 100001;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  order_number text not null unique default ('CB-' || nextval('private.order_number_seq')::text),
  user_id uuid references auth.users (id) on delete set null,
  customer_name text not null check (char_length(btrim(customer_name)) between 1 and 120),
  customer_email text not null check (private.is_valid_email(customer_email)),
  shipping_address jsonb not null check (jsonb_typeof(shipping_address) = 'object'),
  billing_address jsonb not null check (jsonb_typeof(billing_address) = 'object'),
  products_ordered jsonb not null check (jsonb_typeof(products_ordered) = 'array' and jsonb_array_length(products_ordered) > 0),
  subtotal_price numeric(10, 2) not null check (subtotal_price >= 0),
  discount_total numeric(10, 2) not null default 0 check (discount_total >= 0),
  shipping_cost numeric(10, 2) not null check (shipping_cost >= 0),
  taxes numeric(10, 2) not null check (taxes >= 0),
  total_price numeric(10, 2) not null check (total_price >= 0),
  payment_method text not null default 'stripe' check (char_length(payment_method) <= 40),
  promo_code_used text,
  points_redeemed integer not null default 0 check (points_redeemed in (0, 100, 500, 1000)),
  points_earned integer not null default 0 check (points_earned >= 0),
  status text not null default 'Processing' check (status in ('Processing', 'Shipped', 'Delivered', 'Cancelled')),
  idempotency_key text not null unique check (char_length(idempotency_key) between 8 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.orders enable row level security;

create index orders_user_id_created_at_idx on public.orders (user_id, created_at desc);
create index orders_created_at_idx on public.orders (created_at desc);

create trigger orders_set_updated_at
  before update on public.orders
  for each row execute function private.set_updated_at();

create policy "orders: customers read their own, admins read all"
  on public.orders for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "orders: admins change the status"
  on public.orders for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

revoke all on public.orders from anon, authenticated;
grant select on public.orders to authenticated;
grant update (status) on public.orders to authenticated;
grant all on public.orders to service_role;

-- ---------------------------------------------------------------- Flavor Points

create table public.points_ledger (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  points integer not null check (points <> 0),
  reason text not null check (reason in ('signup_bonus', 'order', 'redemption', 'adjustment')),
  order_id uuid references public.orders (id) on delete set null,
  created_at timestamptz not null default now(),
  -- Earned points expire 12 months after they are earned.
  expires_at timestamptz
);

alter table public.points_ledger enable row level security;

create index points_ledger_user_id_idx on public.points_ledger (user_id, created_at desc);
create index points_ledger_order_id_idx on public.points_ledger (order_id);

create policy "points_ledger: customers read their own, admins read all"
  on public.points_ledger for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

revoke all on public.points_ledger from anon, authenticated;
grant select on public.points_ledger to authenticated;
grant all on public.points_ledger to service_role;

create or replace function private.points_balance_of(p_user_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(points), 0)::integer from public.points_ledger where user_id = p_user_id
$$;

revoke execute on function private.points_balance_of(uuid) from public;

-- The caller's Flavor Points balance (0 when signed out).
create or replace function public.points_balance()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select private.points_balance_of((select auth.uid()))
$$;

revoke execute on function public.points_balance() from public, anon, authenticated, service_role;
grant execute on function public.points_balance() to authenticated, service_role;

-- 100 points for joining.
create or replace function private.award_signup_bonus()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.points_ledger (user_id, points, reason, expires_at)
  values (new.id, 100, 'signup_bonus', now() + interval '12 months');
  return new;
end;
$$;

revoke execute on function private.award_signup_bonus() from public;

create trigger on_auth_user_created_award_signup_bonus
  after insert on auth.users
  for each row execute function private.award_signup_bonus();

-- ---------------------------------------------------------------- placing an order

create or replace function private.require_address_fields(address jsonb, what text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  field text;
begin
  if address is null or jsonb_typeof(address) <> 'object' then
    raise exception 'The % address is missing.', what using errcode = 'P0001';
  end if;
  foreach field in array array['street', 'city', 'state', 'zip', 'country'] loop
    if coalesce(btrim(address ->> field), '') = '' then
      raise exception 'The % address is incomplete: % is required.', what, field using errcode = 'P0001';
    end if;
  end loop;
end;
$$;

revoke execute on function private.require_address_fields(jsonb, text) from public;

-- The only way to create an order. Takes product ids, sizes and quantities (never prices), reads
-- prices and stock under row locks, and writes the order, the stock and the points in one
-- transaction, or nothing at all. A retried call with the same idempotency key returns the first
-- order. Totals: shipping 5.00 for a non-empty cart; tax 7% of the subtotal after discounts,
-- rounded to the cent; 1 Flavor Point per whole dollar of the subtotal for a signed-in buyer.
create or replace function public.place_order(
  p_idempotency_key text,
  p_items jsonb,
  p_customer_name text,
  p_customer_email text,
  p_shipping_address jsonb,
  p_billing_address jsonb default null,
  p_payment_method text default 'stripe',
  p_promo_code text default null,
  p_redeem_points integer default 0
)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := (select auth.uid());
  v_existing public.orders;
  v_order public.orders;
  v_line record;
  v_product public.products;
  v_size jsonb;
  v_size_index integer;
  v_stock integer;
  v_unit numeric(10, 2);
  v_lines jsonb := '[]'::jsonb;
  v_subtotal numeric(10, 2) := 0;
  v_discount numeric(10, 2) := 0;
  v_taxes numeric(10, 2);
  v_shipping numeric(10, 2);
  v_promo public.promo_codes;
  v_promo_code text := nullif(upper(btrim(coalesce(p_promo_code, ''))), '');
  v_redeem integer := coalesce(p_redeem_points, 0);
  v_balance integer;
begin
  if p_idempotency_key is null or char_length(p_idempotency_key) not between 8 and 100 then
    raise exception 'The order key must be 8 to 100 characters long.' using errcode = 'P0001';
  end if;

  -- One submit at a time per key, so a double click or a retry can never make two orders.
  perform pg_advisory_xact_lock(hashtextextended('casabite.place_order:' || p_idempotency_key, 0));
  select * into v_existing from public.orders o where o.idempotency_key = p_idempotency_key;
  if found then
    if v_existing.user_id is distinct from v_user_id then
      raise exception 'This order key has already been used.' using errcode = 'P0001';
    end if;
    return v_existing;
  end if;

  if coalesce(btrim(p_customer_name), '') = '' then
    raise exception 'Full name is required.' using errcode = 'P0001';
  end if;
  if not private.is_valid_email(btrim(p_customer_email)) then
    raise exception 'Invalid email address.' using errcode = 'P0001';
  end if;
  perform private.require_address_fields(p_shipping_address, 'shipping');
  if p_billing_address is not null then
    perform private.require_address_fields(p_billing_address, 'billing');
  end if;

  if p_items is null or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'Your cart is empty.' using errcode = 'P0001';
  end if;
  if jsonb_array_length(p_items) > 100 then
    raise exception 'An order can hold at most 100 lines.' using errcode = 'P0001';
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_items) i
    where jsonb_typeof(i) <> 'object'
       or coalesce(i ->> 'product_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       or jsonb_typeof(i -> 'quantity') is distinct from 'number'
       or (i ->> 'quantity')::numeric <> trunc((i ->> 'quantity')::numeric)
       or (i ->> 'quantity')::numeric not between 1 and 999
       or (i ? 'size' and jsonb_typeof(i -> 'size') not in ('string', 'null'))
  ) then
    raise exception 'Each line needs a product_id, an optional size and a whole quantity from 1 to 999.'
      using errcode = 'P0001';
  end if;

  -- Lock every product of the order in one stable order, so concurrent orders queue instead of
  -- deadlocking, and none can sell stock another has already taken.
  perform 1 from public.products p
   where p.id in (select (i ->> 'product_id')::uuid from jsonb_array_elements(p_items) i)
   order by p.id
   for update;

  for v_line in
    select (i ->> 'product_id')::uuid as product_id,
           nullif(i ->> 'size', '') as size,
           sum((i ->> 'quantity')::integer)::integer as quantity,
           min(ord) as first_seen
      from jsonb_array_elements(p_items) with ordinality as t(i, ord)
     group by 1, 2
     order by first_seen
  loop
    select * into v_product from public.products p where p.id = v_line.product_id;
    if not found or not v_product.is_active then
      raise exception '% is no longer available.',
        coalesce('"' || v_product.product_name || '"', 'A product in your cart') using errcode = 'P0001';
    end if;

    v_size := null;
    v_size_index := null;
    if jsonb_array_length(v_product.available_sizes) > 0 then
      if v_line.size is null then
        raise exception 'Please choose a size of "%".', v_product.product_name using errcode = 'P0001';
      end if;
      select s, (ord - 1)::integer into v_size, v_size_index
        from jsonb_array_elements(v_product.available_sizes) with ordinality as t(s, ord)
       where s ->> 'value' = v_line.size;
      if v_size is null then
        raise exception '"%" does not come in size %.', v_product.product_name, v_line.size using errcode = 'P0001';
      end if;
    elsif v_line.size is not null then
      raise exception '"%" does not come in size %.', v_product.product_name, v_line.size using errcode = 'P0001';
    end if;

    v_unit := v_product.price + coalesce((v_size ->> 'price_modifier')::numeric, 0);

    if jsonb_typeof(v_size -> 'stock') = 'number' then
      v_stock := (v_size ->> 'stock')::integer;
      if v_stock < v_line.quantity then
        if v_stock = 0 then
          raise exception '"%" (%) is out of stock.', v_product.product_name, v_size ->> 'label' using errcode = 'P0001';
        end if;
        raise exception 'Only % of "%" (%) left in stock.', v_stock, v_product.product_name, v_size ->> 'label'
          using errcode = 'P0001';
      end if;
      update public.products p
         set available_sizes = jsonb_set(p.available_sizes, array[v_size_index::text, 'stock'],
                                         to_jsonb(v_stock - v_line.quantity))
       where p.id = v_product.id;
    elsif v_product.inventory_count is not null then
      if v_product.inventory_count < v_line.quantity then
        if v_product.inventory_count = 0 then
          raise exception '"%" is out of stock.', v_product.product_name using errcode = 'P0001';
        end if;
        raise exception 'Only % of "%" left in stock.', v_product.inventory_count, v_product.product_name
          using errcode = 'P0001';
      end if;
      update public.products p
         set inventory_count = p.inventory_count - v_line.quantity
       where p.id = v_product.id;
    end if;

    v_subtotal := v_subtotal + round(v_unit * v_line.quantity, 2);
    v_lines := v_lines || jsonb_build_object(
      'product_id', v_product.id,
      'product_name', v_product.product_name,
      'product_slug', v_product.product_slug,
      'quantity', v_line.quantity,
      'price_at_purchase', v_unit,
      'size_selected', v_line.size,
      'size_label', v_size ->> 'label',
      'main_image_url', v_product.main_image_url
    );
  end loop;

  if v_promo_code is not null and v_redeem <> 0 then
    raise exception 'Flavor Points cannot be combined with a promo code.' using errcode = 'P0001';
  end if;

  if v_promo_code is not null then
    select * into v_promo from public.promo_codes pc where pc.code = v_promo_code for update;
    if not found or not v_promo.is_active
       or (v_promo.starts_at is not null and v_promo.starts_at > now())
       or (v_promo.ends_at is not null and v_promo.ends_at <= now())
       or (v_promo.max_uses is not null and v_promo.uses >= v_promo.max_uses) then
      raise exception 'Promo code % is not valid.', v_promo_code using errcode = 'P0001';
    end if;
    if v_subtotal < v_promo.min_subtotal then
      raise exception 'Promo code % needs a subtotal of at least $%.', v_promo_code, to_char(v_promo.min_subtotal, 'FM999999990.00')
        using errcode = 'P0001';
    end if;
    v_discount := case v_promo.discount_type
      when 'percent' then round(v_subtotal * v_promo.discount_value / 100, 2)
      else v_promo.discount_value
    end;
    update public.promo_codes pc set uses = pc.uses + 1 where pc.code = v_promo_code;
  end if;

  if v_redeem not in (0, 100, 500, 1000) then
    raise exception 'Flavor Points are redeemed as 100, 500 or 1000 points.' using errcode = 'P0001';
  end if;
  if v_redeem > 0 then
    if v_user_id is null then
      raise exception 'Sign in to redeem Flavor Points.' using errcode = 'P0001';
    end if;
    -- Serialises a customer's redemptions so two orders cannot spend the same points.
    perform pg_advisory_xact_lock(hashtextextended('casabite.points:' || v_user_id::text, 0));
    v_balance := private.points_balance_of(v_user_id);
    if v_balance < v_redeem then
      raise exception 'You need % more points for this reward.', v_redeem - v_balance using errcode = 'P0001';
    end if;
    v_discount := v_redeem / 100;
  end if;

  v_discount := least(v_discount, v_subtotal);
  v_shipping := 5.00;
  v_taxes := round((v_subtotal - v_discount) * 0.07, 2);

  insert into public.orders (
    user_id, customer_name, customer_email, shipping_address, billing_address, products_ordered,
    subtotal_price, discount_total, shipping_cost, taxes, total_price, payment_method,
    promo_code_used, points_redeemed, points_earned, status, idempotency_key
  ) values (
    v_user_id, btrim(p_customer_name), lower(btrim(p_customer_email)), p_shipping_address,
    coalesce(p_billing_address, p_shipping_address), v_lines,
    v_subtotal, v_discount, v_shipping, v_taxes, v_subtotal - v_discount + v_shipping + v_taxes,
    coalesce(nullif(btrim(p_payment_method), ''), 'stripe'),
    v_promo_code, v_redeem, case when v_user_id is null then 0 else floor(v_subtotal)::integer end,
    'Processing', p_idempotency_key
  )
  returning * into v_order;

  if v_redeem > 0 then
    insert into public.points_ledger (user_id, points, reason, order_id)
    values (v_user_id, -v_redeem, 'redemption', v_order.id);
  end if;
  if v_order.points_earned > 0 then
    insert into public.points_ledger (user_id, points, reason, order_id, expires_at)
    values (v_user_id, v_order.points_earned, 'order', v_order.id, now() + interval '12 months');
  end if;

  return v_order;
end;
$$;

revoke execute on function public.place_order(text, jsonb, text, text, jsonb, jsonb, text, text, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.place_order(text, jsonb, text, text, jsonb, jsonb, text, text, integer)
  to anon, authenticated, service_role;

-- The confirmation page's read: a guest order by its unguessable id; a customer's order only by
-- that customer or an admin. Returns no row otherwise (the client's single() then says PGRST116).
create or replace function public.get_order(p_order_id uuid)
returns setof public.orders
language sql
stable
security definer
set search_path = ''
as $$
  select o.*
    from public.orders o
   where o.id = p_order_id
     and (o.user_id is null or o.user_id = (select auth.uid()) or (select private.is_admin()))
$$;

revoke execute on function public.get_order(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_order(uuid) to anon, authenticated, service_role;
