-- The workshop declines a visit with a reason (issue 59: the status 'declined' existed, nothing set
-- it), and the visitor is told by e-mail whoever declined it: the e-mail links today, the back
-- office tomorrow.
--
-- What the visitor must be told of the workshop's decisions is written, in the same transaction as
-- the decision, to an outbox (private.visit_notices); the Edge Function visit-notices sends each
-- and marks it, as the workshop's notification does for a message (at least once: a run claims a
-- notice for 5 minutes, a send whose mark is lost goes again with the same Message-ID). A decision
-- therefore needs no Edge Function of its caller, and a decision on many visits at once (a closure,
-- 20261208000503_closure_over_visits.sql) sends one e-mail to each visitor.

-- The workshop's words to the visitor with its decline or cancellation, kept with the visit.
alter table private.visit_appointments
  add column decision_reason text,
  add constraint visit_appointments_decision_reason_check check (decision_reason is null or char_length(decision_reason) between 1 and 1000);

create table private.visit_notices (
  id bigint generated always as identity primary key,
  message_id uuid not null references public.contact_messages (id) on delete cascade,
  -- 'declined': the request is declined; 'cancelled': the workshop cancels a confirmed visit.
  kind text not null,
  -- The slot the notice speaks of, and the visit's SEQUENCE after the decision (the cancelling .ics).
  visit_date date not null,
  visit_time time,
  sequence integer not null,
  reason text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  claimed_until timestamptz,
  attempts integer not null default 0,
  last_error text,
  constraint visit_notices_kind_check check (kind in ('declined', 'cancelled')),
  constraint visit_notices_reason_check check (reason is null or char_length(reason) between 1 and 1000)
);
create index visit_notices_pending_idx on private.visit_notices (created_at) where sent_at is null;

revoke all on table private.visit_notices from public, anon, authenticated;
grant all on table private.visit_notices to service_role;

-- A reason as the workshop typed it, trimmed; null when there is nothing in it.
create function private.decision_words(reason text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select nullif(pg_catalog.regexp_replace(reason, '^[[:space:]]+|[[:space:]]+$', '', 'g'), '')
$$;

-- Asks visit-notices to send what is pending, after the transaction commits (pg_net): once per
-- statement, however many notices it wrote.
create function private.visit_notices_request()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform public.request_edge_function('visit-notices', 'notify_workshop_secret', '{}'::jsonb, 90000);
  return null;
end;
$$;

create trigger visit_notices_request
  after insert on private.visit_notices
  for each statement
  execute function private.visit_notices_request();

-- « Décliner »: a visit requested, or proposed and not yet accepted, of an open request. The reason
-- (1 to 1,000 characters) goes to the visitor as the workshop wrote it.
create function public.decline_visit(message_id uuid, reason text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  visit private.visit_appointments;
  request public.contact_messages;
  words text := private.decision_words(decline_visit.reason);
begin
  select * into visit from private.visit_appointments as a where a.message_id = decline_visit.message_id for update;
  if not found then
    return private.visit_outcome('refused', 'no_visit', null);
  end if;
  if visit.status = 'declined' then
    return private.visit_outcome('already', null, visit);
  end if;
  select * into request from public.contact_messages as m where m.id = decline_visit.message_id;
  if request.closed_at is not null then
    return private.visit_outcome('refused', 'closed', visit);
  end if;
  if visit.status not in ('requested', 'proposed') then
    return private.visit_outcome('refused', 'status_' || visit.status, visit);
  end if;
  if words is null then
    return private.visit_outcome('refused', 'reason_missing', visit);
  end if;
  if pg_catalog.char_length(words) > 1000 then
    return private.visit_outcome('refused', 'reason_too_long', visit);
  end if;
  update private.visit_appointments as a
     set status = 'declined', decided_at = pg_catalog.now(), decision_reason = words
   where a.message_id = decline_visit.message_id
  returning * into visit;
  -- The visitor asked for the slot of their message: the e-mail names that one.
  insert into private.visit_notices (message_id, kind, visit_date, visit_time, sequence, reason)
  values (visit.message_id, 'declined', request.visit_date, request.visit_time, visit.sequence, words);
  return private.visit_outcome('done', null, visit);
end;
$$;

-- Hands each pending notice to one caller only, for 5 minutes, with what its e-mail needs.
create function public.claim_visit_notices(batch integer default 50)
  returns table (id bigint, message_id uuid, kind text, visit_date date, visit_time text, sequence integer, reason text,
                 name text, email text, service text)
  language sql
  security definer
  set search_path = ''
as $$
  with claimed as (
    update private.visit_notices n
       set claimed_until = pg_catalog.now() + interval '5 minutes', attempts = n.attempts + 1
     where n.id in (
       select p.id from private.visit_notices p
        where p.sent_at is null and (p.claimed_until is null or p.claimed_until < pg_catalog.now())
        order by p.id
        limit batch
        for update skip locked)
    returning n.*
  )
  select c.id, c.message_id, c.kind, c.visit_date, pg_catalog.to_char(c.visit_time, 'HH24:MI'), c.sequence, c.reason, m.name, m.email, m.service
    from claimed c join public.contact_messages m on m.id = c.message_id
   order by c.id
$$;

create function public.complete_visit_notice(notice_id bigint)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.visit_notices n set sent_at = pg_catalog.now(), claimed_until = null, last_error = null
   where n.id = notice_id and n.sent_at is null;
$$;

create function public.fail_visit_notice(notice_id bigint, error text)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.visit_notices n set claimed_until = null, last_error = pg_catalog.left(error, 2000)
   where n.id = notice_id and n.sent_at is null;
$$;

-- The sweep: asks again for notices whose send failed or whose request was lost (pg_cron every ten
-- minutes hosted, a timer locally).
create function public.request_visit_notices()
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if not exists (
    select 1 from private.visit_notices n
     where n.sent_at is null and (n.claimed_until is null or n.claimed_until < pg_catalog.now())
  ) then
    return null;
  end if;
  return public.request_edge_function('visit-notices', 'notify_workshop_secret', '{}'::jsonb, 90000);
end;
$$;

revoke execute on function private.decision_words(text), private.visit_notices_request() from public, anon, authenticated;
revoke execute on function public.decline_visit(uuid, text), public.claim_visit_notices(integer), public.complete_visit_notice(bigint),
  public.fail_visit_notice(bigint, text) from public, anon, authenticated;
revoke execute on function public.request_visit_notices() from public, anon, authenticated, service_role;
grant execute on function public.decline_visit(uuid, text), public.claim_visit_notices(integer), public.complete_visit_notice(bigint),
  public.fail_visit_notice(bigint, text) to service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('visit-notices', '*/10 * * * *', 'select public.request_visit_notices()');
  end if;
end
$$;
