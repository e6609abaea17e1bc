-- Payment is decided on the server. The checkout Edge Function (supabase/functions/checkout) prices
-- the cart with quote_order, charges the total through its PaymentProvider, records the payment
-- here, and only then calls place_order as service_role with the payment. anon and authenticated
-- can no longer execute place_order: an unpaid order cannot be made through the API.
--
-- A payment keeps what a receipt and a refund need: provider, reference, brand, last 4, amount,
-- currency, status and time. Never the card number or the CVC.

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  -- The checkout attempt's key: one payment per attempt, so a retried request never charges twice.
  idempotency_key text not null unique check (char_length(idempotency_key) between 8 and 100),
  user_id uuid references auth.users (id) on delete set null,
  provider text not null check (char_length(provider) between 1 and 40),
  reference text check (char_length(reference) <= 200),
  brand text check (char_length(brand) <= 40),
  last4 text check (last4 ~ '^[0-9]{4}$'),
  amount numeric(10, 2) not null check (amount > 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'declined', 'refunded')),
  -- The provider's reason for a decline (card_declined, insufficient_funds, expired_card, ...).
  decline_code text check (char_length(decline_code) <= 60),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.payments enable row level security;

create index payments_user_id_idx on public.payments (user_id);

create trigger payments_set_updated_at
  before update on public.payments
  for each row execute function private.set_updated_at();

alter table public.orders add column payment_id uuid unique references public.payments (id);

create policy "payments: buyers read their own, admins read all"
  on public.payments for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

revoke all on public.payments from anon, authenticated;
grant select on public.payments to authenticated;
grant all on public.payments to service_role;

-- ---------------------------------------------------------------- placing a paid order

drop function public.place_order(text, jsonb, text, text, jsonb, jsonb, text, text, integer);

-- The only way to create an order, for the checkout function alone (service_role). p_user_id is the
-- buyer the function verified from their token (null for a guest); p_payment_id a succeeded payment
-- of this checkout attempt (same key, same buyer) for exactly the total the order comes to, else
-- nothing is written (P0001; DETAIL {"reason": "price_changed"} when the total moved since the
-- quote the charge was made for). Priced by private.price_order under its locks; the order, the
-- stock, the promo code's use and the points are written in one transaction. A retried call with
-- the same key returns the first order.
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

  v_price := private.price_order(p_items, p_promo_code, p_redeem_points, v_user_id, true);
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

-- The first status is set by whoever placed the order: since place_order runs as service_role for the
-- checkout function, that is the order's buyer (null for a guest), not the caller's id.
create or replace function private.record_first_order_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  insert into public.order_status_history (order_id, from_status, to_status, changed_by)
  values (new.id, null, new.status, coalesce((select auth.uid()), new.user_id));
  return null;
end;
$$;
