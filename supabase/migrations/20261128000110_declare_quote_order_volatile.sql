-- quote_order prices through private.price_order, which is declared volatile (it may lock rows,
-- and reads the clock for promo codes): a stable caller promised the planner more than it keeps.
alter function public.quote_order(jsonb, text, integer) volatile;
