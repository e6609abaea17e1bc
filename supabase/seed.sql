-- CasaBite seed data
--
-- Runs once on a fresh database after all migrations (as `supabase db reset` does) and
-- fills the storefront with content for local development, tests and demos:
--
--   public.products     42 spices across 9 types: 40 active and 2 inactive
--                        (a retired blend and a seasonal item that is sold out), after the
--                        9 categories and 14 cuisines they name (product_categories, product_cuisines)
--   public.blog_posts   7 stories: 6 published and 1 draft
--   public.promo_codes  WELCOME10, SPICE5 and the expired SUMMER25
--   public.product_reviews  2 to 4 reviews of every active product, by six seeded buyers who
--                        each have a delivered order of what they review: every rating and
--                        review count a shopper sees comes from these rows (products.rating and
--                        reviews_count start at 0 and follow the reviews)
--
-- Product and blog illustrations are served from public/images/ and are drawn by
-- scripts/generate-illustrations.mjs. Sizes: price = products.price + price_modifier;
-- a size's stock of null means the product's inventory_count applies (null = unlimited).
--
-- Users (local development accounts) are seeded at the end of this file.

-- products -------------------------------------------------------------------

-- The categories and cuisines a product may name (the admin's managed lists).
insert into public.product_categories (name) values
  ('Barks'), ('Blends'), ('Chilies'), ('Flowers & Stamens'), ('Herbs'), ('Peppers'), ('Pods & Berries'),
  ('Roots'), ('Seeds');
insert into public.product_cuisines (name) values
  ('Caribbean'), ('Chinese'), ('Ethiopian'), ('French'), ('Global'), ('Indian'), ('Japanese'),
  ('Mediterranean'), ('Mexican'), ('Middle Eastern'), ('Moroccan'), ('Spanish'), ('Thai'), ('West African');

insert into public.products (
  product_name,
  product_slug,
  short_description,
  long_description,
  flavor_profile,
  origin_story,
  suggested_recipes,
  price,
  main_image_url,
  gallery_image_urls,
  category_type, cuisine, rarity, is_organic, is_active, rating, reviews_count,
  inventory_count, default_size,
  available_sizes
) values
  -- Peppers
  (
    'Tellicherry Peppercorns',
    'tellicherry-peppercorns',
    'Extra-bold black peppercorns from the Malabar Coast, left on the vine longer for a deeper, fruitier bite.',
    E'Tellicherry is not a variety of pepper but a grade: only the largest berries from the Malabar Coast, at least 4.75 mm across, earn the name. They are left on the vine until the green spikes begin to blush orange, which gives them time to build up both heat and the aromatic oils that make freshly cracked pepper smell of citrus peel and pine.\n\nOur lot is graded TGSEB (Tellicherry Garbled Special Extra Bold) and sorted twice by hand to remove pinheads and light berries. The result is a dense, glossy, wrinkled peppercorn that fills a grinder with very little dust.\n\nKeep a mill of these on the table and use them generously: on steak and eggs, over cacio e pepe, in a brine, or cracked coarsely over ripe strawberries with a few drops of balsamic vinegar.',
    'Bold, resinous heat with notes of citrus peel, pine and a faint sweetness of dried fruit. The burn builds slowly and fades cleanly.',
    'These peppercorns come from the hills of Wayanad in northern Kerala, where pepper vines climb silver oak and jackfruit trees planted among coffee and cardamom. We buy from a certified organic smallholder collective of around 300 families who pick by hand from ladders in December and January, blanch the spikes briefly, and sun-dry the berries on woven mats for about a week. The collective receives a premium above the Kochi auction price for every kilogram of extra-bold grade they deliver.',
    '[
      {"title": "Cacio e Pepe", "description": "Toast a tablespoon of coarsely cracked peppercorns in a dry pan, then emulsify with pasta water and finely grated pecorino for the silkiest version of the Roman classic."},
      {"title": "Pepper-Crusted Steak au Poivre", "description": "Press crushed peppercorns into the steak before searing, then deglaze the pan with brandy and finish with a splash of cream."},
      {"title": "Strawberries with Black Pepper and Balsamic", "description": "Macerate halved strawberries with sugar and aged balsamic, then finish with a few turns of the mill just before serving."}
    ]'::jsonb,
    11.50,
    '/images/products/tellicherry-peppercorns.svg',
    array['/images/products/tellicherry-peppercorns.svg', '/images/products/tellicherry-peppercorns-2.svg', '/images/products/tellicherry-peppercorns-3.svg', '/images/products/tellicherry-peppercorns-4.svg'],
    'Peppers', 'Indian', 'rare', true, true, 0, 0,
    160, '100g',
    '[
      {"value": "50g", "label": "50 g jar", "price_modifier": -4, "stock": 50},
      {"value": "100g", "label": "100 g jar", "price_modifier": 0, "stock": 80},
      {"value": "250g", "label": "250 g refill pouch", "price_modifier": 13.5, "stock": 30}
    ]'::jsonb
  ),
  (
    'Sichuan Peppercorns',
    'sichuan-peppercorns',
    'Hand-cleaned red huajiao from Hanyuan, with the lemony fragrance and famous tingle of real Sichuan cooking.',
    E'Sichuan pepper is the dried husk of the prickly ash tree, not a true pepper at all. Its signature is the buzzing, numbing tingle called ma, which pairs with chili heat (la) to create the mala taste at the heart of Sichuan cuisine.\n\nQuality depends almost entirely on cleaning. Cheap huajiao is full of bitter black seeds, twigs and thorns; ours is picked over by hand until it is nearly all husk, which means more aroma and tingle per spoonful and none of the gritty bitterness.\n\nToast the husks gently in a dry pan until fragrant, then grind them fresh. For chili oil, mapo tofu or dry-fried green beans, a little goes a long way.',
    'Bright and floral, like lemon zest and lavender, followed by an electric, numbing tingle on the lips and tongue.',
    'Our huajiao is grown in Hanyuan county in Sichuan province, whose peppercorns were once sent as tribute to the imperial court. The trees grow on steep terraces between 1,300 and 2,000 metres, where cool nights concentrate the oils in the husks. Families harvest in July and August, clipping each cluster by hand to avoid the thorns, and dry the split husks in the summer sun before a cooperative in the county town cleans and grades them.',
    '[
      {"title": "Mapo Tofu", "description": "Silken tofu simmered with doubanjiang, minced pork and fermented black beans, finished with a generous dusting of freshly ground toasted huajiao."},
      {"title": "Homemade Chili Crisp", "description": "Infuse neutral oil with whole husks, star anise and cassia, then pour it over chili flakes, fried shallots and garlic."}
    ]'::jsonb,
    10.25,
    '/images/products/sichuan-peppercorns.svg',
    array['/images/products/sichuan-peppercorns.svg', '/images/products/sichuan-peppercorns-2.svg', '/images/products/sichuan-peppercorns-3.svg', '/images/products/sichuan-peppercorns-4.svg'],
    'Peppers', 'Chinese', 'rare', false, true, 0, 0,
    65, '50g',
    '[
      {"value": "50g", "label": "50 g jar", "price_modifier": 0, "stock": 45},
      {"value": "100g", "label": "100 g jar", "price_modifier": 8, "stock": 20},
      {"value": "250g", "label": "250 g refill pouch", "price_modifier": 21, "stock": 0}
    ]'::jsonb
  ),
  (
    'Long Pepper',
    'long-pepper',
    'Pippali catkins with a sweet, smoldering heat: the pepper the Romans prized before black pepper took over.',
    E'Long pepper is the older cousin of black pepper. Each catkin is a cluster of tiny fruits fused together, and the Romans paid more for it than for any other pepper. It fell out of fashion in Europe centuries ago, but it never left Indian kitchens, Ayurvedic medicine or the spice stalls of Indonesia.\n\nThe heat is stronger than black pepper but rounder, with a sweetness reminiscent of nutmeg and cinnamon. That warmth makes it a natural partner for braises, slow-cooked lentils and even chocolate desserts.\n\nGrind the catkins whole in a spice mill or grate them on a microplane. They are hard, so a quick toast in a dry pan first makes them easier to break down and wakes up the aroma.',
    'Intense, lingering heat with a sweet, warm finish of nutmeg, cinnamon and a hint of cocoa.',
    'Our pippali is grown by a farmers'' society in the Idukki hills of Kerala, where the creeping vines are trained up areca palms in shaded home gardens. The catkins are picked while still green and firm, between January and March, then sun-dried for around ten days until they turn a dusky grey-brown. The society is certified organic and processes the harvest together, which lets its members sell directly instead of through village traders.',
    '[
      {"title": "Pippali Rasam", "description": "A thin, peppery tamarind and tomato broth from South India, tempered with mustard seeds, curry leaves and freshly ground long pepper."},
      {"title": "Long Pepper Chocolate Truffles", "description": "Steep a grated catkin in hot cream before pouring it over dark chocolate; the heat arrives gently after the sweetness."}
    ]'::jsonb,
    14.50,
    '/images/products/long-pepper.svg',
    array['/images/products/long-pepper.svg', '/images/products/long-pepper-2.svg', '/images/products/long-pepper-3.svg', '/images/products/long-pepper-4.svg'],
    'Peppers', 'Indian', 'exotic', true, true, 0, 0,
    44, '50g',
    '[
      {"value": "50g", "label": "50 g jar", "price_modifier": 0, "stock": 30},
      {"value": "100g", "label": "100 g jar", "price_modifier": 12, "stock": 14},
      {"value": "250g", "label": "250 g refill pouch", "price_modifier": 30, "stock": 0}
    ]'::jsonb
  ),
  (
    'Grains of Paradise',
    'grains-of-paradise',
    'Melegueta seeds from Ghana with a peppery warmth and flashes of citrus, cardamom and juniper.',
    E'Grains of paradise are the small, glossy seeds of a West African plant in the ginger family. Medieval European merchants sold them as a luxury substitute for pepper, and the name was part of the sales pitch: the seeds were said to be gathered from the rivers flowing out of Eden.\n\nIn the mill they behave like pepper, but the flavour is more complex. The heat is gentler and arrives with citrus, cardamom and a piney note of juniper, which is why brewers and gin distillers love them.\n\nUse them anywhere you would use black pepper and want something more aromatic: grilled fish, roast vegetables, vinaigrettes, or a finishing grind over a bowl of jollof rice.',
    'A gentle, peppery warmth with bright notes of lemon, cardamom, juniper and a slightly floral finish.',
    'The seeds come from the forest margins of Ghana''s Eastern Region, where the plant grows wild and in smallholder plots beneath cocoa trees. Farmers cut the red, fig-shaped pods by hand, split them to free the seeds from the pulp and dry them in the sun for about two weeks. We buy through a women-led trading cooperative in Koforidua that pays growers on delivery and cleans and sorts every lot before export.',
    '[
      {"title": "Jollof Rice", "description": "Cook rice in a rich tomato and pepper base with thyme and bay, then grind grains of paradise over the top just before serving."},
      {"title": "Grilled Mackerel with Citrus", "description": "Rub mackerel fillets with crushed grains of paradise, salt and orange zest and grill skin-side down until crisp."},
      {"title": "Spiced Pear Compote", "description": "Simmer pears with honey, lemon and a few lightly crushed grains for a warm, aromatic topping for yogurt."}
    ]'::jsonb,
    13.75,
    '/images/products/grains-of-paradise.svg',
    array['/images/products/grains-of-paradise.svg', '/images/products/grains-of-paradise-2.svg', '/images/products/grains-of-paradise-3.svg', '/images/products/grains-of-paradise-4.svg'],
    'Peppers', 'West African', 'exotic', false, true, 0, 0,
    40, '50g',
    '[
      {"value": "50g", "label": "50 g jar", "price_modifier": 0, "stock": 28},
      {"value": "100g", "label": "100 g jar", "price_modifier": 11, "stock": 12}
    ]'::jsonb
  ),
  (
    'Pink Peppercorns',
    'pink-peppercorns',
    'Papery rose-coloured berries from Réunion Island with a sweet, resinous, barely spicy flavour.',
    E'Pink peppercorns are the dried berries of the Brazilian pepper tree, a relative of the cashew rather than of black pepper. Their thin, brittle shells crack under your fingers to reveal a small seed, and the flavour is sweet, fruity and piney with only a whisper of heat.\n\nBecause they are soft, they do not need a grinder: crush them between your fingers or with the flat of a knife. They are at their best added at the end of cooking, scattered over fish, salads, chocolate or a glass of sparkling wine.\n\nPlease note that pink peppercorns belong to the same plant family as cashews and mangoes, so anyone with a tree nut allergy should avoid them.',
    'Sweet and resinous with notes of juniper and berries, a light crunch and only a faint peppery warmth.',
    'Our baies roses are gathered on the eastern side of Réunion Island in the Indian Ocean, where the trees grow in sunny hedgerows and on the edges of sugar cane fields. Families harvest the clusters from June to August, dry them slowly in the shade to keep their colour, then sort them by hand to remove stems. A small grading house near Saint-Benoît packs them for us.',
    '[
      {"title": "Salmon Gravlax with Pink Pepper", "description": "Cure a side of salmon with salt, sugar, dill and crushed pink peppercorns for two days, then slice thinly."},
      {"title": "Dark Chocolate Bark", "description": "Scatter crushed pink peppercorns, pistachios and flaky salt over melted dark chocolate and let it set."}
    ]'::jsonb,
    8.95,
    '/images/products/pink-peppercorns.svg',
    array['/images/products/pink-peppercorns.svg', '/images/products/pink-peppercorns-2.svg', '/images/products/pink-peppercorns-3.svg', '/images/products/pink-peppercorns-4.svg'],
    'Peppers', 'French', 'common', false, true, 0, 0,
    54, '40g',
    '[
      {"value": "40g", "label": "40 g jar", "price_modifier": 0, "stock": 36},
      {"value": "100g", "label": "100 g refill pouch", "price_modifier": 10, "stock": 18}
    ]'::jsonb
  ),
  -- Seeds
  (
    'Cumin Seeds',
    'cumin-seeds',
    'Warm, earthy whole cumin from Gujarat, machine-cleaned and hand-sorted for a clean, intense aroma.',
    E'Cumin is one of the most widely used spices in the world, essential from Mumbai to Mexico City. Whole seeds keep their aroma far longer than ground cumin, and toasting them releases a nutty, savoury depth that pre-ground powder cannot match.\n\nOur seeds are a bright, pale olive-brown, long and slender, with very little dust or chaff. Drop them into hot oil at the start of a dal, toast and grind them for chili or tacos, or scatter them over roasting carrots.\n\nWe keep this staple in stock all year round and pack it in small batches, so what reaches your kitchen is never more than a few weeks from the mill.',
    'Warm, earthy and slightly bitter with a nutty, savoury aroma that deepens when toasted.',
    'The cumin comes from farms around Unjha in northern Gujarat, home to one of the largest cumin markets in the world. It is sown in November after the monsoon and harvested by hand in February and March, when the plants are cut, bundled and threshed on the farm. We buy from a group of growers who have moved to reduced-pesticide farming with certified organic inputs, and the seeds are cleaned and sorted at a family-run facility in Unjha.',
    '[
      {"title": "Jeera Rice", "description": "Fry whole cumin seeds in ghee until they crackle, then add rinsed basmati and water for a fragrant side dish."},
      {"title": "Black Bean Chili", "description": "Toast and grind cumin with ancho chili and Mexican oregano for a deeply flavoured vegetarian chili."}
    ]'::jsonb,
    5.50,
    '/images/products/cumin-seeds.svg',
    array['/images/products/cumin-seeds.svg', '/images/products/cumin-seeds-2.svg', '/images/products/cumin-seeds-3.svg', '/images/products/cumin-seeds-4.svg'],
    'Seeds', 'Global', 'common', true, true, 0, 0,
    null, '100g',
    '[
      {"value": "100g", "label": "100 g jar", "price_modifier": 0, "stock": null},
      {"value": "250g", "label": "250 g refill pouch", "price_modifier": 6.5, "stock": null},
      {"value": "1kg", "label": "1 kg kitchen bag", "price_modifier": 22, "stock": null}
    ]'::jsonb
  ),
  (
    'Coriander Seeds',
    'coriander-seeds',
    'Plump, round coriander seeds with a bright lemon and orange-blossom aroma that shines when toasted.',
    E'Coriander seed tastes nothing like the fresh leaf. It is citrusy, floral and gently sweet, and it is the quiet backbone of many curry powders, spice rubs and pickling blends.\n\nThese are the large, round, straw-coloured seeds favoured in Mediterranean and North African cooking. They crack easily in a mortar and are mild enough to use by the spoonful.\n\nToast them until they smell like orange peel, then crush coarsely for a crust on pork or fish, grind finely for curries, or add them whole to pickling brines and mulled cider.',
    'Lemony and floral with a warm, slightly sweet and nutty finish.',
    'These seeds are grown on family farms on Morocco''s Atlantic plains, where coriander is sown in winter and ripens in the dry early summer. The plants are cut when the seeds turn from green to pale tan, left to dry in the field for a few days and then threshed. A partner exporter in Casablanca cleans, sieves and grades the seeds, and pays farmers an agreed price set before planting.',
    '[
      {"title": "Coriander-Crusted Pork Tenderloin", "description": "Roll a tenderloin in crushed toasted coriander, black pepper and salt, sear it, then finish in the oven."},
      {"title": "Quick Pickled Carrots", "description": "Pour a hot vinegar brine with coriander seeds, garlic and chili over carrot sticks and chill overnight."}
    ]'::jsonb,
    4.75,
    '/images/products/coriander-seeds.svg',
    array['/images/products/coriander-seeds.svg', '/images/products/coriander-seeds-2.svg', '/images/products/coriander-seeds-3.svg', '/images/products/coriander-seeds-4.svg'],
    'Seeds', 'Mediterranean', 'common', false, true, 0, 0,
    null, '100g',
    '[
      {"value": "100g", "label": "100 g jar", "price_modifier": 0, "stock": null},
      {"value": "250g", "label": "250 g refill pouch", "price_modifier": 5.25, "stock": null},
      {"value": "1kg", "label": "1 kg kitchen bag", "price_modifier": 17, "stock": null}
    ]'::jsonb
  ),
  (
    'Lucknow Fennel Seeds',
    'fennel-seeds',
    'Slim, bright green Lucknowi saunf, picked young for an exceptionally sweet, anise-scented flavour.',
    E'Lucknow fennel is the prized fennel of North India: slender, vividly green seeds picked before they fully mature. They are sweeter and more delicate than ordinary fennel, which is why they are chewed after meals as a breath freshener and digestive.\n\nIn the kitchen they bring a gentle licorice sweetness to curries, sausages, breads and roasted vegetables. Toast them lightly to keep their colour, or use them raw in a candied mukhwas.\n\nBecause they are harvested early, these seeds are small and tender enough to use whole in dishes where ordinary fennel would be too woody.',
    'Sweet, fresh and anise-like, with a cooling, almost minty finish.',
    'Our fennel is grown in the fertile plains around Lucknow in Uttar Pradesh by certified organic farmers. The umbels are cut while the seeds are still green, usually in March, and dried slowly in the shade so they keep their colour and essential oils. Each lot is hand-sieved and sorted by the farmers'' cooperative before it is packed.',
    '[
      {"title": "Italian Fennel Sausage Pasta", "description": "Brown crumbled pork with crushed fennel seeds and chili, then toss with orecchiette, broccoli rabe and pecorino."},
      {"title": "Homemade Mukhwas", "description": "Toss fennel seeds with a little sugar syrup and rose water, then dry and mix with sesame for an after-dinner digestive."}
    ]'::jsonb,
    5.95,
    '/images/products/fennel-seeds.svg',
    array['/images/products/fennel-seeds.svg', '/images/products/fennel-seeds-2.svg', '/images/products/fennel-seeds-3.svg', '/images/products/fennel-seeds-4.svg'],
    'Seeds', 'Indian', 'common', true, true, 0, 0,
    110, '100g',
    '[
      {"value": "100g", "label": "100 g jar", "price_modifier": 0, "stock": 70},
      {"value": "250g", "label": "250 g refill pouch", "price_modifier": 6.5, "stock": 40}
    ]'::jsonb
  ),
  (
    'Nigella Seeds',
    'nigella-seeds',
    'Jet-black kalonji seeds with an oniony, peppery, slightly bitter flavour, perfect on flatbreads.',
    E'Nigella seeds are small, matte black and angular, and they are known by many names: kalonji, black caraway, charnushka and, in Arabic, habbat al-barakah, the seed of blessing. They are the black flecks on naan, on Turkish simit and on many Middle Eastern cheeses.\n\nRaw, they taste faintly bitter and herbal. A quick toast in oil or a dry pan brings out an oniony, oregano-like flavour with a peppery bite.\n\nScatter them over breads before baking, stir them into potato dishes and pickles, or fry them in oil with cumin, fennel, fenugreek and mustard seeds to make the Bengali five-spice blend panch phoron.',
    'Toasty and oniony with hints of oregano and black pepper and a pleasant bitterness.',
    'Our nigella is grown by family farms along the Nile in Upper Egypt, where it is sown in autumn and harvested in spring once the seed capsules turn dry and papery. The plants are pulled by hand, dried in bundles and threshed, and the seeds are sieved several times to remove sand and stems. We buy through a Cairo exporter that works with the same villages every season.',
    '[
      {"title": "Nigella and Sesame Flatbreads", "description": "Brush yogurt dough with olive oil, then scatter with nigella seeds, sesame and flaky salt before baking on a hot stone."},
      {"title": "Panch Phoron Potatoes", "description": "Fry nigella, cumin, fennel, fenugreek and mustard seeds in oil, then add diced potatoes and turmeric and cook until crisp."}
    ]'::jsonb,
    6.25,
    '/images/products/nigella-seeds.svg',
    array['/images/products/nigella-seeds.svg', '/images/products/nigella-seeds-2.svg', '/images/products/nigella-seeds-3.svg', '/images/products/nigella-seeds-4.svg'],
    'Seeds', 'Middle Eastern', 'common', false, true, 0, 0,
    95, '100g',
    '[
      {"value": "50g", "label": "50 g jar", "price_modifier": -2, "stock": 40},
      {"value": "100g", "label": "100 g jar", "price_modifier": 0, "stock": 55}
    ]'::jsonb
  ),
  (
    'Black Mustard Seeds',
    'black-mustard-seeds',
    'Tiny, dark rai seeds that pop and crackle in hot oil, releasing a nutty, pungent aroma.',
    E'Black mustard seeds are smaller and more pungent than yellow mustard. In South Indian and Bengali cooking they are the first thing into the pan: dropped into smoking oil, they pop and dance, turning nutty and mellow.\n\nWhole, they give pickles, chutneys and brines their distinctive bite. Ground and mixed with water, they release the sharp, nose-tingling heat of prepared mustard.\n\nA staple we always keep in stock. Use them with curry leaves and dried chili for a classic tadka over dal, yogurt rice or coconut chutney.',
    'Pungent and sharp when raw; nutty, earthy and mellow once popped in hot oil.',
    'The seeds are grown in the mustard belt of Rajasthan, where vivid yellow fields bloom across the winter landscape. Farmers harvest in March, cutting the plants when the pods start to rattle, then dry and thresh them on the farm. We buy through an established spice house in Jaipur that cleans the seeds on gravity tables and tests each lot for purity.',
    '[
      {"title": "Lemon Rice", "description": "Temper mustard seeds, chana dal, curry leaves and green chili in oil, then fold through cooked rice with turmeric and lemon juice."},
      {"title": "Whole-Grain Mustard", "description": "Soak black and yellow mustard seeds in vinegar and ale overnight, then blitz partly with honey and salt."}
    ]'::jsonb,
    4.50,
    '/images/products/black-mustard-seeds.svg',
    array['/images/products/black-mustard-seeds.svg', '/images/products/black-mustard-seeds-2.svg', '/images/products/black-mustard-seeds-3.svg', '/images/products/black-mustard-seeds-4.svg'],
    'Seeds', 'Indian', 'common', false, true, 0, 0,
    null, '100g',
    '[
      {"value": "100g", "label": "100 g jar", "price_modifier": 0, "stock": null},
      {"value": "250g", "label": "250 g refill pouch", "price_modifier": 4.5, "stock": null}
    ]'::jsonb
  ),
  (
    'Fenugreek Seeds',
    'fenugreek-seeds',
    'Golden Ethiopian abish seeds with a toasty, maple-like bitterness that anchors berbere and curry.',
    E'Fenugreek seeds are small, hard, amber-coloured cubes with a big personality. Raw they are quite bitter, but gentle toasting transforms them, releasing a deep, savoury aroma often compared to maple syrup and burnt sugar.\n\nIn Ethiopia, fenugreek is called abish and is one of the backbones of berbere and of niter kibbeh, the spiced butter used in almost every stew. In India it is essential in pickles, sambar powder and panch phoron.\n\nUse a light hand and toast until just golden: fenugreek turns unpleasantly bitter if it goes too dark.',
    'Bittersweet and nutty with a distinctive maple and caramel aroma that grows stronger when toasted.',
    'Our abish is grown by organic smallholders in the Amhara highlands of Ethiopia, where fenugreek is traditionally rotated with teff and barley to enrich the soil. It is sown at the end of the rainy season and harvested by hand in December and January. A farmers'' union in Bahir Dar cleans and exports the seeds and reinvests part of the premium in local seed banks.',
    '[
      {"title": "Niter Kibbeh", "description": "Slowly simmer butter with toasted fenugreek, garlic, ginger, cardamom and sacred basil, then strain for a fragrant Ethiopian cooking fat."},
      {"title": "Methi Dana Aloo", "description": "Sauté potatoes with fenugreek seeds, cumin and a little chili until golden, then finish with dried mango powder."}
    ]'::jsonb,
    4.95,
    '/images/products/fenugreek-seeds.svg',
    array['/images/products/fenugreek-seeds.svg', '/images/products/fenugreek-seeds-2.svg', '/images/products/fenugreek-seeds-3.svg', '/images/products/fenugreek-seeds-4.svg'],
    'Seeds', 'Ethiopian', 'common', true, true, 0, 0,
    85, '100g',
    '[
      {"value": "100g", "label": "100 g jar", "price_modifier": 0, "stock": 60},
      {"value": "250g", "label": "250 g refill pouch", "price_modifier": 5, "stock": 25}
    ]'::jsonb
  ),
  (
    'Whole Nutmeg',
    'whole-nutmeg',
    'Large, oil-rich Grenadian nutmegs for grating fresh over custards, sauces, greens and rum punch.',
    E'A whole nutmeg keeps its fragrance for years, while ground nutmeg fades within weeks. Grate it straight from the shell-free seed with a microplane and you get a sweet, warm, almost camphor-like aroma that pre-ground powder never has.\n\nGrenada''s nutmegs are famous for being large and rich in essential oil, and the island even puts a nutmeg on its flag. Each of our nutmegs weighs around 6 to 7 grams, enough for dozens of gratings.\n\nUse it sparingly in bechamel, mashed potatoes, spinach, eggnog and fruit cakes, or grate a little over a Caribbean rum punch.',
    'Sweet and warm with a woody, slightly piney, clove-like aroma.',
    'These nutmegs come from Grenada, where the evergreen trees grow in mixed smallholdings in the island''s wet, hilly interior. Farmers collect the fruits as they split open and fall, separate the seed from its red lacy mace, and take both to the island''s cooperative receiving stations. There the nuts are dried slowly in wooden racks for six to eight weeks, cracked, floated to remove lighter nuts and hand-graded.',
    '[
      {"title": "Grenadian Rum Punch", "description": "Mix rum, lime juice, sugar syrup and a dash of bitters over ice, then grate fresh nutmeg over the top."},
      {"title": "Creamed Spinach", "description": "Wilt spinach into a garlicky bechamel and season with salt, black pepper and a few gratings of nutmeg."}
    ]'::jsonb,
    7.95,
    '/images/products/whole-nutmeg.svg',
    array['/images/products/whole-nutmeg.svg', '/images/products/whole-nutmeg-2.svg', '/images/products/whole-nutmeg-3.svg', '/images/products/whole-nutmeg-4.svg'],
    'Seeds', 'Caribbean', 'common', false, true, 0, 0,
    70, '50g',
    '[
      {"value": "50g", "label": "50 g jar (about 8 nutmegs)", "price_modifier": 0, "stock": 48},
      {"value": "100g", "label": "100 g refill pouch (about 15 nutmegs)", "price_modifier": 6, "stock": 22}
    ]'::jsonb
  ),
  -- Blends
  (
    'Za''atar',
    'zaatar',
    'Wild thyme, tangy sumac and toasted sesame in our Levantine-style blend for bread, eggs and roasted vegetables.',
    E'Za''atar is both the name of a wild herb and the blend built around it. Ours follows the Levantine tradition: dried za''atar leaves (Origanum syriacum) rubbed fine, tart Turkish sumac, sesame seeds toasted in small batches, and a pinch of sea salt.\n\nThe classic way to eat it is on manakish, where it is mixed with olive oil and spread over flatbread before baking. But it is just as good sprinkled over labneh, fried eggs, roasted cauliflower or a tomato salad.\n\nWe make it in small batches every few weeks so the sesame stays nutty and the herbs stay green.',
    'Herbal and savoury, with the bright sourness of sumac, a nutty crunch of sesame and a gentle saltiness.',
    'The herb comes from farmers in Lebanon''s Bekaa Valley who cultivate za''atar on terraced plots at the foot of Mount Lebanon, cutting it by hand in early summer and drying it in the shade. The sumac is from Gaziantep in southeastern Turkey and the sesame from Ethiopia''s Humera region. We blend and toast in our own kitchen, weighing every component by hand.',
    '[
      {"title": "Manakish Za''atar", "description": "Mix the blend with olive oil into a loose paste and spread it over flatbread dough before baking in a very hot oven."},
      {"title": "Labneh with Za''atar and Olive Oil", "description": "Swirl thick labneh into a bowl, drizzle with olive oil and dust with za''atar, then serve with warm bread and cucumbers."},
      {"title": "Za''atar Roasted Cauliflower", "description": "Toss cauliflower florets in oil and za''atar and roast until charred at the edges, then finish with lemon."}
    ]'::jsonb,
    8.50,
    '/images/products/zaatar.svg',
    array['/images/products/zaatar.svg', '/images/products/zaatar-2.svg', '/images/products/zaatar-3.svg', '/images/products/zaatar-4.svg'],
    'Blends', 'Middle Eastern', 'common', false, true, 0, 0,
    80, '80g',
    '[
      {"value": "80g", "label": "80 g jar", "price_modifier": 0, "stock": 50},
      {"value": "200g", "label": "200 g refill pouch", "price_modifier": 9, "stock": 30},
      {"value": "500g", "label": "500 g kitchen bag", "price_modifier": 21, "stock": 0}
    ]'::jsonb
  ),
  (
    'Ras el Hanout',
    'ras-el-hanout',
    'Our 18-spice Moroccan house blend with rosebuds, cubeb and grains of paradise: warm, floral and complex.',
    E'Ras el hanout means "head of the shop" in Arabic: the best a spice merchant has to offer. Every shop in Fez or Marrakech has its own recipe, some with more than thirty ingredients, and the blend is meant to show off the spice seller''s skill.\n\nOurs uses eighteen spices, including cumin, coriander, Ceylon cinnamon, ginger, turmeric, green cardamom, mace, allspice, cubeb pepper, grains of paradise, long pepper and dried Damask rosebuds. We toast the whole spices separately and grind them together in small batches.\n\nRub it onto lamb or chicken before roasting, stir it into tagines and couscous, or use a pinch to transform roasted carrots, squash or lentil soup.',
    'Warm and aromatic, sweet and floral from the rose, with a gentle heat from three peppers and a long, earthy finish.',
    'Many of the spices in this blend come from our own partner farms: cumin from Gujarat, cinnamon from Sri Lanka, cardamom and long pepper from Kerala and grains of paradise from Ghana. The rosebuds are grown in the Dadès Valley in Morocco, where families pick them at dawn during the May harvest and dry them in the shade. We blend everything in our kitchen following a recipe developed with a spice merchant in Fez.',
    '[
      {"title": "Chicken Tagine with Preserved Lemon", "description": "Braise chicken thighs with onions, ras el hanout, green olives and preserved lemon until tender."},
      {"title": "Roasted Carrots with Spiced Yogurt", "description": "Roast carrots coated in oil, honey and ras el hanout, then serve over garlicky yogurt with chopped pistachios."}
    ]'::jsonb,
    12.50,
    '/images/products/ras-el-hanout.svg',
    array['/images/products/ras-el-hanout.svg', '/images/products/ras-el-hanout-2.svg', '/images/products/ras-el-hanout-3.svg', '/images/products/ras-el-hanout-4.svg'],
    'Blends', 'Moroccan', 'rare', false, true, 0, 0,
    50, '60g',
    '[
      {"value": "60g", "label": "60 g jar", "price_modifier": 0, "stock": 35},
      {"value": "150g", "label": "150 g refill pouch", "price_modifier": 12, "stock": 15}
    ]'::jsonb
  ),
  (
    'Garam Masala',
    'garam-masala',
    'A roasted Punjabi-style garam masala of cardamom, cinnamon, cloves and pepper, ground weekly in small batches.',
    E'Garam masala means "warming spice mix", and every North Indian household has its own version. Ours is a Punjabi-style blend of black and green cardamom, cinnamon, cloves, black pepper, cumin, coriander, bay leaf and a touch of nutmeg.\n\nEach spice is dry-roasted separately until fragrant and then stone-ground together, which gives the blend a deeper, rounder flavour than raw-ground mixes.\n\nUnlike most spices, garam masala is usually added at the end of cooking to keep its aroma bright. Stir a teaspoon into a curry just before serving, or sprinkle it over roasted vegetables or buttered corn.',
    'Warm and fragrant rather than hot: sweet cinnamon and cardamom, pungent cloves and a peppery backbone.',
    'All of the whole spices in this blend are certified organic and come from farms we know: the cardamom and pepper from cooperatives in Kerala, the cumin and coriander from Gujarat and Rajasthan, and the cinnamon from Sri Lanka. We roast and grind the blend weekly in our own kitchen, following a recipe passed down by the grandmother of one of our first customers in Amritsar.',
    '[
      {"title": "Chana Masala", "description": "Simmer chickpeas in a spiced onion and tomato gravy, then finish with garam masala, lemon juice and fresh coriander."},
      {"title": "Butter Chicken", "description": "Marinate chicken in yogurt and spices, grill it, and simmer in a silky tomato, butter and cream sauce finished with garam masala."}
    ]'::jsonb,
    8.25,
    '/images/products/garam-masala.svg',
    array['/images/products/garam-masala.svg', '/images/products/garam-masala-2.svg', '/images/products/garam-masala-3.svg', '/images/products/garam-masala-4.svg'],
    'Blends', 'Indian', 'common', true, true, 0, 0,
    null, '60g',
    '[
      {"value": "60g", "label": "60 g jar", "price_modifier": 0, "stock": null},
      {"value": "150g", "label": "150 g refill pouch", "price_modifier": 7, "stock": null}
    ]'::jsonb
  ),
  (
    'Berbere',
    'berbere',
    'A deep red Ethiopian blend of sun-dried chilies, korarima, fenugreek and sacred basil, made the traditional way.',
    E'Berbere is the soul of Ethiopian cooking: a brick-red blend that gives doro wat, misir wat and tibs their colour, heat and depth. The name simply means "hot", but a good berbere is as fragrant as it is fiery.\n\nOurs is made the way Ethiopian families make it, from sun-dried chilies and more than a dozen spices toasted and ground together: korarima (Ethiopian cardamom), fenugreek, ajwain, besobela (sacred basil), coriander, cloves, cinnamon, black pepper, ginger and garlic.\n\nBloom it in oil or niter kibbeh with slow-cooked onions to build a stew, rub it onto grilled meat, or stir a little into lentil soup or roasted squash.',
    'Fiery and earthy with sweet, smoky chili, the perfumed citrus of korarima and a savoury, bittersweet finish.',
    'The chilies and herbs are grown by smallholders around Debre Markos in Ethiopia''s Amhara region and dried on rooftops in the highland sun. The blend is made for us by a women''s cooperative in Addis Ababa that toasts and grinds the spices in small batches following family recipes. The cooperative employs 40 women and uses part of its income to run a childcare centre for its members.',
    '[
      {"title": "Doro Wat", "description": "Cook onions slowly until jammy, add berbere and niter kibbeh, then simmer chicken legs and hard-boiled eggs in the rich red sauce."},
      {"title": "Misir Wat", "description": "Simmer red lentils with onions, garlic, ginger and berbere until thick and serve with injera."}
    ]'::jsonb,
    10.50,
    '/images/products/berbere.svg',
    array['/images/products/berbere.svg', '/images/products/berbere-2.svg', '/images/products/berbere-3.svg', '/images/products/berbere-4.svg'],
    'Blends', 'Ethiopian', 'rare', false, true, 0, 0,
    48, '70g',
    '[
      {"value": "70g", "label": "70 g jar", "price_modifier": 0, "stock": 30},
      {"value": "200g", "label": "200 g refill pouch", "price_modifier": 11.5, "stock": 18}
    ]'::jsonb
  ),
  (
    'Baharat',
    'baharat',
    'A warm, all-purpose Levantine spice blend of black pepper, allspice, cinnamon and cloves for meat, rice and stews.',
    E'Baharat simply means "spices" in Arabic, and it is the everyday seasoning of kitchens from Lebanon to the Gulf. Where ras el hanout is floral and complex, baharat is warm, rounded and peppery.\n\nOur blend is built on Tellicherry black pepper and Jamaican allspice, with cinnamon, cloves, cumin, coriander, nutmeg, green cardamom and a little sweet paprika for colour.\n\nSeason kofta and kibbeh with it, rub it onto lamb shoulder, stir it into rice for a pilaf, or add a spoonful to tomato sauces and lentil soups for instant warmth.',
    'Warm, sweet and peppery with cinnamon and allspice up front and an earthy cumin finish.',
    'We blend our baharat in our own kitchen from whole spices sourced through our partner farms, including black pepper from Kerala, allspice from Jamaica and cloves from Zanzibar. The recipe was developed with a Lebanese home cook in Tripoli who taught us to toast the cumin and coriander but leave the sweet spices raw.',
    '[
      {"title": "Lamb Kofta", "description": "Mix minced lamb with grated onion, parsley and baharat, shape onto skewers and grill over high heat."},
      {"title": "Mujadara", "description": "Cook lentils and rice with baharat and top with a heap of deeply caramelised onions."}
    ]'::jsonb,
    8.75,
    '/images/products/baharat.svg',
    array['/images/products/baharat.svg', '/images/products/baharat-2.svg', '/images/products/baharat-3.svg', '/images/products/baharat-4.svg'],
    'Blends', 'Middle Eastern', 'common', false, true, 0, 0,
    62, '70g',
    '[
      {"value": "70g", "label": "70 g jar", "price_modifier": 0, "stock": 42},
      {"value": "200g", "label": "200 g refill pouch", "price_modifier": 9.25, "stock": 20}
    ]'::jsonb
  ),
  (
    'Herbes de Provence',
    'herbes-de-provence',
    'Organic thyme, savory, rosemary, marjoram and a hint of lavender, the taste of a Provençal summer.',
    E'Herbes de Provence gathers the wild herbs of the garrigue, the scrubland of southern France, into one jar. Our organic blend is made of thyme, summer savory, rosemary, marjoram and oregano, with a small amount of fine lavender.\n\nThe herbs are dried whole on the stem and rubbed by hand, which keeps the leaves larger and more fragrant than machine-cut blends.\n\nRub it onto roast chicken and lamb, stir it into ratatouille and tomato sauces, mix it with olive oil for grilled vegetables, or knead it into focaccia dough.',
    'Resinous and savoury with thyme and rosemary, a peppery note of savory and a faint floral lift from lavender.',
    'The herbs are grown by a small group of organic farms on the Plateau d''Albion and around the village of Sault in Haute-Provence. They are cut in early summer, bundled and dried in airy barns, then rubbed and blended by a family herb business in Forcalquier that has worked with the same farms for three generations.',
    '[
      {"title": "Roast Chicken with Herbes de Provence", "description": "Rub a whole chicken with butter, garlic, lemon zest and the herbs, then roast on a bed of potatoes and onions."},
      {"title": "Ratatouille", "description": "Slowly stew aubergine, courgette, peppers and tomatoes in olive oil with garlic and a spoonful of the herbs."}
    ]'::jsonb,
    7.50,
    '/images/products/herbes-de-provence.svg',
    array['/images/products/herbes-de-provence.svg', '/images/products/herbes-de-provence-2.svg', '/images/products/herbes-de-provence-3.svg', '/images/products/herbes-de-provence-4.svg'],
    'Blends', 'French', 'common', true, true, 0, 0,
    null, '40g',
    '[
      {"value": "40g", "label": "40 g jar", "price_modifier": 0, "stock": null},
      {"value": "100g", "label": "100 g refill pouch", "price_modifier": 6.5, "stock": null}
    ]'::jsonb
  ),
  (
    'Shichimi Togarashi',
    'shichimi-togarashi',
    'Japanese seven-spice of red chili, sansho, orange peel, sesame, hemp seed, ginger and nori for noodles and grills.',
    E'Shichimi togarashi, "seven-flavour chili", has been sold at temple gates in Japan since the seventeenth century. It sits on the table at every noodle bar, ready to shake over udon, soba and grilled skewers.\n\nOur blend follows the classic recipe: coarsely ground red chili, green sansho pepper, dried unshu orange peel, black and white sesame, hemp seed, ginger and aonori seaweed. The sansho gives a citrusy tingle, the orange peel a fresh perfume and the seeds a pleasing crunch.\n\nSprinkle it over noodle soups, rice bowls, yakitori, grilled fish, edamame or buttered popcorn.',
    'Moderately hot and citrusy with a light tingle, toasty sesame and a briny hint of seaweed.',
    'The chilies, sansho and orange peel are grown in Wakayama and Kochi prefectures, and the blend is made for us by a third-generation spice shop in Kyoto that mixes to order for local noodle restaurants. They roast the chilies and sesame each morning, and our batches ship within a week of blending.',
    '[
      {"title": "Kitsune Udon", "description": "Serve thick udon noodles in a dashi broth with sweet fried tofu and spring onions, shaking shichimi over the top."},
      {"title": "Yakitori with Shichimi", "description": "Grill chicken thigh and spring onion skewers, glaze with tare and finish with a dusting of shichimi togarashi."}
    ]'::jsonb,
    9.95,
    '/images/products/shichimi-togarashi.svg',
    array['/images/products/shichimi-togarashi.svg', '/images/products/shichimi-togarashi-2.svg', '/images/products/shichimi-togarashi-3.svg', '/images/products/shichimi-togarashi-4.svg'],
    'Blends', 'Japanese', 'rare', false, true, 0, 0,
    56, '50g',
    '[
      {"value": "50g", "label": "50 g jar", "price_modifier": 0, "stock": 40},
      {"value": "120g", "label": "120 g refill pouch", "price_modifier": 9, "stock": 16}
    ]'::jsonb
  ),
  (
    'Madras Curry Powder',
    'madras-curry-powder',
    'Our original golden curry powder of turmeric, coriander, cumin and chili, now retired from the range.',
    E'This hot Madras-style curry powder was one of the first blends CasaBite ever made: a bright golden mix of turmeric, coriander, cumin, fenugreek, mustard, black pepper and Kashmiri chili.\n\nWe have retired it in favour of single spices and regional blends, which give cooks more control over flavour. Our Garam Masala, Lakadong Turmeric and Kashmiri Chili together make a fresher, more vivid curry base.',
    'Earthy and golden with turmeric and coriander, a savoury note of fenugreek and a medium chili heat.',
    'The blend was made in our kitchen from turmeric grown in Meghalaya, cumin and coriander from Gujarat and Rajasthan, and chili from Kashmir. It is no longer produced.',
    '[
      {"title": "Vegetable Curry", "description": "Fry onions, garlic and ginger with two teaspoons of curry powder, then simmer mixed vegetables in coconut milk."},
      {"title": "Curried Egg Salad", "description": "Mash hard-boiled eggs with mayonnaise, a pinch of curry powder and chives for a quick sandwich filling."}
    ]'::jsonb,
    6.95,
    '/images/products/madras-curry-powder.svg',
    array['/images/products/madras-curry-powder.svg', '/images/products/madras-curry-powder-2.svg', '/images/products/madras-curry-powder-3.svg', '/images/products/madras-curry-powder-4.svg'],
    'Blends', 'Indian', 'common', false, false, 0, 0,
    0, '100g',
    '[
      {"value": "100g", "label": "100 g jar", "price_modifier": 0, "stock": 0},
      {"value": "250g", "label": "250 g refill pouch", "price_modifier": 6, "stock": 0}
    ]'::jsonb
  ),
  -- Chilies
  (
    'Smoked Pimentón de la Vera',
    'smoked-pimenton',
    'Sweet Spanish paprika, slowly smoked over oak for two weeks and stone-ground, from the DOP La Vera valley.',
    E'Pimentón de la Vera is the smoked paprika that gives chorizo, patatas bravas and so much Spanish cooking their colour and smoky depth. It carries a protected designation of origin: only peppers grown and smoked in the La Vera valley of northern Extremadura may bear the name.\n\nOurs is the dulce (sweet) style, made from ripe red peppers dried over smouldering oak for about two weeks and then ground slowly between stone wheels so the powder never overheats. The result is a silky, brick-red powder with a deep, bacon-like smokiness and no bitterness.\n\nBloom it briefly in olive oil (it scorches easily), then use it in paella, lentil stews, roast potatoes, devilled eggs, hummus or a simple rub for grilled octopus.',
    'Rich, sweet red pepper with a gentle, rounded oak smoke and a mellow, slightly fruity finish.',
    'Our pimentón comes from a family mill near Jaraíz de la Vera, which buys peppers from around 60 local growers. The Bola and Jaranda peppers are picked by hand between September and November and laid on the slatted upper floors of traditional drying houses, with an oak fire burning gently below. Each day the peppers are turned by hand until they are dry enough to crumble, then they are milled in the family''s stone mill, which has run since 1920.',
    '[
      {"title": "Patatas Bravas", "description": "Fry cubed potatoes until crisp and serve with a spicy tomato sauce built on pimentón and a garlicky aioli."},
      {"title": "Pulpo a la Gallega", "description": "Slice tender boiled octopus over warm potatoes and finish with olive oil, flaky salt and a generous dusting of pimentón."},
      {"title": "Smoky Chickpea and Chorizo Stew", "description": "Simmer chickpeas with chorizo, onion, garlic, pimentón and spinach for a quick one-pot supper."}
    ]'::jsonb,
    9.75,
    '/images/products/smoked-pimenton.svg',
    array['/images/products/smoked-pimenton.svg', '/images/products/smoked-pimenton-2.svg', '/images/products/smoked-pimenton-3.svg', '/images/products/smoked-pimenton-4.svg'],
    'Chilies', 'Spanish', 'rare', false, true, 0, 0,
    107, '75g',
    '[
      {"value": "75g", "label": "75 g tin", "price_modifier": 0, "stock": 60},
      {"value": "150g", "label": "150 g tin", "price_modifier": 7.5, "stock": 35},
      {"value": "500g", "label": "500 g refill bag", "price_modifier": 24, "stock": 12}
    ]'::jsonb
  ),
  (
    'Chipotle Morita Chili',
    'chipotle-morita',
    'Whole smoke-dried red jalapeños from Chihuahua with a fruity sweetness and a bold, lingering smoke.',
    E'Chipotle is a ripe red jalapeño that has been dried and smoked. The morita ("little blackberry") style is smoked for a shorter time than the leathery tan meco chipotle, so it stays plump, dark red and fruity, with a smoky sweetness that is perfect for salsas and adobos.\n\nToast the pods briefly in a dry pan, soak them in hot water and blend them into sauces, or grind them into a smoky chili powder. The heat is medium and builds slowly.\n\nThese are whole pods, sold by weight; a 50 g jar holds around 25 chilies.',
    'Deeply smoky and fruity with notes of dried cherry and tobacco and a medium, building heat.',
    'Our moritas are grown in the Delicias region of Chihuahua in northern Mexico, where irrigated fields of jalapeños are harvested red-ripe in late summer. The chilies are smoked over pecan and mesquite wood for several days in brick pits by a family that has made chipotles for four generations and now sells directly to a handful of importers.',
    '[
      {"title": "Salsa de Chile Morita", "description": "Toast moritas, garlic and tomatillos on a comal, then blend with salt and a little water for a smoky table salsa."},
      {"title": "Chipotle Black Bean Soup", "description": "Simmer black beans with onion, garlic, cumin and a soaked morita, then blend partly and top with crema and avocado."}
    ]'::jsonb,
    7.25,
    '/images/products/chipotle-morita.svg',
    array['/images/products/chipotle-morita.svg', '/images/products/chipotle-morita-2.svg', '/images/products/chipotle-morita-3.svg', '/images/products/chipotle-morita-4.svg'],
    'Chilies', 'Mexican', 'common', false, true, 0, 0,
    70, '50g',
    '[
      {"value": "50g", "label": "50 g jar (about 25 chilies)", "price_modifier": 0, "stock": 44},
      {"value": "100g", "label": "100 g pouch", "price_modifier": 5.5, "stock": 26}
    ]'::jsonb
  ),
  (
    'Ancho Chili',
    'ancho-chili',
    'Wide, wrinkled dried poblanos from Puebla with a sweet, raisiny flavour and gentle heat, organically grown.',
    E'Ancho means "wide", and these broad, wrinkled, deep mahogany chilies are dried poblano peppers. They are the most widely used dried chili in Mexico, prized for their sweetness rather than their heat.\n\nAlong with pasilla and mulato, ancho is one of the three chilies of mole poblano. Toasted and soaked, the pods blend into a velvety, brick-red paste for enchilada sauce, chili con carne, pozole rojo or a marinade for pork.\n\nLook for pliable, leathery pods: ours are dried slowly to keep their moisture and aroma, so they should bend rather than crack.',
    'Sweet and mild with notes of raisin, dried plum, coffee and cocoa, and a soft, slow warmth.',
    'These anchos are grown by an organic cooperative in the valley of San Martín Texmelucan in Puebla, where poblano peppers have been cultivated for centuries. The peppers are left on the plants until they turn deep red, then dried slowly in the sun and in shaded sheds for around three weeks. The cooperative of 35 families grows the peppers in rotation with maize and beans.',
    '[
      {"title": "Red Enchilada Sauce", "description": "Toast and soak anchos, then blend with garlic, oregano, cumin and stock and simmer until glossy."},
      {"title": "Ancho-Rubbed Pork Shoulder", "description": "Marinate pork shoulder in an ancho, orange and garlic paste, then roast slowly until it falls apart for tacos."}
    ]'::jsonb,
    6.95,
    '/images/products/ancho-chili.svg',
    array['/images/products/ancho-chili.svg', '/images/products/ancho-chili-2.svg', '/images/products/ancho-chili-3.svg', '/images/products/ancho-chili-4.svg'],
    'Chilies', 'Mexican', 'common', true, true, 0, 0,
    58, '60g',
    '[
      {"value": "60g", "label": "60 g pouch (about 4 chilies)", "price_modifier": 0, "stock": 38},
      {"value": "150g", "label": "150 g pouch", "price_modifier": 7, "stock": 20}
    ]'::jsonb
  ),
  (
    'Aleppo Pepper',
    'aleppo-pepper',
    'Oily, burgundy Halaby chili flakes with a fruity, tangy warmth and a hint of salt, for everything from eggs to kebabs.',
    E'Aleppo pepper, or pul biber, is named after the Syrian city where this variety of Halaby chili was traditionally grown and traded. Its flakes are coarse, oily and deep burgundy, with a moderate heat that comes on slowly and a fruity, almost sun-dried-tomato flavour.\n\nThe chilies are semi-dried, deseeded, crushed and rubbed with a little salt and olive oil, which keeps the flakes soft and glossy. It is far more aromatic than ordinary crushed red pepper and much less harsh.\n\nUse it as a table spice: over fried eggs, hummus, grilled meats, pizza, roasted vegetables and buttered pasta, or stir it into muhammara.',
    'Fruity and tangy with a mild-to-medium, slow heat, hints of cumin and sun-dried tomato and a light saltiness.',
    'Since the war in Syria, most Halaby chilies have been grown just across the border around Gaziantep and Kilis in southeastern Turkey, often by farming families originally from the Aleppo region. Our supplier, a family business in Gaziantep, dries the chilies partly in the sun, then crushes them and cures them with salt and oil following the Syrian method.',
    '[
      {"title": "Turkish Eggs (Çılbır)", "description": "Serve poached eggs over garlicky yogurt and spoon over butter sizzled with Aleppo pepper."},
      {"title": "Muhammara", "description": "Blend roasted red peppers, walnuts, breadcrumbs, pomegranate molasses and Aleppo pepper into a rich dip."}
    ]'::jsonb,
    8.95,
    '/images/products/aleppo-pepper.svg',
    array['/images/products/aleppo-pepper.svg', '/images/products/aleppo-pepper-2.svg', '/images/products/aleppo-pepper-3.svg', '/images/products/aleppo-pepper-4.svg'],
    'Chilies', 'Middle Eastern', 'rare', false, true, 0, 0,
    72, '70g',
    '[
      {"value": "70g", "label": "70 g jar", "price_modifier": 0, "stock": 50},
      {"value": "200g", "label": "200 g refill pouch", "price_modifier": 10, "stock": 22}
    ]'::jsonb
  ),
  (
    'Kashmiri Chili',
    'kashmiri-chili',
    'Ground Kashmiri chili for brilliant red colour and gentle heat in tandoori dishes, rogan josh and curries.',
    E'Kashmiri chili is prized for its colour rather than its fire. It gives tandoori chicken, rogan josh and butter chicken their brilliant red glow while keeping the heat mild enough to use by the tablespoon.\n\nOurs is ground from whole chilies that are dried on strings in the autumn sun, then destemmed and milled without additives or colouring. Real Kashmiri chili is fragrant and slightly sweet; imitation powders are often dyed and taste harsh.\n\nBloom it in ghee or oil to release its colour, or mix it into marinades, dals and vegetable curries. It also makes a fine everyday chili flake substitute for those who dislike strong heat.',
    'Mild and sweet with a fruity, slightly smoky pepper flavour and a vivid red colour.',
    'The chilies are grown in small plots in the villages around Srinagar and Anantnag in the Kashmir Valley, where cool nights slow the ripening and deepen the colour. Families thread the ripe chilies into long garlands and hang them from windows and balconies to dry in October. We buy whole, dried garlands through a trader in Srinagar and have them ground by a mill that handles only chilies.',
    '[
      {"title": "Rogan Josh", "description": "Braise lamb with yogurt, fennel, ginger and plenty of Kashmiri chili until the sauce turns deep red and glossy."},
      {"title": "Tandoori Cauliflower", "description": "Coat cauliflower in a yogurt marinade with Kashmiri chili, garam masala and lemon, then roast until charred."}
    ]'::jsonb,
    6.50,
    '/images/products/kashmiri-chili.svg',
    array['/images/products/kashmiri-chili.svg', '/images/products/kashmiri-chili-2.svg', '/images/products/kashmiri-chili-3.svg', '/images/products/kashmiri-chili-4.svg'],
    'Chilies', 'Indian', 'common', false, true, 0, 0,
    123, '100g',
    '[
      {"value": "50g", "label": "50 g jar", "price_modifier": -2.25, "stock": 60},
      {"value": "100g", "label": "100 g jar", "price_modifier": 0, "stock": 45},
      {"value": "250g", "label": "250 g refill pouch", "price_modifier": 8, "stock": 18}
    ]'::jsonb
  ),
  (
    'Urfa Biber',
    'urfa-biber',
    'Sun-cured, purple-black Turkish chili flakes with a smoky, raisin and chocolate flavour and slow heat.',
    E'Urfa biber is one of the most distinctive chilies in the world. The peppers are dried in the sun by day and wrapped tightly at night, a process called terleme ("sweating") that slowly ferments them and turns them from red to a glossy purple-black.\n\nThe flakes are moist and oily, with a flavour reminiscent of raisins, tobacco, coffee and dark chocolate. The heat is moderate and builds gradually.\n\nSprinkle it over grilled lamb, aubergine, fried eggs, brownies or a simple salad of tomatoes and onion. Our stock sells out every year before the next harvest arrives in autumn.',
    'Smoky and earthy with sweet notes of raisin and chocolate, a hint of salt and a slow, warming heat.',
    'Urfa biber is grown around Şanlıurfa in southeastern Turkey, in the hot, dry plains near the Syrian border. Our supplier works with a group of family farms that harvest in August and September and cure the peppers on their flat rooftops, spreading them in the sun each morning and wrapping them in cloth each evening for about a week before they are crushed.',
    '[
      {"title": "Lamb Adana Kebab", "description": "Mix minced lamb with tail fat, red pepper paste and urfa biber, press onto wide skewers and grill over charcoal."},
      {"title": "Urfa Chocolate Brownies", "description": "Stir a teaspoon of urfa biber into a dark chocolate brownie batter for a smoky, gently warming finish."}
    ]'::jsonb,
    9.50,
    '/images/products/urfa-biber.svg',
    array['/images/products/urfa-biber.svg', '/images/products/urfa-biber-2.svg', '/images/products/urfa-biber-3.svg', '/images/products/urfa-biber-4.svg'],
    'Chilies', 'Middle Eastern', 'rare', false, true, 0, 0,
    0, '70g',
    '[
      {"value": "70g", "label": "70 g jar", "price_modifier": 0, "stock": 0},
      {"value": "200g", "label": "200 g refill pouch", "price_modifier": 10, "stock": 0}
    ]'::jsonb
  ),
  -- Barks
  (
    'Ceylon Cinnamon Quills',
    'ceylon-cinnamon',
    'Delicate, paper-thin quills of true cinnamon from Sri Lanka, hand-rolled and sweetly floral.',
    E'True cinnamon, Cinnamomum verum, is very different from the cassia sold as cinnamon in most supermarkets. Its quills are made of many paper-thin layers of inner bark rolled together like a cigar, and they crumble easily in the hand.\n\nThe flavour is delicate, sweet and floral, with citrus and clove notes and none of cassia''s harsh, hot edge. It is also naturally low in coumarin, so it suits those who use cinnamon every day.\n\nOur quills are graded C5 Special: long, tightly rolled and even. Simmer a piece in rice pudding, curries or mulled wine, or grate it fresh over coffee, baked apples and French toast.',
    'Sweet, floral and subtle with notes of citrus, clove and honey and a soft, warm finish.',
    'Our quills come from organic cinnamon gardens near Matara on Sri Lanka''s south coast. Cinnamon peeling is a skilled craft passed down in families: the peelers cut the young shoots after the rains, scrape off the outer bark, and patiently peel the inner bark in long strips, which they roll and nest by hand into quills that dry slowly in the shade. We pay the peeling teams directly, above the national auction price.',
    '[
      {"title": "Sri Lankan Chicken Curry", "description": "Simmer chicken with a whole cinnamon quill, curry leaves, pandan, roasted curry powder and coconut milk."},
      {"title": "Cinnamon Rice Pudding", "description": "Slowly cook short-grain rice in milk with a cinnamon quill and lemon peel, then dust with freshly grated cinnamon."}
    ]'::jsonb,
    9.25,
    '/images/products/ceylon-cinnamon.svg',
    array['/images/products/ceylon-cinnamon.svg', '/images/products/ceylon-cinnamon-2.svg', '/images/products/ceylon-cinnamon-3.svg', '/images/products/ceylon-cinnamon-4.svg'],
    'Barks', 'Global', 'rare', true, true, 0, 0,
    85, '50g',
    '[
      {"value": "50g", "label": "50 g box (about 10 quills)", "price_modifier": 0, "stock": 55},
      {"value": "100g", "label": "100 g box", "price_modifier": 7.5, "stock": 30},
      {"value": "250g", "label": "250 g bulk pack", "price_modifier": 19, "stock": 0}
    ]'::jsonb
  ),
  (
    'Saigon Cinnamon',
    'saigon-cinnamon',
    'Intensely spicy, sweet ground Vietnamese cassia with an oil content that makes baking sing.',
    E'Saigon cinnamon, Cinnamomum loureiroi, is a Vietnamese cassia with one of the highest essential-oil contents of any cinnamon. It is bold, sweet and almost hot on the tongue: this is the flavour most North Americans think of as cinnamon, turned all the way up.\n\nIt is ideal for baking, where its strength survives the oven: cinnamon rolls, snickerdoodles, apple pie and banana bread. It is also a key aroma in Vietnamese pho.\n\nCassia is naturally richer in coumarin than Ceylon cinnamon, so for daily use in large amounts we recommend our Ceylon Cinnamon Quills instead.',
    'Intensely sweet and spicy with a fiery, red-hot-candy warmth and a long, woody finish.',
    'Our cassia is harvested in the mountain forests of Tra My in Quang Nam province, central Vietnam, by Ca Dong and Kinh farming families who plant the trees on hillside plots and harvest the bark after 15 years or more. The thick bark is dried in the sun, then shipped to us whole and ground in small batches to keep its oils from fading.',
    '[
      {"title": "Cinnamon Rolls", "description": "Fill a soft enriched dough with brown sugar, butter and Saigon cinnamon, bake, and finish with cream cheese icing."},
      {"title": "Beef Pho", "description": "Char onions and ginger, toast cinnamon, star anise and cloves, then simmer with beef bones for a deeply aromatic broth."}
    ]'::jsonb,
    7.75,
    '/images/products/saigon-cinnamon.svg',
    array['/images/products/saigon-cinnamon.svg', '/images/products/saigon-cinnamon-2.svg', '/images/products/saigon-cinnamon-3.svg', '/images/products/saigon-cinnamon-4.svg'],
    'Barks', 'Global', 'common', false, true, 0, 0,
    64, '60g',
    '[
      {"value": "60g", "label": "60 g jar", "price_modifier": 0, "stock": 40},
      {"value": "150g", "label": "150 g refill pouch", "price_modifier": 6.5, "stock": 24}
    ]'::jsonb
  ),
  -- Flowers & Stamens
  (
    'Kashmiri Saffron',
    'kashmiri-saffron',
    'Deep crimson Mongra saffron threads from Pampore, hand-separated for intense colour, aroma and honeyed flavour.',
    E'Saffron is the dried stigma of the crocus flower, and each flower gives only three threads. It takes around 150,000 flowers, all picked and separated by hand, to make a single kilogram, which is why it is the most precious spice in the world.\n\nKashmiri saffron is among the finest. Our Mongra grade contains only the deep crimson tips of the stigma, with none of the pale yellow style, so every thread is packed with colour and aroma. It carries a geographical indication and is tested for purity and colouring strength.\n\nA few threads are enough for a whole dish. Crush them lightly and steep them in warm water, milk or stock for 20 minutes before adding them to risotto, paella, biryani, kheer or saffron buns.',
    'Floral and honeyed with notes of dried hay and a delicate, pleasant bitterness; it dyes food a brilliant golden yellow.',
    'Our saffron is grown on the karewa plateaus around Pampore, south of Srinagar, where crocus fields have been cultivated for more than two thousand years. The flowers bloom for just a few weeks in late October and November, and families pick them at dawn before the sun opens them fully. The same day, the stigmas are separated by hand and dried gently over low heat. We buy directly from a group of 18 certified organic growers and pay them above the price at the Pampore saffron park.',
    '[
      {"title": "Risotto alla Milanese", "description": "Cook carnaroli rice in beef stock with a generous pinch of bloomed saffron, then finish with butter and Parmigiano."},
      {"title": "Saffron Pistachio Kulfi", "description": "Reduce milk with sugar, cardamom and saffron, stir in chopped pistachios and freeze in moulds."},
      {"title": "Persian Tahdig", "description": "Layer parboiled basmati over saffron-yogurt rice in a hot pan and cook slowly until a golden crust forms."}
    ]'::jsonb,
    18.99,
    '/images/products/kashmiri-saffron.svg',
    array['/images/products/kashmiri-saffron.svg', '/images/products/kashmiri-saffron-2.svg', '/images/products/kashmiri-saffron-3.svg', '/images/products/kashmiri-saffron-4.svg'],
    'Flowers & Stamens', 'Indian', 'exotic', true, true, 0, 0,
    73, '1g',
    '[
      {"value": "1g", "label": "1 g vial", "price_modifier": 0, "stock": 40},
      {"value": "2g", "label": "2 g vial", "price_modifier": 16, "stock": 25},
      {"value": "5g", "label": "5 g tin", "price_modifier": 66, "stock": 8}
    ]'::jsonb
  ),
  (
    'Culinary Lavender',
    'culinary-lavender',
    'Organic true lavender buds from Haute-Provence, sweet and gentle enough for baking, syrups and roasts.',
    E'Not all lavender belongs in the kitchen. Most of the lavender grown in Provence is lavandin, a hybrid with a strong, camphor-like scent suited to soaps. Culinary lavender is the true species, Lavandula angustifolia, which has a sweeter, softer fragrance.\n\nOur buds are cleaned of stems and leaves and dried in the shade to keep their violet colour. Use them sparingly: a little tastes floral and herbal, too much tastes of soap.\n\nInfuse them in cream for ice cream and panna cotta, grind them with sugar for shortbread, steep them in honey or lemonade, or add a pinch to a rub for roast lamb.',
    'Sweet and floral with soft herbal notes of rosemary and mint and a light, honeyed finish.',
    'This lavender comes from an organic family farm above the village of Sault in Haute-Provence, at about 1,000 metres, where true lavender grows best. The family cuts the stems by hand in July when the flowers are half open, dries the bundles in their barn and then rubs and sieves the buds. They also keep bees among the rows.',
    '[
      {"title": "Lavender Shortbread", "description": "Grind a teaspoon of lavender with sugar and mix it into a classic butter shortbread dough before baking."},
      {"title": "Honey Lavender Roast Lamb", "description": "Rub a leg of lamb with honey, garlic, thyme and crushed lavender buds before roasting."}
    ]'::jsonb,
    7.95,
    '/images/products/culinary-lavender.svg',
    array['/images/products/culinary-lavender.svg', '/images/products/culinary-lavender-2.svg', '/images/products/culinary-lavender-3.svg', '/images/products/culinary-lavender-4.svg'],
    'Flowers & Stamens', 'French', 'common', true, true, 0, 0,
    66, '30g',
    '[
      {"value": "30g", "label": "30 g jar", "price_modifier": 0, "stock": 46},
      {"value": "80g", "label": "80 g refill pouch", "price_modifier": 8, "stock": 20}
    ]'::jsonb
  ),
  (
    'Whole Cloves',
    'whole-cloves',
    'Plump, oil-rich hand-picked clove buds from Zanzibar with an intense, sweet and numbing warmth.',
    E'Cloves are the unopened flower buds of an evergreen tree, picked just as they blush pink and dried until they turn a deep reddish brown. A good clove is plump, with an intact round head, and releases a drop of oil when pressed with a fingernail.\n\nTheir flavour is powerful, so a few go a long way: stud an onion for bread sauce, a ham for glazing or an orange for mulled wine, or add two or three to a pot of rice, a biryani or a chai.\n\nGround cloves are essential in gingerbread, pumpkin pie spice, garam masala and baharat.',
    'Intensely warm, sweet and pungent with a slightly numbing, medicinal edge.',
    'Our cloves come from Pemba, the smaller island of the Zanzibar archipelago, where clove trees have grown since the nineteenth century. The buds are picked by hand from ladders between July and December, separated from their stems and dried on mats in the sun for four or five days. We buy from a farmer group that sells through Zanzibar''s state trading corporation.',
    '[
      {"title": "Glazed Ham", "description": "Score a ham, stud it with cloves and bake with a glaze of brown sugar, mustard and orange juice."},
      {"title": "Masala Chai", "description": "Simmer black tea with milk, cloves, cardamom, cinnamon, ginger and sugar, then strain into cups."}
    ]'::jsonb,
    6.75,
    '/images/products/whole-cloves.svg',
    array['/images/products/whole-cloves.svg', '/images/products/whole-cloves-2.svg', '/images/products/whole-cloves-3.svg', '/images/products/whole-cloves-4.svg'],
    'Flowers & Stamens', 'Global', 'common', false, true, 0, 0,
    100, '50g',
    '[
      {"value": "50g", "label": "50 g jar", "price_modifier": 0, "stock": 62},
      {"value": "100g", "label": "100 g refill pouch", "price_modifier": 5, "stock": 38}
    ]'::jsonb
  ),
  (
    'Wild Fennel Pollen',
    'wild-fennel-pollen',
    'Seasonal, hand-gathered wild fennel pollen from Tuscany: sweet, anise-scented golden dust for finishing dishes.',
    E'Fennel pollen is gathered from the yellow flower heads of wild fennel, and it has been called the spice of angels. It tastes like the sweetest, most intense fennel seed, with honey and citrus notes.\n\nSprinkle a pinch over pork, fish, roast potatoes, fresh cheeses or a simple pasta with olive oil just before serving. Heat dulls its perfume.\n\nIt is a seasonal product: each year''s small harvest is sold until it runs out, and the product returns when the next collection is ready.',
    'Sweet and intense anise with notes of honey, citrus and curry leaf.',
    'Our pollen is gathered by a family of foragers in the hills of southern Tuscany, near Grosseto, where wild fennel grows along roadsides and field edges. In late summer they cut the flowering heads by hand, dry them upside down in paper bags and shake the pollen free. A good day of foraging yields only a few hundred grams.',
    '[
      {"title": "Porchetta-Style Pork Loin", "description": "Rub pork loin with garlic, rosemary, fennel pollen and salt, roll and roast until the crackling is crisp."},
      {"title": "Fennel Pollen Burrata", "description": "Dust a ball of burrata with fennel pollen, flaky salt and olive oil and serve with grilled bread."}
    ]'::jsonb,
    16.50,
    '/images/products/wild-fennel-pollen.svg',
    array['/images/products/wild-fennel-pollen.svg', '/images/products/wild-fennel-pollen-2.svg', '/images/products/wild-fennel-pollen-3.svg', '/images/products/wild-fennel-pollen-4.svg'],
    'Flowers & Stamens', 'Mediterranean', 'exotic', false, false, 0, 0,
    0, '10g',
    '[
      {"value": "10g", "label": "10 g jar", "price_modifier": 0, "stock": 0},
      {"value": "25g", "label": "25 g jar", "price_modifier": 20, "stock": 0}
    ]'::jsonb
  ),
  -- Roots
  (
    'Lakadong Turmeric',
    'lakadong-turmeric',
    'High-curcumin organic turmeric from the Jaintia Hills of Meghalaya, with a vivid colour and warm, earthy depth.',
    E'Lakadong turmeric is named after a small village in the Jaintia Hills of Meghalaya, and it is widely considered the finest turmeric in India. Its curcumin content, the compound that gives turmeric its colour, is typically above 7 percent, two to three times that of ordinary turmeric.\n\nThat means a more vivid golden-orange colour and a richer, more aromatic flavour: earthy and gingery with a hint of citrus and black pepper, without the dusty bitterness of supermarket powder.\n\nUse it in curries, dals, rice, golden milk, scrambled eggs, pickles and roasted cauliflower. Pair it with black pepper and a little fat to get the most from it.',
    'Warm, earthy and gingery with bright citrus notes and a gentle, pleasant bitterness.',
    'Lakadong turmeric is grown by Pnar farming families on steep hillside plots in Meghalaya''s West Jaintia Hills, using no chemical inputs. The rhizomes are dug up after nine to ten months, in winter, then boiled, sliced and dried in the sun before grinding. We buy through a state-supported farmers'' mission that has helped the growers gain organic certification and sell directly to buyers.',
    '[
      {"title": "Golden Milk", "description": "Warm milk with turmeric, ginger, cinnamon, black pepper and honey, and whisk until frothy."},
      {"title": "Tarka Dal", "description": "Simmer yellow lentils with turmeric and finish with a sizzling tempering of ghee, cumin, garlic and dried chili."}
    ]'::jsonb,
    7.95,
    '/images/products/lakadong-turmeric.svg',
    array['/images/products/lakadong-turmeric.svg', '/images/products/lakadong-turmeric-2.svg', '/images/products/lakadong-turmeric-3.svg', '/images/products/lakadong-turmeric-4.svg'],
    'Roots', 'Indian', 'rare', true, true, 0, 0,
    115, '100g',
    '[
      {"value": "100g", "label": "100 g jar", "price_modifier": 0, "stock": 75},
      {"value": "250g", "label": "250 g refill pouch", "price_modifier": 9, "stock": 40}
    ]'::jsonb
  ),
  (
    'Jamaican Ginger',
    'jamaican-ginger',
    'Pale, fragrant ground ginger from the hills of Jamaica, prized for its lemony aroma and clean heat.',
    E'Jamaican ginger has been famous among bakers and brewers for centuries. It is paler and more aromatic than most ground ginger, with a bright lemony fragrance and a clean, lively heat.\n\nThe roots are peeled by hand before drying, which removes the bitter skin and gives the powder its light colour and refined flavour.\n\nUse it in gingerbread, parkin, ginger beer, pumpkin pie, jerk marinades, curries and spice rubs, or stir a pinch into hot water with lemon and honey.',
    'Bright, lemony and warming with a clean, lively heat and a subtle sweetness.',
    'Our ginger is grown by organic smallholders in the hills of Clarendon and Manchester parishes in central Jamaica, where it thrives in the red soil and high rainfall. The rhizomes are dug by hand, washed, peeled with a knife and sun-dried for about a week before grinding. Jamaica''s ginger production is small, and our growers sell through a farmers'' cooperative in Christiana.',
    '[
      {"title": "Sticky Gingerbread", "description": "Bake a dark, moist loaf with molasses, brown sugar, butter and a generous spoonful of Jamaican ginger."},
      {"title": "Homemade Ginger Beer", "description": "Brew a ginger, sugar and lime syrup, add a pinch of yeast and bottle for two days until fizzy."}
    ]'::jsonb,
    6.95,
    '/images/products/jamaican-ginger.svg',
    array['/images/products/jamaican-ginger.svg', '/images/products/jamaican-ginger-2.svg', '/images/products/jamaican-ginger-3.svg', '/images/products/jamaican-ginger-4.svg'],
    'Roots', 'Caribbean', 'common', true, true, 0, 0,
    54, '60g',
    '[
      {"value": "60g", "label": "60 g jar", "price_modifier": 0, "stock": 34},
      {"value": "150g", "label": "150 g refill pouch", "price_modifier": 6, "stock": 20}
    ]'::jsonb
  ),
  (
    'Galangal',
    'galangal',
    'Dried slices of Thai galangal with a sharp, piney, citrus heat for tom kha, curry pastes and broths.',
    E'Galangal looks like ginger but tastes quite different: sharper, more peppery and piney, with notes of citrus and camphor. It is essential in Thai cooking, especially in tom kha gai, tom yum and many curry pastes.\n\nThese are dried slices, which keep their flavour for months. Simmer them whole in soups and broths (and remove before serving), or soak and pound them into curry pastes.\n\nDried galangal is more concentrated than fresh; use about half as much by weight.',
    'Sharp, peppery and piney with notes of citrus, eucalyptus and a warm, ginger-like heat.',
    'Our galangal is grown by smallholders in Chanthaburi province in eastern Thailand, where it is planted between fruit orchards of durian and mangosteen. The rhizomes are harvested after about a year, washed, sliced thinly by hand and dried in the sun. A family business in Chanthaburi town buys directly from the farms and packs the slices for export.',
    '[
      {"title": "Tom Kha Gai", "description": "Simmer coconut milk and stock with galangal, lemongrass and makrut lime leaves, then add chicken, mushrooms, fish sauce and lime."},
      {"title": "Green Curry Paste", "description": "Pound soaked galangal with green chilies, lemongrass, garlic, shallots, coriander root and shrimp paste."}
    ]'::jsonb,
    8.25,
    '/images/products/galangal.svg',
    array['/images/products/galangal.svg', '/images/products/galangal-2.svg', '/images/products/galangal-3.svg', '/images/products/galangal-4.svg'],
    'Roots', 'Thai', 'rare', false, true, 0, 0,
    30, '50g',
    '[
      {"value": "50g", "label": "50 g pouch", "price_modifier": 0, "stock": 30},
      {"value": "100g", "label": "100 g pouch", "price_modifier": 6.5, "stock": 0}
    ]'::jsonb
  ),
  -- Herbs
  (
    'Wild Greek Oregano',
    'wild-greek-oregano',
    'Organic rigani from the Taygetos mountains, dried on the stem for a bold, peppery, resinous flavour.',
    E'Greek oregano, or rigani, is far more pungent than the oregano most people know. It grows wild on sunny, rocky mountainsides, where the heat and poor soil concentrate the essential oils in its tiny, velvety leaves.\n\nOurs is dried whole on the stem and rubbed by hand just before packing, so the leaves and flowers keep their aroma. It is strong enough to stand up to tomatoes, lamb, feta and lemon.\n\nCrumble it over a Greek salad, grilled souvlaki or baked feta, mix it into lemon potatoes, or stir it into a simple tomato sauce for pizza.',
    'Bold, peppery and resinous with a sharp, slightly numbing bite and a warm herbal finish.',
    'This rigani grows wild on the slopes of Mount Taygetos in the Peloponnese and on organically farmed terraces nearby. Villagers cut the flowering stems by hand in June and July, dry them in bundles in the shade and rub them on the stem. Our supplier, a small family business in Kalamata, holds organic certification for its wild-collection area.',
    '[
      {"title": "Greek Lemon Potatoes", "description": "Roast potato wedges in olive oil, lemon juice, garlic, stock and plenty of rigani until golden and sticky."},
      {"title": "Baked Feta with Tomatoes", "description": "Bake a block of feta with cherry tomatoes, olive oil, chili and oregano and serve with crusty bread."}
    ]'::jsonb,
    6.25,
    '/images/products/wild-greek-oregano.svg',
    array['/images/products/wild-greek-oregano.svg', '/images/products/wild-greek-oregano-2.svg', '/images/products/wild-greek-oregano-3.svg', '/images/products/wild-greek-oregano-4.svg'],
    'Herbs', 'Mediterranean', 'common', true, true, 0, 0,
    75, '30g',
    '[
      {"value": "30g", "label": "30 g jar", "price_modifier": 0, "stock": 50},
      {"value": "80g", "label": "80 g refill pouch", "price_modifier": 6, "stock": 25}
    ]'::jsonb
  ),
  (
    'Makrut Lime Leaves',
    'makrut-lime-leaves',
    'Air-dried double leaves of the makrut lime tree, adding an intense citrus perfume to curries, soups and stir-fries.',
    E'Makrut lime leaves have a distinctive double shape, like one leaf growing out of another, and an intense floral citrus fragrance unlike any other herb. They are essential in Thai, Lao, Cambodian and Indonesian cooking.\n\nOur leaves are air-dried at low temperature to keep their deep green colour and essential oils. Tear them and simmer them in curries and soups, or grind them into a powder for rubs and dressings.\n\nUse about twice as many dried leaves as you would fresh leaves.',
    'Intensely citrusy and floral, with lime zest, lemongrass and a slightly bitter, green finish.',
    'The leaves are picked by hand from makrut lime trees in home gardens and orchards around Ratchaburi in western Thailand. After harvesting, a family business dries them slowly on racks in a shaded drying room, grades them by colour and removes broken leaves before packing.',
    '[
      {"title": "Thai Red Curry", "description": "Fry red curry paste in coconut cream, add chicken or tofu, coconut milk, torn makrut lime leaves, bamboo shoots and Thai basil."},
      {"title": "Lime Leaf Salt", "description": "Grind dried lime leaves with flaky sea salt for a fragrant finishing salt for grilled fish and roast chicken."}
    ]'::jsonb,
    5.95,
    '/images/products/makrut-lime-leaves.svg',
    array['/images/products/makrut-lime-leaves.svg', '/images/products/makrut-lime-leaves-2.svg', '/images/products/makrut-lime-leaves-3.svg', '/images/products/makrut-lime-leaves-4.svg'],
    'Herbs', 'Thai', 'common', false, true, 0, 0,
    54, '20g',
    '[
      {"value": "20g", "label": "20 g pouch", "price_modifier": 0, "stock": 36},
      {"value": "50g", "label": "50 g pouch", "price_modifier": 6, "stock": 18}
    ]'::jsonb
  ),
  -- Pods & Berries
  (
    'Green Cardamom',
    'green-cardamom',
    'Extra-bold, bright green cardamom pods from the Cardamom Hills of Kerala, bursting with eucalyptus and citrus.',
    E'Green cardamom is the queen of spices, and the third most expensive after saffron and vanilla. Each pod holds a cluster of sticky black seeds with an intense aroma of eucalyptus, citrus and mint.\n\nOur pods are graded 8 mm extra-bold and sorted for colour: bright green pods are a sign of careful drying and fresh oils. Crush them lightly and add them whole to rice, curries and chai, or open them and grind the seeds for baking.\n\nIn Scandinavia cardamom flavours buns and breads, in the Middle East it is brewed with coffee, and in India it perfumes kheer, biryani and masala chai.',
    'Intensely aromatic with eucalyptus, citrus and mint, a sweet floral note and a cooling finish.',
    'Our cardamom comes from the Cardamom Hills in Idukki district, Kerala, where the plants grow in the shade of the forest canopy between 800 and 1,300 metres. Capsules are picked by hand every 40 days or so from August to February, then dried in wood-fired or electric curing houses for about a day to lock in their colour. We buy from an organic growers'' society whose members farm plots of two to five acres.',
    '[
      {"title": "Swedish Cardamom Buns", "description": "Knot a buttery yeast dough filled with cardamom sugar and bake until golden, then brush with syrup."},
      {"title": "Chicken Biryani", "description": "Layer spiced chicken and partly cooked basmati with whole cardamom, cinnamon, saffron milk and fried onions and cook on low heat."},
      {"title": "Arabic Cardamom Coffee", "description": "Brew lightly roasted coffee with crushed cardamom pods and a pinch of saffron, and serve in small cups with dates."}
    ]'::jsonb,
    12.25,
    '/images/products/green-cardamom.svg',
    array['/images/products/green-cardamom.svg', '/images/products/green-cardamom-2.svg', '/images/products/green-cardamom-3.svg', '/images/products/green-cardamom-4.svg'],
    'Pods & Berries', 'Indian', 'rare', true, true, 0, 0,
    103, '50g',
    '[
      {"value": "50g", "label": "50 g jar", "price_modifier": 0, "stock": 58},
      {"value": "100g", "label": "100 g jar", "price_modifier": 9.5, "stock": 35},
      {"value": "250g", "label": "250 g refill pouch", "price_modifier": 26, "stock": 10}
    ]'::jsonb
  ),
  (
    'Star Anise',
    'star-anise',
    'Whole, unbroken eight-pointed stars from Guangxi with a sweet licorice warmth for braises, broths and mulled wine.',
    E'Star anise is the star-shaped fruit of an evergreen tree native to southern China and northern Vietnam. Each point holds a glossy seed, but most of the flavour is in the woody star itself.\n\nIts sweet, licorice-like aroma is a key note in Chinese five-spice, red-braised pork, Vietnamese pho and Indian biryani. One or two whole stars will perfume a whole pot.\n\nWe hand-select whole, unbroken stars, which keep their aroma far longer than broken pieces and look beautiful in mulled wine and poached fruit.',
    'Sweet and warming with a strong licorice and anise aroma and a slightly woody finish.',
    'Our star anise grows in the hills of Guangxi in southern China, near the Vietnamese border, where the trees are planted on hillsides and take around six years to start fruiting. The green fruits are picked by hand in autumn, blanched briefly and sun-dried until they turn a rich rusty brown. Our supplier sorts them by hand and sets aside only the whole eight-pointed stars.',
    '[
      {"title": "Red-Braised Pork Belly", "description": "Braise pork belly with soy sauce, Shaoxing wine, rock sugar, ginger and star anise until glossy and tender."},
      {"title": "Mulled Wine", "description": "Gently heat red wine with orange, honey, cinnamon, cloves and a few star anise, never letting it boil."}
    ]'::jsonb,
    6.50,
    '/images/products/star-anise.svg',
    array['/images/products/star-anise.svg', '/images/products/star-anise-2.svg', '/images/products/star-anise-3.svg', '/images/products/star-anise-4.svg'],
    'Pods & Berries', 'Chinese', 'common', false, true, 0, 0,
    110, '50g',
    '[
      {"value": "50g", "label": "50 g jar", "price_modifier": 0, "stock": 70},
      {"value": "100g", "label": "100 g refill pouch", "price_modifier": 4.5, "stock": 40}
    ]'::jsonb
  ),
  (
    'Madagascar Vanilla Beans',
    'madagascar-vanilla',
    'Supple, oily Grade A Bourbon vanilla pods from the Sava region, cured for months for a rich, creamy aroma.',
    E'Vanilla is the fruit of a climbing orchid, and every flower must be pollinated by hand on the single morning it opens. The green pods then take nine months to mature and several more months of curing to develop their flavour, which makes vanilla one of the most labour-intensive crops on earth.\n\nOur Grade A (gourmet) beans are 15 to 17 cm long, plump, glossy and supple, with a moisture content that keeps the seeds sticky and fragrant. Split a pod lengthways, scrape out the seeds and infuse both the seeds and the pod in milk, cream or syrup.\n\nUse them in custards, ice cream, crème brûlée, panna cotta and cakes. Put spent pods in a jar of sugar to make vanilla sugar, or in a bottle of rum or vodka to make your own extract.',
    'Rich, creamy and sweet with notes of caramel, dried fruit, tobacco and a smooth, woody depth.',
    'Our beans come from the Sava region in northeastern Madagascar, around the towns of Sambava and Andapa, where most of the world''s vanilla is grown. Farmers hand-pollinate the flowers between October and December and pick the pods from July. The pods are then blanched, sweated in blankets, dried in the sun for weeks and conditioned in wooden boxes for several months. We buy from a cooperative that pays above the government floor price and funds night guards to protect the crop from theft.',
    '[
      {"title": "Crème Brûlée", "description": "Infuse cream with a split vanilla bean, whisk with yolks and sugar, bake gently and caramelise a sugar crust on top."},
      {"title": "Homemade Vanilla Extract", "description": "Split three beans, submerge them in 250 ml of vodka or rum and leave in a dark cupboard for at least two months."}
    ]'::jsonb,
    24.99,
    '/images/products/madagascar-vanilla.svg',
    array['/images/products/madagascar-vanilla.svg', '/images/products/madagascar-vanilla-2.svg', '/images/products/madagascar-vanilla-3.svg', '/images/products/madagascar-vanilla-4.svg'],
    'Pods & Berries', 'Global', 'exotic', false, true, 0, 0,
    34, '10g',
    '[
      {"value": "10g", "label": "3 beans (about 10 g)", "price_modifier": 0, "stock": 24},
      {"value": "25g", "label": "8 beans (about 25 g)", "price_modifier": 29, "stock": 10}
    ]'::jsonb
  ),
  (
    'Allspice Berries',
    'allspice-berries',
    'Whole Jamaican pimento berries that taste of cloves, cinnamon and nutmeg at once: the heart of jerk.',
    E'Allspice got its English name because it seems to combine the flavours of cloves, cinnamon, nutmeg and black pepper in one small berry. In Jamaica, where the best allspice grows, it is called pimento.\n\nIt is the backbone of Jamaican jerk, and it also flavours Cincinnati chili, Middle Eastern baharat, Scandinavian pickled herring and many Christmas bakes.\n\nKeep the berries whole for brines, pickles and stews, and grind them fresh for rubs and baking: the aroma fades quickly once ground.',
    'Warm and sweet with clove and cinnamon up front, a nutmeg-like middle and a peppery finish.',
    'Our pimento berries are grown in the hills of St. Ann and St. Elizabeth parishes in Jamaica, where pimento trees grow on small farms and in pastures. The green berries are picked by hand between July and September, when the branches are cut and the berries stripped off, then sun-dried on concrete barbecues, the island''s traditional drying floors, until they turn reddish brown.',
    '[
      {"title": "Jamaican Jerk Chicken", "description": "Marinate chicken in a paste of allspice, Scotch bonnet, spring onion, thyme, garlic and lime, then grill slowly over wood."},
      {"title": "Quick Pickled Red Onions", "description": "Pour hot vinegar, sugar, salt and a few allspice berries over sliced red onions and leave for an hour."}
    ]'::jsonb,
    5.95,
    '/images/products/allspice-berries.svg',
    array['/images/products/allspice-berries.svg', '/images/products/allspice-berries-2.svg', '/images/products/allspice-berries-3.svg', '/images/products/allspice-berries-4.svg'],
    'Pods & Berries', 'Caribbean', 'common', false, true, 0, 0,
    75, '50g',
    '[
      {"value": "50g", "label": "50 g jar", "price_modifier": 0, "stock": 45},
      {"value": "100g", "label": "100 g refill pouch", "price_modifier": 4.5, "stock": 30}
    ]'::jsonb
  ),
  (
    'Sumac',
    'sumac',
    'Coarsely ground, crimson sumac berries from southeastern Turkey with a bright, lemony tang and no added salt.',
    E'Sumac is the dried, ground berry of the Rhus coriaria shrub, and it has been used to add sourness to food since long before lemons reached the Mediterranean. Its deep crimson powder tastes bright, fruity and tart.\n\nGood sumac should be moist and a little sticky. Many commercial sumacs are bulked up with salt; ours contains nothing but the berries, coarsely ground.\n\nScatter it over fattoush, hummus, grilled meats, kebabs and sliced onions, or use it in za''atar and dressings wherever you want acidity without liquid.',
    'Tangy and fruity like lemon and cranberry, with a subtle astringency and earthy undertone.',
    'Our sumac grows wild and on family plots on the rocky hillsides around Gaziantep in southeastern Turkey. The clusters of berries are cut by hand in late summer when they turn deep red, dried in the sun, and then rubbed and coarsely ground at a small family mill in the city, which has supplied local kebab houses for decades.',
    '[
      {"title": "Fattoush", "description": "Toss lettuce, tomatoes, cucumber, radishes, herbs and crisp pita with a lemon and sumac dressing."},
      {"title": "Sumac Onions", "description": "Rub thinly sliced red onions with sumac, salt and parsley and serve alongside grilled kebabs."}
    ]'::jsonb,
    6.75,
    '/images/products/sumac.svg',
    array['/images/products/sumac.svg', '/images/products/sumac-2.svg', '/images/products/sumac-3.svg', '/images/products/sumac-4.svg'],
    'Pods & Berries', 'Middle Eastern', 'common', false, true, 0, 0,
    78, '80g',
    '[
      {"value": "80g", "label": "80 g jar", "price_modifier": 0, "stock": 52},
      {"value": "200g", "label": "200 g refill pouch", "price_modifier": 7, "stock": 26}
    ]'::jsonb
  )
