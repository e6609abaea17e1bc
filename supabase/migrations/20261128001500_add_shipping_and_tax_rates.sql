-- Shipping and tax are the owner's settings, read by the one pricing function (private.price_order),
-- so the quote and the order still agree by construction. Shipping per destination country: a flat
-- rate, free when the goods (after discounts) reach a threshold. Tax per country and, for the US and
-- Canada, per state or province: a percentage of the goods after discounts, rounded to the cent.
-- Country '*' is everywhere else; it is seeded with what the shop charged until now ($5.00, 7%), so a
-- fresh shop charges exactly that until the owner says otherwise. Orders keep the figures they were
-- placed with (their own columns), whatever the rates become.

create table public.shipping_rates (
  country text primary key check (country = '*' or country ~ '^[A-Z]{2}$'),
  flat_rate numeric(10, 2) not null check (flat_rate >= 0),
  -- Goods worth at least this much (after discounts) ship free; null: never free.
  free_over numeric(10, 2) check (free_over >= 0),
  updated_at timestamptz not null default now()
);

create table public.tax_rates (
  country text not null check (country = '*' or country ~ '^[A-Z]{2}$'),
  -- A state or province code; '' is the whole country. Only the US and Canada tax by region.
  region text not null default '' check (region = '' or (country in ('US', 'CA') and region ~ '^[A-Z]{2}$')),
  rate_percent numeric(6, 3) not null check (rate_percent between 0 and 100),
  updated_at timestamptz not null default now(),
  primary key (country, region)
);

insert into public.shipping_rates (country, flat_rate, free_over) values ('*', 5.00, null);
insert into public.tax_rates (country, region, rate_percent) values ('*', '', 7.000);

create trigger shipping_rates_set_updated_at
  before update on public.shipping_rates
  for each row execute function private.set_updated_at();

create trigger tax_rates_set_updated_at
  before update on public.tax_rates
  for each row execute function private.set_updated_at();

alter table public.shipping_rates enable row level security;
alter table public.tax_rates enable row level security;

create policy "shipping_rates: admins read" on public.shipping_rates for select to authenticated
  using ((select private.is_admin()));
create policy "shipping_rates: admins add" on public.shipping_rates for insert to authenticated
  with check ((select private.is_admin()));
create policy "shipping_rates: admins change" on public.shipping_rates for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
-- The '*' row is what every other country pays: it can be changed, never removed.
create policy "shipping_rates: admins remove a country" on public.shipping_rates for delete to authenticated
  using ((select private.is_admin()) and country <> '*');

create policy "tax_rates: admins read" on public.tax_rates for select to authenticated
  using ((select private.is_admin()));
create policy "tax_rates: admins add" on public.tax_rates for insert to authenticated
  with check ((select private.is_admin()));
create policy "tax_rates: admins change" on public.tax_rates for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "tax_rates: admins remove a country or region" on public.tax_rates for delete to authenticated
  using ((select private.is_admin()) and country <> '*');

revoke all on public.shipping_rates, public.tax_rates from anon, authenticated;
grant select, delete on public.shipping_rates, public.tax_rates to authenticated;
grant insert (country, flat_rate, free_over), update (country, flat_rate, free_over)
  on public.shipping_rates to authenticated;
grant insert (country, region, rate_percent), update (country, region, rate_percent)
  on public.tax_rates to authenticated;
grant all on public.shipping_rates, public.tax_rates to service_role;

