-- What the visitor must be told of the workshop's decisions, and the decisions that tell them: the
-- workshop declines a visit with a reason (the status 'declined' existed, nothing set it), cancels a
-- confirmed one, or closes days over confirmed visits; the visitor is told by e-mail whoever decided,
-- the e-mail links or the back office.
--
-- What the visitor must be told is written, in the same transaction as the decision, to an outbox
-- (private.visit_notices); the Edge Function visit-notices sends each and marks it, as the
-- workshop's notification does for a message (at least once: a run claims a notice for 5 minutes, a
-- send whose mark is lost goes again with the same Message-ID). A decision therefore needs no Edge
-- Function of its caller, and a decision on many visits at once (a closure) sends one e-mail to each
-- visitor. The health report counts the notices pending and failing (health.sql).

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
revoke execute on function private.decision_words(text), private.visit_notices_request() from public, anon, authenticated;

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
revoke execute on function public.decline_visit(uuid, text), public.claim_visit_notices(integer), public.complete_visit_notice(bigint),
  public.fail_visit_notice(bigint, text) from public, anon, authenticated;
grant execute on function public.decline_visit(uuid, text), public.claim_visit_notices(integer), public.complete_visit_notice(bigint),
  public.fail_visit_notice(bigint, text) to service_role;

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
revoke execute on function public.request_visit_notices() from public, anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('visit-notices', '*/10 * * * *', 'select public.request_visit_notices()');
  end if;
end
$$;

-- The workshop cancels a confirmed visit: the visit is cancelled,
-- so its slot is offered again, it leaves the calendar feed and gets no reminder (both read confirmed
-- visits only), and the visitor is e-mailed (private.visit_notices, the Edge Function visit-notices)
-- with an .ics that cancels the event: METHOD:CANCEL, the same UID and the visit's new SEQUENCE, one
-- more than the confirmation's (visit_calendar.sql).

