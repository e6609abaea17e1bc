-- One UPDATE policy on product_reviews instead of two permissive ones (the Security Advisor's
-- "multiple permissive policies": both were evaluated for every row). Which columns each may change
-- stays with private.check_product_review: only the author edits the stars and the text, only an
-- admin hides or shows.

drop policy "product_reviews: authors edit their own" on public.product_reviews;
drop policy "product_reviews: admins hide or show" on public.product_reviews;

create policy "product_reviews: authors edit their own, admins hide or show"
  on public.product_reviews for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()))
  with check (user_id = (select auth.uid()) or (select private.is_admin()));
