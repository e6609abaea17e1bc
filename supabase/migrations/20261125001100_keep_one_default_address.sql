-- Exactly one default address per customer who has any: the first address is the default, making
-- another the default un-defaults the old one (20261121000500), the default cannot be switched
-- off by itself (it stays the default until another is chosen), and deleting the default hands
-- it to the most recently updated remaining address. The partial unique index
-- addresses_one_default_per_user still guarantees "at most one"; these triggers add "at least one".
-- They run as the customer, so RLS keeps every change within their own addresses.

create or replace function private.addresses_keep_one_default()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- One change to a customer's default at a time, so two first addresses saved at once cannot
  -- both find no default.
  perform pg_advisory_xact_lock(hashtextextended('casabite.addresses:' || new.user_id::text, 0));
  if tg_op = 'INSERT' then
    if not exists (select 1 from public.addresses a where a.user_id = new.user_id and a.is_default) then
      new.is_default := true;
    end if;
  elsif old.is_default and not new.is_default and pg_trigger_depth() = 1 then
    -- Switched off directly (not by another address becoming the default, which runs one
    -- trigger level deeper): it stays the default.
    new.is_default := true;
  end if;
  if new.is_default then
    update public.addresses
       set is_default = false
     where user_id = new.user_id and is_default and id <> new.id;
  end if;
  return new;
end;
$$;

create or replace function private.addresses_promote_default()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.is_default then
    update public.addresses a
       set is_default = true
     where a.id = (
       select b.id from public.addresses b
        where b.user_id = old.user_id
        order by b.updated_at desc, b.created_at desc, b.id
        limit 1)
       and not exists (select 1 from public.addresses c where c.user_id = old.user_id and c.is_default);
  end if;
  return null;
end;
$$;

revoke execute on function private.addresses_promote_default() from public;

create trigger addresses_promote_default
  after delete on public.addresses
  for each row execute function private.addresses_promote_default();