on conflict (product_slug) do nothing;

-- blog posts -----------------------------------------------------------------

insert into public.blog_posts (
  blog_slug,
  blog_title,
  blog_excerpt,
  blog_content,
  published_at,
  author_name,
  category,
  main_image_url,
  image_description,
  publish_status
) values
  (
    'kashmiri-saffron-harvest',
    'From Crocus to Kitchen: The Kashmiri Saffron Harvest',
    'Every autumn the karewa plateaus of Pampore turn violet for three weeks. We joined one family at dawn to see how a gram of saffron is made.',
    '<p>At six in the morning in early November, the fields around Pampore are silver with frost and violet with flowers. By the time the sun clears the mountains, the Bhat family has already been picking for an hour. <strong>Saffron crocus flowers must be gathered before they open fully</strong>, or the sun and wind begin to dull the precious threads inside.</p>
<h2>Three threads per flower</h2>
<p>Each crocus holds just three crimson stigmas. It takes around 150,000 flowers, every one picked by hand, to make a single kilogram of dried saffron. The family works in a line across the field, baskets on their hips, moving quickly and carefully so as not to crush the petals.</p>
<blockquote>"We say the flowers do not wait for anyone," says Ghulam Bhat, who has farmed these fields for forty years. "For three weeks, nothing else matters."</blockquote>
<p>Back at the house, the real work begins. The whole family, from grandparents to teenagers home from school, sits on the floor around heaps of purple petals, pinching out the stigmas one flower at a time. The deep red tips become <em>Mongra</em>, the highest grade. Threads with some of the yellow style still attached are sold as <em>Lachha</em>.</p>
<h2>Drying and grading</h2>
<p>The fresh threads are dried the same day, spread on fine mesh over gentle heat until they lose about 80 percent of their weight. Dry too fast and the aroma burns away; too slowly and the threads can mould. Once dry, the saffron is taken to the Pampore saffron park, where it is tested for colouring strength and purity and sealed with its geographical indication label.</p>
<h2>How to tell good saffron</h2>
<ul>
<li><strong>Colour:</strong> uniformly deep red threads, with no yellow or orange ends.</li>
<li><strong>Aroma:</strong> honeyed and hay-like, strong even through a closed jar.</li>
<li><strong>The water test:</strong> a thread dropped into warm water slowly releases a golden cloud while staying red itself. Dyed fakes bleed colour instantly.</li>
<li><strong>Price:</strong> real saffron is never cheap. If it seems too good to be true, it is.</li>
</ul>
<h2>Why we buy directly</h2>
<p>Kashmiri saffron faces tough competition from cheaper imports, and many families have stopped farming. By buying directly from a group of 18 growers and paying above the saffron park price, we hope to make it worth their while to keep these ancient fields in bloom.</p>
<p>Our <a href="/product/kashmiri-saffron">Kashmiri Saffron</a> comes from this year''s harvest. To use it, crush a generous pinch of threads and steep them in a few spoonfuls of warm water or milk for twenty minutes before adding them to your risotto, biryani or kheer. A gram goes further than you might think.</p>',
    '2026-01-20 09:00:00+00',
    'Priya Raman',
    'Sourcing',
    '/images/blog/kashmiri-saffron-harvest.svg',
    'Violet crocus flowers with crimson saffron threads on a misty hillside at dawn',
    'published'
  ),
  (
    'blooming-spices-in-hot-fat',
    'Bloom It: Why Whole Spices Belong in Hot Fat',
    'The single technique that will most improve your cooking with spices takes thirty seconds and a little oil. Here is how tempering works, and how to get it right.',
    '<p>If you have ever wondered why a restaurant dal tastes so much deeper than the one you make at home, the answer is probably not a secret ingredient. It is a technique: <strong>blooming spices in hot fat</strong>. Indian cooks call it <em>tadka</em> or <em>chhaunk</em>, and versions of it appear in kitchens from Mexico to Ethiopia.</p>
<h2>What actually happens in the pan</h2>
<p>Most of the flavour in spices comes from aromatic oils that dissolve much better in fat than in water. When whole seeds hit hot oil or ghee, those compounds are released and carried through the whole dish. At the same time, the heat toasts the spices, creating new, nuttier flavours that raw spices simply do not have.</p>
<blockquote>Spices added to a simmering pot flavour the water. Spices bloomed in fat flavour everything.</blockquote>
<h2>How to temper whole spices</h2>
<ul>
<li><strong>Heat the fat first.</strong> Oil or ghee should shimmer but not smoke. Test with a single seed: it should sizzle immediately.</li>
<li><strong>Add the hardest spices first.</strong> Mustard seeds and fenugreek go in before cumin, which goes in before anything delicate.</li>
<li><strong>Listen and watch.</strong> Mustard seeds are ready when they pop, cumin when it darkens one shade and smells nutty. This takes seconds, not minutes.</li>
<li><strong>Stop the cooking.</strong> Pour the tempering over the dish straight away, or add onions or tomatoes to the pan to bring the temperature down.</li>
</ul>
<h2>Ground spices need gentler treatment</h2>
<p>Ground spices have far more surface area and burn quickly. Bloom them over medium heat for just twenty or thirty seconds, often after the onions have softened, so there is moisture in the pan to protect them. Paprika and chili powders are especially delicate: our <a href="/product/smoked-pimenton">Smoked Pimentón de la Vera</a> turns bitter in moments if the oil is too hot.</p>
<h2>A simple tarka dal to practise on</h2>
<p>Simmer 200 g of yellow split lentils with a teaspoon of turmeric until soft, and season with salt. In a small pan, heat two tablespoons of ghee and add a teaspoon of <a href="/product/black-mustard-seeds">black mustard seeds</a>. When they pop, add a teaspoon of <a href="/product/cumin-seeds">cumin seeds</a>, two dried chilies and two sliced garlic cloves. As soon as the garlic turns golden, pour the whole sizzling pan over the dal. Listen to it hiss, stir, and taste the difference.</p>
<p>Once you have the habit, you will find yourself blooming spices for everything: fennel seeds for a tomato sauce, chili flakes for a pasta, coriander and cumin for roasted vegetables. Browse our <a href="/shop">whole spices</a> and start with whichever one you already love.</p>',
    '2026-03-03 09:00:00+00',
    'Marco Benedetti',
    'Spice Guide',
    '/images/blog/blooming-spices-in-hot-fat.svg',
    'A dark skillet of shimmering oil with cumin and mustard seeds popping beside small bowls of whole spices',
    'published'
  ),
  (
    'la-vera-smoke-houses',
    'Smoke, Oak and Patience: Inside La Vera''s Pimentón Drying Houses',
    'In a valley in western Spain, peppers are still dried the slow way: for two weeks over smouldering oak, turned by hand every single day.',
    '<p>The road into La Vera climbs along the southern slopes of the Sierra de Gredos, through oak woods, tobacco fields and villages of stone and timber. In autumn, you can smell the valley before you see it: <strong>a sweet, woody smoke drifting from hundreds of small drying houses</strong>. This is where pimentón de la Vera is made.</p>
<h2>Why smoke, not sun?</h2>
<p>Most paprika in the world is sun-dried. But La Vera''s peppers ripen in September and October, when autumn rains roll in from the Atlantic and the sun can no longer be trusted. Centuries ago, farmers solved the problem with fire. Peppers were laid on the slatted upper floor of a two-storey <em>secadero</em>, and a slow oak fire was lit on the floor below.</p>
<blockquote>"The fire must never flame," explains the miller who grinds our pimentón. "Only smoke and warmth. If you rush it, you burn the peppers and the flavour turns bitter."</blockquote>
<h2>Two weeks of turning</h2>
<p>Drying takes between ten and fifteen days. Every day, the farmers climb up into the smoky loft and turn the peppers by hand with wooden rakes so they dry evenly. By the end, the peppers are brittle, deep red and infused with a gentle smokiness that goes all the way through the flesh.</p>
<p>The dried peppers are then destemmed and ground slowly in stone mills. Slow grinding matters: fast steel mills heat the powder and cook off the aroma. The mill we work with has used the same stone wheels since 1920.</p>
<h2>Three styles, one valley</h2>
<ul>
<li><strong>Dulce</strong> (sweet): made from round Bola peppers and Jaranda peppers, mild and rich.</li>
<li><strong>Agridulce</strong> (bittersweet): a little heat and a slightly bitter edge.</li>
<li><strong>Picante</strong> (hot): made from longer, hotter varieties for chorizo and spicy stews.</li>
</ul>
<p>All three are protected by a designation of origin, which guarantees they were grown, smoked and milled in the valley. Cheaper "smoked paprika" is often flavoured with liquid smoke or dried quickly over industrial burners, and the difference on the tongue is obvious.</p>
<h2>How to use it</h2>
<p>Our <a href="/product/smoked-pimenton">Smoked Pimentón de la Vera</a> is the sweet dulce style, the most versatile in the kitchen. Stir it into lentil and chickpea stews, rub it onto chicken or pork, dust it over devilled eggs and hummus, or make it the star of patatas bravas. Just remember to add it to warm oil rather than very hot oil: it is delicate, and a few seconds too long will scorch it.</p>',
    '2026-04-16 09:00:00+00',
    'Lucía Navarro',
    'Sourcing',
    '/images/blog/la-vera-smoke-houses.svg',
    'Rolling green hills with a stone drying house, oak smoke drifting over rows of red peppers',
    'published'
  ),
  (
    'ras-el-hanout-weeknight-dinners',
    'Four Weeknight Dinners From One Jar of Ras el Hanout',
    'A good spice blend is a shortcut to a great dinner. These four recipes turn our eighteen-spice ras el hanout into fast, fragrant weeknight meals.',
    '<p>My grandmother in Fez kept her ras el hanout in a tin on the highest shelf, and she used it for special occasions. I use mine on Tuesday nights. <strong>A well-made blend does the work of a dozen jars</strong>, and with a little help from the oven, it turns simple ingredients into something that tastes like it took <em>all afternoon</em>.</p>
<p>All four recipes use our <a href="/product/ras-el-hanout">Ras el Hanout</a>, and each serves four people.</p>
<h2>1. Sheet-pan chicken with preserved lemon</h2>
<p>Toss 8 chicken thighs with 2 tablespoons of olive oil, 2 teaspoons of ras el hanout, salt, 2 sliced red onions and a handful of green olives. Roast at 220°C for 35 minutes, then scatter over a chopped preserved lemon and fresh coriander. Serve with couscous to soak up the juices.</p>
<h2>2. Roasted carrots with spiced yogurt</h2>
<p>Halve 800 g of carrots lengthways and toss them with oil, a spoonful of honey and a teaspoon of ras el hanout. Roast until caramelised at the edges. Spread a bowl of garlicky yogurt on a platter, pile the carrots on top and finish with chopped pistachios and mint.</p>
<h2>3. Lamb meatballs in tomato sauce</h2>
<p>Mix 500 g of minced lamb with a grated onion, parsley, a teaspoon of ras el hanout and salt. Roll into small balls and brown them in a wide pan. Add a tin of chopped tomatoes, another half teaspoon of spice and a splash of water, and simmer for 15 minutes. Crack four eggs into the sauce, cover until they set, and serve with bread.</p>
<h2>4. Chickpea and squash stew</h2>
<p>Soften an onion in oil, then stir in 2 teaspoons of ras el hanout and cook for 30 seconds. Add diced butternut squash, two tins of chickpeas, a tin of tomatoes and 500 ml of stock. Simmer until the squash is tender, then stir in a handful of dried apricots and spinach.</p>
<blockquote>Ras el hanout is forgiving. If a dish tastes flat, add a pinch more and a squeeze of lemon before you reach for the salt.</blockquote>
<h2>Tips for cooking with blends</h2>
<ul>
<li><strong>Bloom it:</strong> cook the spice in oil for a few seconds before adding liquid.</li>
<li><strong>Layer it:</strong> add some at the start of cooking and a pinch at the end for fresh aroma.</li>
<li><strong>Balance it:</strong> warm spice blends love a hit of acidity, from lemon, yogurt or pomegranate molasses.</li>
</ul>
<p>Looking for more ideas? Try the same recipes with our <a href="/product/baharat">Baharat</a> for a peppery, Levantine twist, or browse the rest of our <a href="/shop">spice blends</a>.</p>',
    '2026-06-09 09:00:00+00',
    'Samira Benali',
    'Recipes',
    '/images/blog/ras-el-hanout-weeknight-dinners.svg',
    'A tiled table seen from above with a tagine, roasted carrots and small bowls of ochre spice',
    'published'
  ),
  (
    'how-to-store-spices',
    'How to Keep Spices Fresh (and When to Let Them Go)',
    'Light, heat, air and moisture are the enemies of flavour. A few simple habits will keep your spices tasting vivid for months longer.',
    '<p>Spices do not really spoil, but they do <em>fade</em>. The aromatic oils that give them their flavour slowly evaporate and oxidise, and a jar of paprika that was brilliant red in spring can taste of dust by winter. <strong>Good storage slows that process dramatically.</strong></p>
<h2>The four enemies of flavour</h2>
<ul>
<li><strong>Light</strong> bleaches colour and breaks down aroma compounds. Keep jars in a drawer or cupboard, not on a sunny windowsill.</li>
<li><strong>Heat</strong> speeds up evaporation. The shelf above the stove is the worst place in the kitchen for spices.</li>
<li><strong>Air</strong> oxidises the oils. Close lids tightly and move the last few spoonfuls into a smaller jar.</li>
<li><strong>Moisture</strong> causes clumping and mould. Never shake a jar directly over a steaming pot; use a dry spoon instead.</li>
</ul>
<h2>Whole or ground?</h2>
<p>Whole spices keep their flavour far longer than ground ones, because their oils are sealed inside. As a rough guide:</p>
<ul>
<li>Whole seeds, pods, berries and barks: two to three years.</li>
<li>Ground spices and blends: six months to a year.</li>
<li>Dried herbs and chili flakes: about a year.</li>
<li>Saffron and vanilla: keep them airtight and dark, and use within a year for the best aroma.</li>
</ul>
<p>This is why we recommend buying whole spices where you can and grinding them just before cooking. A cheap coffee grinder kept only for spices, or a heavy mortar and pestle, will transform your cooking. Try it with freshly cracked <a href="/product/tellicherry-peppercorns">Tellicherry Peppercorns</a> next to pre-ground pepper and you will never go back.</p>
<h2>The sniff test</h2>
<p>Labels and dates help, but your nose is the best judge. Rub a pinch of spice between your fingers and smell it. If the aroma is strong and immediate, it is fine. If you have to search for it, the spice has faded, and you will need to use more to get the same flavour.</p>
<blockquote>If you cannot remember when you bought it, it is probably time to replace it.</blockquote>
<h2>Buy less, more often</h2>
<p>Large bags look like good value, but only if you use them quickly. For spices you use every week, like cumin or black pepper, a refill pouch makes sense. For those you use a few times a year, a small jar is better. That is why most of our spices come in several sizes, and why we pack in small batches rather than filling a warehouse.</p>
<p>Do not throw faded spices away, either. Simmer old cinnamon, cloves and star anise in water on the stove for a kitchen that smells wonderful, then <a href="/shop">restock with something fresh</a>.</p>',
    '2026-08-25 09:00:00+00',
    'Daniel Okafor',
    'Spice Guide',
    '/images/blog/how-to-store-spices.svg',
    'A wooden shelf lined with glass spice jars in shades of red, gold, green and brown',
    'published'
  ),
  (
    'berbere-and-the-ethiopian-table',
    'Berbere and the Ethiopian Table',
    'In Ethiopian homes, berbere is made once a year in great batches. Hana Tesfaye remembers the smell of chilies drying on her grandmother''s roof.',
    '<p>When I was a child in Addis Ababa, the arrival of the dry season meant one thing in my grandmother''s house: it was time to make berbere. For days, the flat roof was covered in red chilies drying in the sun, and the whole street smelled of them. <strong>Making berbere was not a chore but a family event</strong>, and everyone had a job.</p>
<h2>More than chili</h2>
<p>People who taste berbere for the first time notice the heat, but Ethiopians notice the fragrance. A good berbere contains a dozen or more spices: <em>korarima</em>, our Ethiopian cardamom, fenugreek, ajwain, coriander, cloves, cinnamon, black pepper, ginger and garlic, and the sacred basil we call <em>besobela</em>. Each is toasted separately, then pounded with the dried chilies and taken to the neighbourhood mill to be ground.</p>
<blockquote>"Every family''s berbere is different," my grandmother used to say, "and every family believes theirs is the best."</blockquote>
<h2>The heart of the stew</h2>
<p>Berbere is the foundation of <em>wat</em>, the rich stews eaten with injera, the spongy, sour flatbread made from teff. The method always begins the same way: onions cooked slowly, often without oil at first, until they collapse into a sweet paste. Then comes the berbere, then the spiced butter called niter kibbeh, and only then the main ingredient.</p>
<ul>
<li><strong>Doro wat:</strong> chicken and hard-boiled eggs in a deep red sauce, the dish of celebrations such as Genna and Fasika.</li>
<li><strong>Misir wat:</strong> red lentils cooked with berbere, an everyday favourite.</li>
<li><strong>Shiro:</strong> a smooth, spiced chickpea stew, essential on fasting days.</li>
<li><strong>Tibs:</strong> sautéed meat with onions, rosemary and a dusting of berbere.</li>
</ul>
<h2>Eating together</h2>
<p>An Ethiopian meal is served on a single large platter of injera, with the stews spooned on top and everyone eating from it with their right hand. It is common to feed a loved one a mouthful by hand, a gesture called <em>gursha</em>. After the meal comes the coffee ceremony: beans roasted in a pan, ground by hand and brewed in a clay <em>jebena</em>, served in three rounds while incense burns.</p>
<h2>Bringing berbere home</h2>
<p>Our <a href="/product/berbere">Berbere</a> is made by a women''s cooperative in Addis Ababa, using family recipes and the same careful toasting I remember from my grandmother''s kitchen. If you want to go further, add our <a href="/product/fenugreek-seeds">Fenugreek Seeds</a> to your own niter kibbeh. Start with misir wat: it is simple, warming, and the best introduction I know to the Ethiopian table.</p>',
    '2026-10-12 09:00:00+00',
    'Hana Tesfaye',
    'Culture',
    '/images/blog/berbere-and-the-ethiopian-table.svg',
    'A woven basket table laid with injera and bowls of deep red berbere stew',
    'published'
  ),
  (
    'peppercorn-tasting-guide',
    'A Peppercorn Tasting: Five Peppers, Side by Side',
    'Only two of these five "peppers" are true pepper. We tasted them side by side to map out heat, aroma and the dishes each one suits best.',
    '<p>Pepper is the most used spice in the world, and probably the most taken for granted. To change that, we set up a tasting in our kitchen: <strong>five peppers, freshly ground, tasted plain, on bread with butter and on a slice of ripe tomato</strong>. Only two of them are true pepper from the <em>Piper</em> genus. The others come from a prickly ash tree, a ginger relative and a cousin of the cashew.</p>
<h2>The lineup</h2>
<ul>
<li><a href="/product/tellicherry-peppercorns">Tellicherry Peppercorns</a> (Piper nigrum), our benchmark.</li>
<li><a href="/product/long-pepper">Long Pepper</a> (Piper longum), the Roman favourite.</li>
<li><a href="/product/sichuan-peppercorns">Sichuan Peppercorns</a>, the husks of a prickly ash.</li>
<li><a href="/product/grains-of-paradise">Grains of Paradise</a>, seeds of a West African ginger relative.</li>
<li><a href="/product/pink-peppercorns">Pink Peppercorns</a>, berries of the Brazilian pepper tree.</li>
</ul>
<h2>What we found</h2>
<p><strong>Tellicherry</strong> was the most balanced: resinous, citrusy heat that builds slowly and fades cleanly. On tomato it was perfect. <strong>Long pepper</strong> was hotter and sweeter, with a warm, almost cinnamon finish that made us want to try it in chocolate.</p>
<p><strong>Sichuan pepper</strong> divided the room. The first impression is floral and lemony; then comes the famous tingle, a buzzing numbness that lasts for minutes. On buttered bread it was strange; with chili oil it would be extraordinary. <strong>Grains of paradise</strong> were the surprise of the day: gentle heat, bright citrus and a flash of juniper, lovely over fish and in a vinaigrette.</p>
<p><strong>Pink peppercorns</strong> barely registered as hot at all. Sweet, fruity and piney, they were best crushed by hand over something rich, like burrata or dark chocolate.</p>
<blockquote>"Pepper" is less a botanical category than a job description: something that brings pungency and aroma to the table.</blockquote>
<h2>How to run your own tasting</h2>
<ul>
<li>Grind each pepper fresh, just before tasting.</li>
<li>Taste plain first, then on a neutral base such as buttered bread.</li>
<li>Drink water between samples and taste from mildest to hottest.</li>
<li>Take notes on heat, aroma and how long the finish lasts.</li>
</ul>
<p>Then put them to work. Keep Tellicherry in your everyday mill, and reach for the others when a dish needs something unexpected. You will find the whole range on our <a href="/shop">shop page</a>.</p>',
    null,
    'Marco Benedetti',
    'Spice Guide',
    '/images/blog/peppercorn-tasting-guide.svg',
    'Five small bowls of peppercorns in black, grey, red, brown and pink on a linen cloth',
    'draft'
  )
