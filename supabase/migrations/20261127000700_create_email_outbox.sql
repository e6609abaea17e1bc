-- Transactional e-mail. Every event that mails someone (an order placed; an order shipped,
-- delivered or cancelled; a wished size back in stock; a new account) writes a row to an outbox in
-- the same transaction as its cause, so a mail exists exactly when its cause committed. The
-- send-emails Edge Function drains the outbox in batches.
--
-- An outbox table rather than Supabase Queues (pgmq): the same SQL runs on hosted Supabase, on
-- PGlite and on any PostgreSQL without an extension; the admin's e-mail log reads it under RLS like
-- any other table; and a mail's whole life (pending, sending, sent, failed, dead) stays in one row
-- an owner can read. The drain claims rows with `for update skip locked`, as pgmq's read does.
--
-- At most once per event: `event_key` is unique, and a claimed row is leased. A drain that is
-- killed after claiming cannot know whether the SMTP server accepted the mail, so a lease that
-- runs out makes the row dead ("interrupted"), never pending again: only an admin's retry sends it
-- a second time. A failure the drain reports (the server refused or could not be reached) retries
-- with backoff, and the fifth failure makes the row dead (the dead letter).

create table public.email_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (
    kind in ('order_placed', 'order_shipped', 'order_delivered', 'order_cancelled', 'back_in_stock', 'welcome')
  ),
  recipient text not null check (private.is_valid_email(recipient)),
  user_id uuid references auth.users (id) on delete set null,
  order_id uuid references public.orders (id) on delete cascade,
  -- What the mail says, as it was when the event happened.
  payload jsonb not null default '{}' check (jsonb_typeof(payload) = 'object'),
  event_key text not null unique check (char_length(event_key) <= 200),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'dead')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  last_error text check (char_length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

alter table public.email_outbox enable row level security;

create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where status in ('pending', 'failed');
create index email_outbox_sending_idx on public.email_outbox (claimed_until) where status = 'sending';
create index email_outbox_created_at_idx on public.email_outbox (created_at desc);
create index email_outbox_user_id_idx on public.email_outbox (user_id);
create index email_outbox_order_id_idx on public.email_outbox (order_id);

create policy "email_outbox: admins read"
  on public.email_outbox for select to authenticated
  using ((select private.is_admin()));

revoke all on public.email_outbox from anon, authenticated;
grant select on public.email_outbox to authenticated;
grant all on public.email_outbox to service_role;

comment on table public.email_outbox is
  'Transactional e-mail, written with its cause and sent by the send-emails function (see the migration).';

-- How many reported failures make a mail dead, and how long a claim may take before it counts as
-- interrupted.
create or replace function private.email_max_attempts()
returns integer
language sql
immutable
set search_path = ''
as $$ select 5 $$;

revoke execute on function private.email_max_attempts() from public;
grant execute on function private.email_max_attempts() to service_role;

-- ---------------------------------------------------------------- writing events

-- Queues one mail; a second event with the same key is ignored (at most once per event).
create or replace function private.queue_email(
  p_kind text,
  p_recipient text,
  p_event_key text,
  p_payload jsonb,
  p_user_id uuid default null,
  p_order_id uuid default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.email_outbox (kind, recipient, event_key, payload, user_id, order_id)
  values (p_kind, p_recipient, p_event_key, p_payload, p_user_id, p_order_id)
  on conflict (event_key) do nothing;
  perform pg_notify('email_outbox', p_kind);
end;
$$;

revoke execute on function private.queue_email(text, text, text, jsonb, uuid, uuid) from public;

-- What an order's mails show: its number, lines, totals and addresses as the order holds them.
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
    'guest', p_order.user_id is null
  )
$$;

revoke execute on function private.order_mail_payload(public.orders) from public;

-- The order confirmation, to the address the order was placed with (a guest's too: it is their own order).
create or replace function private.queue_order_placed_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_email(
    'order_placed', new.customer_email, 'order_placed:' || new.id,
    private.order_mail_payload(new), new.user_id, new.id
  );
  return null;
end;
$$;

revoke execute on function private.queue_order_placed_mail() from public;

create trigger orders_queue_placed_mail
  after insert on public.orders
  for each row execute function private.queue_order_placed_mail();

-- Shipped, Delivered, Cancelled. Runs after orders_apply_status_change (triggers fire in name
-- order), so a cancellation's mail can say what the ledger gave back: the points the order had
-- redeemed, and the points it had earned that were taken back.
create or replace function private.queue_order_status_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb := private.order_mail_payload(new);
begin
  if new.status not in ('Shipped', 'Delivered', 'Cancelled') then
    return null;
  end if;
  if new.status = 'Cancelled' then
    v_payload := v_payload || jsonb_build_object(
      'points_returned', coalesce((
        select sum(l.points) from public.points_ledger l
         where l.order_id = new.id and l.reason = 'redemption_refund'), 0),
      'points_reversed', coalesce((
        select -sum(l.points) from public.points_ledger l
         where l.order_id = new.id and l.reason = 'order_cancelled'), 0)
    );
  end if;
  perform private.queue_email(
    'order_' || lower(new.status), new.customer_email, 'order_' || lower(new.status) || ':' || new.id,
    v_payload, new.user_id, new.id
  );
  return null;
end;
$$;

revoke execute on function private.queue_order_status_mail() from public;

create trigger orders_queue_status_mail
  after update of status on public.orders
  for each row
  when (new.status is distinct from old.status)
  execute function private.queue_order_status_mail();

-- A wished size back in stock: when an update takes a size (or a product without sizes) from none
-- in stock to some, everyone who wished for it hears once for that restock. Inactive products stay quiet.
create or replace function private.queue_back_in_stock_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item record;
begin
  if not new.is_active then
    return null;
  end if;
  for v_item in
    select w.id, w.user_id, w.size, u.email
      from public.wishlist_items w
      join auth.users u on u.id = w.user_id
     where w.product_id = new.id
       and coalesce(private.stock_of(old, w.size), 1) <= 0
       and coalesce(private.stock_of(new, w.size), 1) > 0
       and u.email is not null
  loop
    perform private.queue_email(
      'back_in_stock', v_item.email,
      'back_in_stock:' || v_item.id || ':' || (extract(epoch from clock_timestamp()) * 1000000)::bigint,
      jsonb_build_object(
        'product_id', new.id,
        'product_name', new.product_name,
        'product_slug', new.product_slug,
        'size', v_item.size,
        'image_url', coalesce(new.main_image_url, new.image_url),
        'stock', private.stock_of(new, v_item.size)
      ),
      v_item.user_id
    );
  end loop;
  return null;
end;
$$;

revoke execute on function private.queue_back_in_stock_mail() from public;

create trigger products_queue_back_in_stock_mail
  after update of available_sizes, inventory_count, is_active on public.products
  for each row execute function private.queue_back_in_stock_mail();

-- Welcome, with the joining points, once the account's address is confirmed (at sign-up when no
-- confirmation is needed): an unconfirmed address may not be the person's.
create or replace function private.queue_welcome_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email_confirmed_at is null or new.email is null
     or (tg_op = 'UPDATE' and old.email_confirmed_at is not null) then
    return null;
  end if;
  perform private.queue_email(
    'welcome', new.email, 'welcome:' || new.id,
    jsonb_build_object(
      'first_name', (select p.first_name from public.profiles p where p.id = new.id),
      'points', coalesce((
        select sum(l.points) from public.points_ledger l
         where l.user_id = new.id and l.reason = 'signup_bonus'), 0)
    ),
    new.id
  );
  return null;
end;
$$;

revoke execute on function private.queue_welcome_mail() from public;

-- Named after the profile and sign-up bonus triggers, so both rows exist when it reads them.
create trigger on_auth_user_welcome_mail
  after insert or update of email_confirmed_at on auth.users
  for each row execute function private.queue_welcome_mail();

-- ---------------------------------------------------------------- draining (service_role only)

-- Claims up to p_limit due mails for one drain and returns them. First, claims whose lease ran out
-- become dead: their drain stopped between claiming and reporting, and the mail may have gone.
create or replace function public.claim_emails(p_limit integer default 20, p_lease_seconds integer default 120)
returns setof public.email_outbox
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_limit is null or p_limit not between 1 and 200 or p_lease_seconds is null or p_lease_seconds not between 1 and 3600 then
    raise exception 'claim_emails: a limit of 1 to 200 and a lease of 1 to 3600 seconds' using errcode = '22023';
  end if;

  update public.email_outbox o
     set status = 'dead',
         claimed_until = null,
         last_error = 'Interrupted while sending: it may have been delivered, so it is not retried on its own.'
   where o.status = 'sending' and o.claimed_until < clock_timestamp();

  return query
  update public.email_outbox o
     set status = 'sending',
         attempts = o.attempts + 1,
         claimed_until = clock_timestamp() + make_interval(secs => p_lease_seconds)
   where o.id in (
     select d.id from public.email_outbox d
      where d.status in ('pending', 'failed') and d.next_attempt_at <= clock_timestamp()
      order by d.next_attempt_at, d.id
      limit p_limit
      for update skip locked
   )
  returning o.*;
end;
$$;

-- What the drain says of a claimed mail: sent (p_error null), or the error. A failure retries after
-- 1, 2, 4, 8 minutes; the fifth makes it dead. A report for a mail that is no longer claimed (its
-- lease ran out) still records a success, which is the truth, and otherwise changes nothing.
create or replace function public.complete_email(p_id bigint, p_error text default null)
returns public.email_outbox
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_mail public.email_outbox;
begin
  select * into v_mail from public.email_outbox where id = p_id for update;
  if not found then
    raise exception 'No e-mail %.', p_id using errcode = 'P0002';
  end if;

  if p_error is null then
    if v_mail.status in ('sending', 'dead') then
      update public.email_outbox
         set status = 'sent', sent_at = clock_timestamp(), claimed_until = null, last_error = null
       where id = p_id
      returning * into v_mail;
    end if;
  elsif v_mail.status = 'sending' then
    update public.email_outbox
       set status = case when v_mail.attempts >= private.email_max_attempts() then 'dead' else 'failed' end,
           claimed_until = null,
           last_error = left(p_error, 2000),
           next_attempt_at = clock_timestamp() + make_interval(mins => power(2, v_mail.attempts - 1)::integer)
     where id = p_id
    returning * into v_mail;
  end if;
  return v_mail;
end;
$$;

revoke execute on function public.claim_emails(integer, integer) from public, anon, authenticated;
revoke execute on function public.complete_email(bigint, text) from public, anon, authenticated;
grant execute on function public.claim_emails(integer, integer) to service_role;
grant execute on function public.complete_email(bigint, text) to service_role;

-- ---------------------------------------------------------------- the admin's e-mail log

-- Sends a failed or dead mail again from now, with a fresh count of tries. Admins only.
create or replace function public.admin_retry_email(p_id bigint)
returns public.email_outbox
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_mail public.email_outbox;
begin
  perform private.require_admin();
  update public.email_outbox
     set status = 'pending', attempts = 0, next_attempt_at = clock_timestamp(), claimed_until = null
   where id = p_id and status in ('failed', 'dead')
  returning * into v_mail;
  if not found then
    raise exception 'Only a failed e-mail can be sent again.' using errcode = 'P0001';
  end if;
  perform pg_notify('email_outbox', 'retry');
  return v_mail;
end;
$$;

revoke execute on function public.admin_retry_email(bigint) from public, anon;
grant execute on function public.admin_retry_email(bigint) to authenticated, service_role;
