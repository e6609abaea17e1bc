-- The dashboard's "pending tasks" counted low-stock sizes: what waits on the owner is orders to
-- ship. admin_dashboard now also answers, as they stand now:
--   orders_to_ship   how many orders are Processing (paid, not yet shipped), whatever their date
--   low_stock_count  how many low_stock entries there are, a figure of its own
-- pending_tasks keeps its old meaning (= low_stock_count) until the screens read the new figures.
-- The function is redefined whole; only those two figures are new.

create or replace function public.admin_dashboard(p_days integer default 30)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  c_low_stock constant integer := 5;
  v_today date := (now() at time zone 'utc')::date;
  v_first_day date;
  v_since timestamptz;
  v_daily jsonb;
  v_revenue numeric(12, 2);
  v_orders bigint;
  v_new_customers bigint;
  v_low_stock jsonb;
  v_orders_to_ship bigint;
begin
  perform private.require_admin();
  if p_days is null or p_days not in (7, 30, 90) then
    raise exception 'The dashboard covers 7, 30 or 90 days.' using errcode = 'P0001';
  end if;

  v_first_day := v_today - (p_days - 1);
  v_since := v_first_day::timestamp at time zone 'utc';

  with per_day as (
    select (o.created_at at time zone 'utc')::date as day, sum(o.total_price) as revenue, count(*) as orders
      from public.orders o
     where o.created_at >= v_since and o.status <> 'Cancelled'
     group by 1
  ),
  days as (
    select d::date as day from generate_series(v_first_day::timestamp, v_today::timestamp, interval '1 day') as d
  )
  select jsonb_agg(
           jsonb_build_object(
             'date', to_char(days.day, 'YYYY-MM-DD'),
             'revenue', coalesce(per_day.revenue, 0),
             'orders', coalesce(per_day.orders, 0))
           order by days.day),
         coalesce(sum(per_day.revenue), 0),
         coalesce(sum(per_day.orders), 0)
    into v_daily, v_revenue, v_orders
    from days left join per_day on per_day.day = days.day;

  select count(*) into v_new_customers
    from public.profiles p
   where p.created_at >= v_since and not p.is_admin;

  with low as (
    select p.id, p.product_name, p.product_slug, s ->> 'value' as size, s ->> 'label' as size_label,
           (s ->> 'stock')::integer as stock
      from public.products p cross join lateral jsonb_array_elements(p.available_sizes) s
     where p.is_active and jsonb_typeof(s -> 'stock') = 'number' and (s ->> 'stock')::integer <= c_low_stock
    union all
    select p.id, p.product_name, p.product_slug, null, null, p.inventory_count
      from public.products p
     where p.is_active and p.inventory_count <= c_low_stock
       and not exists (
         select 1 from jsonb_array_elements(p.available_sizes) s where jsonb_typeof(s -> 'stock') = 'number')
  )
  select coalesce(jsonb_agg(
           jsonb_build_object('product_id', id, 'product_name', product_name, 'product_slug', product_slug,
                              'size', size, 'size_label', size_label, 'stock', stock)
           order by stock, product_name, size), '[]'::jsonb)
    into v_low_stock
    from low;

  select count(*) into v_orders_to_ship from public.orders o where o.status = 'Processing';

  return jsonb_build_object(
    'days', p_days,
    'from', to_char(v_first_day, 'YYYY-MM-DD'),
    'to', to_char(v_today, 'YYYY-MM-DD'),
    'revenue', v_revenue,
    'orders', v_orders,
    'new_customers', v_new_customers,
    'low_stock_threshold', c_low_stock,
    'low_stock', v_low_stock,
    'low_stock_count', jsonb_array_length(v_low_stock),
    'pending_tasks', jsonb_array_length(v_low_stock),
    'orders_to_ship', v_orders_to_ship,
    'daily', v_daily
  );
end;
$$;

revoke execute on function public.admin_dashboard(integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_dashboard(integer) to authenticated, service_role;
