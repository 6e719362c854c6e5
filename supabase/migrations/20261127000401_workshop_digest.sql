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

create index contact_messages_held_for_digest_idx on public.contact_messages (created_at)
  where notified_at is null and notify_next_attempt_at = 'infinity';

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

create function public.complete_workshop_digest(message_ids uuid[])
  returns void
  language sql
  set search_path = ''
as $$
  update public.contact_messages
     set notified_at = pg_catalog.now(), notify_claimed_until = null, notify_last_error = null
   where id = any (message_ids) and notified_at is null;
$$;

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

-- Asks workshop-digest to send, when something is held (pg_cron hourly hosted, a timer locally).
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
  ) then
    return null;
  end if;
  return public.request_edge_function('workshop-digest', 'notify_workshop_secret', '{}'::jsonb, 90000);
end;
$$;

revoke execute on function public.claim_workshop_digest(integer) from public, anon, authenticated;
revoke execute on function public.complete_workshop_digest(uuid[]) from public, anon, authenticated;
revoke execute on function public.fail_workshop_digest(uuid[], text) from public, anon, authenticated;
revoke execute on function public.request_workshop_digest() from public, anon, authenticated, service_role;
grant execute on function public.claim_workshop_digest(integer) to service_role;
grant execute on function public.complete_workshop_digest(uuid[]) to service_role;
grant execute on function public.fail_workshop_digest(uuid[], text) to service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('workshop-digest', '7 * * * *', 'select public.request_workshop_digest()');
  end if;
end
$$;
