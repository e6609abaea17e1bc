-- Reviews by verified buyers. A customer may review a product they ordered (in an order that was
-- not cancelled), once per product, with 1 to 5 stars, a title and a text, and edit or delete it
-- later. Reviews are plain text: anything that looks like markup (a "<" followed by a letter,
-- "/", "!" or "?") is refused rather than stripped, so what the customer wrote is stored as they
-- see it or not at all ("3 < 5" and "<3" are fine). Admins hide or show a review (is_visible).
--
-- products.rating (average stars, one decimal) and products.reviews_count follow the visible
-- reviews on every insert, edit, hide, show and delete. The first review of a product earns its
-- author 25 Flavor Points, once: editing, or deleting and writing it again, earns nothing more.
--
-- Security definer functions the API roles may call, and why:
--   get_product_reviews  (anon, authenticated) shows visible reviews with the reviewer's display
--                        name (first name and last initial) from profiles, which visitors may not
--                        read; never the e-mail address or the user id.

create table public.product_reviews (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  title text not null check (char_length(title) between 1 and 100 and title !~ '<[A-Za-z/!?]'),
  body text not null check (char_length(body) between 10 and 2000 and body !~ '<[A-Za-z/!?]'),
  is_visible boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- When the author last changed the stars or the text (null: never edited).
  edited_at timestamptz,
  unique (product_id, user_id)
);

alter table public.product_reviews enable row level security;

create index product_reviews_user_id_idx on public.product_reviews (user_id);
create index product_reviews_visible_idx on public.product_reviews (product_id, created_at desc) where is_visible;

create trigger product_reviews_set_updated_at
  before update on public.product_reviews
  for each row execute function private.set_updated_at();

-- Tidies and checks what the author wrote, with messages for the form (the check constraints
-- above are the last word), and on insert whether they may review the product at all. Runs as
-- the caller: a customer reads their own orders and reviews under RLS.
create or replace function private.check_product_review()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  new.title := btrim(new.title);
  new.body := btrim(new.body);

  if tg_op = 'UPDATE' then
    if (new.rating, new.title, new.body) is distinct from (old.rating, old.title, old.body) then
      if v_uid is not null and old.user_id <> v_uid then
        raise exception 'Only the author can edit a review.' using errcode = '42501';
      end if;
      new.edited_at := now();
    end if;
    if new.is_visible is distinct from old.is_visible and v_uid is not null and not private.is_admin() then
      raise exception 'Only an admin can hide or show a review.' using errcode = '42501';
    end if;
  end if;

  if new.rating is null or new.rating not between 1 and 5 then
    raise exception 'Choose a rating from 1 to 5 stars.' using errcode = 'P0001';
  end if;
  if char_length(coalesce(new.title, '')) not between 1 and 100 then
    raise exception 'Give your review a title of up to 100 characters.' using errcode = 'P0001';
  end if;
  if char_length(coalesce(new.body, '')) not between 10 and 2000 then
    raise exception 'Write your review in 10 to 2000 characters.' using errcode = 'P0001';
  end if;
  if new.title ~ '<[A-Za-z/!?]' or new.body ~ '<[A-Za-z/!?]' then
    raise exception 'Reviews are plain text: please remove the HTML tags.' using errcode = 'P0001';
  end if;

  if tg_op = 'INSERT' then
    if exists (
      select 1 from public.product_reviews r where r.product_id = new.product_id and r.user_id = new.user_id
    ) then
      raise exception 'You have already reviewed this spice. You can edit your review instead.'
        using errcode = '23505';
    end if;
    if not exists (
      select 1 from public.orders o
       where o.user_id = new.user_id
         and o.status <> 'Cancelled'
         and o.products_ordered @> jsonb_build_array(jsonb_build_object('product_id', new.product_id))
    ) then
      raise exception 'Only customers who bought this spice can review it.' using errcode = 'P0001';
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function private.check_product_review() from public;

create trigger product_reviews_check
  before insert or update on public.product_reviews
  for each row execute function private.check_product_review();