-- Cancels a confirmed visit of an open request; `reason`, optional (up to 1,000 characters), is
-- quoted to the visitor. Refusals: no_visit, closed, status_<status>, visit_past, reason_too_long.
-- Shared by public.workshop_cancel_visit and the closure that cancels the visits it covers.
create function private.workshop_cancel_visit(message_id uuid, reason text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  visit private.visit_appointments;
  closed timestamptz;
  words text := private.decision_words(workshop_cancel_visit.reason);
begin
  select * into visit from private.visit_appointments as a where a.message_id = workshop_cancel_visit.message_id for update;
  if not found then
    return private.visit_outcome('refused', 'no_visit', null);
  end if;
  if visit.status = 'cancelled' then
    return private.visit_outcome('already', null, visit);
  end if;
  select m.closed_at into closed from public.contact_messages as m where m.id = workshop_cancel_visit.message_id;
  if closed is not null then
    return private.visit_outcome('refused', 'closed', visit);
  end if;
  if visit.status <> 'confirmed' then
    return private.visit_outcome('refused', 'status_' || visit.status, visit);
  end if;
  if ((visit.visit_date + visit.visit_time) at time zone 'Europe/Paris') <= pg_catalog.now() then
    return private.visit_outcome('refused', 'visit_past', visit);
  end if;
  if pg_catalog.char_length(words) > 1000 then
    return private.visit_outcome('refused', 'reason_too_long', visit);
  end if;
  update private.visit_appointments as a
     set status = 'cancelled', decided_at = pg_catalog.now(), decision_reason = words
   where a.message_id = workshop_cancel_visit.message_id
  returning * into visit;
  insert into private.visit_notices (message_id, kind, visit_date, visit_time, sequence, reason)
  values (visit.message_id, 'cancelled', visit.visit_date, visit.visit_time, visit.sequence, words);
  return private.visit_outcome('done', null, visit);
end;
$$;
revoke execute on function private.workshop_cancel_visit(uuid, text) from public, anon, authenticated;

create function public.workshop_cancel_visit(message_id uuid, reason text default null)
  returns jsonb
  language sql
  security definer
  set search_path = ''
as $$
  select private.workshop_cancel_visit(workshop_cancel_visit.message_id, workshop_cancel_visit.reason)
$$;
revoke execute on function public.workshop_cancel_visit(uuid, text) from public, anon, authenticated;
grant execute on function public.workshop_cancel_visit(uuid, text) to service_role;

-- A closure entered over confirmed visits cancels them (else they stay confirmed and reminded, with
-- no warning). The back office first lists the confirmed visits inside the days it is about to close
-- (public.confirmed_visits_between), then saves the closure and cancels those visits with one
-- message to their visitors in one call (public.close_days_cancelling_visits): all of it or nothing.
-- Each visitor is e-mailed as when the workshop cancels one visit (private.visit_notices, the Edge
-- Function visit-notices: the message and an .ics with METHOD:CANCEL).

-- The confirmed visits of open requests from first_day to last_day (both included, Paris days),
-- not yet begun, in order, with what the back office shows of each.
create function public.confirmed_visits_between(first_day date, last_day date)
  returns table (message_id uuid, visit_date date, visit_time text, name text, email text, phone text, service text)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if confirmed_visits_between.first_day is null or confirmed_visits_between.last_day is null then
    raise exception 'the closure needs its first and last days' using errcode = '22023';
  end if;
  if confirmed_visits_between.last_day < confirmed_visits_between.first_day then
    raise exception 'the closure ends before it starts' using errcode = '22023';
  end if;
  return query
    select a.message_id, a.visit_date, pg_catalog.to_char(a.visit_time, 'HH24:MI'), m.name, m.email, m.phone, m.service
      from private.visit_appointments as a
      join public.contact_messages as m on m.id = a.message_id
     where a.status = 'confirmed' and m.closed_at is null
       and a.visit_date between confirmed_visits_between.first_day and confirmed_visits_between.last_day
       and ((a.visit_date + a.visit_time) at time zone 'Europe/Paris') > pg_catalog.now()
     order by a.visit_date, a.visit_time, a.message_id;
end;
$$;

-- The visits booked by phone (private.visit_blocked_slots, visit_requests.sql) from first_day to
-- last_day, not yet begun, in order: a name and maybe a phone number, no e-mail address. A closure
-- removes them with the confirmed visits it cancels; the workshop calls those people itself. A slot
-- blocked without a name is nobody's visit: it is left as it is.
create function public.phone_visits_between(first_day date, last_day date)
  returns table (id uuid, visit_date date, visit_time text, name text, phone text)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if phone_visits_between.first_day is null or phone_visits_between.last_day is null then
    raise exception 'the closure needs its first and last days' using errcode = '22023';
  end if;
  if phone_visits_between.last_day < phone_visits_between.first_day then
    raise exception 'the closure ends before it starts' using errcode = '22023';
  end if;
  return query
    select b.id, b.visit_date, pg_catalog.to_char(b.visit_time, 'HH24:MI'), b.name, b.phone
      from private.visit_blocked_slots as b
     where b.name is not null
       and b.visit_date between phone_visits_between.first_day and phone_visits_between.last_day
       and ((b.visit_date + b.visit_time) at time zone 'Europe/Paris') > pg_catalog.now()
     order by b.visit_date, b.visit_time, b.id;
end;
$$;

-- Saves a closure of first_day to last_day (public.opening_exceptions: `reason` shown to visitors,
-- up to 80 characters; `note` the owner's own), cancels the confirmed visits it covers, each visitor
-- told with `message` (optional, up to 1,000 characters), and removes the visits booked by phone it
-- covers (public.phone_visits_between: no e-mail address, no e-mail; the owner was shown their
-- numbers to call). `shown_visits`: the ids of the visits the owner was shown, the requests' (their
-- message_id) and the phone bookings' (their id); when the visits are no longer those, nothing is
-- saved and the answer lists the current ones ('visits_changed', with visits and phone_visits), so
-- no visit is cancelled or removed unseen.
-- Answers { outcome: 'done', closure_id, cancelled: [{ message_id, visit_date, visit_time }],
-- removed_phone_visits: [{ id, visit_date, visit_time }] } or { outcome: 'refused', reason }:
-- days_missing, days_out_of_order, days_too_many, closure_past, visits_changed (with visits and
-- phone_visits), reason_too_long (the message), or the table's CHECK that refused the closure (e.g.
-- opening_exceptions_reason_check).
create function public.close_days_cancelling_visits(first_day date, last_day date, reason text, note text, message text, shown_visits uuid[])
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  refused constant jsonb := pg_catalog.jsonb_build_object('outcome', 'refused');
  current jsonb;
  phoned jsonb;
  visit jsonb;
  outcome jsonb;
  cancelled jsonb := '[]'::jsonb;
  removed jsonb;
  closure bigint;
  refusal text;
