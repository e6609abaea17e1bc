-- Orders feed live updates (supabase_realtime), so a customer's account page sees a status change
-- as it happens. Realtime applies the orders select policy to every subscriber: a customer
-- receives changes of their own orders, an admin of all, a visitor (anon, who may not read
-- orders at all) none.

alter publication supabase_realtime add table public.orders;
