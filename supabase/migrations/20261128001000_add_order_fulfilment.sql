-- Fulfilment as an owner runs it: shipping records the carrier and tracking number (the customer and
-- the shipped mail get the carrier's tracking link); cancelling records a reason, a note and a refund
-- in the same transaction as the cancellation; an internal note only admins read.
--
-- Refunds: the cancellation is decided in SQL, where its other consequences already are (stock back,
-- points back, the mail queued), and the refund record is written by the same transaction with the
-- money still to go back ('pending'). The money then goes back through the PaymentProvider, which SQL
-- cannot call: the admin's cancel-order Edge Function cancels through admin_cancel_order with the
-- admin's own token (the admin check stays here), then claims the pending refund and refunds it
-- through the provider as service_role. We queue rather than refund first: a refund that succeeded
-- before a cancel that then failed (the order shipped meanwhile) would give money back for an order
-- still going out, and no transaction spans the processor and the database. A pending refund is
-- retried with the refund's id as the processor's idempotency key, so a retry after a crash never
-- refunds twice.

-- ---------------------------------------------------------------- shipping

-- The order p_order_id, locked until the transaction ends, or 'Order not found.' (P0001), as the
-- admin functions refuse an unknown order.
create or replace function private.lock_order(p_order_id uuid)
returns public.orders
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders o where o.id = p_order_id for update;
  if not found then
    raise exception 'Order not found.' using errcode = 'P0001',
      detail = jsonb_build_object('reason', 'unknown_order')::text;
  end if;
  return v_order;
end;
$$;

revoke execute on function private.lock_order(uuid) from public;

-- The carriers an owner picks from; 'Other' has no tracking page we know of.
create or replace function private.tracking_url(p_carrier text, p_tracking_number text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_carrier
    when 'USPS' then 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' || p_tracking_number
    when 'UPS' then 'https://www.ups.com/track?tracknum=' || p_tracking_number
    when 'FedEx' then 'https://www.fedex.com/fedextrack/?trknbr=' || p_tracking_number
    when 'DHL' then 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=' || p_tracking_number
  end
$$;

revoke execute on function private.tracking_url(text, text) from public;

alter table public.orders
  add column shipping_carrier text check (shipping_carrier in ('USPS', 'UPS', 'FedEx', 'DHL', 'Other')),
  -- Upper case letters, digits and dashes only, so it goes into a tracking URL as it is.
  add column tracking_number text check (tracking_number ~ '^[A-Z0-9-]{4,40}$'),
  add column tracking_url text check (char_length(tracking_url) <= 300),
  add column cancel_reason text check (
    cancel_reason in ('customer_request', 'out_of_stock', 'payment_issue', 'fraud_suspected', 'other')
  ),
  add column cancel_note text check (char_length(cancel_note) <= 500);

-- Marks a Processing order Shipped with its carrier and tracking number (one update: the shipped mail
-- carries them). On a Shipped order it corrects the carrier and number only (no second mail).
-- Admins only (42501). A tracking number is kept in upper case without spaces.
create or replace function public.admin_ship_order(p_order_id uuid, p_carrier text, p_tracking_number text)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_number text := upper(regexp_replace(coalesce(p_tracking_number, ''), '\s', '', 'g'));
begin
  perform private.require_admin();
  if p_carrier is null or p_carrier not in ('USPS', 'UPS', 'FedEx', 'DHL', 'Other') then
    raise exception 'Please choose a carrier.' using errcode = 'P0001',
      detail = jsonb_build_object('reason', 'unknown_carrier')::text;
  end if;
  if v_number !~ '^[A-Z0-9-]{4,40}$' then
    raise exception 'Please enter a valid tracking number.' using errcode = 'P0001',
      detail = jsonb_build_object('reason', 'invalid_tracking_number')::text;
  end if;

  v_order := private.lock_order(p_order_id);

  -- A Shipped order keeps its status (the workflow trigger refuses any other from Delivered or Cancelled).
  update public.orders o
     set shipping_carrier = p_carrier,
         tracking_number = v_number,
         tracking_url = private.tracking_url(p_carrier, v_number),
         status = case when o.status::text = 'Shipped' then o.status else 'Shipped' end
   where o.id = p_order_id
  returning * into v_order;
  return v_order;
end;
$$;

revoke execute on function public.admin_ship_order(uuid, text, text) from public, anon;
grant execute on function public.admin_ship_order(uuid, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------- the internal note

-- A table of its own rather than a column of orders: customers read their orders with `select *`
-- and guests through get_order, so an admin-only column there would need every read to name its
-- columns. RLS lets admins alone read it; it is written through admin_set_order_note only.
create table public.order_internal_notes (
  order_id uuid primary key references public.orders (id) on delete cascade,
  note text not null check (char_length(note) <= 2000),
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);

alter table public.order_internal_notes enable row level security;

create index order_internal_notes_updated_by_idx on public.order_internal_notes (updated_by);

create policy "order_internal_notes: admins read"
  on public.order_internal_notes for select to authenticated
  using ((select private.is_admin()));

revoke all on public.order_internal_notes from anon, authenticated;
grant select on public.order_internal_notes to authenticated;
grant all on public.order_internal_notes to service_role;

-- Sets (or, with a blank note, removes) an order's internal note and returns the order's note row.
-- Admins only (42501).
create or replace function public.admin_set_order_note(p_order_id uuid, p_note text)
returns public.order_internal_notes
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_note public.order_internal_notes;
  v_text text := nullif(btrim(coalesce(p_note, '')), '');
begin
  perform private.require_admin();
  if not exists (select 1 from public.orders o where o.id = p_order_id) then
    raise exception 'Order not found.' using errcode = 'P0001',
      detail = jsonb_build_object('reason', 'unknown_order')::text;
  end if;
  if char_length(v_text) > 2000 then
    raise exception 'A note is at most 2000 characters.' using errcode = 'P0001',
      detail = jsonb_build_object('reason', 'note_too_long')::text;
  end if;
  if v_text is null then
    delete from public.order_internal_notes n where n.order_id = p_order_id returning * into v_note;
    return v_note;
  end if;
  insert into public.order_internal_notes (order_id, note, updated_by, updated_at)
  values (p_order_id, v_text, (select auth.uid()), now())
  on conflict (order_id) do update
    set note = excluded.note, updated_by = excluded.updated_by, updated_at = excluded.updated_at
  returning * into v_note;
  return v_note;
end;
$$;

revoke execute on function public.admin_set_order_note(uuid, text) from public, anon;
grant execute on function public.admin_set_order_note(uuid, text) to authenticated, service_role;

-- ---------------------------------------------------------------- cancelling and refunds

create table public.order_refunds (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null unique references public.orders (id) on delete cascade,
  payment_id uuid references public.payments (id) on delete set null,
  -- What goes back to the card: the order's succeeded payment, else nothing.
  amount numeric(10, 2) not null check (amount >= 0),
  -- Flavor Points the order had redeemed, given back; and those it had earned, taken back.
  points_returned integer not null default 0 check (points_returned >= 0),
  points_reversed integer not null default 0 check (points_reversed >= 0),
  reason text not null check (
    reason in ('customer_request', 'out_of_stock', 'payment_issue', 'fraud_suspected', 'other')
  ),
  note text check (char_length(note) <= 500),
  -- Who cancelled (null for the service).
  refunded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- The money: 'none' (nothing was paid), 'pending' (to go back), 'refunding' (with the processor
  -- until claimed_until), 'refunded', or 'failed' (last_error says why; an admin retries).
  status text not null check (status in ('none', 'pending', 'refunding', 'refunded', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  claimed_until timestamptz,
  last_error text check (char_length(last_error) <= 2000),
  refunded_at timestamptz
);

alter table public.order_refunds enable row level security;

create index order_refunds_payment_id_idx on public.order_refunds (payment_id);
create index order_refunds_refunded_by_idx on public.order_refunds (refunded_by);

create policy "order_refunds: customers read their own, admins read all"
  on public.order_refunds for select to authenticated
  using (
    (select private.is_admin())
    or exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid()))
  );

revoke all on public.order_refunds from anon, authenticated;
grant select on public.order_refunds to authenticated;
grant all on public.order_refunds to service_role;

-- The refund record of a cancellation, whoever cancelled: written after the stock and points went
-- back (orders_apply_status_change fires first: triggers fire in name order) and before the mail is
-- queued (orders_queue_status_mail), which tells the customer about it.
create or replace function private.file_order_refund()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.payments;
begin
  select * into v_payment from public.payments p where p.id = new.payment_id and p.status = 'succeeded';
  insert into public.order_refunds (
    order_id, payment_id, amount, points_returned, points_reversed, reason, note, refunded_by, status
  )
  select new.id, v_payment.id, coalesce(v_payment.amount, 0),
         coalesce(sum(l.points) filter (where l.reason = 'redemption_refund'), 0),
         coalesce(-sum(l.points) filter (where l.reason = 'order_cancelled'), 0),
         coalesce(new.cancel_reason, 'other'), new.cancel_note, (select auth.uid()),
         case when coalesce(v_payment.amount, 0) > 0 then 'pending' else 'none' end
    from public.points_ledger l
   where l.order_id = new.id;
  return null;
end;
$$;

revoke execute on function private.file_order_refund() from public;

create trigger orders_file_refund
  after update of status on public.orders
  for each row
  when (new.status::text = 'Cancelled' and old.status is distinct from new.status)
  execute function private.file_order_refund();

-- Cancels an order with a reason (customer_request, out_of_stock, payment_issue, fraud_suspected,
-- other) and an optional note the customer reads, and returns it. The same transaction puts the
-- stock and points back, files the refund and queues the mail. Admins only (42501); refusals as
-- admin_set_order_status's (P0001, DETAIL with a `reason`).
create or replace function public.admin_cancel_order(p_order_id uuid, p_reason text, p_note text default null)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
begin
  perform private.require_admin();
  if p_reason is null
     or p_reason not in ('customer_request', 'out_of_stock', 'payment_issue', 'fraud_suspected', 'other') then
    raise exception 'Please choose a reason for cancelling.' using errcode = 'P0001',
      detail = jsonb_build_object('reason', 'unknown_cancel_reason')::text;
  end if;
  if char_length(v_note) > 500 then
    raise exception 'A note is at most 500 characters.' using errcode = 'P0001',
      detail = jsonb_build_object('reason', 'note_too_long')::text;
  end if;

  v_order := private.lock_order(p_order_id);
  if v_order.status::text = 'Cancelled' then
    raise exception using
      errcode = 'P0001',
      message = format('Order %s is already Cancelled.', v_order.order_number),
      detail = jsonb_build_object('reason', 'unchanged', 'from', 'Cancelled', 'to', 'Cancelled')::text;
  end if;

  update public.orders o
     set cancel_reason = p_reason, cancel_note = v_note, status = 'Cancelled'
   where o.id = p_order_id
  returning * into v_order;
  return v_order;
end;
$$;

revoke execute on function public.admin_cancel_order(uuid, text, text) from public, anon;
grant execute on function public.admin_cancel_order(uuid, text, text) to authenticated, service_role;

-- Sends a failed refund (or one whose processor call was interrupted) to be tried again, and returns
-- it. Admins only (42501).
create or replace function public.admin_retry_refund(p_order_id uuid)
returns public.order_refunds
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_refund public.order_refunds;
begin
  perform private.require_admin();
  update public.order_refunds r
     set status = 'pending', claimed_until = null
   where r.order_id = p_order_id
     and (r.status = 'failed' or (r.status = 'refunding' and r.claimed_until < clock_timestamp()))
  returning * into v_refund;
  if not found then
    raise exception 'Only a failed refund can be tried again.' using errcode = 'P0001',
      detail = jsonb_build_object('reason', 'refund_not_failed')::text;
  end if;
  return v_refund;
end;
$$;

revoke execute on function public.admin_retry_refund(uuid) from public, anon;
grant execute on function public.admin_retry_refund(uuid) to authenticated, service_role;

-- The refund's processor step (service_role only): claim a pending refund for p_lease_seconds, then
-- report it refunded (p_error null: the payment becomes 'refunded') or failed.
create or replace function public.claim_refund(p_refund_id uuid, p_lease_seconds integer default 120)
returns setof public.order_refunds
language sql
volatile
security definer
set search_path = ''
as $$
  update public.order_refunds r
     set status = 'refunding',
         attempts = r.attempts + 1,
         claimed_until = clock_timestamp() + make_interval(secs => greatest(1, least(coalesce(p_lease_seconds, 120), 3600)))
   where r.id = p_refund_id and r.status = 'pending'
  returning r.*
$$;

create or replace function public.complete_refund(p_refund_id uuid, p_error text default null)
returns public.order_refunds
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_refund public.order_refunds;
begin
  update public.order_refunds r
     set status = case when p_error is null then 'refunded' else 'failed' end,
         claimed_until = null,
         last_error = left(p_error, 2000),
         refunded_at = case when p_error is null then clock_timestamp() end
   where r.id = p_refund_id and r.status = 'refunding'
  returning * into v_refund;
  if not found then
    raise exception 'Refund % is not being refunded.', p_refund_id using errcode = 'P0001';
  end if;
  if p_error is null and v_refund.payment_id is not null then
    update public.payments p set status = 'refunded' where p.id = v_refund.payment_id;
  end if;
  return v_refund;
end;
$$;

revoke execute on function public.claim_refund(uuid, integer) from public, anon, authenticated;
revoke execute on function public.complete_refund(uuid, text) from public, anon, authenticated;
grant execute on function public.claim_refund(uuid, integer) to service_role;
grant execute on function public.complete_refund(uuid, text) to service_role;

-- ---------------------------------------------------------------- what the mails say

-- The order's mail payload, now with the carrier and tracking link.
create or replace function private.order_mail_payload(p_order public.orders)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'order_id', p_order.id,
    'order_number', p_order.order_number,
    'customer_name', p_order.customer_name,
    'status', p_order.status,
    'placed_at', p_order.created_at,
    'lines', p_order.products_ordered,
    'subtotal', p_order.subtotal_price,
    'discount', p_order.discount_total,
    'shipping', p_order.shipping_cost,
    'taxes', p_order.taxes,
    'total', p_order.total_price,
    'shipping_address', p_order.shipping_address,
    'points_earned', p_order.points_earned,
    'points_redeemed', p_order.points_redeemed,
    'guest', p_order.user_id is null,
    'carrier', p_order.shipping_carrier,
    'tracking_number', p_order.tracking_number,
    'tracking_url', p_order.tracking_url
  )
$$;

-- Shipped, Delivered, Cancelled. A cancellation's mail says what went back: the refund (amount, card,
-- reason, note) and the points, from the refund record orders_file_refund wrote just before.
create or replace function private.queue_order_status_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb := private.order_mail_payload(new);
  v_kind text := 'order_' || lower(new.status::text);
begin
  if new.status::text not in ('Shipped', 'Delivered', 'Cancelled') then
    return null;
  end if;
  if new.status::text = 'Cancelled' then
    v_payload := v_payload || coalesce((
      select jsonb_build_object(
        'points_returned', r.points_returned,
        'points_reversed', r.points_reversed,
        'refund_amount', r.amount,
        'cancel_reason', r.reason,
        'cancel_note', r.note,
        'card_brand', p.brand,
        'card_last4', p.last4
      )
        from public.order_refunds r
        left join public.payments p on p.id = r.payment_id
       where r.order_id = new.id), '{}'::jsonb);
  end if;
  perform private.queue_email(v_kind, new.customer_email, v_kind || ':' || new.id, v_payload, new.user_id, new.id);
  return null;
end;
$$;
