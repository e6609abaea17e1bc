-- The shop's search box: active products whose name or short description contains the term
-- (case-insensitive substring, as the spec asks), plus names that are a close typo of it, so
-- "cardamon" still finds Green Cardamom. It returns product rows, so the shop filters, sorts,
-- counts and pages the result with the same PostgREST query string it uses on the table.
--
-- The substring tests use the trigram indexes on lower(product_name) and lower(short_description);
-- `<%` (word similarity above pg_trgm.word_similarity_threshold) uses the first. The threshold is
-- 0.5 rather than the default 0.6 so a dropped letter in a longer word still counts ("tumeric",
-- "oregno"). Terms shorter than 4 characters have too few trigrams to tell a typo from noise, so
-- they only match as substrings. Security invoker: the caller's RLS applies on top of `is_active`.

create or replace function public.search_products(p_term text)
returns setof public.products
language sql
stable
security invoker
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.5
as $$
  with term as (
    select lower(btrim(coalesce(p_term, ''))) as t
  ),
  pattern as (
    -- LIKE's wildcards and its escape character are matched literally.
    select t, '%' || replace(replace(replace(t, '\', '\\'), '%', '\%'), '_', '\_') || '%' as p
      from term
  )
  select product.*
    from public.products as product, pattern
   where product.is_active
     and (
       pattern.t = ''
       or lower(product.product_name) like pattern.p
       or lower(product.short_description) like pattern.p
       or (char_length(pattern.t) >= 4 and pattern.t operator(extensions.<%) lower(product.product_name))
     )
$$;

revoke execute on function public.search_products(text) from public, anon, authenticated, service_role;
grant execute on function public.search_products(text) to anon, authenticated, service_role;
