-- Messages sent from the contact form: the requests. Visitors (anon) may only insert; the workshop
-- reads them (public.is_workshop(), workshop_members.sql) and the service role does the rest. The
-- client generates the id so that a retried send is idempotent: the same id again fails with 23505
-- (HTTP 409), meaning "already delivered". The triggers that act on an insert live with their
-- concern: the rate limits (contact_rate_limits.sql), the workshop's e-mail
-- (contact_notifications.sql), the visit asked for (visit_requests.sql).

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  -- Null only for a piece left at the counter by a customer who gave a phone number alone
  -- (contact_messages_contact_check below).
  email text,
  phone text,
  service text not null,
  subject text,
  message text not null,
  preferred_contact text not null default 'phone',
  urgency text not null default 'normal',
  -- The photo's object name in the contact_images bucket (storage.sql).
  file_url text,
  created_at timestamptz not null default now(),
  -- Bookkeeping of the workshop's e-mail (contact_notifications.sql), seen and changed by the
  -- service role only: visitors hold column-level insert grants on the form's columns and nothing else.
  notified_at timestamptz,
  notify_attempts integer not null default 0,
  notify_last_error text,
  notify_next_attempt_at timestamptz,
  notify_claimed_until timestamptz,
  notify_gave_up_at timestamptz,
  notify_request_id bigint,
  notify_requested_at timestamptz,
  -- A visit requested with the message (visit_requests.sql): two columns of the message rather
  -- than a table of its own, since the form sends one row through the outbox (offline included),
  -- and one insert is delivered whole or not at all. No time with a day: « peu importe l'heure ».
  visit_date date,
  visit_time time,
  -- « Accuser réception »: the workshop has read the message.
  acknowledged_at timestamptz,
  -- « Demande traitée — clore »: the request is dealt with; its photo is deleted then.
  closed_at timestamptz,
  -- « Répondu »: the workshop has answered the visitor itself.
  replied_at timestamptz,
  -- Above the site-wide ceiling, the visitor's proof of work: read by the rate check, then cleared
  -- before the row is stored (contact_rate_limits.sql), so always null in a stored row.
  proof_of_work text,
  -- The request's reference, « MB-26-0142 », given by the database at insert (request_tracking.sql).
  reference text not null,
  -- The tracking secret the visitor's browser drew for this message: turned into a hash row of
  -- private.request_tracking_tokens and cleared before the row is stored (request_tracking.sql),
  -- so always null in a stored row.
  tracking_secret text,
  -- Where the request came from: 'web' (the contact form) or 'counter', a piece the workshop
  -- registered at the counter (public.atelier_register_deposit, counter_deposits.sql). Visitors hold
  -- no insert grant on it, so theirs are all 'web'.
  origin text not null default 'web',

  constraint contact_messages_email_check
    check (char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@.]+$'),
  -- Empty optional fields are sent as null, never as ''.
  constraint contact_messages_phone_check
    check (phone is null or (char_length(phone) <= 30 and phone ~ '^[0-9 +().-]+$' and phone ~ '[0-9]')),
  constraint contact_messages_service_check
    check (service in ('création', 'réparation', 'expertise', 'taille', 'achat-or', 'horlogerie', 'enfilage-perles')),
  constraint contact_messages_preferred_contact_check
    check (preferred_contact in ('email', 'phone', 'whatsapp')),
  constraint contact_messages_urgency_check
    check (urgency in ('normal', 'elevated', 'urgent')),
  constraint contact_messages_notify_attempts_check check (notify_attempts >= 0),
  constraint contact_messages_notify_last_error_check check (notify_last_error is null or char_length(notify_last_error) <= 2000),
  constraint contact_messages_visit_check check (visit_time is null or visit_date is not null),
  constraint contact_messages_reference_key unique (reference),
  constraint contact_messages_reference_check check (reference ~ '^MB-[0-9]{2}-[0-9]{4,}$'),
  constraint contact_messages_tracking_secret_check check (tracking_secret is null),
  constraint contact_messages_origin_check check (origin in ('web', 'counter')),
  -- A visitor's message always carries an address; a counter deposit an address, a phone or both.
  constraint contact_messages_contact_check check (email is not null or (origin = 'counter' and phone is not null))
);

