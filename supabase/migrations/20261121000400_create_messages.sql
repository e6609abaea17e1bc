-- What visitors send the shop: contact messages and newsletter sign-ups. Anyone may insert (only
-- the form's columns, checked here), only admins read.

create or replace function private.is_valid_email(email text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select email is not null
    and char_length(email) <= 254
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
$$;

revoke execute on function private.is_valid_email(text) from public;
grant execute on function private.is_valid_email(text) to anon, authenticated, service_role;

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  email text not null check (private.is_valid_email(email)),
  subject text not null default 'General Question'
    check (subject in ('General Question', 'Order Inquiry', 'Collaboration Request', 'Feedback', 'Other')),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);

alter table public.contact_messages enable row level security;

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

create policy "contact_messages: visitors send messages"
  on public.contact_messages for insert to anon
  with check (true);

create policy "contact_messages: signed-in users send messages"
  on public.contact_messages for insert to authenticated
  with check (true);

create policy "contact_messages: admins read"
  on public.contact_messages for select to authenticated
  using ((select private.is_admin()));

revoke all on public.contact_messages from anon, authenticated;
grant insert (full_name, email, subject, message) on public.contact_messages to anon, authenticated;
grant select on public.contact_messages to authenticated;
grant all on public.contact_messages to service_role;

create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null check (private.is_valid_email(email)),
  subscribed_at timestamptz not null default now()
);

-- One subscription per address whatever its case: a repeat is a unique violation (23505), which
-- the footer form shows as "Already Subscribed".
create unique index newsletter_subscriptions_email_key on public.newsletter_subscriptions (lower(email));

alter table public.newsletter_subscriptions enable row level security;

create policy "newsletter_subscriptions: visitors subscribe"
  on public.newsletter_subscriptions for insert to anon
  with check (true);

create policy "newsletter_subscriptions: signed-in users subscribe"
  on public.newsletter_subscriptions for insert to authenticated
  with check (true);

create policy "newsletter_subscriptions: admins read"
  on public.newsletter_subscriptions for select to authenticated
  using ((select private.is_admin()));

revoke all on public.newsletter_subscriptions from anon, authenticated;
grant insert (email, subscribed_at) on public.newsletter_subscriptions to anon, authenticated;
grant select on public.newsletter_subscriptions to authenticated;
grant all on public.newsletter_subscriptions to service_role;
