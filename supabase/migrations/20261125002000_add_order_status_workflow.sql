-- The order status workflow, kept by the database whoever writes the row:
--   Processing -> Shipped -> Delivered, and Cancelled from Processing or Shipped.
-- Any other change of status is refused (P0001, with DETAIL naming it). Cancelling puts every
-- line's quantity back into stock and reverses the order's Flavor Points in the same transaction.
-- Every status an order takes, its first included, is kept in order_status_history: the
-- customer's timeline of their order and the admins' audit trail.
--
-- Admins change the status only through admin_set_order_status (security definer: the API roles
-- may no longer update orders at all, so it checks the admin flag itself).

-- ---------------------------------------------------------------- who may call admin functions

-- Raises insufficient_privilege (42501; the API answers 403, or 401 when signed out) unless the
-- caller is an admin, or the service role (the server's key, which bypasses RLS anyway). Every
-- admin function of the API starts with it.
create or replace function private.require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if (select auth.role()) is distinct from 'service_role' and not coalesce((select private.is_admin()), false) then
    raise exception 'Only admins may do this.' using errcode = '42501';
  end if;
end;
$$;

revoke execute on function private.require_admin() from public;
-- Admin functions that run as the caller (security invoker) call it with the caller's rights.
grant execute on function private.require_admin() to authenticated, service_role;

-- ---------------------------------------------------------------- the workflow

-- The statuses an order of status p_status may move to next (none once Delivered or Cancelled).
create or replace function private.next_order_statuses(p_status text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case p_status
    when 'Processing' then array['Shipped', 'Cancelled']
    when 'Shipped' then array['Delivered', 'Cancelled']
    else array[]::text[]
  end
$$;

revoke execute on function private.next_order_statuses(text) from public;
-- The workflow's triggers run as the writer: the service role writes orders directly.
grant execute on function private.next_order_statuses(text) to service_role;

create table public.order_status_history (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  -- null for the order's first status
  from_status text check (from_status in ('Processing', 'Shipped', 'Delivered', 'Cancelled')),
  to_status text not null check (to_status in ('Processing', 'Shipped', 'Delivered', 'Cancelled')),
  -- the signed-in user who made the change (the buyer for the first row; null for a guest or the service)
  changed_by uuid references auth.users (id) on delete set null,
  changed_at timestamptz not null default now()
);

alter table public.order_status_history enable row level security;

create index order_status_history_order_id_idx on public.order_status_history (order_id, changed_at, id);
create index order_status_history_changed_by_idx on public.order_status_history (changed_by);

create policy "order_status_history: customers read their own orders, admins read all"
  on public.order_status_history for select to authenticated
  using (
    (select private.is_admin())
    or exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid()))
  );

revoke all on public.order_status_history from anon, authenticated;
grant select on public.order_status_history to authenticated;
grant all on public.order_status_history to service_role;

-- The order's first status, written as the order is created.
create or replace function private.record_first_order_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  insert into public.order_status_history (order_id, from_status, to_status, changed_by)
  values (new.id, null, new.status, (select auth.uid()));
  return null;
end;
$$;

revoke execute on function private.record_first_order_status() from public;

create trigger orders_record_first_status
  after insert on public.orders
  for each row execute function private.record_first_order_status();

-- Refuses a change of status the workflow does not allow.
create or replace function private.check_order_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_allowed text[] := private.next_order_statuses(old.status);
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

revoke execute on function private.check_order_status_change() from public;

create trigger orders_check_status_change
  before update of status on public.orders
  for each row execute function private.check_order_status_change();

