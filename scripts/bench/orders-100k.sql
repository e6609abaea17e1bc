-- 100,000 guest orders for the dashboard's test and benchmark, spread over the last 200 days
-- (a few minutes apart, in a scattered order): 5% Cancelled, the rest Processing, Shipped or
-- Delivered; subtotals from $1.00 to $200.99, $5.00 shipping and 7% tax as place_order prices.
-- Inserted directly (not through place_order): no stock is taken and no points are credited.
insert into public.orders (
  customer_name, customer_email, shipping_address, billing_address, products_ordered,
  subtotal_price, shipping_cost, taxes, total_price, status, idempotency_key, created_at
)
select 'Bench Buyer ' || g,
       'buyer' || (g % 5000) || '@example.com',
       a.address,
       a.address,
       jsonb_build_array(jsonb_build_object(
         'product_id', '00000000-0000-4000-8000-000000000001', 'product_name', 'Bench Spice',
         'quantity', 1, 'price_at_purchase', s.subtotal, 'size_selected', null)),
       s.subtotal,
       5.00,
       round(s.subtotal * 0.07, 2),
       s.subtotal + 5.00 + round(s.subtotal * 0.07, 2),
       case when g % 20 = 0 then 'Cancelled' when g % 3 = 0 then 'Shipped' when g % 3 = 1 then 'Delivered' else 'Processing' end::public.order_status,
       'bench-order-' || g,
       now() - ((g::bigint * 7919) % (200 * 1440)) * interval '1 minute'
  from generate_series(1, 100000) as g
  cross join lateral (select round(1 + ((g * 37) % 20000) / 100.0, 2)::numeric(10, 2) as subtotal) as s
  cross join (select jsonb_build_object(
      'street', '1 Bench Way', 'city', 'Denver', 'state', 'CO', 'zip', '80202', 'country', 'US') as address) as a;
