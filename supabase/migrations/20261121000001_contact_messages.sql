-- Messages sent from the contact form. Visitors (anon) may only insert; nobody but the
-- service role reads them. The client generates the id so that a retried send is
-- idempotent: the same id again fails with 23505 (HTTP 409), meaning "already delivered".

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  service text not null,
  subject text,
  message text not null,
  preferred_contact text not null default 'phone',
  urgency text not null default 'normal',
  file_url text,
  created_at timestamptz not null default now(),

  constraint contact_messages_name_check
    check (name ~ '[^[:space:]]' and char_length(name) <= 100),
  constraint contact_messages_email_check
    check (char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@.]+$'),
  -- Empty optional fields are sent as null, never as ''.
  constraint contact_messages_phone_check
    check (phone is null or (char_length(phone) <= 30 and phone ~ '^[0-9 +().-]+$' and phone ~ '[0-9]')),
  constraint contact_messages_service_check
    check (service in ('création', 'réparation', 'expertise', 'taille', 'achat-or', 'horlogerie', 'enfilage-perles')),
  constraint contact_messages_subject_check
    check (subject is null or (subject ~ '[^[:space:]]' and char_length(subject) <= 150)),
  constraint contact_messages_message_check
    check (message ~ '[^[:space:]]' and char_length(message) <= 5000),
  constraint contact_messages_preferred_contact_check
    check (preferred_contact in ('email', 'phone', 'whatsapp')),
  constraint contact_messages_urgency_check
    check (urgency in ('normal', 'elevated', 'urgent')),
  -- A public URL of the attached photo, or the bare object name in the contact_images bucket.
  constraint contact_messages_file_url_check
    check (file_url is null or (char_length(file_url) <= 1000 and file_url ~ '^(https?://[^[:space:]]+|contact_[A-Za-z0-9_.-]+)$'))
);

comment on table public.contact_messages is 'Contact form messages; insert-only for visitors, read by the workshop with the service role.';

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

-- Hosted Supabase grants ALL on new public tables to anon and authenticated: take it back,
-- then allow only the insert of the form's columns (created_at stays server-side).
revoke all on table public.contact_messages from anon, authenticated;
grant insert (id, name, email, phone, service, subject, message, preferred_contact, urgency, file_url)
  on table public.contact_messages to anon, authenticated;
grant all on table public.contact_messages to service_role;

-- The row must be stamped by the server at insert time. Field rules stay in the CHECK
-- constraints above: RLS is evaluated first, and a bad field must answer 23514 (HTTP 400),
-- not an RLS refusal.
create policy "Visitors can send a contact message"
  on public.contact_messages
  for insert
  to anon, authenticated
  with check (created_at between now() - interval '1 minute' and now() + interval '1 minute');
