-- An expired promo code said "Promo code X is not valid.", as an unknown one does. A code that is
-- switched on, has started and has uses left but whose end has passed now says "Promo code X has
-- expired."; unknown, switched-off, not yet started and used-up codes keep the spec's "not valid".
-- private.price_order is redefined whole (quote_order and place_order both price through it, so
-- the quote and the order refuse alike); only the promo code check changes.

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