on conflict (blog_slug) do nothing;

-- promo codes ----------------------------------------------------------------

insert into public.promo_codes (
  code, description, discount_type, discount_value, min_subtotal, is_active, starts_at, ends_at, max_uses
) values
  ('WELCOME10', 'Welcome offer: 10% off your order of any spices and blends.', 'percent', 10.00, 0.00, true, null, null, null),
  ('SPICE5', '$5.00 off any order with a subtotal of $30.00 or more.', 'fixed', 5.00, 30.00, true, null, null, null),
  ('SUMMER25', 'Summer Spice Sale 2026: 25% off everything (ended 31 August 2026).', 'percent', 25.00, 0.00, true, '2026-06-01 00:00:00+00', '2026-08-31 23:59:59+00', 1000)
on conflict (code) do nothing;

-- users (local development accounts)
-- Passwords are for local development only (see README). Hashes are bcrypt, as GoTrue stores them.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values
  ('00000000-0000-0000-0000-000000000000', '0a0d6d1e-5c1b-4c6e-9a43-2f0e1d7b0a01', 'authenticated', 'authenticated',
   'admin@casabite.test', extensions.crypt('casabite-admin-2026', extensions.gen_salt('bf')), now(),
   '{"provider": "email", "providers": ["email"]}', '{"full_name": "Amara Okafor"}', now(), now(), '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '0c0d6d1e-5c1b-4c6e-9a43-2f0e1d7b0c02', 'authenticated', 'authenticated',
   'customer@casabite.test', extensions.crypt('casabite-customer-2026', extensions.gen_salt('bf')), now(),
   '{"provider": "email", "providers": ["email"]}', '{"full_name": "Rosa Delgado"}', now(), now(), '', '', '', '');

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', now(), now(), now()
  from auth.users u
 where u.email in ('admin@casabite.test', 'customer@casabite.test');

