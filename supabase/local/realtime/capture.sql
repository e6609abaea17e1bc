-- The local stack's stand-in for logical decoding (hosted Realtime reads the WAL): a trigger on
-- each table of the supabase_realtime publication records every row change here and NOTIFYs its
-- id, which Postgres delivers only on commit. The server reads the row by id, so a change of any
-- size arrives whole (NOTIFY payloads stop at 8000 bytes). Owned by the stack, never by
-- supabase/migrations; safe to run at every start.

create schema if not exists realtime;
revoke all on schema realtime from public;

create table if not exists realtime.changes (
  id bigint generated always as identity primary key,
  relid oid not null,
  type text not null check (type in ('INSERT', 'UPDATE', 'DELETE')),
  record jsonb,
  old_record jsonb,
  captured_at timestamptz not null default clock_timestamp()
);

revoke all on realtime.changes from public;

-- old_record as Realtime reports it: the whole old row under replica identity full, else only the
-- replica identity's columns (the primary key by default; none for replica identity nothing).
-- The trigger's arguments say which: ('full') or ('key', column, ...); the stack keeps them in
-- step with the catalog, so no row pays for a catalog lookup.
create or replace function realtime.capture_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb;
  change_id bigint;
begin
  if tg_op <> 'INSERT' then
    old_row := pg_catalog.to_jsonb(old);
    if tg_argv[0] is distinct from 'full' then
      select coalesce(pg_catalog.jsonb_object_agg(k.name, old_row -> k.name), '{}') into old_row
        from pg_catalog.unnest(tg_argv[1:]) as k(name);
    end if;
  end if;

  insert into realtime.changes (relid, type, record, old_record)
  values (
    tg_relid,
    tg_op,
    case when tg_op = 'DELETE' then null else pg_catalog.to_jsonb(new) end,
    old_row
  )
  returning id into change_id;

  perform pg_catalog.pg_notify('realtime_changes', tg_relid::text || ':' || change_id::text);
  return null;
end;
$$;

revoke execute on function realtime.capture_change() from public;