-- products.rating and reviews_count from the product's visible reviews. Security definer: a
-- customer writing a review may not update products. The product row is locked first, so two
-- reviews written at once each count the other once committed.
create or replace function private.refresh_product_rating(p_product_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform 1 from public.products p where p.id = p_product_id for update;
  update public.products p
     set rating = coalesce((select round(avg(r.rating), 1) from public.product_reviews r
                             where r.product_id = p_product_id and r.is_visible), 0),
         reviews_count = (select count(*) from public.product_reviews r
                           where r.product_id = p_product_id and r.is_visible)
   where p.id = p_product_id;
end;
$$;

revoke execute on function private.refresh_product_rating(uuid) from public;

create or replace function private.product_reviews_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- 25 Flavor Points for the first review of this product by this customer, ever.
    insert into public.points_ledger (user_id, points, reason, product_id)
    values (new.user_id, 25, 'review', new.product_id)
    on conflict (user_id, product_id) where reason = 'review' do nothing;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_product_rating(old.product_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.product_id <> old.product_id) then
    perform private.refresh_product_rating(new.product_id);
  end if;
  return null;
end;
$$;

revoke execute on function private.product_reviews_changed() from public;

create trigger product_reviews_changed
  after insert or update or delete on public.product_reviews
  for each row execute function private.product_reviews_changed();

create policy "product_reviews: authors read their own, admins read all"
  on public.product_reviews for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "product_reviews: verified buyers write their own"
  on public.product_reviews for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "product_reviews: authors edit their own"
  on public.product_reviews for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "product_reviews: admins hide or show"
  on public.product_reviews for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "product_reviews: authors delete their own"
  on public.product_reviews for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.product_reviews from anon, authenticated;
grant select, delete on public.product_reviews to authenticated;
grant insert (product_id, rating, title, body) on public.product_reviews to authenticated;
grant update (rating, title, body, is_visible) on public.product_reviews to authenticated;
grant all on public.product_reviews to service_role;

-- A product's visible reviews for anyone, newest first (the client pages them with range()),
-- each with the reviewer's display name ("Dana D."), whether the caller wrote it, and nothing
-- that identifies the reviewer. Only for products the caller may see (active, or any for admins).
create or replace function public.get_product_reviews(p_product_id uuid)
returns table (
  id uuid,
  rating smallint,
  title text,
  body text,
  reviewer_name text,
  is_own boolean,
  created_at timestamptz,
  edited_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.rating, r.title, r.body,
         coalesce(nullif(btrim(pr.first_name), ''), 'Verified Buyer')
           || coalesce(' ' || upper(left(nullif(btrim(pr.last_name), ''), 1)) || '.', ''),
         coalesce(r.user_id = (select auth.uid()), false),
         r.created_at, r.edited_at
    from public.product_reviews r
    join public.products p on p.id = r.product_id
    left join public.profiles pr on pr.id = r.user_id
   where r.product_id = p_product_id
     and r.is_visible
     and (p.is_active or (select private.is_admin()))
   order by r.created_at desc, r.id desc
$$;

revoke execute on function public.get_product_reviews(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_product_reviews(uuid) to anon, authenticated, service_role;

-- Whether the caller may review a product: 'eligible', 'not_purchased' (no order of it that was
-- not cancelled) or 'reviewed' (with their review, to edit it). Runs as the caller.
create or replace function public.review_eligibility(p_product_id uuid)
returns table (
  status text,
  review_id uuid,
  rating smallint,
  title text,
  body text,
  is_visible boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select case
           when r.id is not null then 'reviewed'
           when exists (
             select 1 from public.orders o
              where o.user_id = (select auth.uid())
                and o.status <> 'Cancelled'
                and o.products_ordered @> jsonb_build_array(jsonb_build_object('product_id', p_product_id))
           ) then 'eligible'
           else 'not_purchased'
         end,
         r.id, r.rating, r.title, r.body, r.is_visible
    from (select 1) as one
    left join public.product_reviews r on r.product_id = p_product_id and r.user_id = (select auth.uid())
$$;

revoke execute on function public.review_eligibility(uuid) from public, anon, authenticated, service_role;
grant execute on function public.review_eligibility(uuid) to authenticated, service_role;
