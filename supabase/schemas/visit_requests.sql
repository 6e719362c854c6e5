-- A visit requested with a contact message, checked against the opening calendar, and the
-- workshop's decisions on it.
--
-- The request is two columns of the message (contact_messages.visit_date, visit_time). The slots
-- follow the rules of features/opening-hours/visitSlots.ts: on an opening day of private.opening_on
-- (opening_calendar.sql), every 30 minutes from opening to one hour before closing in each of the
-- day's ranges (public.weekly_hours, opening_hours.sql), at least two hours ahead, within the next four weeks (Paris time). tests/integration/visit-requests.test.ts
-- feeds the same days and instants to both and fails on any difference.
--
-- The workshop's decisions live in private.visit_appointments: the one-click actions of its e-mail
-- and the back office (visit_actions.sql, visit_notices.sql), the calendar feed (visit_calendar.sql)
-- and the reminder the day before (visit_reminders.sql) read and write it.

-- The owner's settings, one row, edited in Supabase's dashboard (Table Editor, schema private).
create table private.appointment_settings (
  id boolean primary key default true,
  -- How many confirmed visits one slot takes before the site shows it as taken.
  slot_capacity integer not null default 1,
  constraint appointment_settings_one_row_check check (id),
  constraint appointment_settings_capacity_check check (slot_capacity between 1 and 20)
);

insert into private.appointment_settings default values;

-- The workshop's decisions on a requested visit. Written by the service role only (the actions of
-- the workshop's e-mail); visitors read nothing of it, only the availability below.
create table private.visit_appointments (
  message_id uuid primary key references public.contact_messages (id) on delete cascade,
  -- requested → confirmed, proposed (another slot), declined; a confirmed visit may be cancelled.
  status text not null default 'requested',
  -- The slot requested, then the one confirmed or proposed; no time: « peu importe l'heure ».
  visit_date date not null,
  visit_time time,
  decided_at timestamptz,
  -- The request is dealt with (« Demande traitée — clore »).
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  -- The iCalendar SEQUENCE of the visit's event, in the visitor's .ics and in the workshop's feed:
  -- one more at each change of its status or slot (visit_calendar.sql); updated_at is its
  -- LAST-MODIFIED.
  sequence integer not null default 0,
  updated_at timestamptz not null default now(),
  -- The reminder the day before a confirmed visit (visit_reminders.sql).
  reminded_at timestamptz,
  reminder_claimed_until timestamptz,
  reminder_attempts integer not null default 0,
  reminder_last_error text,
  -- The workshop's words to the visitor with its decline or cancellation (visit_notices.sql).
  decision_reason text,
  constraint visit_appointments_status_check check (status in ('requested', 'confirmed', 'proposed', 'declined', 'cancelled')),
  constraint visit_appointments_decided_check check ((status = 'requested') = (decided_at is null)),
  constraint visit_appointments_time_check check (status not in ('confirmed', 'proposed') or visit_time is not null),
  constraint visit_appointments_sequence_check check (sequence >= 0),
  constraint visit_appointments_decision_reason_check check (decision_reason is null or char_length(decision_reason) between 1 and 1000)
);

create index visit_appointments_confirmed_idx on private.visit_appointments (visit_date, visit_time) where status = 'confirmed';
create index visit_appointments_reminder_due_idx on private.visit_appointments (visit_date)
  where status = 'confirmed' and reminded_at is null;

-- Slots the owner blocks (a visit booked by phone): never offered. Booked from the back office
-- (« Visites », atelier.sql), it names the visitor and their phone; it has no contact message, so
-- nothing about it is ever e-mailed and it is never reminded.
create table private.visit_blocked_slots (
  visit_date date not null,
  visit_time time not null,
  note text,
  created_at timestamptz not null default now(),
  id uuid not null default gen_random_uuid(),
  name text,
  phone text,
  primary key (visit_date, visit_time),
  constraint visit_blocked_slots_id_key unique (id),
  constraint visit_blocked_slots_note_check check (note is null or char_length(note) <= 1000),
  -- As a contact message's name (contact_messages.sql).
  constraint visit_blocked_slots_name_check
    check (name is null or (name ~ '[^[:space:]]' and char_length(name) <= 100 and name !~ '[\n\v\f\r\u0085\u2028\u2029]'
      and name !~ '[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]')),
  constraint visit_blocked_slots_phone_check check (phone is null or (char_length(phone) <= 40 and phone !~ '[[:cntrl:]]'))
);

