-- A closed request's visit leaves the workshop's calendar feed and is not reminded: the feed and the
-- reminders read confirmed visits whose request is still open (issue 59: « clore » on a confirmed
-- visit left it in the feed, and the reminder still went). A request is closed when its message's
-- closed_at is set, whoever sets it (« clore » from the e-mail today, the back office tomorrow).
--
-- The slot itself is not given back: a visit dropped before its day is cancelled, with the
-- visitor told (public.workshop_cancel_visit, 20261208000502_workshop_cancel_visit.sql).

create or replace function public.visit_calendar_events()
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
         0, b.created_at, null, null, null, null, b.note
    from private.visit_blocked_slots b
   where b.visit_date >= (select day from since)
  order by 3, 1, 2
$$;

create or replace function public.claim_visit_reminders(batch integer default 100)
  returns table (message_id uuid, visit_date date, visit_time time, name text, email text, service text)
  language sql
  security definer
  set search_path = ''
as $$
  with claimed as (
    update private.visit_appointments a
       set reminder_claimed_until = pg_catalog.now() + interval '5 minutes',
           reminder_attempts = a.reminder_attempts + 1
     where a.message_id in (
       select d.message_id from private.visit_appointments d
         join public.contact_messages dm on dm.id = d.message_id
        where d.status = 'confirmed' and dm.closed_at is null and d.reminded_at is null and d.visit_date = private.paris_tomorrow()
          and (d.reminder_claimed_until is null or d.reminder_claimed_until < pg_catalog.now())
        order by d.visit_time
        limit batch
        for update of d skip locked)
    returning a.message_id, a.visit_date, a.visit_time
  )
  select c.message_id, c.visit_date, c.visit_time, m.name, m.email, m.service
    from claimed c join public.contact_messages m on m.id = c.message_id
$$;

create or replace function public.request_visit_reminders()
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if not exists (
    select 1 from private.visit_appointments a
      join public.contact_messages m on m.id = a.message_id
     where a.status = 'confirmed' and m.closed_at is null and a.reminded_at is null and a.visit_date = private.paris_tomorrow()
       and (a.reminder_claimed_until is null or a.reminder_claimed_until < pg_catalog.now())
  ) then
    return null;
  end if;
  return public.request_edge_function('visit-reminders', 'notify_workshop_secret', '{}'::jsonb, 90000);
end;
$$;

-- A reminder that failed before its request was closed will not be tried again: its error no longer
-- counts as failing in the health report.
create function private.visit_appointments_closed_forget_reminder()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  update private.visit_appointments as a
     set reminder_claimed_until = null, reminder_last_error = null
   where a.message_id = new.id and a.reminded_at is null and a.reminder_last_error is not null;
  return null;
end;
$$;

revoke execute on function private.visit_appointments_closed_forget_reminder() from public, anon, authenticated, service_role;

create trigger contact_messages_closed_forget_reminder
  after update of closed_at on public.contact_messages
  for each row
  when (old.closed_at is null and new.closed_at is not null)
  execute function private.visit_appointments_closed_forget_reminder();

-- create or replace keeps the grants of 20261127000900 and 20261127000901 (service role only).
