-- A closure over visits booked by phone (issue 59): « Fermetures » listed and cancelled the confirmed
-- visits of requests inside the days, not the slots the owner booked for a caller
-- (private.visit_blocked_slots, with a name and maybe a phone number): those stayed booked on a closed
-- day, and nobody was told to call them. Now the dialog lists them too (public.phone_visits_between,
-- public.atelier_phone_visits_between) and the closure removes them in the same transaction, only as
-- shown (their ids join the requests' in `shown_visits`), each removal journaled
-- ('visit.phone_cancelled'). They get no e-mail: the workshop has no address, it calls them.

-- The visits booked by phone from first_day to last_day, not yet begun, in order (a slot blocked
-- without a name is nobody's visit: left as it is).
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


create or replace function public.close_days_cancelling_visits(first_day date, last_day date, reason text, note text, message text, shown_visits uuid[])
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


revoke execute on function public.phone_visits_between(date, date) from public, anon, authenticated;
grant execute on function public.phone_visits_between(date, date) to service_role;

-- « Fermetures », before saving: the visits booked by phone inside the days, with their numbers.
create function public.atelier_phone_visits_between(first_day date, last_day date)
  returns table (id uuid, visit_date date, visit_time text, name text, phone text)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  return query select * from public.phone_visits_between(atelier_phone_visits_between.first_day, atelier_phone_visits_between.last_day);
end;
$$;


create or replace function public.atelier_close_days(first_day date, last_day date, reason text, note text, message text, shown_visits uuid[])
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  outcome jsonb;
  visit jsonb;
begin
  perform private.require_workshop();
  outcome := public.close_days_cancelling_visits(atelier_close_days.first_day, atelier_close_days.last_day, atelier_close_days.reason,
    atelier_close_days.note, atelier_close_days.message, atelier_close_days.shown_visits);
  if outcome->>'outcome' = 'done' then
    for visit in select e from pg_catalog.jsonb_array_elements(outcome->'cancelled') as e loop
      perform public.journal_request_action('request.workshop_cancel', (visit->>'message_id')::uuid, auth.uid(),
        pg_catalog.jsonb_build_object('status', 'cancelled', 'visit_date', visit->'visit_date', 'visit_time', visit->'visit_time',
          'closure_id', outcome->'closure_id'));
    end loop;
    for visit in select e from pg_catalog.jsonb_array_elements(outcome->'removed_phone_visits') as e loop
      perform public.journal_request_action('visit.phone_cancelled', null, auth.uid(),
        pg_catalog.jsonb_build_object('visit_id', visit->'id', 'visit_date', visit->'visit_date', 'visit_time', visit->'visit_time',
          'closure_id', outcome->'closure_id'));
    end loop;
    perform public.journal_request_action('closure.saved', null, auth.uid(),
      pg_catalog.jsonb_build_object('closure_id', outcome->'closure_id', 'first_day', atelier_close_days.first_day,
        'last_day', atelier_close_days.last_day, 'cancelled', pg_catalog.jsonb_array_length(outcome->'cancelled'),
        'phone_visits_removed', pg_catalog.jsonb_array_length(outcome->'removed_phone_visits')));
  end if;
  return outcome;
end;
$$;


revoke execute on function public.atelier_phone_visits_between(date, date) from public, anon;
grant execute on function public.atelier_phone_visits_between(date, date) to authenticated;
