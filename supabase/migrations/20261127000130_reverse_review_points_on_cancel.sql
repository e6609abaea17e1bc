-- A review is a verified buyer's while its author has an order of the product that was not
-- cancelled. When the last such order is cancelled, the review stays as written (and in the
-- product's rating) but no longer says "Verified buyer", and the 25 Flavor Points it earned go
-- back (reason 'review_reversed', with the product), at most what the balance holds, as an
-- order's own points go back (20261127000100_serialise_points_balance.sql).

alter table public.points_ledger drop constraint points_ledger_reason_check;
alter table public.points_ledger add constraint points_ledger_reason_check
  check (reason in (
    'signup_bonus', 'order', 'review', 'redemption', 'adjustment', 'order_cancelled', 'redemption_refund',
    'review_reversed'
  ));

-- Whether p_user_id has an order of p_product_id that was not cancelled. Runs as the caller: the
-- definer functions below call it with their owner's rights.
create or replace function private.has_bought(p_user_id uuid, p_product_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.orders o
     where o.user_id = p_user_id
       and o.status <> 'Cancelled'
       and o.products_ordered @> jsonb_build_array(jsonb_build_object('product_id', p_product_id))
  )
$$;

revoke execute on function private.has_bought(uuid, uuid) from public;
grant execute on function private.has_bought(uuid, uuid) to service_role;

-- After an order is cancelled: for each of its products that its customer reviewed and no longer
-- has another standing order of, what the review's points still hold goes back. The points lock
-- comes first, so two cancels of the customer's orders of one product at once queue, and the
-- second sees the first's. Security definer: an admin's cancel (or the service's) writes the
-- customer's ledger.
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
     where l.user_id = new.user_id and l.product_id = v_product_id and l.reason in ('review', 'review_reversed');
    v_take := least(v_points, greatest(private.points_balance_of(new.user_id), 0));
    if v_take > 0 then
      insert into public.points_ledger (user_id, points, reason, product_id)
      values (new.user_id, -v_take, 'review_reversed', v_product_id);
    end if;
  end loop;
  return null;
end;
$$;

revoke execute on function private.reverse_review_points() from public;

create trigger orders_reverse_review_points
  after update of status on public.orders
  for each row
  when (new.status = 'Cancelled' and old.status <> 'Cancelled' and new.user_id is not null)
  execute function private.reverse_review_points();

-- A review written while its purchase is being cancelled: the purchase is locked until the review
-- commits, so either the cancel sees the review's points and reverses them, or the review sees the
-- cancel and is refused. Security definer: a customer may not lock orders.
create or replace function private.lock_review_purchase()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.orders o
   where o.user_id = new.user_id
     and o.status <> 'Cancelled'
     and o.products_ordered @> jsonb_build_array(jsonb_build_object('product_id', new.product_id))
     for share;
  if not found then
    raise exception 'Only customers who bought this spice can review it.' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

revoke execute on function private.lock_review_purchase() from public;

-- After product_reviews_check (triggers of one kind fire in name order), which words the refusal
-- for the ordinary case.
create trigger product_reviews_lock_purchase
  before insert on public.product_reviews
  for each row execute function private.lock_review_purchase();

-- get_product_reviews, now saying whether each review is a verified buyer's (is_verified). The
-- display name without a first name is "Verified Buyer" only for one. Otherwise as before
-- (20261125001300_create_product_reviews.sql).
drop function public.get_product_reviews(uuid);

create function public.get_product_reviews(p_product_id uuid)
returns table (
  id uuid,
  rating smallint,
  title text,
  body text,
  reviewer_name text,
  is_own boolean,
  is_verified boolean,
  created_at timestamptz,
  edited_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.rating, r.title, r.body,
         coalesce(nullif(btrim(pr.first_name), ''), case when v.verified then 'Verified Buyer' else 'Customer' end)
           || coalesce(' ' || upper(left(nullif(btrim(pr.last_name), ''), 1)) || '.', ''),
         coalesce(r.user_id = (select auth.uid()), false),
         v.verified,
         r.created_at, r.edited_at
    from public.product_reviews r
    join public.products p on p.id = r.product_id
    left join public.profiles pr on pr.id = r.user_id
    cross join lateral (select private.has_bought(r.user_id, r.product_id) as verified) v
   where r.product_id = p_product_id
     and r.is_visible
     and (p.is_active or (select private.is_admin()))
   order by r.created_at desc, r.id desc
$$;

revoke execute on function public.get_product_reviews(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_product_reviews(uuid) to anon, authenticated, service_role;
