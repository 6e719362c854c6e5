-- The workshop hears about every contact message: one e-mail per message, at least once (copies
-- share a Message-ID: below, when one is sent again).
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
-- Locally (supabase/local) net.http_post and vault are emulated in the baseline, and a timer runs
-- the sweep.
--
-- The workshop's e-mail is sent at least once, not exactly once: a send whose mark is lost (the
-- function stopped between the two, or the database could not be reached to record it) is sent
-- again once its claim has run out. Every copy has the same Message-ID (derived from the message's
-- id, supabase/functions/_shared/request/workshopEmail.ts), so the workshop's mail client merges them.
--
-- Every failed attempt leaves its error on the row, including those that never reached the
-- function's claim: a gateway that refused the call (401), a function without its secrets (500),
-- a timeout. The database asked through pg_net; the sweep reads what pg_net got back
-- (net._http_response) for the request it recorded on the row. An attempt whose claim ran out with
-- no record is noted too. After 24 failed attempts (about 19 hours with the back-off) the row is
-- flagged in notify_gave_up_at and no longer tried; the health report names such rows
-- (health.sql).
-- To try one again: update public.contact_messages set notify_gave_up_at = null, notify_attempts = 0,
-- notify_next_attempt_at = null where id = '<uuid>';

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
revoke execute on function public.request_edge_function(text, text, jsonb, integer) from public, anon, authenticated, service_role;

-- One failed attempt: its error, the next attempt's time (1, 2, 4... minutes, at most an hour), and
-- the flag once the limit is reached. `new_attempt`: the failure is one the claim did not count.
create function private.contact_notification_failed(message_id uuid, error text, new_attempt boolean)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update public.contact_messages
     set notify_attempts = notify_attempts + new_attempt::integer,
         notify_claimed_until = null,
         notify_request_id = null,
         notify_last_error = pg_catalog.left(error, 2000),
         notify_next_attempt_at = pg_catalog.now()
           + least(interval '1 minute' * pg_catalog.power(2, least(greatest(notify_attempts + new_attempt::integer - 1, 0), 10)), interval '1 hour'),
         notify_gave_up_at = case when notify_attempts + new_attempt::integer >= 24 then pg_catalog.now() end
   where id = message_id and notified_at is null;
$$;
revoke execute on function private.contact_notification_failed(uuid, text, boolean) from public, anon, authenticated;
grant execute on function private.contact_notification_failed(uuid, text, boolean) to service_role;

-- The function has the row: its request has arrived, and the claim counts the attempt.
create function public.claim_contact_notification(message_id uuid)
  returns setof public.contact_messages
  language sql
  set search_path = ''
as $$
  update public.contact_messages
     set notify_claimed_until = pg_catalog.now() + interval '5 minutes',
         notify_attempts = notify_attempts + 1,
         notify_request_id = null
   where id = message_id
     and notified_at is null
     and notify_gave_up_at is null
     and (notify_claimed_until is null or notify_claimed_until < pg_catalog.now())
     and (notify_next_attempt_at is null or notify_next_attempt_at <= pg_catalog.now())
  returning *;
$$;

-- Hosted Supabase grants execute on new public functions to the API roles: only the service role
-- (the Edge Function) may claim and mark rows; the rest is for the database itself.
revoke execute on function public.claim_contact_notification(uuid) from public, anon, authenticated;
grant execute on function public.claim_contact_notification(uuid) to service_role;

create function public.complete_contact_notification(message_id uuid)
  returns void
  language sql
  set search_path = ''
as $$
  update public.contact_messages
     set notified_at = pg_catalog.now(), notify_claimed_until = null, notify_last_error = null,
         notify_next_attempt_at = null, notify_request_id = null
   where id = message_id and notified_at is null;
$$;
revoke execute on function public.complete_contact_notification(uuid) from public, anon, authenticated;
grant execute on function public.complete_contact_notification(uuid) to service_role;

create function public.fail_contact_notification(message_id uuid, error text)
  returns void
  language sql
  set search_path = ''
as $$
  select private.contact_notification_failed(message_id, error, false);
