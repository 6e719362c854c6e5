-- « Clients (RGPD) » in the back office (features/atelier): what the workshop holds about one e-mail
-- address, to hand it over (access, portability) or erase it (erasure), within the month the privacy
-- policy promises.
--
-- What is held about an address: its contact messages (name, e-mail, phone, message, photo name,
-- the workshop's notification columns), their visits (private.visit_appointments) and the notices
-- e-mailed about them (private.visit_notices, the outbox), the photos in the contact_images bucket,
-- and the rate limits' rows (private.contact_sends: an HMAC of the address, 24 hours at most). The
-- journal holds no visitor's data: its rows name a request by id only (set to null when the request
-- goes) and details without names or addresses.
--
-- * public.atelier_client_data(address): everything above for one address, for a member only.
-- * public.atelier_erase_client(address, shown_messages): deletes it in one transaction, only if the
--   messages are still those the member was shown, and hands back the photos' names. The browser
--   then removes them through the Storage API (hosted Storage refuses SQL deletes on storage.objects),
--   which a policy allows a member for those photos only (private.erased_client_photos). Should that
--   fail, or the page close first, the photos are orphans: the daily retention job deletes them
--   (public.orphan_contact_images, 24 hours after their upload), and the back office may try again.
-- * The erasure's journal row holds the member, the counts and an HMAC of the address under a key of
--   the private schema (private.client_erasure_key) that never leaves the database: the address can
--   be recognised again (« did we erase this one? ») by someone holding the database, not read back.
--
-- An address matches as the database's other rules match it (the rate limits, the retention): trimmed,
-- in lower case (private.client_address). Its messages are found by contact_messages_email_lower_idx
-- (contact_messages.sql).

-- The address as the database compares it; null when there is nothing in it.
create function private.client_address(address text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select nullif(pg_catalog.lower(pg_catalog.btrim(address)), '')
$$;

-- The key of the erasures' HMAC: one row, drawn once. Kept, not rotated: a new key would make the
-- journal's older hashes unrecognisable.
create table private.client_erasure_key (
  id boolean primary key default true,
  secret bytea not null default extensions.gen_random_bytes(32),
  created_at timestamptz not null default now(),
  constraint client_erasure_key_one_row_check check (id),
  constraint client_erasure_key_secret_check check (octet_length(secret) >= 32)
);

comment on table private.client_erasure_key is 'Secret key of the HMAC of an erased address in the journal; never leaves the database.';

insert into private.client_erasure_key default values;

revoke all on table private.client_erasure_key from public, anon, authenticated, service_role;

-- The photos an erasure released, which a member may then remove through the Storage API. Names
-- only (a UUID drawn on the visitor's device): nothing personal. A row goes once its photo is gone.
create table private.erased_client_photos (
  name text primary key,
  erased_at timestamptz not null default now()
);

comment on table private.erased_client_photos is 'Photos whose messages were erased from the back office, until the Storage API has removed them.';

revoke all on table private.erased_client_photos from public, anon, authenticated, service_role;

create function private.is_erased_client_photo(object_name text)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (select 1 from private.erased_client_photos as e where e.name = object_name)
$$;

revoke execute on function private.is_erased_client_photo(text) from public, anon;
grant execute on function private.is_erased_client_photo(text) to authenticated;

-- A member removes the photo of an erased message, and no other: a photo a message still names goes
-- only by closing its request (supabase/functions/visit-action) or by the retention job.
create policy "The workshop removes the photos of an erased client"
  on storage.objects
  for delete
  to authenticated
  using (bucket_id = 'contact_images' and (select public.is_workshop()) and private.is_erased_client_photo(name));

-- Everything held about `address`: { outcome: 'found' | 'none', address, messages, visits, notices,
-- photos, rate_limit_rows }, each list oldest first. 'refused' 'address_missing' for an empty one.
create function public.atelier_client_data(address text)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  wanted text := private.client_address(atelier_client_data.address);
  ids uuid[];
  traces integer;
begin
  perform private.require_workshop();
  if wanted is null then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'address_missing');
  end if;
  select coalesce(pg_catalog.array_agg(m.id order by m.created_at, m.id), '{}') into ids
    from public.contact_messages as m where pg_catalog.lower(m.email) = wanted;
  select count(*)::integer into traces
    from private.contact_sends as s where s.email_hash = any (private.contact_hashes(wanted));
  if pg_catalog.cardinality(ids) = 0 and traces = 0 then
    return pg_catalog.jsonb_build_object('outcome', 'none', 'address', wanted);
  end if;
  return pg_catalog.jsonb_build_object(
    'outcome', 'found',
    'address', wanted,
    'messages', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', m.id, 'created_at', m.created_at, 'name', m.name, 'email', m.email, 'phone', m.phone,
               'service', m.service, 'subject', m.subject, 'message', m.message,
               'preferred_contact', m.preferred_contact, 'urgency', m.urgency,
               'visit_date', m.visit_date, 'visit_time', pg_catalog.to_char(m.visit_time, 'HH24:MI'),
               'photo', m.file_url, 'notified_at', m.notified_at, 'acknowledged_at', m.acknowledged_at,
               'replied_at', m.replied_at, 'closed_at', m.closed_at)
             order by m.created_at, m.id), '[]'::jsonb)
        from public.contact_messages as m where m.id = any (ids)),
    'visits', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'message_id', a.message_id, 'status', a.status, 'visit_date', a.visit_date,
               'visit_time', pg_catalog.to_char(a.visit_time, 'HH24:MI'), 'decided_at', a.decided_at,
               'decision_reason', a.decision_reason, 'reminded_at', a.reminded_at)
             order by a.created_at, a.message_id), '[]'::jsonb)
        from private.visit_appointments as a where a.message_id = any (ids)),
    'notices', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'message_id', n.message_id, 'kind', n.kind, 'visit_date', n.visit_date,
               'visit_time', pg_catalog.to_char(n.visit_time, 'HH24:MI'), 'reason', n.reason,
               'created_at', n.created_at, 'sent_at', n.sent_at)
             order by n.created_at, n.id), '[]'::jsonb)
        from private.visit_notices as n where n.message_id = any (ids)),
    'photos', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'message_id', m.id, 'name', m.file_url,
               'stored', exists (select 1 from storage.objects as o where o.bucket_id = 'contact_images' and o.name = m.file_url))
             order by m.created_at, m.id), '[]'::jsonb)
        from public.contact_messages as m where m.id = any (ids) and m.file_url is not null),
    'rate_limit_rows', traces);
