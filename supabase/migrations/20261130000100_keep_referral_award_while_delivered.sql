-- The referral award stands while any order of the referred customer is Delivered
-- (20261129000600_add_referrals.sql took it back whenever the awarded order was corrected, even with
-- another of the friend's orders delivered), and its writes are serialised per referred customer.
--
-- Without the lock, a correction of the awarded order racing the delivery of another order could
-- leave no award: the delivery saw the award still there and did nothing, then the correction, not
-- yet seeing that delivery, took the award back. With it, whichever runs second sees the first's
-- committed work (read committed: every statement takes a fresh snapshot), so the award either
-- moves to the delivered order or is taken back and given again.
create or replace function private.apply_referral_award()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_referrer uuid;
  v_other uuid;
  v_take integer;
begin
  if new.user_id is null or (new.status = 'Delivered') = (old.status = 'Delivered') then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('casabite.referral:' || new.user_id::text, 0));
  if new.status = 'Delivered' then
    select p.referred_by into v_referrer from public.profiles p where p.id = new.user_id;
    if v_referrer is null then
      return null;
    end if;
    insert into public.referral_awards (referred_id, referrer_id, order_id)
    values (new.user_id, v_referrer, new.id)
    on conflict (referred_id) do nothing;
    if found then
      insert into public.points_ledger (user_id, points, reason) values (v_referrer, 50, 'referral');
    end if;
  else
    select o.id into v_other
      from public.orders o
     where o.user_id = new.user_id and o.status = 'Delivered' and o.id <> new.id
     order by o.created_at
     limit 1;
    if v_other is not null then
      update public.referral_awards a set order_id = v_other where a.order_id = new.id;
      return null;
    end if;
    delete from public.referral_awards a where a.order_id = new.id returning a.referrer_id into v_referrer;
    if found then
      perform private.lock_points(v_referrer);
      v_take := least(50, greatest(private.points_balance_of(v_referrer), 0));
      if v_take > 0 then
        insert into public.points_ledger (user_id, points, reason) values (v_referrer, -v_take, 'referral_reversed');
      end if;
    end if;
  end if;
  return null;
end;
$$;

revoke execute on function private.apply_referral_award() from public;