-- Puts a cancelled order's lines back into stock, as place_order took them: into the size's stock
-- when the size keeps its own, else into the product's inventory_count when it counts one. A size
-- or product that no longer exists has no stock to return to. Products are locked in id order,
-- as place_order locks them, so a cancel and an order queue instead of deadlocking.
create or replace function private.restore_order_stock(p_lines jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_line record;
  v_product public.products;
  v_size_index integer;
begin
  perform 1 from public.products p
   where p.id in (select (l ->> 'product_id')::uuid from jsonb_array_elements(p_lines) l)
   order by p.id
   for update;

  for v_line in
    select (l ->> 'product_id')::uuid as product_id, l ->> 'size_selected' as size, (l ->> 'quantity')::integer as quantity
      from jsonb_array_elements(p_lines) l
  loop
    select * into v_product from public.products p where p.id = v_line.product_id;
    continue when not found;

    v_size_index := null;
    if v_line.size is not null then
      select (ord - 1)::integer into v_size_index
        from jsonb_array_elements(v_product.available_sizes) with ordinality as t(s, ord)
       where s ->> 'value' = v_line.size and jsonb_typeof(s -> 'stock') = 'number';
    end if;

    if v_size_index is not null then
      update public.products p
         set available_sizes = jsonb_set(
               p.available_sizes, array[v_size_index::text, 'stock'],
               to_jsonb((p.available_sizes -> v_size_index ->> 'stock')::integer + v_line.quantity))
       where p.id = v_product.id;
    elsif v_product.inventory_count is not null
          and (v_line.size is null or exists (
            select 1 from jsonb_array_elements(v_product.available_sizes) s where s ->> 'value' = v_line.size)) then
      update public.products p
         set inventory_count = p.inventory_count + v_line.quantity
       where p.id = v_product.id;
    end if;
  end loop;
end;
$$;

revoke execute on function private.restore_order_stock(jsonb) from public;
grant execute on function private.restore_order_stock(jsonb) to service_role;

-- After a change of status: the history row, and for a cancellation the stock and the points.
-- Points: what the order credited (reason 'order') is taken back as 'order_cancelled'; what it
-- redeemed is returned as 'redemption_refund', expiring 12 months from the refund like any
-- points earned now. The balance may go below zero when the earned points were already spent.
create or replace function private.apply_order_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  insert into public.order_status_history (order_id, from_status, to_status, changed_by)
  values (new.id, old.status, new.status, (select auth.uid()));

  if new.status = 'Cancelled' then
    perform private.restore_order_stock(new.products_ordered);

    insert into public.points_ledger (user_id, points, reason, order_id)
    select l.user_id, -sum(l.points)::integer, 'order_cancelled', new.id
      from public.points_ledger l
     where l.order_id = new.id and l.reason = 'order'
     group by l.user_id
    having sum(l.points) <> 0;

    insert into public.points_ledger (user_id, points, reason, order_id, expires_at)
    select l.user_id, -sum(l.points)::integer, 'redemption_refund', new.id, now() + interval '12 months'
      from public.points_ledger l
     where l.order_id = new.id and l.reason = 'redemption'
     group by l.user_id
    having sum(l.points) <> 0;
  end if;
  return null;
end;
$$;

revoke execute on function private.apply_order_status_change() from public;

create trigger orders_apply_status_change
  after update of status on public.orders
  for each row
  when (new.status is distinct from old.status)
  execute function private.apply_order_status_change();

-- The orders placed before this migration get their current status as their first (who set it is
-- not known).
insert into public.order_status_history (order_id, from_status, to_status, changed_by, changed_at)
select o.id, null, o.status, null, o.created_at from public.orders o;

-- ---------------------------------------------------------------- the ledger's new reasons

alter table public.points_ledger drop constraint points_ledger_reason_check;
alter table public.points_ledger add constraint points_ledger_reason_check
  check (reason in ('signup_bonus', 'order', 'review', 'redemption', 'adjustment', 'order_cancelled', 'redemption_refund'));

-- ---------------------------------------------------------------- the admins' one way in

-- Moves an order along the workflow (see the top of this file) and returns it. Admins only
-- (42501 otherwise). Refusals: an unknown status, an unknown order, the status it already has, or
-- a change the workflow does not allow (P0001; DETAIL says which, as JSON with a `reason`).
create or replace function public.admin_set_order_status(p_order_id uuid, p_status text)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  perform private.require_admin();

  if p_status is null or p_status not in ('Processing', 'Shipped', 'Delivered', 'Cancelled') then
    raise exception using
      errcode = 'P0001',
      message = format('"%s" is not an order status.', p_status),
      detail = jsonb_build_object('reason', 'unknown_status', 'to', p_status)::text;
  end if;

  select * into v_order from public.orders o where o.id = p_order_id for update;
  if not found then
    raise exception using
      errcode = 'P0001',
      message = 'Order not found.',
      detail = jsonb_build_object('reason', 'unknown_order')::text;
  end if;
  if v_order.status = p_status then
    raise exception using
      errcode = 'P0001',
      message = format('Order %s is already %s.', v_order.order_number, p_status),
      detail = jsonb_build_object('reason', 'unchanged', 'from', v_order.status, 'to', p_status)::text;
  end if;

  update public.orders o set status = p_status where o.id = p_order_id returning * into v_order;
  return v_order;
end;
$$;

revoke execute on function public.admin_set_order_status(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_order_status(uuid, text) to authenticated, service_role;

-- The status is no longer written over the API directly: only through the function above.
drop policy "orders: admins change the status" on public.orders;
revoke update (status) on public.orders from authenticated;
revoke update on public.orders from authenticated;
