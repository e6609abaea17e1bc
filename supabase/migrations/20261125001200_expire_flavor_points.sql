-- Flavor Points expire 12 months after they are earned (spec §9). The ledger stays a list of what
-- happened (earnings, redemptions, adjustments); expiry is computed from it, never written, so no
-- scheduled job is needed and the figures are right at any moment:
--
--   * every positive row is a lot of points, earned at created_at, expiring at expires_at;
--   * every negative row spends points from the oldest lot that still has some and has not
--     expired (first in, first out); what a spend cannot cover is a debt the next lots pay first;
--   * at expires_at, whatever is left of a lot expires.
--
-- The balance is what is left of the unexpired lots, so points_balance(), quote_order and
-- place_order's redemption check (all through private.points_balance_of) count unexpired points
-- only. The history shows each expiry as a row of reason 'expiry' on the day it happened.
-- Customers still only read the ledger; nothing here lets a client write it.

alter table public.points_ledger drop constraint points_ledger_reason_check;
alter table public.points_ledger
  add constraint points_ledger_reason_check
    check (reason in ('signup_bonus', 'order', 'review', 'redemption', 'adjustment'));

-- Points for a review are credited once per customer and product (see product_reviews).
alter table public.points_ledger
  add column product_id uuid references public.products (id) on delete set null;
create unique index points_ledger_one_review_credit on public.points_ledger (user_id, product_id)
  where reason = 'review';

-- Earned points always expire; spent points never do.
create or replace function private.date_points_expiry()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.points > 0 and new.expires_at is null then
    new.expires_at := new.created_at + interval '12 months';
  end if;
  return new;
end;
$$;

revoke execute on function private.date_points_expiry() from public;

create trigger points_ledger_date_expiry
  before insert on public.points_ledger
  for each row execute function private.date_points_expiry();

update public.points_ledger set expires_at = created_at + interval '12 months' where points > 0 and expires_at is null;
alter table public.points_ledger
  add constraint points_ledger_expiry_on_earnings_only check ((points > 0) = (expires_at is not null));

-- The lots of p_user_id's points as of p_at, oldest first: how much of each was spent, how much
-- expired and how much is left. A final row without ledger_id carries an unpaid debt (negative
-- remaining), when spends ever exceeded what was available. The balance is sum(remaining).
-- Runs as the caller: a customer's call sees only their own ledger rows.
create or replace function private.points_lots(p_user_id uuid, p_at timestamptz)
returns table (
  ledger_id bigint,
  earned_at timestamptz,
  points integer,
  expires_at timestamptz,
  spent integer,
  expired integer,
  remaining integer
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_event record;
  v_ids bigint[] := '{}';
  v_earned timestamptz[] := '{}';
  v_points integer[] := '{}';
  v_expires timestamptz[] := '{}';
  v_spent integer[] := '{}';
  v_expired integer[] := '{}';
  v_left integer[] := '{}';
  v_debt integer := 0;
  v_need integer;
  v_take integer;
  i integer;
  n integer := 0;
begin
  for v_event in
    -- An expiry sorts before a ledger row of the same instant: at expires_at the lot is gone.
    select e.*
      from (
        select l.id, l.points, l.created_at, l.expires_at, l.created_at as at, false as is_expiry
          from public.points_ledger l
         where l.user_id = p_user_id and l.created_at <= p_at
        union all
        select l.id, l.points, l.created_at, l.expires_at, l.expires_at, true
          from public.points_ledger l
         where l.user_id = p_user_id and l.points > 0 and l.created_at <= p_at and l.expires_at <= p_at
      ) e
     order by e.at, e.is_expiry desc, e.id
  loop
    if v_event.is_expiry then
      i := array_position(v_ids, v_event.id);
      v_expired[i] := v_left[i];
      v_left[i] := 0;
    elsif v_event.points > 0 then
      n := n + 1;
      v_ids[n] := v_event.id;
      v_earned[n] := v_event.created_at;
      v_points[n] := v_event.points;
      v_expires[n] := v_event.expires_at;
      v_take := least(v_debt, v_event.points);
      v_spent[n] := v_take;
      v_expired[n] := 0;
      v_left[n] := v_event.points - v_take;
      v_debt := v_debt - v_take;
    else
      v_need := -v_event.points;
      i := 1;
      while v_need > 0 and i <= n loop
        if v_left[i] > 0 then
          v_take := least(v_need, v_left[i]);
          v_spent[i] := v_spent[i] + v_take;
          v_left[i] := v_left[i] - v_take;
          v_need := v_need - v_take;
        end if;
        i := i + 1;
      end loop;
      v_debt := v_debt + v_need;
    end if;
  end loop;

  for i in 1 .. n loop
    ledger_id := v_ids[i];
    earned_at := v_earned[i];
    points := v_points[i];
    expires_at := v_expires[i];
    spent := v_spent[i];
    expired := v_expired[i];
    remaining := v_left[i];
    return next;
  end loop;
  if v_debt > 0 then
    ledger_id := null;
    earned_at := null;
    points := null;
    expires_at := null;
    spent := null;
    expired := null;
    remaining := -v_debt;
    return next;
  end if;
end;
$$;

revoke execute on function private.points_lots(uuid, timestamptz) from public;
grant execute on function private.points_lots(uuid, timestamptz) to authenticated, service_role;

-- The unexpired balance. place_order (definer) calls it for the buyer with its owner's rights;
-- points_balance() calls it as the customer, whose RLS shows their own ledger.
create or replace function private.points_balance_of(p_user_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(l.remaining), 0)::integer from private.points_lots(p_user_id, now()) l
$$;

-- The caller's Flavor Points history, newest first: every ledger row (with its order number or
-- reviewed product where it has one) and, for each lot that expired with points left, a row of
-- reason 'expiry' dated when it expired. entry_id is unique across both kinds. Runs as the caller.
create or replace function public.points_history()
returns table (
  entry_id text,
  reason text,
  points integer,
  created_at timestamptz,
  expires_at timestamptz,
  order_id uuid,
  order_number text,
  product_id uuid,
  product_name text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select h.entry_id, h.reason, h.points, h.created_at, h.expires_at, h.order_id, o.order_number,
         h.product_id, p.product_name
    from (
      select 'ledger-' || l.id as entry_id, l.reason, l.points, l.created_at, l.expires_at, l.order_id,
             l.product_id, l.id as seq
        from public.points_ledger l
       where l.user_id = (select auth.uid())
      union all
      select 'expiry-' || x.ledger_id, 'expiry', -x.expired, x.expires_at, null, null, null, x.ledger_id
        from private.points_lots((select auth.uid()), now()) x
       where x.expired > 0
    ) h
    left join public.orders o on o.id = h.order_id
    left join public.products p on p.id = h.product_id
   order by h.created_at desc, h.seq desc, h.reason
$$;

revoke execute on function public.points_history() from public, anon, authenticated, service_role;
grant execute on function public.points_history() to authenticated, service_role;

-- The caller's balance, the points that expire within the next 30 days (of that balance), and
-- when the next of their points expire (null when none are left). Runs as the caller.
create or replace function public.points_summary()
returns table (
  balance integer,
  expiring_soon integer,
  next_expiry_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(sum(l.remaining), 0)::integer,
         coalesce(sum(l.remaining) filter (where l.remaining > 0 and l.expires_at <= now() + interval '30 days'), 0)::integer,
         min(l.expires_at) filter (where l.remaining > 0)
    from private.points_lots((select auth.uid()), now()) l
$$;

revoke execute on function public.points_summary() from public, anon, authenticated, service_role;
grant execute on function public.points_summary() to authenticated, service_role;