$$;
revoke execute on function public.fail_contact_notification(uuid, text) from public, anon, authenticated;
grant execute on function public.fail_contact_notification(uuid, text) to service_role;

-- Asks notify-workshop for one message's e-mail and notes the request on the row, so that the sweep
-- can read its answer; without the Vault secrets nothing is asked, and the row says so.
create function public.request_contact_notification(message_id uuid)
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  request bigint;
begin
  request := public.request_edge_function('notify-workshop', 'notify_workshop_secret', pg_catalog.jsonb_build_object('message_id', message_id), 90000);
  if request is null then
    update public.contact_messages
       set notify_last_error = 'notify-workshop not asked: Vault holds no project_url or notify_workshop_secret'
     where id = message_id and notified_at is null;
  else
    update public.contact_messages
       set notify_request_id = request, notify_requested_at = pg_catalog.now()
     where id = message_id and notified_at is null;
  end if;
  return request;
end;
$$;
revoke execute on function public.request_contact_notification(uuid) from public, anon, authenticated, service_role;

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
revoke execute on function public.contact_messages_notify_workshop() from public, anon, authenticated, service_role;

create trigger contact_messages_notify_workshop
  after insert on public.contact_messages
  for each row
  execute function public.contact_messages_notify_workshop();

-- Every minute: note the attempts that failed unseen, then ask again for each row whose turn has come.
create function public.notify_workshop_sweep(batch integer default 50)
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  due record;
  answer record;
  asked integer := 0;
begin
  -- A claim that ran out with nothing recorded: the function stopped between its claim and its
  -- mark (killed, timed out, the database unreachable). The e-mail may have left: the next copy
  -- carries the same Message-ID.
  for due in
    select id from public.contact_messages
     where notified_at is null and notify_claimed_until < pg_catalog.now()
     limit batch
  loop
    perform private.contact_notification_failed(due.id, 'the attempt stopped between its claim and its record (the e-mail may have left)', false);
  end loop;

  -- A request the function never claimed: what pg_net got back is the error (401 from the gateway,
  -- 500 from a function without its secrets, a timeout), or nothing at all.
  for due in
    select id, notify_request_id, notify_requested_at from public.contact_messages
     where notified_at is null and notify_request_id is not null
     limit batch
  loop
    select r.status_code, r.content, r.timed_out, r.error_msg into answer from net._http_response r where r.id = due.notify_request_id;
    if found and answer.status_code between 200 and 299 then
      -- Answered without a claim (already sent, or being sent): nothing failed.
      update public.contact_messages set notify_request_id = null where id = due.id and notify_request_id = due.notify_request_id;
    elsif found then
      perform private.contact_notification_failed(
        due.id,
        'notify-workshop not reached: ' || coalesce('HTTP ' || answer.status_code || ' ' || pg_catalog.left(coalesce(answer.content, ''), 500), answer.error_msg, 'no answer'),
        true);
    elsif due.notify_requested_at < pg_catalog.now() - interval '5 minutes' then
      perform private.contact_notification_failed(due.id, 'notify-workshop asked, and pg_net recorded no answer', true);
    end if;
  end loop;

  -- Untried rows older than a minute (their trigger's request was not queued), and failed rows once
  -- their back-off has passed; none with a request still in flight, none given up.
  for due in
    select id from public.contact_messages
     where notified_at is null
       and notify_gave_up_at is null
       and notify_request_id is null
       and (notify_claimed_until is null or notify_claimed_until < pg_catalog.now())
       and (notify_next_attempt_at is null or notify_next_attempt_at <= pg_catalog.now())
       and (notify_attempts > 0 or created_at < pg_catalog.now() - interval '1 minute')
     order by created_at
     limit batch
  loop
    if public.request_contact_notification(due.id) is not null then
      asked := asked + 1;
    end if;
  end loop;
  return asked;
end;
$$;
revoke execute on function public.notify_workshop_sweep(integer) from public, anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('notify-workshop-sweep', '* * * * *', 'select public.notify_workshop_sweep()');
  end if;
end
$$;

-- A flood cannot bury the workshop's inbox: past a threshold of messages in a period (10 in an
-- hour; a busy week brings a few a day), each further message is held for one digest e-mail
-- instead of an e-mail of its own. The digest (Edge Function workshop-digest) goes out hourly, with
-- every message held since the last one; once the rate falls back, messages have their own e-mail
-- again. Every message is stored either way: only the e-mails are grouped.
--
-- A held message is one whose next attempt is 'infinity': the per-message path (the insert's
-- request to notify-workshop, its claim, the sweep) leaves it alone, since its turn never comes,
-- and the digest claims it instead. The threshold is a row: change it with an update.
create table private.workshop_digest_settings (
  only_row boolean primary key default true check (only_row),
  threshold integer not null check (threshold > 0),
  period interval not null check (period > interval '0 seconds' and period <= interval '1 day')
);