-- What shipping and tax come to for goods worth p_goods (after discounts) sent to p_address
-- ({country, state, ...}; null: not yet known, so everywhere else's rates). The most specific
-- row wins: the state or province, then the country, then '*'.
create or replace function private.shipping_and_tax(p_goods numeric, p_address jsonb)
returns table (shipping numeric(10, 2), taxes numeric(10, 2))
language plpgsql
stable
set search_path = ''
as $$
declare
  v_country text := nullif(upper(btrim(coalesce(p_address ->> 'country', ''))), '');
  v_region text := upper(btrim(coalesce(p_address ->> 'state', '')));
  v_ship public.shipping_rates;
  v_rate numeric;
begin
  select * into v_ship from public.shipping_rates s
   where s.country in (v_country, '*')
   order by s.country = '*'
   limit 1;
  if not found then
    raise exception 'Shipping rates are not set up.' using errcode = 'P0001';
  end if;
  select t.rate_percent into v_rate from public.tax_rates t
   where (t.country = v_country and t.region in (v_region, '')) or (t.country = '*' and t.region = '')
   order by t.country = '*', t.region = ''
   limit 1;
  shipping := case when v_ship.free_over is not null and p_goods >= v_ship.free_over then 0 else v_ship.flat_rate end;
  taxes := round(p_goods * coalesce(v_rate, 0) / 100, 2);
  return next;
end;
$$;

revoke execute on function private.shipping_and_tax(numeric, jsonb) from public;

-- private.price_order is redefined whole with the destination as its last argument; only its end
-- changes (shipping and tax from the rates above instead of 5.00 and 7%). With p_lock the rates
-- read are those committed when the order is priced; the charge was made for the quote, so a rate
-- changed in between is caught by place_order's price_changed check.
create or replace function private.price_order(
  p_items jsonb,
  p_promo_code text,
  p_redeem_points integer,
  p_user_id uuid,
  p_lock boolean,
  p_shipping_address jsonb
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
       or (v_promo.max_uses is not null and v_promo.uses >= v_promo.max_uses) then
      raise exception 'Promo code % is not valid.', v_promo_code using errcode = 'P0001';
    end if;
    -- A live code whose time ran out: the shopper may hold an old flyer, so say why it no longer works.
    if v_promo.ends_at is not null and v_promo.ends_at <= now() then
      raise exception 'Promo code % has expired.', v_promo_code using errcode = 'P0001';
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
  select c.shipping, c.taxes into v_price.shipping, v_price.taxes
    from private.shipping_and_tax(v_price.subtotal - v_price.discount, p_shipping_address) as c;
  v_price.total := v_price.subtotal - v_price.discount + v_price.shipping + v_price.taxes;
  v_price.promo_code := v_promo_code;
  v_price.points_redeemed := v_redeem;
  v_price.points_earned := case when p_user_id is null then 0 else private.order_points(v_price.subtotal) end;
  return v_price;
end;
$$;

revoke execute on function private.price_order(jsonb, text, integer, uuid, boolean, jsonb) from public;
drop function private.price_order(jsonb, text, integer, uuid, boolean);

-- What place_order would charge the caller for this cart, promo code, points choice and destination,
-- with the same refusals and messages. Reads only. Without an address (the cart, before the shipping
-- step) shipping and tax are everywhere else's ('*').
drop function public.quote_order(jsonb, text, integer);

create function public.quote_order(
  p_items jsonb,
  p_promo_code text default null,
  p_redeem_points integer default 0,
  p_shipping_address jsonb default null
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
    from private.price_order(p_items, p_promo_code, p_redeem_points, (select auth.uid()), false, p_shipping_address) as p
$$;

revoke execute on function public.quote_order(jsonb, text, integer, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.quote_order(jsonb, text, integer, jsonb) to anon, authenticated, service_role;

-- place_order is redefined whole; only its call of private.price_order changes (the destination).
create or replace function public.place_order(
  p_idempotency_key text,
  p_items jsonb,
  p_customer_name text,
  p_customer_email text,
  p_shipping_address jsonb,
  p_billing_address jsonb,
  p_payment_method text,
  p_promo_code text,
  p_redeem_points integer,
  p_user_id uuid,
  p_payment_id uuid
)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := p_user_id;
  v_existing public.orders;
  v_order public.orders;
  v_payment public.payments;
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

  select * into v_payment from public.payments p where p.id = p_payment_id for update;
  if not found or v_payment.status <> 'succeeded' or v_payment.idempotency_key <> p_idempotency_key
     or v_payment.user_id is distinct from v_user_id then
    raise exception 'The order has no payment.' using errcode = 'P0001',
      detail = jsonb_build_object('reason', 'unpaid')::text;
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

  v_price := private.price_order(p_items, p_promo_code, p_redeem_points, v_user_id, true, p_shipping_address);
  if v_price.total <> v_payment.amount then
    raise exception 'The order total changed while you were paying. Please review your order.'
      using errcode = 'P0001',
            detail = jsonb_build_object('reason', 'price_changed', 'total', v_price.total, 'paid', v_payment.amount)::text;
  end if;

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
    promo_code_used, points_redeemed, points_earned, status, idempotency_key, payment_id
  ) values (
    v_user_id, btrim(p_customer_name), lower(btrim(p_customer_email)), p_shipping_address,
    coalesce(p_billing_address, p_shipping_address), v_price.lines,
    v_price.subtotal, v_price.discount, v_price.shipping, v_price.taxes, v_price.total,
    coalesce(nullif(btrim(p_payment_method), ''), v_payment.provider),
    v_price.promo_code, v_price.points_redeemed, v_price.points_earned, 'Processing', p_idempotency_key,
    v_payment.id
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

revoke execute on function public.place_order(text, jsonb, text, text, jsonb, jsonb, text, text, integer, uuid, uuid)
  from public, anon, authenticated;
grant execute on function public.place_order(text, jsonb, text, text, jsonb, jsonb, text, text, integer, uuid, uuid)
  to service_role;