-- Rules made stricter after messages were stored: those rows are left as they are (not valid).
-- The form's checks agree (features/contact/validation.ts, features/contact/invisibleControls.ts;
-- tests/integration/message-rules.test.ts feeds both). A name or subject may hold no line break
-- (the Unicode mandatory breaks: LF, VT, FF, CR, NEL, LS, PS), which could forge lines in the
-- workshop's plain-text e-mail, nor bidirectional controls (an override can make a subject read
-- backwards in the workshop's mail client, the calendar feed or the visitor's .ics) nor invisible
-- spaces (zero-width space, word joiner, byte order mark); the joiners U+200C and U+200D stay:
-- Persian names and emoji need them. A message is refused over 10,000 bytes as well as 5,000
-- characters (5,000 four-byte characters were 20 kB). The photo is named by a UUID drawn on the
-- device (features/contact/message.ts): <uuid>.jpg, or <uuid>.gif for a GIF.
alter table public.contact_messages
  add constraint contact_messages_name_check
    check (name ~ '[^[:space:]]' and char_length(name) <= 100 and name !~ '[\n\v\f\r\u0085\u2028\u2029]'
      and name !~ '[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]') not valid,
  add constraint contact_messages_subject_check
    check (subject is null or (subject ~ '[^[:space:]]' and char_length(subject) <= 150 and subject !~ '[\n\v\f\r\u0085\u2028\u2029]'
      and subject !~ '[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]')) not valid,
  add constraint contact_messages_message_check
    check (message ~ '[^[:space:]]' and char_length(message) <= 5000 and octet_length(message) <= 10000) not valid,
  add constraint contact_messages_file_url_check
    check (file_url is null or file_url ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|gif)$') not valid;

comment on table public.contact_messages is 'Contact form messages; insert-only for visitors, read by the workshop with the service role.';
comment on column public.contact_messages.notified_at is 'When the workshop''s e-mail for this message was sent; null until then.';
comment on column public.contact_messages.notify_attempts is 'Attempts to send the workshop''s e-mail: each claim by the function, and each request that failed before reaching it.';
comment on column public.contact_messages.notify_last_error is 'Why the last attempt failed, wherever it failed.';
comment on column public.contact_messages.notify_next_attempt_at is 'After a failed send, the sweep waits until then (exponential back-off, at most an hour).';
comment on column public.contact_messages.notify_claimed_until is 'A sender holds the row until then; another sender leaves it alone.';
comment on column public.contact_messages.notify_gave_up_at is 'Set once the attempts reached their limit: the e-mail is no longer tried, and the health check reports it.';
comment on column public.contact_messages.proof_of_work is 'A visitor''s proof of work above the site-wide ceiling; read by the rate check and never stored (always null).';
comment on column public.contact_messages.reference is 'The request''s reference, read aloud on the phone: MB-<two-digit year in Paris>-<counter of that year>, given at insert.';
comment on column public.contact_messages.tracking_secret is 'The tracking secret the visitor''s browser drew; stored as a hash in private.request_tracking_tokens and never here (always null).';
comment on column public.contact_messages.origin is 'web: sent by the contact form; counter: a piece registered at the counter by the workshop.';
comment on column public.contact_messages.notify_request_id is 'The pg_net request asking for the e-mail, until the function claims the row or the sweep reads its answer.';

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
-- The sweep reads only rows still to notify.
create index contact_messages_to_notify_idx on public.contact_messages (created_at) where notified_at is null;
-- The digest reads the messages held for it.
create index contact_messages_held_for_digest_idx on public.contact_messages (created_at)
  where notified_at is null and notify_next_attempt_at = 'infinity';
