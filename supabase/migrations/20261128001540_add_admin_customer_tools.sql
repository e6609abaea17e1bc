-- The admin's customer page: one read of everything about a customer, and a points adjustment
-- with a reason. Both are security definer (e-mail addresses live in auth.users, which no API role
-- reads; the ledger is written by functions only) and check the admin flag themselves (42501).

-- An adjustment says why, and who made it (admin_adjust_points requires the reason; rows written
-- by hand as the service role may still go without). The reason shows in the customer's ledger too.
alter table public.points_ledger
  add column note text check (char_length(note) <= 300),
  add column created_by uuid references auth.users (id) on delete set null;

create index points_ledger_created_by_idx on public.points_ledger (created_by);

-- Adds p_points (negative: takes away) to p_user_id's Flavor Points with p_reason, and answers the
-- new balance. Never below 0: under the same lock as redemptions, so a parallel order cannot
-- spend what is being taken. Points added expire 12 months on, as earned points do.
create or replace function public.admin_adjust_points(p_user_id uuid, p_points integer, p_reason text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
  v_balance integer;
begin
  perform private.require_admin();
  if not exists (select 1 from public.profiles p where p.id = p_user_id and not p.is_admin) then
    raise exception 'No such customer.' using errcode = 'P0002';
  end if;
  if p_points is null or p_points = 0 or abs(p_points) > 100000 then
    raise exception 'Adjust by a whole number of points from -100000 to 100000, not 0.' using errcode = 'P0001';
  end if;
  if char_length(v_reason) not between 3 and 300 then
    raise exception 'Give a reason of 3 to 300 characters.' using errcode = 'P0001';
  end if;
  perform private.lock_points(p_user_id);
  v_balance := private.points_balance_of(p_user_id);
  if v_balance + p_points < 0 then
    raise exception 'The balance is % points: at most % can be taken away.', v_balance, v_balance
      using errcode = 'P0001';
  end if;
  insert into public.points_ledger (user_id, points, reason, note, created_by)
  values (p_user_id, p_points, 'adjustment', v_reason, (select auth.uid()));
  return v_balance + p_points;
end;
$$;

revoke execute on function public.admin_adjust_points(uuid, integer, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_adjust_points(uuid, integer, text) to authenticated, service_role;

-- Everything the customer page shows: name, e-mail, joined, orders (newest first), lifetime spend
-- (Cancelled orders excluded, as in admin_list_customers), points balance and ledger, addresses
-- and reviews. Null when p_user_id is no customer.
create or replace function public.admin_customer_detail(p_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return (
    select jsonb_build_object(
      'id', p.id,
      'email', u.email,
      'first_name', p.first_name,
      'last_name', p.last_name,
      'joined_at', p.created_at,
      'orders', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', o.id, 'order_number', o.order_number, 'created_at', o.created_at,
                 'status', o.status, 'total_price', o.total_price) order by o.created_at desc)
          from public.orders o where o.user_id = p.id), '[]'::jsonb),
      'lifetime_spend', coalesce((
        select sum(o.total_price) from public.orders o where o.user_id = p.id and o.status <> 'Cancelled'), 0),
      'points_balance', private.points_balance_of(p.id),
      'points_history', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', l.id, 'points', l.points, 'reason', l.reason, 'note', l.note,
                 'created_at', l.created_at, 'expires_at', l.expires_at, 'order_id', l.order_id)
                 order by l.created_at desc, l.id desc)
          from public.points_ledger l where l.user_id = p.id), '[]'::jsonb),
      'addresses', coalesce((
        select jsonb_agg(to_jsonb(a) - 'user_id' order by a.is_default desc, a.created_at)
          from public.addresses a where a.user_id = p.id), '[]'::jsonb),
      'reviews', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', r.id, 'product_id', r.product_id, 'product_name', pr.product_name,
                 'rating', r.rating, 'title', r.title, 'body', r.body, 'is_visible', r.is_visible,
                 'created_at', r.created_at) order by r.created_at desc)
          from public.product_reviews r join public.products pr on pr.id = r.product_id
         where r.user_id = p.id), '[]'::jsonb)
    )
      from public.profiles p
      join auth.users u on u.id = p.id
     where p.id = p_user_id and not p.is_admin
  );
end;
$$;

revoke execute on function public.admin_customer_detail(uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_customer_detail(uuid) to authenticated, service_role;
