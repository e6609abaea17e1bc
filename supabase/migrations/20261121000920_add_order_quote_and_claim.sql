-- Checkout pricing in one place, a quote of it for the checkout summary, refusals the UI can map
-- to a cart line, and claiming a guest order.
--
-- Security definer functions of the exposed schema that the API roles may execute, and why each
-- has to run with its owner's rights:
--   place_order        (anon, authenticated, service_role) writes orders, stock, promo code uses
--                      and the points ledger, none of which the API roles may write themselves.
--   get_order          (anon, authenticated, service_role) a guest has no row to hold under RLS:
--                      it reads a guest order by its unguessable id, and a customer's order only
--                      for that customer or an admin.
--   quote_order        (anon, authenticated, service_role) prices from promo_codes, which only
--                      admins may read, from inactive products (to name them in a refusal), and
--                      from the caller's points balance; it writes nothing.
--   claim_guest_order  (authenticated, service_role) moves a guest order, which its claimant
--                      cannot read under RLS, into the caller's account and writes the points
--                      ledger.
-- Every other function the API roles reach either runs as the caller or lives in `private`,
-- which the API does not expose.
--
-- Prices are read when the order is placed. A price that changed after the shopper filled the
-- cart does not refuse the order: place_order charges the current price and returns it on every
-- line (`price_at_purchase`) and in the totals. The checkout's summary shows quote_order's
-- figures, so what the shopper confirms is what place_order charges unless a price, the stock or
-- a promo code changes in between; the client compares each quoted line's `price_at_purchase`
-- with the price it holds in the cart to tell the shopper a price has changed.
--
-- A refused cart line raises P0001 with the message shown to the shopper and, in DETAIL (the
-- API's `details`), JSON naming the line:
--   {"product_id": "<uuid>", "size": "<size value>" | null, "reason": "...", "available": n | null}
-- reason: unknown (no such product), inactive, size_required (the product comes in sizes and
-- none was chosen), size_not_offered, out_of_stock (available 0) or insufficient_stock
-- (available = what is left). `available` is null for the reasons that are not about stock.

-- ---------------------------------------------------------------- Flavor Points for an order

-- 1 Flavor Point per whole dollar of the subtotal.
create or replace function private.order_points(p_subtotal numeric)
returns integer
language sql
immutable
set search_path = ''
as $$
  select floor(p_subtotal)::integer
$$;

revoke execute on function private.order_points(numeric) from public;

-- Credits an order's points_earned to its customer, expiring 12 months from now.
create or replace function private.credit_order_points(p_order public.orders)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if p_order.user_id is not null and p_order.points_earned > 0 then
    insert into public.points_ledger (user_id, points, reason, order_id, expires_at)
    values (p_order.user_id, p_order.points_earned, 'order', p_order.id, now() + interval '12 months');
  end if;
end;
$$;

revoke execute on function private.credit_order_points(public.orders) from public;

-- ---------------------------------------------------------------- pricing

create type private.order_price as (
  -- products_ordered as the order stores it
  lines jsonb,
  -- what the order takes from stock: [{product_id, size_index, quantity}], size_index null when
  -- the product's inventory_count is what counts
  stock jsonb,
  subtotal numeric(10, 2),
  discount numeric(10, 2),
  shipping numeric(10, 2),
  taxes numeric(10, 2),
  total numeric(10, 2),
  promo_code text,
  points_redeemed integer,
  points_earned integer
);

-- Refuses one cart line: the shopper's message, and JSON naming the line in DETAIL.
create or replace function private.refuse_line(
  p_message text,
  p_product_id uuid,
  p_size text,
  p_reason text,
  p_available integer default null
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    message = p_message,
    errcode = 'P0001',
    detail = jsonb_build_object(
      'product_id', p_product_id, 'size', p_size, 'reason', p_reason, 'available', p_available
    )::text;
end;
$$;

revoke execute on function private.refuse_line(text, uuid, text, text, integer) from public;

-- What an order of p_items (product ids, sizes and quantities, never prices) costs with a promo
-- code or a points redemption, for p_user_id (null for a guest). Reads current prices and stock
-- and refuses what cannot be sold; writes nothing. With p_lock it first locks the products and
-- the promo code and serialises the customer's redemptions, so the caller may then write the
-- order knowing nobody else can take the same stock, promo code use or points meanwhile.
-- Totals: shipping 5.00 for a non-empty cart; tax 7% of the subtotal after discounts, rounded to
-- the cent; points earned per private.order_points for a signed-in buyer.
create or replace function private.price_order(
  p_items jsonb,
  p_promo_code text,
  p_redeem_points integer,
  p_user_id uuid,
  p_lock boolean
)
returns private.order_price
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_price private.order_price;
  v_line record;
  v_product public.products;
  v_size jsonb;
  v_size_index integer;
  v_available integer;
  v_unit numeric(10, 2);
  -- inventory_count units taken by earlier lines, by product id
  v_taken jsonb := '{}'::jsonb;
  v_promo public.promo_codes;
  v_promo_code text := nullif(upper(btrim(coalesce(p_promo_code, ''))), '');
  v_redeem integer := coalesce(p_redeem_points, 0);
  v_discount numeric(10, 2) := 0;
  v_balance integer;
begin
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

  if p_lock then
    -- Every product of the order in one stable order, so concurrent orders queue instead of
    -- deadlocking, and none can sell stock another has already taken.
    perform 1 from public.products p
     where p.id in (select (i ->> 'product_id')::uuid from jsonb_array_elements(p_items) i)
     order by p.id
     for update;
  end if;

  v_price.lines := '[]'::jsonb;
  v_price.stock := '[]'::jsonb;
  v_price.subtotal := 0;

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
    if not found then
      perform private.refuse_line('A product in your cart is no longer available.',
        v_line.product_id, v_line.size, 'unknown');
    end if;
    if not v_product.is_active then
      perform private.refuse_line(format('"%s" is no longer available.', v_product.product_name),
        v_line.product_id, v_line.size, 'inactive');
    end if;

    v_size := null;
    v_size_index := null;
    if jsonb_array_length(v_product.available_sizes) > 0 then
      if v_line.size is null then
        perform private.refuse_line(format('Please choose a size of "%s".', v_product.product_name),
          v_line.product_id, null, 'size_required');
      end if;
      select s, (ord - 1)::integer into v_size, v_size_index
        from jsonb_array_elements(v_product.available_sizes) with ordinality as t(s, ord)
       where s ->> 'value' = v_line.size;
    end if;
    if v_line.size is not null and v_size is null then
      perform private.refuse_line(format('"%s" does not come in size %s.', v_product.product_name, v_line.size),
        v_line.product_id, v_line.size, 'size_not_offered');
    end if;

    v_unit := v_product.price + coalesce((v_size ->> 'price_modifier')::numeric, 0);

    if jsonb_typeof(v_size -> 'stock') = 'number' then
      v_available := (v_size ->> 'stock')::integer;
      if v_available < v_line.quantity then
        if v_available = 0 then
          perform private.refuse_line(format('"%s" (%s) is out of stock.', v_product.product_name, v_size ->> 'label'),
            v_line.product_id, v_line.size, 'out_of_stock', 0);
        end if;
        perform private.refuse_line(
          format('Only %s of "%s" (%s) left in stock.', v_available, v_product.product_name, v_size ->> 'label'),
          v_line.product_id, v_line.size, 'insufficient_stock', v_available);
      end if;
      v_price.stock := v_price.stock || jsonb_build_object(
        'product_id', v_product.id, 'size_index', v_size_index, 'quantity', v_line.quantity);
    elsif v_product.inventory_count is not null then
      v_available := v_product.inventory_count - coalesce((v_taken ->> v_product.id::text)::integer, 0);
      if v_available < v_line.quantity then
        if v_available = 0 then
          perform private.refuse_line(format('"%s" is out of stock.', v_product.product_name),
            v_line.product_id, v_line.size, 'out_of_stock', 0);
        end if;
        perform private.refuse_line(format('Only %s of "%s" left in stock.', v_available, v_product.product_name),
          v_line.product_id, v_line.size, 'insufficient_stock', v_available);
      end if;
      v_taken := v_taken || jsonb_build_object(
        v_product.id::text, coalesce((v_taken ->> v_product.id::text)::integer, 0) + v_line.quantity);
      v_price.stock := v_price.stock || jsonb_build_object(
        'product_id', v_product.id, 'size_index', null, 'quantity', v_line.quantity);
    end if;

    v_price.subtotal := v_price.subtotal + round(v_unit * v_line.quantity, 2);
    v_price.lines := v_price.lines || jsonb_build_object(
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
    if p_lock then
      select * into v_promo from public.promo_codes pc where pc.code = v_promo_code for update;
    else
      select * into v_promo from public.promo_codes pc where pc.code = v_promo_code;
    end if;
    if not found or not v_promo.is_active
       or (v_promo.starts_at is not null and v_promo.starts_at > now())
       or (v_promo.ends_at is not null and v_promo.ends_at <= now())
       or (v_promo.max_uses is not null and v_promo.uses >= v_promo.max_uses) then
      raise exception 'Promo code % is not valid.', v_promo_code using errcode = 'P0001';
    end if;
    if v_price.subtotal < v_promo.min_subtotal then
      raise exception 'Promo code % needs a subtotal of at least $%.', v_promo_code, to_char(v_promo.min_subtotal, 'FM999999990.00')
        using errcode = 'P0001';
    end if;
    v_discount := case v_promo.discount_type
      when 'percent' then round(v_price.subtotal * v_promo.discount_value / 100, 2)
      else v_promo.discount_value
    end;
  end if;

  if v_redeem not in (0, 100, 500, 1000) then
    raise exception 'Flavor Points are redeemed as 100, 500 or 1000 points.' using errcode = 'P0001';
  end if;
  if v_redeem > 0 then
    if p_user_id is null then
      raise exception 'Sign in to redeem Flavor Points.' using errcode = 'P0001';
    end if;
    if p_lock then
      -- Serialises a customer's redemptions so two orders cannot spend the same points.
      perform pg_advisory_xact_lock(hashtextextended('casabite.points:' || p_user_id::text, 0));
    end if;
    v_balance := private.points_balance_of(p_user_id);
    if v_balance < v_redeem then
      raise exception 'You need % more points for this reward.', v_redeem - v_balance using errcode = 'P0001';
    end if;
    v_discount := v_redeem / 100;
  end if;

  v_price.discount := least(v_discount, v_price.subtotal);
  v_price.shipping := 5.00;
  v_price.taxes := round((v_price.subtotal - v_price.discount) * 0.07, 2);
  v_price.total := v_price.subtotal - v_price.discount + v_price.shipping + v_price.taxes;
  v_price.promo_code := v_promo_code;
  v_price.points_redeemed := v_redeem;
  v_price.points_earned := case when p_user_id is null then 0 else private.order_points(v_price.subtotal) end;
  return v_price;
end;
$$;

revoke execute on function private.price_order(jsonb, text, integer, uuid, boolean) from public;

-- ---------------------------------------------------------------- quoting and placing

-- What place_order would charge the caller for this cart, promo code and points choice, with
-- the same refusals and messages. Reads only.
create or replace function public.quote_order(
  p_items jsonb,
  p_promo_code text default null,
  p_redeem_points integer default 0
)
returns table (
  products_ordered jsonb,
  subtotal_price numeric,
  discount_total numeric,
  shipping_cost numeric,
  taxes numeric,
  total_price numeric,
  promo_code_used text,
  points_redeemed integer,
  points_earned integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.lines, p.subtotal, p.discount, p.shipping, p.taxes, p.total, p.promo_code, p.points_redeemed,
         p.points_earned
    from private.price_order(p_items, p_promo_code, p_redeem_points, (select auth.uid()), false) as p
$$;

revoke execute on function public.quote_order(jsonb, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.quote_order(jsonb, text, integer) to anon, authenticated, service_role;

-- The only way to create an order: priced by private.price_order under its locks, then the
-- order, the stock, the promo code's use and the points are written in one transaction, or
-- nothing at all. A retried call with the same idempotency key returns the first order.
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
  v_price private.order_price;
  v_take record;
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

  v_price := private.price_order(p_items, p_promo_code, p_redeem_points, v_user_id, true);

  for v_take in
    select * from jsonb_to_recordset(v_price.stock) as s(product_id uuid, size_index integer, quantity integer)
  loop
    if v_take.size_index is not null then
      update public.products p
         set available_sizes = jsonb_set(
               p.available_sizes, array[v_take.size_index::text, 'stock'],
               to_jsonb((p.available_sizes -> v_take.size_index ->> 'stock')::integer - v_take.quantity))
       where p.id = v_take.product_id;
    else
      update public.products p
         set inventory_count = p.inventory_count - v_take.quantity
       where p.id = v_take.product_id;
    end if;
  end loop;

  if v_price.promo_code is not null then
    update public.promo_codes pc set uses = pc.uses + 1 where pc.code = v_price.promo_code;
  end if;

  insert into public.orders (
    user_id, customer_name, customer_email, shipping_address, billing_address, products_ordered,
    subtotal_price, discount_total, shipping_cost, taxes, total_price, payment_method,
    promo_code_used, points_redeemed, points_earned, status, idempotency_key
  ) values (
    v_user_id, btrim(p_customer_name), lower(btrim(p_customer_email)), p_shipping_address,
    coalesce(p_billing_address, p_shipping_address), v_price.lines,
    v_price.subtotal, v_price.discount, v_price.shipping, v_price.taxes, v_price.total,
    coalesce(nullif(btrim(p_payment_method), ''), 'stripe'),
    v_price.promo_code, v_price.points_redeemed, v_price.points_earned, 'Processing', p_idempotency_key
  )
  returning * into v_order;

  if v_order.points_redeemed > 0 then
    insert into public.points_ledger (user_id, points, reason, order_id)
    values (v_user_id, -v_order.points_redeemed, 'redemption', v_order.id);
  end if;
  perform private.credit_order_points(v_order);

  return v_order;
end;
$$;

revoke execute on function public.place_order(text, jsonb, text, text, jsonb, jsonb, text, text, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.place_order(text, jsonb, text, text, jsonb, jsonb, text, text, integer)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------- claiming a guest order

-- Moves a guest order into the signed-in caller's account when it was placed with the caller's
-- confirmed e-mail address (case-insensitive) no more than 30 days ago, and credits its Flavor
-- Points as place_order credits a signed-in buyer's. Once: the order row is locked, and a claimed
-- order is no longer a guest order. Another customer's order is answered as unknown, as get_order
-- answers it. A cancelled order earns nothing, so it is not claimed.
create or replace function public.claim_guest_order(p_order_id uuid)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := (select auth.uid());
  v_email text;
  v_confirmed_at timestamptz;
  v_order public.orders;
begin
  if v_user_id is null then
    raise exception 'Sign in to claim an order.' using errcode = '42501';
  end if;

  select * into v_order from public.orders o where o.id = p_order_id for update;
  if not found or v_order.user_id <> v_user_id then
    raise exception 'Order not found.' using errcode = 'P0001';
  end if;
  if v_order.user_id = v_user_id then
    raise exception 'This order is already in your account.' using errcode = 'P0001';
  end if;

  select u.email, u.email_confirmed_at into v_email, v_confirmed_at from auth.users u where u.id = v_user_id;
  if v_confirmed_at is null then
    raise exception 'Confirm your e-mail address before claiming an order.' using errcode = 'P0001';
  end if;
  if lower(v_order.customer_email) is distinct from lower(v_email) then
    raise exception 'This order was placed with a different e-mail address.' using errcode = 'P0001';
  end if;
  if v_order.created_at < now() - interval '30 days' then
    raise exception 'An order can be claimed only within 30 days of being placed.' using errcode = 'P0001';
  end if;
  if v_order.status = 'Cancelled' then
    raise exception 'A cancelled order cannot be claimed.' using errcode = 'P0001';
  end if;

  update public.orders o
     set user_id = v_user_id, points_earned = private.order_points(o.subtotal_price)
   where o.id = v_order.id
  returning * into v_order;
  perform private.credit_order_points(v_order);

  return v_order;
end;
$$;

revoke execute on function public.claim_guest_order(uuid) from public, anon, authenticated, service_role;
grant execute on function public.claim_guest_order(uuid) to authenticated, service_role;
