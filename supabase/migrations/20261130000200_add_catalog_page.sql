-- The shop's catalogue page in one GET: the page's rows, each carrying the total that matched.
--
-- The shop used to read the table (or search_products()) with PostgREST filters and
-- `Prefer: count=exact` for the total. That header is not CORS-safelisted, so a browser sent a
-- preflight before the landing page's first read. A function called by GET /rpc/catalog_page
-- takes the filters, sort and page as query parameters and returns the total as a column, so the
-- request is a CORS simple one (the key as ?apikey=) and still one round trip.
--
-- The filters and sort are those of the shop's URL (spec: category_types, cuisines, is_organic,
-- rarities, minPrice, maxPrice, sortOrder, page): an empty or null list restricts nothing.
-- Ties fall back to the name, then the id, so every product has one place and pages never repeat
-- or skip one. Security invoker: the caller's RLS applies on top of `is_active`, as on the table.

create or replace function public.catalog_page(
  p_term text default '',
  p_category_types text[] default null,
  p_cuisines text[] default null,
  p_is_organic boolean default null,
  p_rarities text[] default null,
  p_min_price numeric default null,
  p_max_price numeric default null,
  p_sort text default 'name-asc',
  p_page integer default 1,
  p_page_size integer default 12
)
returns table (
  id uuid,
  product_name text,
  product_slug text,
  price numeric,
  main_image_url text,
  rating numeric,
  reviews_count integer,
  inventory_count integer,
  default_size text,
  available_sizes jsonb,
  total bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  -- Without a term the table itself; with one, search_products()'s matches. Each branch's condition
  -- depends on the arguments alone, so only one of them runs. Only what the filters and the sort read is
  -- carried through the count and the sort; the page's dozen rows are read whole at the end.
  with candidates as (
    select p.id, p.product_name, p.price, p.category_type, p.cuisine, p.rarity, p.is_organic
      from public.products as p
     where p.is_active and btrim(coalesce(p_term, '')) = ''
    union all
    select f.id, f.product_name, f.price, f.category_type, f.cuisine, f.rarity, f.is_organic
      from public.search_products(p_term) as f
     where btrim(coalesce(p_term, '')) <> ''
  ),
  matched as (
    select c.id, c.product_name, c.price
      from candidates as c
     where (coalesce(cardinality(p_category_types), 0) = 0 or c.category_type = any (p_category_types))
       and (coalesce(cardinality(p_cuisines), 0) = 0 or c.cuisine = any (p_cuisines))
       and (p_is_organic is null or c.is_organic = p_is_organic)
       and (coalesce(cardinality(p_rarities), 0) = 0 or c.rarity = any (p_rarities))
       and (p_min_price is null or c.price >= p_min_price)
       and (p_max_price is null or c.price <= p_max_price)
  )
  select p.id, p.product_name, p.product_slug, p.price, p.main_image_url, p.rating, p.reviews_count,
         p.inventory_count, p.default_size, p.available_sizes, (select count(*) from matched) as total
    from unnest(array(
           select m.id
             from matched as m
            order by
              case when p_sort = 'price-asc' then m.price end asc,
              case when p_sort = 'price-desc' then m.price end desc,
              case when p_sort = 'name-desc' then m.product_name end desc,
              m.product_name asc,
              m.id asc
           offset (greatest(coalesce(p_page, 1), 1) - 1)::bigint * greatest(coalesce(p_page_size, 12), 1)
            limit greatest(coalesce(p_page_size, 12), 1)
         )) with ordinality as page (id, position)
    join public.products as p on p.id = page.id
   order by page.position
$$;

revoke execute on function public.catalog_page(text, text[], text[], boolean, text[], numeric, numeric, text, integer, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.catalog_page(text, text[], text[], boolean, text[], numeric, numeric, text, integer, integer)
  to anon, authenticated, service_role;