revoke all on table private.appointment_settings, private.visit_appointments, private.visit_blocked_slots from public, anon, authenticated;
grant all on table private.appointment_settings, private.visit_appointments, private.visit_blocked_slots to service_role;

-- The visits' decisions stay in the private schema, readable through a view that runs as its
-- caller (security_invoker), so that this policy decides.
alter table private.visit_appointments enable row level security;
grant select on table private.visit_appointments to authenticated;

create policy "The workshop reads the visits"
  on private.visit_appointments
  for select
  to authenticated
  using ((select public.is_workshop()));

create view public.workshop_visits
  with (security_invoker = true)
  as select message_id, status, visit_date, visit_time, decided_at, closed_at, sequence, reminded_at, created_at, updated_at
       from private.visit_appointments;

comment on view public.workshop_visits is 'The visits'' decisions, for the workshop (the policy on private.visit_appointments decides who reads them).';
revoke all on table public.workshop_visits from anon, authenticated;
grant select on table public.workshop_visits to authenticated, service_role;

-- Why a slot is not on the calendar, whatever the clock: 'visit_day_closed', 'visit_time_off_grid',
-- or null. A null time (any time) only asks for an opening day. The grid runs in each of the day's
-- ranges (private.opening_ranges_on), from its opening to one hour before its closing.
create function private.visit_slot_off_calendar(on_day date, at_time time)
  returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select case
    when not o.is_open then 'visit_day_closed'
    when at_time is null then null
    when not exists (
      select 1 from private.opening_ranges_on(on_day) as r
       where at_time >= r.opens_at and at_time <= r.closes_at - interval '1 hour'
         and extract(epoch from at_time - r.opens_at)::integer % 1800 = 0) then 'visit_time_off_grid'
  end
  from private.opening_on(on_day) as o
$$;
revoke execute on function private.visit_slot_off_calendar(date, time) from public, anon, authenticated;

-- The times a visitor may request on a day at an instant: on the calendar, at least two hours
-- ahead, the day at most four weeks after today in Paris.
create function private.visit_slots_on(on_day date, at_instant timestamptz)
  returns setof time
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select slot::time
    from private.opening_ranges_on(on_day) as r
   cross join lateral pg_catalog.generate_series(on_day + r.opens_at, on_day + r.closes_at - interval '1 hour', interval '30 minutes') as slot
   where on_day <= (at_instant at time zone 'Europe/Paris')::date + 28
     and (slot at time zone 'Europe/Paris') >= at_instant + interval '2 hours'
   order by 1
$$;
revoke execute on function private.visit_slots_on(date, timestamptz) from public, anon, authenticated;

-- Why the database refuses a requested visit at an instant, or null when it takes it:
-- 'visit_day_closed', 'visit_time_off_grid', 'visit_past', 'visit_too_far', 'visit_too_soon'.
create function private.visit_refusal(on_day date, at_time time, at_instant timestamptz)
  returns text
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  today date := (at_instant at time zone 'Europe/Paris')::date;
  off_calendar text := private.visit_slot_off_calendar(on_day, at_time);
begin
  if off_calendar is not null then
    return off_calendar;
  end if;
  if on_day < today or (at_time is not null and ((on_day + at_time) at time zone 'Europe/Paris') <= at_instant) then
    return 'visit_past';
  end if;
  if on_day > today + 28 then
    return 'visit_too_far';
  end if;
  if at_time is null then
    if not exists (select 1 from private.visit_slots_on(on_day, at_instant)) then
      return 'visit_too_soon';
    end if;
  elsif ((on_day + at_time) at time zone 'Europe/Paris') < at_instant + interval '2 hours' then
    return 'visit_too_soon';
  end if;
  return null;
