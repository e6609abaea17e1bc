-- Admins act only from a session raised to aal2 by a second factor (issue 20): a leaked password
-- alone must not reach refunds, prices or customers. Supabase's documented check, in one helper.
create or replace function private.has_aal2()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal') = 'aal2', false)
$$;

revoke execute on function private.has_aal2() from public;
grant execute on function private.has_aal2() to authenticated, service_role;

-- Every admin function and admin-only policy goes through is_admin(), so requiring aal2 here
-- covers them all. Without a signed-in user it stays false, as before.
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
  ) and (select private.has_aal2())
$$;
