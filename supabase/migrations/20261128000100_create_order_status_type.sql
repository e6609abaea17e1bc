-- An order's status is a type of its own, public.order_status, instead of text with a CHECK in
-- every column that holds one: the database refuses an unknown status wherever it is written
-- (22P02), and the generated TypeScript types take the list of statuses from it.
--
-- A column's type cannot change under the triggers, partial index and CHECKs that read it, so they
-- are dropped and made again as they were; the functions that compare a status with a text list
-- are redefined over the type. admin_set_order_status keeps its text parameter, so a client still
-- sends the plain string and an unknown one still gets its readable refusal.

create type public.order_status as enum ('Processing', 'Shipped', 'Delivered', 'Cancelled');

drop trigger orders_check_status_change on public.orders;
drop trigger orders_apply_status_change on public.orders;
drop trigger orders_reverse_review_points on public.orders;
drop trigger orders_restore_review_points on public.orders;
drop trigger orders_queue_status_mail on public.orders;
drop index public.orders_not_cancelled_created_at_idx;

alter table public.orders drop constraint orders_status_check;
alter table public.orders alter column status drop default;
alter table public.orders alter column status type public.order_status using status::public.order_status;
alter table public.orders alter column status set default 'Processing';

alter table public.order_status_history drop constraint order_status_history_from_status_check;
alter table public.order_status_history drop constraint order_status_history_to_status_check;
alter table public.order_status_history
  alter column from_status type public.order_status using from_status::public.order_status,
  alter column to_status type public.order_status using to_status::public.order_status;

create index orders_not_cancelled_created_at_idx on public.orders (created_at) include (total_price)
  where status <> 'Cancelled';

-- ---------------------------------------------------------------- the workflow over the type

drop function private.next_order_statuses(text);

-- The statuses an order of status p_status may move to next (none once Delivered or Cancelled).
create function private.next_order_statuses(p_status public.order_status)
returns public.order_status[]
language sql
immutable
set search_path = ''
as $$
  select case p_status
    when 'Processing' then array['Shipped', 'Cancelled']::public.order_status[]
    when 'Shipped' then array['Delivered', 'Cancelled']::public.order_status[]
    else array[]::public.order_status[]
  end
$$;

revoke execute on function private.next_order_statuses(public.order_status) from public;
grant execute on function private.next_order_statuses(public.order_status) to service_role;

-- Refuses a change of status the workflow does not allow.
create or replace function private.check_order_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_allowed public.order_status[] := private.next_order_statuses(old.status);
begin
  if new.status is distinct from old.status and not (new.status = any (v_allowed)) then
    raise exception using
      errcode = 'P0001',
      message = format('Order %s is %s and cannot become %s.', old.order_number, old.status, new.status),
      hint = case
        when cardinality(v_allowed) = 0 then format('A %s order does not change any more.', old.status)
        else format('It can become %s.', array_to_string(v_allowed, ' or '))
      end,
      detail = jsonb_build_object(
        'reason', 'invalid_status_change', 'from', old.status, 'to', new.status, 'allowed', to_jsonb(v_allowed)
      )::text;
  end if;
  return new;
end;
$$;

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
  v_kind text := 'order_' || lower(new.status::text);
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
  perform private.queue_email(v_kind, new.customer_email, v_kind || ':' || new.id, v_payload, new.user_id, new.id);
  return null;
end;
$$;

-- Moves an order along the workflow and returns it. Admins only (42501 otherwise). Refusals: an
-- unknown status (any text the type does not name, case included), an unknown order, the status
-- it already has, or a change the workflow does not allow (P0001; DETAIL says which, as JSON with
-- a `reason`).
create or replace function public.admin_set_order_status(p_order_id uuid, p_status text)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_status public.order_status;
begin
  perform private.require_admin();

  if p_status is null or not (p_status = any (enum_range(null::public.order_status)::text[])) then
    raise exception using
      errcode = 'P0001',
      message = format('"%s" is not an order status.', p_status),
      detail = jsonb_build_object('reason', 'unknown_status', 'to', p_status)::text;
  end if;
  v_status := p_status::public.order_status;

  select * into v_order from public.orders o where o.id = p_order_id for update;
  if not found then
    raise exception using
      errcode = 'P0001',
      message = 'Order not found.',
      detail = jsonb_build_object('reason', 'unknown_order')::text;
  end if;
  if v_order.status = v_status then
    raise exception using
      errcode = 'P0001',
      message = format('Order %s is already %s.', v_order.order_number, v_status),
      detail = jsonb_build_object('reason', 'unchanged', 'from', v_order.status, 'to', v_status)::text;
  end if;

  update public.orders o set status = v_status where o.id = p_order_id returning * into v_order;
  return v_order;
end;
$$;

-- ---------------------------------------------------------------- the triggers, as they were

create trigger orders_check_status_change
  before update of status on public.orders
  for each row execute function private.check_order_status_change();

create trigger orders_apply_status_change
  after update of status on public.orders
  for each row
  when (new.status is distinct from old.status)
  execute function private.apply_order_status_change();

create trigger orders_reverse_review_points
  after update of status on public.orders
  for each row
  when (new.status = 'Cancelled' and old.status <> 'Cancelled' and new.user_id is not null)
  execute function private.reverse_review_points();

create trigger orders_restore_review_points
  after insert or update of user_id on public.orders
  for each row
  when (new.user_id is not null and new.status <> 'Cancelled')
  execute function private.restore_review_points_for_order();

create trigger orders_queue_status_mail
  after update of status on public.orders
  for each row
  when (new.status is distinct from old.status)
  execute function private.queue_order_status_mail();
