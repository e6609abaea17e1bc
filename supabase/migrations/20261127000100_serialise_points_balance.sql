-- A Flavor Points balance never goes below zero, whatever the interleaving.
--
-- place_order serialises a customer's redemptions on an advisory lock and then reads the balance.
-- points_balance_of read the ledger "as of now()", and now() is when the transaction began: a
-- transaction that began before a concurrent redemption committed waited on the lock, then left
-- that redemption out (its created_at is later than this transaction's now()), so two to four of
-- ten parallel orders spent the same 100 points. The balance is now read as of the clock, which
-- counts every row committed before the read.
--
-- Cancelling an order takes back the points it earned. When they were already spent, taking all
-- of them back made the balance negative, a debt the account page cannot explain; the cancel now
-- takes back at most what the balance holds once what the order redeemed is refunded, under the
-- same lock as redemptions, so a concurrent order cannot spend those points meanwhile.

create or replace function private.points_balance_of(p_user_id uuid)
returns integer
language sql
volatile
set search_path = ''
as $$
  select coalesce(sum(l.remaining), 0)::integer from private.points_lots(p_user_id, clock_timestamp()) l
$$;

-- Serialises the writers of p_user_id's balance that must not overdraw it, until the transaction
-- ends. The same key as place_order's redemption lock (private.price_order).
create or replace function private.lock_points(p_user_id uuid)
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('casabite.points:' || p_user_id::text, 0))
$$;

revoke execute on function private.lock_points(uuid) from public;
-- The order workflow's triggers run as the writer: the service role writes orders directly.
grant execute on function private.lock_points(uuid) to service_role;

-- After a change of status: the history row, and for a cancellation the stock and the points:
-- what the order earned is taken back as 'order_cancelled' (at most what the balance holds with
-- the refund), what it redeemed is returned as 'redemption_refund', expiring 12 months from the
-- refund like any points earned now.
create or replace function private.apply_order_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_user record;
  v_take integer;
begin
  insert into public.order_status_history (order_id, from_status, to_status, changed_by)
  values (new.id, old.status, new.status, (select auth.uid()));

  if new.status = 'Cancelled' then
    perform private.restore_order_stock(new.products_ordered);

    for v_user in
      select l.user_id,
             coalesce(sum(l.points) filter (where l.reason = 'order'), 0)::integer as earned,
             coalesce(-sum(l.points) filter (where l.reason = 'redemption'), 0)::integer as redeemed
        from public.points_ledger l
       where l.order_id = new.id and l.reason in ('order', 'redemption')
       group by l.user_id
    loop
      perform private.lock_points(v_user.user_id);
      v_take := least(v_user.earned, greatest(private.points_balance_of(v_user.user_id) + v_user.redeemed, 0));
      if v_take > 0 then
        insert into public.points_ledger (user_id, points, reason, order_id)
        values (v_user.user_id, -v_take, 'order_cancelled', new.id);
      end if;
      if v_user.redeemed > 0 then
        insert into public.points_ledger (user_id, points, reason, order_id, expires_at)
        values (v_user.user_id, v_user.redeemed, 'redemption_refund', new.id, now() + interval '12 months');
      end if;
    end loop;
  end if;
  return null;
end;
$$;
