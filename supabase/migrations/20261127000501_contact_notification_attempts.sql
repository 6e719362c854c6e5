-- The workshop's e-mail is sent at least once, not exactly once: a send whose mark is lost (the
-- function stopped between the two, or the database could not be reached to record it) is sent
-- again once its claim has run out. Every copy has the same Message-ID (derived from the message's
-- id, supabase/functions/_shared/workshopEmail.ts), so the workshop's mail client merges them.
--
-- Every failed attempt leaves its error on the row, including those that never reached the
-- function's claim: a gateway that refused the call (401), a function without its secrets (500),
-- a timeout. The database asked through pg_net; the sweep reads what pg_net got back
-- (net._http_response) for the request it recorded on the row. An attempt whose claim ran out with
-- no record is noted too. After 24 failed attempts (about 19 hours with the back-off) the row is
-- flagged in notify_gave_up_at and no longer tried; the deploy's health check reports such rows.
-- To try one again: update public.contact_messages set notify_gave_up_at = null, notify_attempts = 0,
-- notify_next_attempt_at = null where id = '<uuid>';

alter table public.contact_messages
  add column notify_gave_up_at timestamptz,
  add column notify_request_id bigint,
  add column notify_requested_at timestamptz;

revoke all (notify_gave_up_at, notify_request_id, notify_requested_at) on table public.contact_messages from anon, authenticated;

comment on column public.contact_messages.notify_attempts is 'Attempts to send the workshop''s e-mail: each claim by the function, and each request that failed before reaching it.';
comment on column public.contact_messages.notify_last_error is 'Why the last attempt failed, wherever it failed.';
comment on column public.contact_messages.notify_gave_up_at is 'Set once the attempts reached their limit: the e-mail is no longer tried, and the health check reports it.';
comment on column public.contact_messages.notify_request_id is 'The pg_net request asking for the e-mail, until the function claims the row or the sweep reads its answer.';

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
create or replace function public.claim_contact_notification(message_id uuid)
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

create or replace function public.complete_contact_notification(message_id uuid)
  returns void
  language sql
  set search_path = ''
as $$
  update public.contact_messages
     set notified_at = pg_catalog.now(), notify_claimed_until = null, notify_last_error = null,
         notify_next_attempt_at = null, notify_request_id = null
   where id = message_id and notified_at is null;
$$;

create or replace function public.fail_contact_notification(message_id uuid, error text)
  returns void
  language sql
  set search_path = ''
as $$
  select private.contact_notification_failed(message_id, error, false);
$$;

-- Asks notify-workshop for one message's e-mail and notes the request on the row, so that the sweep
-- can read its answer; without the Vault secrets nothing is asked, and the row says so.
create or replace function public.request_contact_notification(message_id uuid)
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

-- Every minute: note the attempts that failed unseen, then ask again for each row whose turn has come.
create or replace function public.notify_workshop_sweep(batch integer default 50)
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

-- The health check counts the rows given up.
create index contact_messages_gave_up_idx on public.contact_messages (notify_gave_up_at) where notify_gave_up_at is not null;