comment on table private.workshop_digest_settings is 'Past threshold contact messages in period, the workshop gets further messages in an hourly digest e-mail.';

insert into private.workshop_digest_settings (threshold, period) values (10, interval '1 hour');
revoke all on table private.workshop_digest_settings from public, anon, authenticated;
grant all on table private.workshop_digest_settings to service_role;

-- Before the row is stored: how many arrived in the period decides whether it waits for the digest.
-- Fired by the table's trigger only; nobody calls it.
create function private.route_contact_notification()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  settings private.workshop_digest_settings;
begin
  -- A counter deposit is the workshop's own: never held (notify-workshop sends only its receipt).
  if new.origin = 'counter' then
    return new;
  end if;
  select * into settings from private.workshop_digest_settings;
  if found and (select count(*) from public.contact_messages m where m.created_at > pg_catalog.now() - settings.period) >= settings.threshold then
    new.notify_next_attempt_at := 'infinity';
  end if;
  return new;
end;
$$;
revoke execute on function private.route_contact_notification() from public, anon, authenticated, service_role;

create trigger contact_messages_route_notification
  before insert on public.contact_messages
  for each row
  execute function private.route_contact_notification();

-- The digest's sender takes every held message not already being sent, for 5 minutes.
create function public.claim_workshop_digest(batch integer default 500)
  returns setof public.contact_messages
  language sql
  set search_path = ''
as $$
  update public.contact_messages m
     set notify_claimed_until = pg_catalog.now() + interval '5 minutes',
         notify_attempts = m.notify_attempts + 1
   where m.id in (
     select h.id from public.contact_messages h
      where h.notified_at is null
        and h.notify_next_attempt_at = 'infinity'
        and (h.notify_claimed_until is null or h.notify_claimed_until < pg_catalog.now())
      order by h.created_at
      limit batch
      for update skip locked)
  returning m.*;
$$;
revoke execute on function public.claim_workshop_digest(integer) from public, anon, authenticated;
grant execute on function public.claim_workshop_digest(integer) to service_role;

create function public.complete_workshop_digest(message_ids uuid[])
  returns void
  language sql
  set search_path = ''
as $$
  update public.contact_messages
     set notified_at = pg_catalog.now(), notify_claimed_until = null, notify_last_error = null
   where id = any (message_ids) and notified_at is null;
$$;
revoke execute on function public.complete_workshop_digest(uuid[]) from public, anon, authenticated;
grant execute on function public.complete_workshop_digest(uuid[]) to service_role;

-- A failed digest leaves its messages held, with the error, for the next hour's digest.
create function public.fail_workshop_digest(message_ids uuid[], error text)
  returns void
  language sql
  set search_path = ''
as $$
  update public.contact_messages
     set notify_claimed_until = null, notify_last_error = pg_catalog.left(error, 2000)
   where id = any (message_ids) and notified_at is null;
$$;
revoke execute on function public.fail_workshop_digest(uuid[], text) from public, anon, authenticated;
grant execute on function public.fail_workshop_digest(uuid[], text) to service_role;

