-- « Visites » in the back office (/atelier): the visits of the coming days, and a visit booked by
-- phone.
--
-- A visit booked by phone is a slot the owner blocks (private.visit_blocked_slots, made for it in
-- 20261127000601_visit_requests.sql), now with the visitor's name and phone. It has no contact
-- message, so nothing about it is ever e-mailed: no address to write to, and the reminders read the
-- requested visits only (private.visit_appointments). The slot is taken for the public picker
-- (public.visit_availability), a confirmation or an acceptance cannot land on it (the capacity's
-- trigger), and the calendar feed lists it (public.visit_calendar_events, below, with its name).
--
-- A member calls three functions granted to `authenticated`, each refusing anyone who is not a
-- member with a live session (private.require_workshop(), SQLSTATE 42501) and journaling what it
-- changed with the member as actor. The journal names the slot, not the visitor: it is kept a year.

alter table private.visit_blocked_slots
  add column id uuid not null default gen_random_uuid(),
  add column name text,
  add column phone text,
  add constraint visit_blocked_slots_id_key unique (id),
  -- As a contact message's name (20261207000200_names_without_invisible_controls.sql).
  add constraint visit_blocked_slots_name_check
    check (name is null or (name ~ '[^[:space:]]' and char_length(name) <= 100 and name !~ '[\n\v\f\r\u0085\u2028\u2029]'
      and name !~ '[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]')),
  add constraint visit_blocked_slots_phone_check check (phone is null or (char_length(phone) <= 40 and phone !~ '[[:cntrl:]]'));

-- « Visites »: the visits from first_day to last_day (Paris days, both included, at most six weeks),
-- by day and time: each visit of an open request that is confirmed, still to confirm (requested,
-- the time possibly left open) or proposed to the visitor, and each visit booked by phone. A closed
-- request's visit is left out, as the calendar feed leaves it out (20261208000500).
create function public.atelier_visits(first_day date, last_day date)
  returns table (kind text, id uuid, visit_date date, visit_time text, status text, name text, phone text, service text, note text)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  if atelier_visits.first_day is null or atelier_visits.last_day is null or atelier_visits.last_day < atelier_visits.first_day
     or atelier_visits.last_day - atelier_visits.first_day > 42 then
    raise exception 'invalid range' using errcode = '22023', detail = 'first_day to last_day: at most six weeks, in order.';
  end if;
  return query
    select 'request'::text, a.message_id, a.visit_date, pg_catalog.to_char(a.visit_time, 'HH24:MI'), a.status, m.name, m.phone, m.service, null::text
      from private.visit_appointments as a
      join public.contact_messages as m on m.id = a.message_id
     where a.visit_date between atelier_visits.first_day and atelier_visits.last_day
       and a.status in ('requested', 'confirmed', 'proposed') and m.closed_at is null
    union all
    select 'phone'::text, b.id, b.visit_date, pg_catalog.to_char(b.visit_time, 'HH24:MI'), 'confirmed'::text, b.name, b.phone, null::text, b.note
      from private.visit_blocked_slots as b
     where b.visit_date between atelier_visits.first_day and atelier_visits.last_day
    order by 3, 4 nulls last, 6, 2;
end;
$$;

-- The answer of the two functions below: 'done' (with the visit), 'already' or 'refused' and why.
create function private.phone_visit_outcome(outcome text, reason text, visit private.visit_blocked_slots)
  returns jsonb
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('outcome', outcome, 'reason', reason, 'id', visit.id,
    'visit_date', visit.visit_date, 'visit_time', pg_catalog.to_char(visit.visit_time, 'HH24:MI')))
$$;

