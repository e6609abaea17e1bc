-- Referral, the last Flavor Points rule (spec §9: "referral +50"). Every customer has a referral code;
-- a new customer who signs up with one (user metadata `referral_code`) is recorded as referred by its
-- owner, and when the first of their orders reaches Delivered the referrer earns 50 points, once per
-- referred customer (the primary key of referral_awards), never for themselves.
--
-- A Delivered -> Shipped correction (20261128002200_add_status_corrections.sql) takes the award back:
-- the friend's order is not delivered after all, and may yet be cancelled. It comes again when an order
-- of theirs is delivered. As with a cancellation, the take-back is at most what the referrer's balance
-- holds, so it never leaves a debt the account page cannot explain.

-- 10 characters of an alphabet without look-alikes (no I, O, 0 or 1): 50 random bits, short enough
-- to read out, too many to guess a neighbour's.
create or replace function private.new_referral_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  v_bytes bytea;
  v_code text;
  i integer;
begin
  loop
    v_bytes := uuid_send(gen_random_uuid());
    v_code := '';
    -- Byte 6 carries the uuid's version bits; the low 5 bits of the others are random.
    foreach i in array array[0, 1, 2, 3, 4, 5, 7, 8, 9, 10] loop
      v_code := v_code || substr(v_alphabet, get_byte(v_bytes, i) % 32 + 1, 1);
    end loop;
    exit when not exists (select 1 from public.profiles p where p.referral_code = v_code);
  end loop;
  return v_code;
end;
$$;

revoke execute on function private.new_referral_code() from public;
grant execute on function private.new_referral_code() to service_role;

alter table public.profiles
  add column referral_code text,
  add column referred_by uuid references public.profiles (id) on delete set null,
  add constraint profiles_not_self_referred check (referred_by <> id);

update public.profiles set referral_code = private.new_referral_code() where referral_code is null;

alter table public.profiles
  alter column referral_code set default private.new_referral_code(),
  alter column referral_code set not null,
  add constraint profiles_referral_code_key unique (referral_code);

create index profiles_referred_by_idx on public.profiles (referred_by);

-- Customers keep reading their own row (code included) and updating only their names: the column
-- grants of 20261121000200_create_profiles.sql leave referral_code and referred_by to the database.

-- One address with and without a +tag is one person's mailbox.
create or replace function private.mailbox_of(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(lower(btrim(p_email)), '\+[^@]*@', '@')
$$;

revoke execute on function private.mailbox_of(text) from public;

-- At sign-up: the code in the metadata names the referrer. An unknown code, or one of the new
-- customer's own mailbox, is ignored (the account is made all the same). Runs after the profile
-- trigger (on_auth_user_created sorts first).
create or replace function private.record_referral()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(new.raw_user_meta_data ->> 'referral_code'));
  v_referrer uuid;
begin
  if coalesce(v_code, '') = '' then
    return new;
  end if;
  select p.id into v_referrer
    from public.profiles p
    join auth.users u on u.id = p.id
   where p.referral_code = v_code
     and p.id <> new.id
     and private.mailbox_of(u.email) is distinct from private.mailbox_of(new.email);
  if v_referrer is not null then
    update public.profiles set referred_by = v_referrer where id = new.id and referred_by is null;
  end if;
  return new;
end;
$$;

revoke execute on function private.record_referral() from public;

create trigger on_auth_user_created_record_referral
  after insert on auth.users
  for each row execute function private.record_referral();

-- The award for a referred customer: at most one (the key), while an order of theirs is Delivered.
create table public.referral_awards (
  referred_id uuid primary key references auth.users (id) on delete cascade,
  referrer_id uuid not null references auth.users (id) on delete cascade,
  order_id uuid not null references public.orders (id) on delete cascade,
  awarded_at timestamptz not null default now()
);

alter table public.referral_awards enable row level security;

create index referral_awards_referrer_id_idx on public.referral_awards (referrer_id);
create index referral_awards_order_id_idx on public.referral_awards (order_id);

-- No API role reads or writes it: the referrer sees the award in their points ledger.
revoke all on public.referral_awards from anon, authenticated;
grant all on public.referral_awards to service_role;

alter table public.points_ledger drop constraint points_ledger_reason_check;
alter table public.points_ledger add constraint points_ledger_reason_check
  check (reason in (
    'signup_bonus', 'order', 'review', 'redemption', 'adjustment', 'order_cancelled', 'redemption_refund',
    'review_reversed', 'review_restored', 'referral', 'referral_reversed'
  ));

-- The ledger rows carry no order_id: the order is the friend's, not the referrer's to read.
create or replace function private.apply_referral_award()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_referrer uuid;
  v_take integer;
begin
  if new.status = 'Delivered' and old.status <> 'Delivered' and new.user_id is not null then
    select p.referred_by into v_referrer from public.profiles p where p.id = new.user_id;
    if v_referrer is null then
      return null;
    end if;
    -- A concurrent delivery of another of their orders waits here on the key, then does nothing.
    insert into public.referral_awards (referred_id, referrer_id, order_id)
    values (new.user_id, v_referrer, new.id)
    on conflict (referred_id) do nothing;
    if found then
      insert into public.points_ledger (user_id, points, reason) values (v_referrer, 50, 'referral');
    end if;
  elsif old.status = 'Delivered' and new.status <> 'Delivered' then
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

create trigger orders_apply_referral_award
  after update of status on public.orders
  for each row execute function private.apply_referral_award();