-- The profile rows come from the sign-up trigger; only the database makes an admin.
update public.profiles set is_admin = true where id = '0a0d6d1e-5c1b-4c6e-9a43-2f0e1d7b0a01';

-- The admin area needs aal2: the admin has a verified TOTP factor whose secret the README gives
-- (local development only), so tests and authenticator apps compute its codes.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values ('0a0d6d1e-5c1b-4c6e-9a43-2f0e1d7b0af1', '0a0d6d1e-5c1b-4c6e-9a43-2f0e1d7b0a01', 'Authenticator app',
        'totp', 'verified', now(), now(), 'CASABITEADMINLOCALDEVELOPMENT234');

-- seeded buyers, their orders and reviews ------------------------------------
-- Six buyers who cannot sign in (no password), made and served months before the seed runs, so
-- the admin dashboard's periods (up to 90 days) start empty. Each has one delivered order of
-- every active product they review, the order's Flavor Points, and reviews written a week or more
-- after it. Product n (active products by slug) is reviewed by the 2 + n % 3 buyers k (1 to 6)
-- with (n + k) % 6 below that number, so every product has 2 to 4 reviews.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select '00000000-0000-0000-0000-000000000000', b.id, 'authenticated', 'authenticated', b.email, '',
       now() - interval '200 days', '{"provider": "email", "providers": ["email"]}',
       jsonb_build_object('full_name', b.full_name), now() - interval '200 days', now() - interval '200 days',
       '', '', '', ''
  from (values
    ('5eed0b00-0000-4000-8000-000000000001'::uuid, 'priya.raman@buyers.casabite.test', 'Priya Raman'),
    ('5eed0b00-0000-4000-8000-000000000002'::uuid, 'tom.becker@buyers.casabite.test', 'Tom Becker'),
    ('5eed0b00-0000-4000-8000-000000000003'::uuid, 'lena.park@buyers.casabite.test', 'Lena Park'),
    ('5eed0b00-0000-4000-8000-000000000004'::uuid, 'marco.bianchi@buyers.casabite.test', 'Marco Bianchi'),
    ('5eed0b00-0000-4000-8000-000000000005'::uuid, 'aisha.bello@buyers.casabite.test', 'Aisha Bello'),
    ('5eed0b00-0000-4000-8000-000000000006'::uuid, 'jonas.berg@buyers.casabite.test', 'Jonas Berg')
  ) as b(id, email, full_name);

