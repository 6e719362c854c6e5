-- The workshop's calendar feed (Edge Function visit-feed): the confirmed visits and the slots the
-- owner blocked, read by the service role only.
--
-- A visit's event keeps one UID (visite-<message id>@<site host>) for its whole life; a calendar
-- replaces it when the feed brings a higher SEQUENCE (RFC 5545 3.8.7.4), so every change of its
-- status or slot raises its sequence (private.visit_appointments.sequence, which the visitor's .ics
-- carries too), and LAST-MODIFIED (updated_at) says when.

create function private.visit_appointments_revise()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if (new.status, new.visit_date, new.visit_time) is distinct from (old.status, old.visit_date, old.visit_time) then
    new.sequence := old.sequence + 1;
    new.updated_at := pg_catalog.now();
  end if;
  return new;
end;
$$;
revoke execute on function private.visit_appointments_revise() from public, anon, authenticated, service_role;

create trigger visit_appointments_revise
  before update on private.visit_appointments
  for each row
  execute function private.visit_appointments_revise();

-- A closed request's visit leaves the workshop's calendar feed and is not reminded: the feed and the
-- reminders read confirmed visits whose request is still open. A request is closed when its message's
-- closed_at is set, whoever sets it (« clore » from the e-mail today, the back office tomorrow).
--
-- The slot itself is not given back: a visit dropped before its day is cancelled, with the
-- visitor told (public.workshop_cancel_visit, visit_notices.sql).
create function public.visit_calendar_events()
  returns table (
    kind text,
    message_id uuid,
    starts_at timestamptz,
    visit_date date,
    visit_time time,
    sequence integer,
    updated_at timestamptz,
    name text,
    email text,
    phone text,
    service text,
    note text
  )
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with since as (select (pg_catalog.now() at time zone 'Europe/Paris')::date - 28 as day)
  select 'visit', a.message_id, (a.visit_date + a.visit_time) at time zone 'Europe/Paris', a.visit_date, a.visit_time,
         a.sequence, a.updated_at, m.name, m.email, m.phone, m.service, null::text
    from private.visit_appointments a
    join public.contact_messages m on m.id = a.message_id
   where a.status = 'confirmed' and m.closed_at is null and a.visit_date >= (select day from since)
  union all
  select 'blocked', null, (b.visit_date + b.visit_time) at time zone 'Europe/Paris', b.visit_date, b.visit_time,
         0, b.created_at, b.name, null, b.phone, null, b.note
    from private.visit_blocked_slots b
   where b.visit_date >= (select day from since)
  order by 3, 1, 2
$$;

comment on function public.visit_calendar_events() is 'The calendar feed''s events: confirmed visits and blocked slots from four weeks ago onward. Service role only.';
revoke execute on function public.visit_calendar_events() from public, anon, authenticated;
grant execute on function public.visit_calendar_events() to service_role;
