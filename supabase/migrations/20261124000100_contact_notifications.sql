-- The workshop hears about every contact message: one e-mail per message, at least once (copies
-- share a Message-ID; 20261127000501_contact_notification_attempts.sql says when one is sent again).
--
-- On insert, a trigger asks the Edge Function notify-workshop (through pg_net, as Supabase's
-- Database Webhooks do) to send the e-mail for that row. The function claims the row, sends, then
-- marks it notified; when sending fails it records the error and a back-off, and a sweep scheduled
-- with pg_cron asks again for every row still due. The project URL and the function's secret live
-- in Supabase Vault, never in this file:
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<random secret>', 'notify_workshop_secret');
-- The same secret is given to the function: supabase secrets set NOTIFY_WORKSHOP_SECRET=...
-- (it comes back in the request's x-function-secret header).
--
-- pg_net and pg_cron are enabled here on a hosted project; the local backend (supabase/local), whose
-- databases have neither, emulates net.http_post and vault in its baseline and runs the sweep with
-- a timer instead.

do $$
begin
  if exists (select from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
  if exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
end
$$;

-- Bookkeeping of the notification, seen and changed by the service role only: visitors hold
-- column-level insert grants on the form's columns and nothing else.
alter table public.contact_messages
  add column notified_at timestamptz,
  add column notify_attempts integer not null default 0,
  add column notify_last_error text,
  add column notify_next_attempt_at timestamptz,
  add column notify_claimed_until timestamptz,
  add constraint contact_messages_notify_attempts_check check (notify_attempts >= 0),
  add constraint contact_messages_notify_last_error_check check (notify_last_error is null or char_length(notify_last_error) <= 2000);

revoke all (notified_at, notify_attempts, notify_last_error, notify_next_attempt_at, notify_claimed_until)
  on table public.contact_messages from anon, authenticated;

comment on column public.contact_messages.notified_at is 'When the workshop''s e-mail for this message was sent; null until then.';
comment on column public.contact_messages.notify_claimed_until is 'A sender holds the row until then; another sender leaves it alone.';
comment on column public.contact_messages.notify_next_attempt_at is 'After a failed send, the sweep waits until then (exponential back-off, at most an hour).';

-- The sweep reads only rows still to notify.
create index contact_messages_to_notify_idx on public.contact_messages (created_at) where notified_at is null;

-- A sender claims a row before sending: one statement, so of two concurrent senders exactly one
-- gets the row back. The claim lasts longer than a send may take (the function gives SMTP 60 s);
-- a sender that dies leaves the row to the sweep once the claim has run out.
create function public.claim_contact_notification(message_id uuid)
  returns setof public.contact_messages
  language sql
  set search_path = ''
as $$
  update public.contact_messages
     set notify_claimed_until = pg_catalog.now() + interval '5 minutes',
         notify_attempts = notify_attempts + 1
   where id = message_id
     and notified_at is null
     and (notify_claimed_until is null or notify_claimed_until < pg_catalog.now())
     and (notify_next_attempt_at is null or notify_next_attempt_at <= pg_catalog.now())
  returning *;
$$;

create function public.complete_contact_notification(message_id uuid)
  returns void
  language sql
  set search_path = ''
as $$
  update public.contact_messages
     set notified_at = pg_catalog.now(), notify_claimed_until = null, notify_last_error = null, notify_next_attempt_at = null
   where id = message_id and notified_at is null;
$$;

-- 1, 2, 4, 8... minutes after each failed attempt, never more than an hour.
create function public.fail_contact_notification(message_id uuid, error text)
  returns void
  language sql
  set search_path = ''
as $$
  update public.contact_messages
     set notify_claimed_until = null,
         notify_last_error = pg_catalog.left(error, 2000),
         notify_next_attempt_at = pg_catalog.now()
           + least(interval '1 minute' * pg_catalog.power(2, least(greatest(notify_attempts - 1, 0), 10)), interval '1 hour')
   where id = message_id and notified_at is null;
$$;

-- Calls an Edge Function of this project from the database: an asynchronous HTTP request (pg_net
-- sends it after the transaction commits, so nobody waits), with the function's secret from Vault in
-- x-function-secret. Without the Vault secrets (a project not yet configured) nothing is sent: the
-- scheduled jobs ask again once they exist.
create function public.request_edge_function(function_name text, secret_name text, body jsonb, timeout_milliseconds integer)
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  project_url text;
  function_secret text;
begin
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into function_secret from vault.decrypted_secrets where name = secret_name;
  if project_url is null or function_secret is null then
    return null;
  end if;
  return net.http_post(
    url := pg_catalog.rtrim(project_url, '/') || '/functions/v1/' || function_name,
    body := body,
    headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'x-function-secret', function_secret),
    timeout_milliseconds := timeout_milliseconds
  );
end;
$$;

-- Asks notify-workshop to send one message's e-mail.
create function public.request_contact_notification(message_id uuid)
  returns bigint
  language sql
  security definer
  set search_path = ''
as $$
  select public.request_edge_function('notify-workshop', 'notify_workshop_secret', pg_catalog.jsonb_build_object('message_id', message_id), 90000);
$$;

-- Fired by each visitor's insert. A failure to queue the request must not cost the visitor their
-- message: it is stored, and the sweep will ask for its e-mail.
create function public.contact_messages_notify_workshop()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  begin
    perform public.request_contact_notification(new.id);
  exception when others then
    raise warning 'notify-workshop request not queued for %: %', new.id, sqlerrm;
  end;
  return null;
end;
$$;

create trigger contact_messages_notify_workshop
  after insert on public.contact_messages
  for each row
  execute function public.contact_messages_notify_workshop();

-- Every row not notified whose turn has come: untried rows older than a minute (their trigger's
-- request was lost), and failed rows once their back-off has passed. Run every minute by pg_cron
-- hosted, by a timer locally.
create function public.notify_workshop_sweep(batch integer default 50)
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  due uuid;
  asked integer := 0;
begin
  for due in
    select id from public.contact_messages
     where notified_at is null
       and (notify_claimed_until is null or notify_claimed_until < pg_catalog.now())
       and (notify_next_attempt_at is null or notify_next_attempt_at <= pg_catalog.now())
       and (notify_attempts > 0 or created_at < pg_catalog.now() - interval '1 minute')
     order by created_at
     limit batch
  loop
    if public.request_contact_notification(due) is not null then
      asked := asked + 1;
    end if;
  end loop;
  return asked;
end;
$$;

-- Hosted Supabase grants execute on new public functions to the API roles: only the service role
-- (the Edge Function) may claim and mark rows; the rest is for the database itself.
revoke execute on function public.claim_contact_notification(uuid) from public, anon, authenticated;
revoke execute on function public.complete_contact_notification(uuid) from public, anon, authenticated;
revoke execute on function public.fail_contact_notification(uuid, text) from public, anon, authenticated;
revoke execute on function public.request_edge_function(text, text, jsonb, integer) from public, anon, authenticated, service_role;
revoke execute on function public.request_contact_notification(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.contact_messages_notify_workshop() from public, anon, authenticated, service_role;
revoke execute on function public.notify_workshop_sweep(integer) from public, anon, authenticated, service_role;
grant execute on function public.claim_contact_notification(uuid) to service_role;
grant execute on function public.complete_contact_notification(uuid) to service_role;
grant execute on function public.fail_contact_notification(uuid, text) to service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('notify-workshop-sweep', '* * * * *', 'select public.notify_workshop_sweep()');
  end if;
end
$$;