end;
$$;

-- Erases everything held about `address`, if its messages are exactly `shown_messages` (those the
-- member saw counted in the confirmation); else 'refused' 'data_changed' and nothing changes.
-- 'refused' 'no_data' when nothing is held: nothing changes, nothing is journaled.
-- Done: { outcome: 'done', messages, visits, notices, rate_limit_rows, photos: [names to remove] }.
create function public.atelier_erase_client(address text, shown_messages uuid[])
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  wanted text := private.client_address(atelier_erase_client.address);
  ids uuid[];
  photos text[];
  visits integer;
  notices integer;
  messages integer;
  traces integer;
  address_hmac text;
begin
  perform private.require_workshop();
  if wanted is null then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'address_missing');
  end if;
  -- The lock every visitor's message takes (private.contact_rate_check): no message of this address
  -- arrives while it is erased, so the messages counted are the messages deleted.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('private.contact_sends'));
  select coalesce(pg_catalog.array_agg(m.id order by m.id), '{}'),
         coalesce(pg_catalog.array_agg(m.file_url order by m.id) filter (where m.file_url is not null), '{}')
    into ids, photos
    from public.contact_messages as m where pg_catalog.lower(m.email) = wanted;
  select count(*)::integer into traces
    from private.contact_sends as s where s.email_hash = any (private.contact_hashes(wanted));
  if pg_catalog.cardinality(ids) = 0 and traces = 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'no_data');
  end if;
  if (select coalesce(pg_catalog.array_agg(distinct s order by s), '{}') from pg_catalog.unnest(coalesce(shown_messages, '{}')) as s) <> ids then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'data_changed');
  end if;

  delete from private.visit_notices as n where n.message_id = any (ids);
  get diagnostics notices = row_count;
  delete from private.visit_appointments as a where a.message_id = any (ids);
  get diagnostics visits = row_count;
  -- The journal's rows on these requests keep their action and date, no longer which request.
  delete from public.contact_messages as m where m.id = any (ids);
  get diagnostics messages = row_count;
  delete from private.contact_sends as s where s.email_hash = any (private.contact_hashes(wanted));
  get diagnostics traces = row_count;

  -- The photos a member may now remove (the policy above); the names of photos already gone leave.
  delete from private.erased_client_photos as e
   where not exists (select 1 from storage.objects as o where o.bucket_id = 'contact_images' and o.name = e.name);
  insert into private.erased_client_photos (name)
  select p from pg_catalog.unnest(photos) as p
   where exists (select 1 from storage.objects as o where o.bucket_id = 'contact_images' and o.name = p)
  on conflict (name) do nothing;
  select coalesce(pg_catalog.array_agg(p order by p), '{}') into photos
    from pg_catalog.unnest(photos) as p
   where exists (select 1 from storage.objects as o where o.bucket_id = 'contact_images' and o.name = p);

  select pg_catalog.encode(extensions.hmac(pg_catalog.convert_to(wanted, 'UTF8'), k.secret, 'sha256'), 'hex') into address_hmac
    from private.client_erasure_key as k;
  perform public.journal_request_action('client.erased', null, auth.uid(),
    pg_catalog.jsonb_build_object('messages', messages, 'visits', visits, 'notices', notices, 'photos', pg_catalog.cardinality(photos),
      'rate_limit_rows', traces, 'address_hmac', address_hmac));
  return pg_catalog.jsonb_build_object('outcome', 'done', 'messages', messages, 'visits', visits, 'notices', notices,
    'rate_limit_rows', traces, 'photos', pg_catalog.to_jsonb(photos));
end;
$$;

revoke execute on function private.client_address(text) from public, anon, authenticated;
revoke execute on function public.atelier_client_data(text), public.atelier_erase_client(text, uuid[]) from public, anon;
grant execute on function public.atelier_client_data(text), public.atelier_erase_client(text, uuid[]) to authenticated;
