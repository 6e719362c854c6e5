-- A closure entered over confirmed visits (issue 59: it left them confirmed and reminded, with no
-- warning). The back office first lists the confirmed visits inside the days it is about to close
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

-- A confirmation waits while a closure is being saved, then meets it: the capacity's trigger, the
-- first of a confirmation's triggers, takes this lock shared (confirmations still run side by side)
-- and the closure takes it alone; the calendar's trigger that runs next reads the closure.
create or replace function private.visit_slot_capacity_check()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  capacity integer := coalesce((select s.slot_capacity from private.appointment_settings as s limit 1), 1);
  taken integer;
begin
  perform pg_catalog.pg_advisory_xact_lock_shared(pg_catalog.hashtext('visit calendar'));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visit ' || new.visit_date::text || ' ' || new.visit_time::text));
  if exists (select 1 from private.visit_blocked_slots as b where b.visit_date = new.visit_date and b.visit_time = new.visit_time) then
    raise exception 'visit slot blocked' using errcode = '23514', detail = 'visit_slot_blocked';
  end if;
  select count(*) into taken from private.visit_appointments as a
   where a.status = 'confirmed' and a.visit_date = new.visit_date and a.visit_time = new.visit_time and a.message_id <> new.message_id;
  if taken >= capacity then
    raise exception 'visit slot full' using errcode = '23514', detail = 'visit_slot_full';
  end if;
  return new;
end;
$$;

-- Saves a closure of first_day to last_day (public.opening_exceptions: `reason` shown to visitors,
-- up to 80 characters; `note` the owner's own) and cancels the confirmed visits it covers, each
-- visitor told with `message` (optional, up to 1,000 characters). `shown_visits`: the visits the
-- owner was shown (public.confirmed_visits_between); when the visits are no longer those, nothing is
-- saved and the answer lists the current ones ('visits_changed'), so no visit is cancelled unseen.
-- Answers { outcome: 'done', closure_id, cancelled: [{ message_id, visit_date, visit_time }] } or
-- { outcome: 'refused', reason }: days_missing, days_out_of_order, days_too_many, closure_past,
-- visits_changed (with visits), reason_too_long (the message), or the table's CHECK that refused the
-- closure (e.g. opening_exceptions_reason_check).
create function public.close_days_cancelling_visits(first_day date, last_day date, reason text, note text, message text, shown_visits uuid[])
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  refused constant jsonb := pg_catalog.jsonb_build_object('outcome', 'refused');
  current jsonb;
  visit jsonb;
  outcome jsonb;
  cancelled jsonb := '[]'::jsonb;
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
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visit calendar'));
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(v)), '[]'::jsonb) into current
    from public.confirmed_visits_between(close_days_cancelling_visits.first_day, close_days_cancelling_visits.last_day) as v;
  if (select coalesce(pg_catalog.array_agg(shown order by shown), '{}') from pg_catalog.unnest(coalesce(shown_visits, '{}')) as shown)
     is distinct from (select coalesce(pg_catalog.array_agg((e->>'message_id')::uuid order by (e->>'message_id')::uuid), '{}')
                         from pg_catalog.jsonb_array_elements(current) as e) then
    return refused || pg_catalog.jsonb_build_object('reason', 'visits_changed', 'visits', current);
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
    insert into public.opening_exceptions (first_day, last_day, open, reason, note)
    values (close_days_cancelling_visits.first_day, close_days_cancelling_visits.last_day, false,
            close_days_cancelling_visits.reason, close_days_cancelling_visits.note)
    returning id into closure;
  exception
    -- Everything in this block is undone: no visit cancelled, no notice, no closure.
    when check_violation then
      get stacked diagnostics refusal = constraint_name;
      return refused || pg_catalog.jsonb_build_object('reason', refusal);
    when raise_exception then
      get stacked diagnostics refusal = pg_exception_detail;
      return refused || pg_catalog.jsonb_build_object('reason', refusal);
  end;
  return pg_catalog.jsonb_build_object('outcome', 'done', 'closure_id', closure, 'cancelled', cancelled);
end;
$$;

revoke execute on function public.confirmed_visits_between(date, date), public.close_days_cancelling_visits(date, date, text, text, text, uuid[])
  from public, anon, authenticated;
grant execute on function public.confirmed_visits_between(date, date), public.close_days_cancelling_visits(date, date, text, text, text, uuid[])
  to service_role;
