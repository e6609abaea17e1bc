-- A benchmark catalogue: 10,000 extra active products spread over the shop's types, cuisines and
-- rarities. Never part of the default seed.
insert into public.products (
  product_name, product_slug, short_description, long_description, price, category_type, cuisine,
  rarity, is_organic, rating, reviews_count, default_size, available_sizes, inventory_count
)
select 'Bench Spice ' || i,
       'bench-spice-' || i,
       'A carefully sourced bench spice, lot ' || i || ', with a warm and bright aroma.',
       'Bench product ' || i || ' exists to measure the catalogue at scale.',
       (1 + (i % 3900) / 100.0)::numeric(10, 2),
       (array['Peppers', 'Seeds', 'Blends', 'Chilies', 'Herbs', 'Roots', 'Barks', 'Flowers & Stamens'])[1 + i % 8],
       (array['Indian', 'Mexican', 'Moroccan', 'Spanish', 'Thai', 'Middle Eastern', 'Ethiopian', 'Global'])[1 + (i / 8) % 8],
       (array['common', 'rare', 'exotic'])[1 + i % 3],
       i % 2 = 0,
       (3.5 + (i % 16) / 10.0)::numeric(2, 1),
       i % 300,
       '50g',
       '[{"value": "50g", "label": "50 g jar", "price_modifier": 0, "stock": null},
         {"value": "100g", "label": "100 g jar", "price_modifier": 3.5, "stock": null}]'::jsonb,
       null
  from generate_series(1, 10000) as i;

analyze public.products;
