-- What the back office's « À traiter » needs (features/atelier, supabase/functions/visit-action):
--
-- * the workshop reads the requests' photos: a SELECT policy on the contact_images objects for a
--   member (public.is_workshop()), so a signed-in member can mint a short signed URL for a
--   thumbnail. Nobody else reads them: anon and a signed-in non-member still cannot.
-- * « Répondu »: the workshop answered the request itself (by e-mail, WhatsApp or phone). A column
--   and one function granted to the service role, run by the Edge Function like the other actions.
-- * the journal names who acted on a request: the member, from the back office, or « lien du
--   courriel » for an e-mail's link. The Edge Function acts with the service role, so it names the
--   actor explicitly through private.journal_request_action (service role only).

create policy "The workshop reads the contact photos"
  on storage.objects
  for select
  to authenticated
  using (bucket_id = 'contact_images' and (select public.is_workshop()));

alter table public.contact_messages
  -- « Répondu »: the workshop has answered the visitor itself.
  add column replied_at timestamptz;

-- « Répondu »: records that the workshop answered. A closed request is refused: it is dealt with.
create function public.mark_contact_message_replied(message_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  message public.contact_messages;
begin
  select * into message from public.contact_messages as m where m.id = mark_contact_message_replied.message_id for update;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'no_message');
  end if;
  if message.closed_at is not null then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'closed');
  end if;
  if message.replied_at is not null then
    return pg_catalog.jsonb_build_object('outcome', 'already');
  end if;
  update public.contact_messages as m set replied_at = pg_catalog.now() where m.id = mark_contact_message_replied.message_id;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

revoke execute on function public.mark_contact_message_replied(uuid) from public, anon, authenticated;
grant execute on function public.mark_contact_message_replied(uuid) to service_role;

-- A row of the journal for an action on a request, with its actor named: a member of the workshop
-- (by id; their address is read here, not taken from the caller), or, with no member, the e-mail's
-- link (actor_role and details.via 'email_link'). The Edge Function runs as the service role, whose
-- own identity says nothing of who pressed the button.
create function public.journal_request_action(action text, request_id uuid, member_id uuid default null, details jsonb default '{}'::jsonb)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  member_email text;
  via text := case when member_id is null then 'email_link' else 'atelier' end;
begin
  if member_id is not null then
    select m.email into member_email from private.workshop_members as m where m.user_id = member_id;
    if member_email is null then
      raise exception 'not a member of the workshop: %', member_id using errcode = '42501';
    end if;
  end if;
  insert into public.workshop_journal (actor_id, actor_email, actor_role, action, request_id, details)
  values (member_id, member_email, case when member_id is null then 'email_link' else 'workshop' end, action, request_id,
          coalesce(details, '{}'::jsonb) || pg_catalog.jsonb_build_object('via', via));
end;
$$;

revoke execute on function public.journal_request_action(text, uuid, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.journal_request_action(text, uuid, uuid, jsonb) to service_role;