begin
  if close_days_cancelling_visits.first_day is null or close_days_cancelling_visits.last_day is null then
    return refused || pg_catalog.jsonb_build_object('reason', 'days_missing');
  end if;
  if close_days_cancelling_visits.last_day < close_days_cancelling_visits.first_day then
    return refused || pg_catalog.jsonb_build_object('reason', 'days_out_of_order');
  end if;
  if close_days_cancelling_visits.last_day - close_days_cancelling_visits.first_day > 366 then
    return refused || pg_catalog.jsonb_build_object('reason', 'days_too_many');
  end if;
  if close_days_cancelling_visits.last_day < (pg_catalog.now() at time zone 'Europe/Paris')::date then
    return refused || pg_catalog.jsonb_build_object('reason', 'closure_past');
  end if;
  -- A phone booking waits for this lock too (public.atelier_book_phone_visit), then meets the closure.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visit calendar'));
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(v)), '[]'::jsonb) into current
    from public.confirmed_visits_between(close_days_cancelling_visits.first_day, close_days_cancelling_visits.last_day) as v;
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(v)), '[]'::jsonb) into phoned
    from public.phone_visits_between(close_days_cancelling_visits.first_day, close_days_cancelling_visits.last_day) as v;
  if (select coalesce(pg_catalog.array_agg(distinct shown order by shown), '{}') from pg_catalog.unnest(coalesce(shown_visits, '{}')) as shown)
     is distinct from (select coalesce(pg_catalog.array_agg(distinct listed order by listed), '{}')
                         from (select (e->>'message_id')::uuid as listed from pg_catalog.jsonb_array_elements(current) as e
                               union all
                               select (e->>'id')::uuid from pg_catalog.jsonb_array_elements(phoned) as e) as ids) then
    return refused || pg_catalog.jsonb_build_object('reason', 'visits_changed', 'visits', current, 'phone_visits', phoned);
  end if;
  begin
    for visit in select e from pg_catalog.jsonb_array_elements(current) as e loop
      outcome := private.workshop_cancel_visit((visit->>'message_id')::uuid, close_days_cancelling_visits.message);
      if outcome->>'outcome' <> 'done' then
        raise exception 'visit not cancelled' using errcode = 'P0001', detail = outcome->>'reason';
      end if;
      cancelled := cancelled || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
        'message_id', visit->'message_id', 'visit_date', visit->'visit_date', 'visit_time', visit->'visit_time'));
    end loop;
    -- Those removed meanwhile from « Visites » are gone already: only the rows deleted here are named.
    with deleted as (
      delete from private.visit_blocked_slots as b
       where b.id in (select (e->>'id')::uuid from pg_catalog.jsonb_array_elements(phoned) as e)
      returning b.id, b.visit_date, b.visit_time
    )
    select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', d.id, 'visit_date', d.visit_date,
             'visit_time', pg_catalog.to_char(d.visit_time, 'HH24:MI')) order by d.visit_date, d.visit_time, d.id), '[]'::jsonb)
      into removed from deleted as d;
    insert into public.opening_exceptions (first_day, last_day, open, reason, note)
    values (close_days_cancelling_visits.first_day, close_days_cancelling_visits.last_day, false,
            close_days_cancelling_visits.reason, close_days_cancelling_visits.note)
    returning id into closure;
  exception
    -- Everything in this block is undone: no visit cancelled or removed, no notice, no closure.
    when check_violation then
      get stacked diagnostics refusal = constraint_name;
      return refused || pg_catalog.jsonb_build_object('reason', refusal);
    when raise_exception then
      get stacked diagnostics refusal = pg_exception_detail;
      return refused || pg_catalog.jsonb_build_object('reason', refusal);
  end;
  return pg_catalog.jsonb_build_object('outcome', 'done', 'closure_id', closure, 'cancelled', cancelled, 'removed_phone_visits', removed);
end;
$$;
revoke execute on function public.confirmed_visits_between(date, date), public.phone_visits_between(date, date),
  public.close_days_cancelling_visits(date, date, text, text, text, uuid[]) from public, anon, authenticated;
grant execute on function public.confirmed_visits_between(date, date), public.phone_visits_between(date, date),
  public.close_days_cancelling_visits(date, date, text, text, text, uuid[]) to service_role;