-- The health check counts the rows given up.
create index contact_messages_gave_up_idx on public.contact_messages (notify_gave_up_at) where notify_gave_up_at is not null;
-- « Clients » (clients.sql) finds one address's messages, in lower case, without scanning the table.
create index contact_messages_email_lower_idx on public.contact_messages (pg_catalog.lower(email));
-- A photo belongs to one message, even for two messages written at the same instant.
create unique index contact_messages_one_message_per_photo
  on public.contact_messages (file_url)
  where file_url is not null;

alter table public.contact_messages enable row level security;

-- Hosted Supabase grants ALL on new public tables to anon and authenticated: take it back,
-- then allow only the insert of the form's columns (created_at stays server-side). The workshop
-- reads through its policy below.
revoke all on table public.contact_messages from anon, authenticated;
grant insert (id, name, email, phone, service, subject, message, preferred_contact, urgency, file_url, visit_date, visit_time, proof_of_work, tracking_secret)
  on table public.contact_messages to anon, authenticated;
grant select on table public.contact_messages to authenticated;
grant all on table public.contact_messages to service_role;

-- The row must be stamped by the server at insert time. Field rules stay in the CHECK
-- constraints above: RLS is evaluated first, and a bad field must answer 23514 (HTTP 400),
-- not an RLS refusal.
create policy "Visitors can send a contact message"
  on public.contact_messages
  for insert
  to anon, authenticated
  with check (created_at between now() - interval '1 minute' and now() + interval '1 minute');

-- Asked once per statement, not per row.
create policy "The workshop reads the messages"
  on public.contact_messages
  for select
  to authenticated
  using ((select public.is_workshop()));

-- One contact message per request. The form sends one row at a time, so an insert of many rows in
-- one statement (a JSON array posted to /rest/v1/contact_messages) can only be a script filling the
-- workshop's inbox: 1,000 rows went in with one request before this. The workshop's own service
-- role is not limited. PostgREST answers the refusal with 400.
create function public.contact_messages_one_per_request()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted) > 1 then
    raise exception 'one contact message per request'
      using errcode = 'check_violation', hint = 'Send each message in its own request.';
  end if;
  return null;
end;
$$;

comment on function public.contact_messages_one_per_request() is 'Refuses a visitor''s insert of several contact messages in one statement.';
revoke execute on function public.contact_messages_one_per_request() from public, anon, authenticated;

create trigger contact_messages_one_per_request
  after insert on public.contact_messages
  referencing new table as inserted
  for each statement
  execute function public.contact_messages_one_per_request();

-- A photo belongs to one message. A message naming a photo that is not stored, or that another
-- message holds, is answered as if the photo were not stored (PT424, HTTP 424, the same text): to
-- anyone who did not upload it, the answer tells nothing of whether the name exists, and the site
-- uploads the photo again from its outbox (features/contact/deliver.ts). The same message sent again
-- (its first answer lost on the way) still meets its own row and is answered 409, which the site
-- counts as delivered. Whoever writes, the service role included.
create function public.contact_messages_photo_present()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  -- A name of any other shape is the CHECK constraint's to refuse (23514), after this trigger.
  if new.file_url ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|gif)$' and (
    not exists (select 1 from storage.objects o where o.bucket_id = 'contact_images' and o.name = new.file_url)
    or exists (select 1 from public.contact_messages m where m.file_url = new.file_url and m.id <> new.id)
  ) then
    raise exception 'the photo % is not in contact_images', new.file_url
      using errcode = 'PT424',
            hint = 'Upload the photo again, then send the message.';
  end if;
  return new;
end;
$$;

comment on function public.contact_messages_photo_present() is 'Answers PT424 (HTTP 424) when a message names a photo that is not stored, or that another message holds: the site uploads it again.';
revoke execute on function public.contact_messages_photo_present() from public, anon, authenticated, service_role;

-- Named to fire before contact_messages_rate_limit (triggers fire in name order): a message sent
-- again for its missing photo is not counted twice against the visitor.
create trigger contact_messages_file_present
  before insert or update of file_url on public.contact_messages
  for each row
  execute function public.contact_messages_photo_present();
