-- Replies to contact messages: an admin answers from the admin area; the reply is kept with the
-- message (a thread: a message may need more than one), the message becomes handled, and the reply
-- goes out through the mail queue in the same transaction ('contact_reply', at most once per reply).

create table public.contact_message_replies (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.contact_messages (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index contact_message_replies_message_id_idx on public.contact_message_replies (message_id, created_at);
create index contact_message_replies_created_by_idx on public.contact_message_replies (created_by);
-- The admin's handled/unhandled filter, newest first.
create index contact_messages_handled_idx on public.contact_messages (is_handled, created_at desc);

alter table public.contact_message_replies enable row level security;

-- Written only by admin_reply_to_message (so every reply is also mailed); admins read them.
create policy "contact_message_replies: admins read"
  on public.contact_message_replies for select to authenticated
  using ((select private.is_admin()));

revoke all on public.contact_message_replies from anon, authenticated;
grant select on public.contact_message_replies to authenticated;
grant all on public.contact_message_replies to service_role;

alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check check (
  kind in ('order_placed', 'order_shipped', 'order_delivered', 'order_cancelled', 'back_in_stock', 'welcome',
           'contact_reply')
);

-- Answers message p_message_id with p_body: keeps the reply, marks the message handled (which also
-- reads it and notes who, per stamp_message_handling) and queues the mail to the sender. Admins only.
create or replace function public.admin_reply_to_message(p_message_id uuid, p_body text)
returns public.contact_message_replies
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_message public.contact_messages;
  v_reply public.contact_message_replies;
  v_body text := btrim(coalesce(p_body, ''));
begin
  perform private.require_admin();
  select * into v_message from public.contact_messages m where m.id = p_message_id for update;
  if not found then
    raise exception 'No such message.' using errcode = 'P0002';
  end if;
  if char_length(v_body) not between 1 and 5000 then
    raise exception 'Write a reply of 1 to 5000 characters.' using errcode = 'P0001';
  end if;
  insert into public.contact_message_replies (message_id, body, created_by)
  values (v_message.id, v_body, (select auth.uid()))
  returning * into v_reply;
  update public.contact_messages m set is_handled = true where m.id = v_message.id and not m.is_handled;
  perform private.queue_email(
    'contact_reply', v_message.email, 'contact_reply:' || v_reply.id,
    jsonb_build_object(
      'full_name', v_message.full_name,
      'subject', v_message.subject,
      'message', v_message.message,
      'sent_at', v_message.created_at,
      'reply', v_reply.body
    )
  );
  return v_reply;
end;
$$;

revoke execute on function public.admin_reply_to_message(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_reply_to_message(uuid, text) to authenticated, service_role;