-- The hourly digest also tries again a pause notice that failed.
create function public.request_workshop_digest()
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.contact_messages
     where notified_at is null and notify_next_attempt_at = 'infinity'
       and (notify_claimed_until is null or notify_claimed_until < pg_catalog.now())
  ) and not exists (select 1 from private.site_pauses where notified_at is null) then
    return null;
  end if;
  return public.request_edge_function('workshop-digest', 'notify_workshop_secret', '{}'::jsonb, 90000);
end;
$$;
revoke execute on function public.request_workshop_digest() from public, anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('workshop-digest', '7 * * * *', 'select public.request_workshop_digest()');
  end if;
end
$$;

-- The workshop is e-mailed once per pause of the contact form for the whole site. The message that
-- reaches the site-wide ceiling is the last one stored: when it is, the pause is recorded (the
-- refused messages after it roll back, so they could not), and the workshop-digest function is asked
-- at once (pg_net); it claims the pause, e-mails the workshop, then marks it. A pause already
-- recorded and not over is not recorded again, so a flood that keeps the form paused sends one
-- e-mail; the next pause, after the form has reopened, sends another.
create table private.site_pauses (
  id bigint generated always as identity primary key,
  started_at timestamptz not null default now(),
  -- When the pause ends if no message arrives meanwhile (private.site_pauses_now()).
  until timestamptz not null,
  -- The rules reached, as private.site_pauses_now() gives them.
  rules jsonb not null,
  notified_at timestamptz,
  notify_claimed_until timestamptz,
  last_error text
);

comment on table private.site_pauses is 'Each pause of the contact form for the whole site, and whether the workshop was told.';
revoke all on table private.site_pauses from public, anon, authenticated, service_role;

create function private.note_site_pause()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  reached jsonb := private.site_pauses_now();
  ends timestamptz;
begin
  if pg_catalog.jsonb_array_length(reached) = 0 then
    return null;
  end if;
  select max((rule->>'until')::timestamptz) into ends from pg_catalog.jsonb_array_elements(reached) as rule;
  if exists (select 1 from private.site_pauses as p where p.until > pg_catalog.now()) then
    -- The same pause, longer: it ends later.
    update private.site_pauses as p set until = greatest(p.until, ends), rules = reached where p.until > pg_catalog.now();
    return null;
  end if;
  insert into private.site_pauses (until, rules) values (ends, reached);
  -- Never at the message's expense: without the function's secret (no mail set up) or pg_net, the
  -- pause stays recorded for the hourly digest job and the health report.
  begin
    perform public.request_edge_function('workshop-digest', 'notify_workshop_secret', '{}'::jsonb, 90000);
  exception when others then
    raise warning 'the workshop-digest function could not be asked about the pause: %', sqlerrm;
  end;
  return null;
end;
$$;
revoke execute on function private.note_site_pause() from public, anon, authenticated, service_role;

-- After the rate check's row of private.contact_sends: the message just stored is counted.
create trigger contact_messages_site_pause
  after insert on public.contact_messages
  for each row
  execute function private.note_site_pause();

-- The pause not yet announced, claimed for five minutes (null when there is none).
create function public.claim_site_pause_notice()
  returns jsonb
  language sql
  security definer
  set search_path = ''
as $$
  update private.site_pauses as p
     set notify_claimed_until = pg_catalog.now() + interval '5 minutes'
   where p.id = (
     select id from private.site_pauses
      where notified_at is null and (notify_claimed_until is null or notify_claimed_until < pg_catalog.now())
      order by id limit 1 for update skip locked)
  returning pg_catalog.jsonb_build_object('id', p.id, 'started_at', p.started_at, 'until', p.until, 'rules', p.rules)
$$;

create function public.complete_site_pause_notice(pause_id bigint, error text default null)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.site_pauses
     set notified_at = case when error is null then pg_catalog.now() end,
         notify_claimed_until = null,
         last_error = error
   where id = pause_id
$$;
revoke execute on function public.claim_site_pause_notice(), public.complete_site_pause_notice(bigint, text) from public, anon, authenticated;
grant execute on function public.claim_site_pause_notice(), public.complete_site_pause_notice(bigint, text) to service_role;