end;
$$;

comment on function private.visit_refusal(date, time, timestamptz) is 'Why a requested visit is refused at an instant, or null: the rules of features/opening-hours/visitSlots.ts.';
revoke execute on function private.visit_refusal(date, time, timestamptz) from public, anon, authenticated;
grant execute on function private.visit_slot_off_calendar(date, time), private.visit_slots_on(date, timestamptz),
  private.visit_refusal(date, time, timestamptz) to service_role;

-- Refuses a message whose visit is not a slot the site offers (HTTP 400, the reason in `details`),
-- then records the request for the workshop's decisions.
create function public.contact_messages_check_visit()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  refusal text;
begin
  if new.visit_date is null then
    return new;
  end if;
  refusal := private.visit_refusal(new.visit_date, new.visit_time, pg_catalog.now());
  if refusal is not null then
    raise exception 'visit slot refused'
      using errcode = '23514', detail = refusal,
            hint = 'Choose a slot among those of public.visit_availability.';
  end if;
  return new;
end;
$$;
revoke execute on function public.contact_messages_check_visit() from public, anon, authenticated;

create function public.contact_messages_record_visit()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into private.visit_appointments (message_id, visit_date, visit_time)
  values (new.id, new.visit_date, new.visit_time);
  return null;
end;
$$;
revoke execute on function public.contact_messages_record_visit() from public, anon, authenticated;

create trigger contact_messages_check_visit
  before insert on public.contact_messages
  for each row
  execute function public.contact_messages_check_visit();

create trigger contact_messages_record_visit
  after insert on public.contact_messages
  for each row
  when (new.visit_date is not null)
  execute function public.contact_messages_record_visit();

-- A slot the workshop confirms, proposes or blocks is on the calendar (the clock is the
-- workshop's business: it may confirm a visit for this afternoon).
create function private.visit_slot_on_calendar_check()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  off_calendar text := private.visit_slot_off_calendar(new.visit_date, new.visit_time);
begin
  if off_calendar is not null then
    raise exception 'visit slot not on the opening calendar' using errcode = '23514', detail = off_calendar;
  end if;
  return new;
end;
$$;
revoke execute on function private.visit_slot_on_calendar_check() from public, anon, authenticated;

create trigger visit_appointments_on_calendar
  before insert or update of status, visit_date, visit_time on private.visit_appointments
  for each row
  when (new.status in ('confirmed', 'proposed'))
  execute function private.visit_slot_on_calendar_check();

create trigger visit_blocked_slots_on_calendar
  before insert or update on private.visit_blocked_slots
  for each row
  execute function private.visit_slot_on_calendar_check();

-- What a visitor may know: the slots still offered between two days (at most five weeks apart),
-- each free or taken (blocked by the owner, or confirmed visits up to the capacity). Nothing else.
create function public.visit_availability(from_date date, to_date date)
  returns table (day date, slot time, taken boolean)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  capacity integer := coalesce((select s.slot_capacity from private.appointment_settings as s limit 1), 1);
begin
  if from_date is null or to_date is null or to_date < from_date or to_date - from_date > 35 then
    raise exception 'invalid range' using errcode = '22023', detail = 'from_date to to_date: at most 35 days, in order.';
  end if;
  return query
    select d::date, t.slot,
           exists (select 1 from private.visit_blocked_slots as b where b.visit_date = d::date and b.visit_time = t.slot)
           or (select count(*) from private.visit_appointments as a
                where a.status = 'confirmed' and a.visit_date = d::date and a.visit_time = t.slot) >= capacity
      from pg_catalog.generate_series(from_date, to_date, interval '1 day') as d
     cross join lateral private.visit_slots_on(d::date, pg_catalog.now()) as t(slot)
     order by 1, 2;
end;
$$;

comment on function public.visit_availability(date, date) is 'The visit slots still offered between two days, each free or taken; no one''s data.';
revoke execute on function public.visit_availability(date, date) from public;
grant execute on function public.visit_availability(date, date) to anon, authenticated, service_role;
