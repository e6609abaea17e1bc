-- Closes what Supabase's Security Advisor flags on the schema: listing of the public bucket, insert
-- policies that let any row through, and a security definer function that needs no definer rights.
-- What it still lists is the functions below, which are definer by design.
--
-- Security definer functions the API roles may call (schema public). Each does what the caller's
-- own rights cannot, so it checks inside who calls it and what they may touch:
--   place_order        anon, authenticated: writes the order, stock and points, which no API role
--                      may write directly, at prices read from the database.
--   get_order          anon, authenticated: a guest reads their order by its unguessable id, which
--                      no select policy lets anon read.
--   quote_order        anon, authenticated: what place_order would charge for a cart, from the same
--                      SQL, which reads promo codes no API role but an admin may read.
--   claim_guest_order  authenticated: attaches a guest order with the caller's e-mail to their
--                      account and credits its points, writes no customer may make directly.
-- Every other function the API roles may call is security invoker, so RLS applies to it. The
-- definer helpers in `private` (is_admin, the sign-up triggers) are out of the API's reach:
-- `private` is not exposed, so policies and triggers call them and clients cannot.

-- ---------------------------------------------------------------- product-images: no listing

-- Public object URLs are served without any select policy, so visitors and customers need none;
-- with one, anyone could list every file of the bucket. Admins list it to manage the photos (and
-- storage's upsert reads the row it replaces).
drop policy "product-images: anyone reads" on storage.objects;
drop policy "product-images: signed-in users read" on storage.objects;

create policy "product-images: admins list"
  on storage.objects for select to authenticated
  using (bucket_id = 'product-images' and (select private.is_admin()));

-- ---------------------------------------------------------------- what a visitor may send

-- The rule for a message is the form's: the columns a visitor sets, within the table's limits,
-- and the time the database chose (`now()`, the transaction's start, is what the column default
-- takes). The id is not the visitor's either: the column grant leaves it out, so only its default
-- fills it.
drop policy "contact_messages: visitors send messages" on public.contact_messages;
drop policy "contact_messages: signed-in users send messages" on public.contact_messages;

create policy "contact_messages: anyone sends a well-formed message"
  on public.contact_messages for insert to anon, authenticated
  with check (
    char_length(btrim(full_name)) between 1 and 120
    and private.is_valid_email(email)
    and subject in ('General Question', 'Order Inquiry', 'Collaboration Request', 'Feedback', 'Other')
    and char_length(btrim(message)) between 1 and 5000
    and created_at = now()
  );

-- The newsletter form sends {email, subscribed_at}; the database dates the subscription itself,
-- so the visitor's clock never ends up in the list. The trigger runs before the policy's check,
-- which then finds the database's time.
create or replace function private.date_subscription()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.subscribed_at := now();
  return new;
end;
$$;

revoke execute on function private.date_subscription() from public;

create trigger newsletter_subscriptions_date_subscription
  before insert on public.newsletter_subscriptions
  for each row execute function private.date_subscription();

drop policy "newsletter_subscriptions: visitors subscribe" on public.newsletter_subscriptions;
drop policy "newsletter_subscriptions: signed-in users subscribe" on public.newsletter_subscriptions;

create policy "newsletter_subscriptions: anyone subscribes a valid address"
  on public.newsletter_subscriptions for insert to anon, authenticated
  with check (private.is_valid_email(email) and subscribed_at = now());

-- ---------------------------------------------------------------- Flavor Points balance

-- A customer may read their own ledger rows, so the balance needs no definer rights: run as the
-- caller, points_balance_of sums the caller's rows under RLS. place_order (definer) still calls
-- it for the buyer with its owner's rights.
alter function public.points_balance() security invoker;

grant execute on function private.points_balance_of(uuid) to authenticated, service_role;
