-- Extensions and the schema for helper and trigger functions. `private` is never exposed by the
-- API (only `public` is), so nothing in it can be called over REST.

create extension if not exists pg_trgm with schema extensions;

create schema if not exists private;
revoke all on schema private from public;
-- Policies run as the caller, so the API roles need to reach the helpers policies call.
grant usage on schema private to anon, authenticated, service_role;

-- Postgres grants EXECUTE on new functions to PUBLIC; here every function states who may call it.
alter default privileges in schema public revoke execute on functions from public;
alter default privileges in schema private revoke execute on functions from public;

create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function private.set_updated_at() from public;