update public.profiles set created_at = now() - interval '200 days' where id::text like '5eed0b00-%';

create temporary table seeded_reviews as
with buyers as (
  select u.id as user_id, u.raw_user_meta_data ->> 'full_name' as full_name, u.email,
         right(u.id::text, 1)::integer as k
    from auth.users u
   where u.id::text like '5eed0b00-%'
),
products as (
  select p.*, row_number() over (order by p.product_slug)::integer as n,
         (select s from jsonb_array_elements(p.available_sizes) s where s ->> 'value' = p.default_size) as size
    from public.products p
   where p.is_active
)
select b.user_id, b.full_name, b.email, b.k, p.id as product_id, p.n,
       jsonb_build_object(
         'product_id', p.id, 'product_name', p.product_name, 'product_slug', p.product_slug, 'quantity', 1,
         'price_at_purchase', p.price + coalesce((p.size ->> 'price_modifier')::numeric, 0),
         'size_selected', p.size ->> 'value', 'size_label', p.size ->> 'label', 'main_image_url', p.main_image_url
       ) as line,
       p.price + coalesce((p.size ->> 'price_modifier')::numeric, 0) as price
  from buyers b
  join products p on (p.n + b.k) % 6 < 2 + p.n % 3;

insert into public.orders (
  user_id, customer_name, customer_email, shipping_address, billing_address, products_ordered,
  subtotal_price, shipping_cost, taxes, total_price, points_earned, status, idempotency_key, created_at, updated_at
)
select r.user_id, r.full_name, r.email, a.address, a.address, jsonb_agg(r.line order by r.n),
       sum(r.price), 5.00, round(sum(r.price) * 0.07, 2), sum(r.price) + 5.00 + round(sum(r.price) * 0.07, 2),
       floor(sum(r.price))::integer, 'Delivered', 'seeded-order-' || r.k,
       now() - interval '180 days' + r.k * interval '3 days', now() - interval '170 days' + r.k * interval '3 days'
  from seeded_reviews r
  cross join lateral (
    select jsonb_build_object('street', r.k || ' Market St', 'apartment', '', 'city', 'Denver', 'state', 'CO',
                              'zip', '80202', 'country', 'US', 'phone', '') as address
  ) a
 group by r.user_id, r.full_name, r.email, r.k, a.address;

