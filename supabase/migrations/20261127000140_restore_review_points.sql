-- The other half of 20261127000130_reverse_review_points_on_cancel.sql: when the author of a review
-- whose points went back with a cancelled purchase has a standing order of the product again (a new
-- order, or a guest order they claim), the review is a verified buyer's again and gets back what
-- was taken (reason 'review_restored', with the product). Also when they write a review there
-- again after deleting the old one. Never more than was taken, so the review still earns its 25
-- points once.

alter table public.points_ledger drop constraint points_ledger_reason_check;
alter table public.points_ledger add constraint points_ledger_reason_check
  check (reason in (
    'signup_bonus', 'order', 'review', 'redemption', 'adjustment', 'order_cancelled', 'redemption_refund',
    'review_reversed', 'review_restored'
  ));

-- The reversal on cancel counts what was restored as the review's too.
create or replace function private.reverse_review_points()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_product_id uuid;
  v_points integer;
  v_take integer;
begin
  perform private.lock_points(new.user_id);
  for v_product_id in
    select distinct (line ->> 'product_id')::uuid from jsonb_array_elements(new.products_ordered) line
  loop
    continue when private.has_bought(new.user_id, v_product_id);
    select coalesce(sum(l.points), 0)::integer into v_points
      from public.points_ledger l
     where l.user_id = new.user_id and l.product_id = v_product_id and l.reason in ('review', 'review_reversed', 'review_restored');
    v_take := least(v_points, greatest(private.points_balance_of(new.user_id), 0));
    if v_take > 0 then
      insert into public.points_ledger (user_id, points, reason, product_id)
      values (new.user_id, -v_take, 'review_reversed', v_product_id);
    end if;
  end loop;
  return null;
end;
$$;

-- Returns what was taken from p_user_id's review points for p_product_id when they have a review
-- of it and a standing order of it. Under the points lock, as the reversal. Runs as the caller:
-- the definer triggers below call it with their owner's rights.
create or replace function private.restore_review_points_of(p_user_id uuid, p_product_id uuid)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_taken integer;
begin
  if not exists (
    select 1 from public.product_reviews r where r.user_id = p_user_id and r.product_id = p_product_id
  ) then
    return;
  end if;
  perform private.lock_points(p_user_id);
  if not private.has_bought(p_user_id, p_product_id) then
    return;
  end if;
  select -coalesce(sum(l.points), 0)::integer into v_taken
    from public.points_ledger l
   where l.user_id = p_user_id and l.product_id = p_product_id and l.reason in ('review_reversed', 'review_restored');
  if v_taken > 0 then
    insert into public.points_ledger (user_id, points, reason, product_id)
    values (p_user_id, v_taken, 'review_restored', p_product_id);
  end if;
end;
$$;

revoke execute on function private.restore_review_points_of(uuid, uuid) from public;

create or replace function private.restore_review_points_for_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_product_id uuid;
begin
  for v_product_id in
    select distinct (line ->> 'product_id')::uuid from jsonb_array_elements(new.products_ordered) line
  loop
    perform private.restore_review_points_of(new.user_id, v_product_id);
  end loop;
  return null;
end;
$$;

revoke execute on function private.restore_review_points_for_order() from public;

create trigger orders_restore_review_points
  after insert or update of user_id on public.orders
  for each row
  when (new.user_id is not null and new.status <> 'Cancelled')
  execute function private.restore_review_points_for_order();

create or replace function private.restore_review_points_for_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.restore_review_points_of(new.user_id, new.product_id);
  return null;
end;
$$;

revoke execute on function private.restore_review_points_for_review() from public;

create trigger product_reviews_restore_points
  after insert on public.product_reviews
  for each row execute function private.restore_review_points_for_review();
