-- Profiles: one per auth user, made by a trigger. `is_admin` is never taken from sign-up metadata
-- and users may change only their names (column grants), so nobody can make themselves an admin.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text check (char_length(first_name) <= 80),
  last_name text check (char_length(last_name) <= 80),
  is_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

-- True when the caller is a signed-in admin. Security definer so policies on profiles itself can
-- use it without recursing into their own RLS.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.is_admin from public.profiles p where p.id = (select auth.uid())),
    false
  )
$$;

revoke execute on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  full_name text := nullif(btrim(meta ->> 'full_name'), '');
  first text := nullif(btrim(meta ->> 'first_name'), '');
  last text := nullif(btrim(meta ->> 'last_name'), '');
begin
  if first is null and full_name is not null then
    first := split_part(full_name, ' ', 1);
    last := coalesce(last, nullif(btrim(substr(full_name, char_length(first) + 1)), ''));
  end if;
  -- is_admin is deliberately not read from metadata: it always starts false.
  insert into public.profiles (id, first_name, last_name)
  values (new.id, left(first, 80), left(last, 80));
  return new;
end;
$$;

revoke execute on function private.handle_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

create policy "profiles: users read their own, admins read all"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

create policy "profiles: users update their own names"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (first_name, last_name) on public.profiles to authenticated;
grant all on public.profiles to service_role;
