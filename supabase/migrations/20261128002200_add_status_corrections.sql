-- An admin may correct a Delivered or Cancelled order within a short window (a mistaken click):
-- Delivered -> Shipped, and Cancelled -> Processing while no refund has gone out. The status history
-- records who corrected it (changed_by, as for every change).
--
-- Reversing a cancellation undoes what the cancellation did, in the same transaction:
--   * the stock goes out again, refused if a size no longer has it (the stock was sold meanwhile);
--   * the refund record goes (none, pending or failed: no money went back), refused once the refund
--     is with the processor or done (the money is gone: the order stays Cancelled);
--   * the points: the cancellation's own ledger rows (order_cancelled, redemption_refund) are removed,
--     so the order's earnings and redemption count again as if never cancelled; refused if the
--     customer has spent the returned points meanwhile (the balance would go below zero);
--   * review points the cancellation took back come back (restore_review_points_of).
-- Correcting Delivered -> Shipped has no stock or points consequence.

-- How long after Delivered or Cancelled an admin may still correct it.
create or replace function private.status_correction_window()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '24 hours'
$$;

revoke execute on function private.status_correction_window() from public;
grant execute on function private.status_correction_window() to service_role;

-- The status a Delivered or Cancelled order is corrected back to (null for the others).
create or replace function private.corrected_order_status(p_status public.order_status)
returns public.order_status
language sql
immutable
set search_path = ''
as $$
  select case p_status
    when 'Delivered' then 'Shipped'::public.order_status
    when 'Cancelled' then 'Processing'::public.order_status
  end
$$;

revoke execute on function private.corrected_order_status(public.order_status) from public;
grant execute on function private.corrected_order_status(public.order_status) to service_role;

-- Refuses a change of status the workflow (private.next_order_statuses, unchanged) does not allow;
-- a correction only within the window, and a cancellation's only while its refund has not gone out.
create or replace function private.check_order_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_allowed public.order_status[] := private.next_order_statuses(old.status);
  v_correction public.order_status := private.corrected_order_status(old.status);
  v_since timestamptz;
  v_refund text;
begin
  if new.status is not distinct from old.status or new.status = any (v_allowed) then
    return new;
  end if;
  if new.status = v_correction then
    select max(h.changed_at) into v_since
      from public.order_status_history h
     where h.order_id = old.id and h.to_status = old.status;
    if v_since is null or v_since < now() - private.status_correction_window() then
      raise exception using
        errcode = 'P0001',
        message = format('Order %s has been %s for more than %s and cannot be corrected.',
                         old.order_number, old.status, private.status_correction_window()),
        detail = jsonb_build_object('reason', 'correction_window_closed', 'from', old.status, 'to', new.status)::text;
    end if;
    select r.status into v_refund from public.order_refunds r where r.order_id = old.id for update;
    if v_refund in ('refunding', 'refunded') then
      raise exception using
        errcode = 'P0001',
        message = format('Order %s has been refunded and cannot be reopened.', old.order_number),
        detail = jsonb_build_object('reason', 'refund_sent', 'from', old.status, 'to', new.status)::text;
    end if;
    return new;
  end if;
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
end;
$$;

-- Takes an order's stock again (the inverse of restore_order_stock), refusing a line whose size or
-- product no longer has enough.
create or replace function private.take_order_stock(p_lines jsonb, p_order_number text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_line record;
  v_product public.products;
  v_size_index integer;
  v_left integer;
begin
  perform 1 from public.products p
   where p.id in (select (l ->> 'product_id')::uuid from jsonb_array_elements(p_lines) l)
   order by p.id
   for update;

  for v_line in
    select (l ->> 'product_id')::uuid as product_id, l ->> 'size_selected' as size,
           (l ->> 'quantity')::integer as quantity, l ->> 'product_name' as name
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
      v_left := (v_product.available_sizes -> v_size_index ->> 'stock')::integer - v_line.quantity;
    elsif v_product.inventory_count is not null
          and (v_line.size is null or exists (
            select 1 from jsonb_array_elements(v_product.available_sizes) s where s ->> 'value' = v_line.size)) then
      v_left := v_product.inventory_count - v_line.quantity;
    else
      continue; -- stock not counted
    end if;
    if v_left < 0 then
      raise exception using
        errcode = 'P0001',
        message = format('Order %s cannot be reopened: %s is out of stock.', p_order_number, v_line.name),
        detail = jsonb_build_object('reason', 'out_of_stock', 'product_id', v_line.product_id)::text;
    end if;
    if v_size_index is not null then
      update public.products p
         set available_sizes = jsonb_set(p.available_sizes, array[v_size_index::text, 'stock'], to_jsonb(v_left))
       where p.id = v_product.id;
    else
      update public.products p set inventory_count = v_left where p.id = v_product.id;
    end if;
  end loop;
end;
$$;

revoke execute on function private.take_order_stock(jsonb, text) from public;
grant execute on function private.take_order_stock(jsonb, text) to service_role;

-- After Cancelled -> Processing: the cancellation undone (see the top of this file). Security
-- definer: it removes the refund record and ledger rows no API role may write.
create or replace function private.reverse_order_cancellation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_product_id uuid;
begin
  perform private.take_order_stock(new.products_ordered, new.order_number);
  delete from public.order_refunds r where r.order_id = new.id;

  for v_user in
    select distinct l.user_id from public.points_ledger l
     where l.order_id = new.id and l.reason in ('order_cancelled', 'redemption_refund')
  loop
    perform private.lock_points(v_user);
    delete from public.points_ledger l
     where l.order_id = new.id and l.user_id = v_user and l.reason in ('order_cancelled', 'redemption_refund');
    if private.points_balance_of(v_user) < 0 then
      raise exception using
        errcode = 'P0001',
        message = format('Order %s cannot be reopened: the points it returned have been spent.', new.order_number),
        detail = jsonb_build_object('reason', 'points_spent')::text;
    end if;
  end loop;

  if new.user_id is not null then
    for v_product_id in
      select distinct (line ->> 'product_id')::uuid from jsonb_array_elements(new.products_ordered) line
    loop
      perform private.restore_review_points_of(new.user_id, v_product_id);
    end loop;
  end if;
  return null;
end;
$$;

revoke execute on function private.reverse_order_cancellation() from public;

-- Named to fire after orders_apply_status_change (which writes the history row) and before the mail.
create trigger orders_correct_cancellation
  after update of status on public.orders
  for each row
  when (old.status = 'Cancelled' and new.status = 'Processing')
  execute function private.reverse_order_cancellation();