-- « Réserver un créneau pris par téléphone »: refuses a missing or over-long field, a slot that is
-- past, off the opening calendar (a closure included), or already taken (booked by phone, or
-- confirmed visits up to the owner's capacity); then books it. Locks as a confirmation does
-- (20261208000503_closure_over_visits.sql): a closure being saved is waited for, then seen, and two
-- bookings of one slot at once cannot both take it.
create function public.atelier_book_phone_visit(on_day date, at_time time, name text, phone text default null, note text default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  visitor text := nullif(pg_catalog.btrim(coalesce(atelier_book_phone_visit.name, '')), '');
  phone_number text := nullif(pg_catalog.btrim(coalesce(atelier_book_phone_visit.phone, '')), '');
  remark text := nullif(pg_catalog.btrim(coalesce(atelier_book_phone_visit.note, '')), '');
  capacity integer := coalesce((select s.slot_capacity from private.appointment_settings as s limit 1), 1);
  off_calendar text;
  booked private.visit_blocked_slots;
begin
  perform private.require_workshop();
  if on_day is null or at_time is null then
    return private.phone_visit_outcome('refused', 'visit_time_missing', null);
  end if;
  if visitor is null then
    return private.phone_visit_outcome('refused', 'name_missing', null);
  end if;
  if char_length(visitor) > 100 then
    return private.phone_visit_outcome('refused', 'name_too_long', null);
  end if;
  if char_length(phone_number) > 40 then
    return private.phone_visit_outcome('refused', 'phone_too_long', null);
  end if;
  if char_length(remark) > 1000 then
    return private.phone_visit_outcome('refused', 'note_too_long', null);
  end if;
  perform pg_catalog.pg_advisory_xact_lock_shared(pg_catalog.hashtext('visit calendar'));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visit ' || on_day::text || ' ' || at_time::text));
  if ((on_day + at_time) at time zone 'Europe/Paris') <= pg_catalog.now() then
    return private.phone_visit_outcome('refused', 'visit_past', null);
  end if;
  off_calendar := private.visit_slot_off_calendar(on_day, at_time);
  if off_calendar is not null then
    return private.phone_visit_outcome('refused', off_calendar, null);
  end if;
  if exists (select 1 from private.visit_blocked_slots as b where b.visit_date = on_day and b.visit_time = at_time)
     or (select count(*) from private.visit_appointments as a where a.status = 'confirmed' and a.visit_date = on_day and a.visit_time = at_time) >= capacity then
    return private.phone_visit_outcome('refused', 'visit_slot_taken', null);
  end if;
  begin
    insert into private.visit_blocked_slots (visit_date, visit_time, name, phone, note)
    values (on_day, at_time, visitor, phone_number, remark)
    returning * into booked;
  exception when check_violation then
    -- The name's or the phone's check (an invisible or control character).
    return private.phone_visit_outcome('refused', case when sqlerrm like '%phone%' then 'phone_invalid' else 'name_invalid' end, null);
  end;
  perform public.journal_request_action('visit.phone_booked', null, auth.uid(),
    pg_catalog.jsonb_build_object('visit_id', booked.id, 'visit_date', booked.visit_date, 'visit_time', pg_catalog.to_char(booked.visit_time, 'HH24:MI')));
  return private.phone_visit_outcome('done', null, booked);
end;
$$;

-- « Retirer »: the slot is offered again at once. Removing twice is not an error ('already').
create function public.atelier_remove_phone_visit(visit_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  removed private.visit_blocked_slots;
begin
  perform private.require_workshop();
  delete from private.visit_blocked_slots as b where b.id = atelier_remove_phone_visit.visit_id returning * into removed;
  if not found then
    return private.phone_visit_outcome('already', null, null);
  end if;
  perform public.journal_request_action('visit.phone_removed', null, auth.uid(),
    pg_catalog.jsonb_build_object('visit_id', removed.id, 'visit_date', removed.visit_date, 'visit_time', pg_catalog.to_char(removed.visit_time, 'HH24:MI')));
  return private.phone_visit_outcome('done', null, removed);
end;
$$;

-- The feed names the visitor of a visit booked by phone, and their number (a slot blocked without
-- a name, from the dashboard, stays « Créneau réservé par téléphone » with its note).
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
         0, b.created_at, b.name, null, b.phone, null, b.note
    from private.visit_blocked_slots b
   where b.visit_date >= (select day from since)
  order by 3, 1, 2
$$;
-- create or replace keeps its grants (service role only).

revoke execute on function private.phone_visit_outcome(text, text, private.visit_blocked_slots) from public, anon, authenticated;
revoke execute on function public.atelier_visits(date, date), public.atelier_book_phone_visit(date, time, text, text, text),
  public.atelier_remove_phone_visit(uuid) from public, anon;
grant execute on function public.atelier_visits(date, date), public.atelier_book_phone_visit(date, time, text, text, text),
  public.atelier_remove_phone_visit(uuid) to authenticated;
