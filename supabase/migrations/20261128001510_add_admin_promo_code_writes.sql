-- Promo codes become the owner's to manage: admins create and edit them and switch them off. Uses
-- stay the database's own count (place_order adds one under the code's row lock, so parallel orders
-- cannot pass max_uses), and the code itself is fixed once made: orders name the code they used,
-- so a renamed code would lose its history. Codes are switched off rather than deleted, for the
-- same reason.

-- A code cannot end before it starts. NOT VALID: hosted rows made by hand are left as they are;
-- every new or edited row is checked.
alter table public.promo_codes
  add constraint promo_codes_ends_after_start check (ends_at is null or starts_at is null or ends_at > starts_at) not valid;

alter table public.promo_codes
  add column updated_at timestamptz not null default now();

create trigger promo_codes_set_updated_at
  before update on public.promo_codes
  for each row execute function private.set_updated_at();

create policy "promo_codes: admins add"
  on public.promo_codes for insert to authenticated
  with check ((select private.is_admin()));

create policy "promo_codes: admins change"
  on public.promo_codes for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

grant insert (code, description, discount_type, discount_value, min_subtotal, is_active, starts_at, ends_at, max_uses)
  on public.promo_codes to authenticated;
grant update (description, discount_type, discount_value, min_subtotal, is_active, starts_at, ends_at, max_uses)
  on public.promo_codes to authenticated;