insert into public.points_ledger (user_id, points, reason, order_id, created_at)
select o.user_id, o.points_earned, 'order', o.id, o.created_at
  from public.orders o
 where o.idempotency_key like 'seeded-order-%';

-- A review's words suit its stars: a few texts per rating, taken in turn.
insert into public.product_reviews (product_id, user_id, rating, title, body, created_at, updated_at)
select r.product_id, r.user_id, v.rating, t.title, t.body, v.written_at, v.written_at
  from seeded_reviews r
  join public.orders o on o.idempotency_key = 'seeded-order-' || r.k
  cross join lateral (
    select (array[5, 4, 5, 5, 4, 5, 3, 5, 4, 5, 2, 5])[1 + (r.n * 7 + r.k * 5) % 12] as rating,
           o.created_at + (7 + (r.n * 11 + r.k * 13) % 120) * interval '1 day' as written_at
  ) v
  join (values
    (5, 0, 'Worth every cent', 'So much more aroma than the supermarket jar. I use it every week and keep coming back for more.'),
    (5, 1, 'Fresh and fragrant', 'The jar smells wonderful the moment you open it, and a little goes a long way in the pan.'),
    (5, 2, 'A new staple', 'Bought it for one recipe and now it goes into half of what I cook. Beautifully fresh.'),
    (4, 0, 'Very good', 'Lovely flavor and well packed. I would like a larger size, but the quality is excellent.'),
    (4, 1, 'Great quality', 'Clearly fresh and carefully sourced. Slightly milder than I expected, still very good.'),
    (3, 0, 'Good, not amazing', 'Decent flavor and fair price. It did not stand out much from what I usually buy.'),
    (2, 0, 'Not for me', 'Arrived quickly and well sealed, but the flavor was flatter than I had hoped for.')
  ) as t(rating, variant, title, body)
    on t.rating = v.rating
   and t.variant = (r.n + r.k) % (case v.rating when 5 then 3 when 4 then 2 else 1 end);

drop table seeded_reviews;

-- The seed's own events (the accounts' welcome, any seeded order) are news to nobody: no mail for them.
delete from public.email_outbox;
