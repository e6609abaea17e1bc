-- The admin area's lists: customers (a function), contact messages with a read and handled state,
-- and the indexes the orders list needs. Orders and newsletter subscribers are read over the API
-- as tables: their select policies already let admins read every row and customers only their own
-- orders.

-- ---------------------------------------------------------------- orders list

-- The admins' orders list filters by status and a created_at range, newest first, and searches
-- the order number and the customer's e-mail by substring (ilike '%term%': trigram indexes).
create index orders_status_created_at_idx on public.orders (status, created_at desc);
create index orders_order_number_trgm_idx on public.orders using gin (order_number extensions.gin_trgm_ops);
create index orders_customer_email_trgm_idx on public.orders using gin (customer_email extensions.gin_trgm_ops);

-- ---------------------------------------------------------------- customers

-- One page of customers (accounts that are not admins), newest first, with how many orders each
-- placed and what they spent (Cancelled orders excluded from both) and their Flavor Points
-- balance. p_search, when not blank, keeps those whose e-mail, first name, last name or full name
-- contains it (any case). p_limit is held to 1..100. total_count is how many customers match,
-- on every row. Security definer: e-mail addresses live in auth.users, which no API role reads;
-- so it checks the admin flag itself (42501 otherwise).
create or replace function public.admin_list_customers(
  p_search text default null,
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  id uuid,
  email text,
  first_name text,
  last_name text,
  created_at timestamptz,
  order_count bigint,
  total_spent numeric,
  points_balance integer,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
begin
  perform private.require_admin();

  if v_term is not null then
    v_pattern := '%' || replace(replace(replace(v_term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;

  return query
  with matched as (
    select p.id, u.email::text as email, p.first_name, p.last_name, p.created_at, count(*) over () as total_count
      from public.profiles p
      join auth.users u on u.id = p.id
     where not p.is_admin
       and (v_pattern is null
            or u.email ilike v_pattern
            or p.first_name ilike v_pattern
            or p.last_name ilike v_pattern
            or concat_ws(' ', p.first_name, p.last_name) ilike v_pattern)
     order by p.created_at desc, p.id
     limit least(greatest(coalesce(p_limit, 25), 1), 100)
    offset greatest(coalesce(p_offset, 0), 0)
  )
  select m.id, m.email, m.first_name, m.last_name, m.created_at,
         coalesce(s.order_count, 0), coalesce(s.total_spent, 0), private.points_balance_of(m.id), m.total_count
    from matched m
    left join lateral (
      select count(*) as order_count, sum(o.total_price) as total_spent
        from public.orders o
       where o.user_id = m.id and o.status <> 'Cancelled'
    ) s on true
   order by m.created_at desc, m.id;
end;
$$;

revoke execute on function public.admin_list_customers(text, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_customers(text, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------- contact messages

-- An admin marks a message read (opened) and handled (answered); handling it also reads it, and
-- the database notes when and by whom. Unread messages are those with is_read false.
alter table public.contact_messages
  add column is_read boolean not null default false,
  add column is_handled boolean not null default false,
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null;

create index contact_messages_unread_idx on public.contact_messages (created_at desc) where not is_read;

create or replace function private.stamp_message_handling()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_handled and not old.is_handled then
    new.is_read := true;
    new.handled_at := now();
    new.handled_by := (select auth.uid());
  elsif not new.is_handled then
    new.handled_at := null;
    new.handled_by := null;
  end if;
  return new;
end;
$$;

revoke execute on function private.stamp_message_handling() from public;

create trigger contact_messages_stamp_handling
  before update on public.contact_messages
  for each row execute function private.stamp_message_handling();

create policy "contact_messages: admins mark read and handled"
  on public.contact_messages for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

grant update (is_read, is_handled) on public.contact_messages to authenticated;
