-- An admin's hiding of a review sticks to its author and product. Before, an author whose review
-- was hidden could delete it and post the same text again, visible. The author may still delete
-- their review (the words are theirs to take back), but what they write again about that product
-- starts hidden, until an admin shows it: the shop owner moderated the author's say on the
-- product, not one row of it. Showing the review again lifts it.

create table private.hidden_review_authors (
  product_id uuid not null references public.products (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  hidden_at timestamptz not null default now(),
  primary key (product_id, user_id)
);

-- Not exposed over the API; RLS all the same, with no policies, so nothing but the triggers below
-- (security definer) reads or writes it.
alter table private.hidden_review_authors enable row level security;
create index hidden_review_authors_user_id_idx on private.hidden_review_authors (user_id);

insert into private.hidden_review_authors (product_id, user_id)
select r.product_id, r.user_id from public.product_reviews r where not r.is_visible
on conflict do nothing;

-- Remembers an admin's hide, forgets it on show. Security definer: the admin has no rights on
-- the private table.
create or replace function private.remember_review_moderation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.is_visible then
    delete from private.hidden_review_authors h where h.product_id = new.product_id and h.user_id = new.user_id;
  else
    insert into private.hidden_review_authors (product_id, user_id)
    values (new.product_id, new.user_id)
    on conflict do nothing;
  end if;
  return null;
end;
$$;

revoke execute on function private.remember_review_moderation() from public;

create trigger product_reviews_remember_moderation
  after update of is_visible on public.product_reviews
  for each row
  when (new.is_visible is distinct from old.is_visible)
  execute function private.remember_review_moderation();

-- A new review by an author an admin has hidden on this product starts hidden. Security definer:
-- the author cannot read the private table.
create or replace function private.apply_review_moderation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from private.hidden_review_authors h where h.product_id = new.product_id and h.user_id = new.user_id
  ) then
    new.is_visible := false;
  end if;
  return new;
end;
$$;

revoke execute on function private.apply_review_moderation() from public;

create trigger product_reviews_apply_moderation
  before insert on public.product_reviews
  for each row execute function private.apply_review_moderation();
