-- The weekly hours become data: public.weekly_hours (each day closed, or one or two ranges) and
-- public.summer_closure (day and month to day and month), seeded with the hours the site has always
-- shown (Tuesday to Saturday, 10:00 to 18:45; closed 1 to 25 August). private.opening_on reads them
-- instead of its constants, and says the pause of a day with two ranges (break_starts, break_ends);
-- private.opening_ranges_on gives a day's ranges, which private.is_open_at and the visit slots
-- (a grid in each range) now read. Anon reads both tables (the build and the pages after
-- hydration); the workshop saves them from the back office's « Fiche de l'atelier »
-- (public.atelier_save_opening_hours), every change journaled.

-- Each day of the week (ISO: 1 Monday … 7 Sunday): closed (no hours), one range opens–closes, or
-- two (opens–closes, then opens_again–closes_again), in Paris time, to the minute, in order and
-- apart (a range that starts where the other ends is one range).
create table public.weekly_hours (
  weekday smallint primary key,
  opens time,
  closes time,
  opens_again time,
  closes_again time,

  constraint weekly_hours_weekday_check check (weekday between 1 and 7),
  constraint weekly_hours_ranges_check check (
    (opens is null and closes is null and opens_again is null and closes_again is null)
    or (opens is not null and closes is not null and opens < closes
        and ((opens_again is null and closes_again is null)
             or (opens_again is not null and closes_again is not null and closes < opens_again and opens_again < closes_again)))
  ),
  constraint weekly_hours_minutes_check check (
    date_trunc('minute', coalesce(opens, '00:00')) = coalesce(opens, '00:00')
    and date_trunc('minute', coalesce(closes, '00:00')) = coalesce(closes, '00:00')
    and date_trunc('minute', coalesce(opens_again, '00:00')) = coalesce(opens_again, '00:00')
    and date_trunc('minute', coalesce(closes_again, '00:00')) = coalesce(closes_again, '00:00')
  )
);

comment on table public.weekly_hours is 'The workshop''s hours on each day of the week (ISO weekday), one or two ranges or none; public read, written by the workshop.';

-- The closure every summer, from a day to a day of the same year, both included (at most three
-- months); none when all four are empty. One row.
create table public.summer_closure (
  id boolean primary key default true,
  from_month smallint,
  from_day smallint,
  to_month smallint,
  to_day smallint,

  constraint summer_closure_one_row check (id),
  constraint summer_closure_days_check check (
    (from_month is null and from_day is null and to_month is null and to_day is null)
    or (case
          when from_month between 1 and 12 and to_month between 1 and 12
               and from_day between 1 and extract(day from make_date(2000, from_month, 1) + interval '1 month - 1 day')
               and to_day between 1 and extract(day from make_date(2000, to_month, 1) + interval '1 month - 1 day')
          then make_date(2000, to_month, to_day) - make_date(2000, from_month, from_day) between 0 and 92
          else false
        end)
  )
);

comment on table public.summer_closure is 'The workshop''s closure every summer, day and month to day and month (none when empty); public read, written by the workshop.';

-- Today's hours: Tuesday to Saturday, 10:00 to 18:45; closed 1 to 25 August.
insert into public.weekly_hours (weekday, opens, closes)
values (1, null, null), (2, '10:00', '18:45'), (3, '10:00', '18:45'), (4, '10:00', '18:45'), (5, '10:00', '18:45'), (6, '10:00', '18:45'), (7, null, null);
insert into public.summer_closure (from_month, from_day, to_month, to_day) values (8, 1, 8, 25);

alter table public.weekly_hours enable row level security;
alter table public.summer_closure enable row level security;
revoke all on table public.weekly_hours, public.summer_closure from anon, authenticated;
grant select on table public.weekly_hours, public.summer_closure to anon, authenticated;
grant all on table public.weekly_hours, public.summer_closure to service_role;

-- Public, as the hours are on every page; a signed-in person reads them only as the workshop.
create policy "The weekly hours are public" on public.weekly_hours for select to anon using (weekday between 1 and 7);
create policy "The workshop reads the weekly hours" on public.weekly_hours for select to authenticated using ((select public.is_workshop()));
create policy "The summer closure is public" on public.summer_closure for select to anon using (id);
create policy "The workshop reads the summer closure" on public.summer_closure for select to authenticated using ((select public.is_workshop()));

create trigger weekly_hours_journal after insert or update or delete on public.weekly_hours
  for each row execute function private.journal_owner_edit();
create trigger summer_closure_journal after insert or update or delete on public.summer_closure
  for each row execute function private.journal_owner_edit();

-- A new column in its answer: the function is replaced, its callers (sql and plpgsql) unchanged.
drop function private.opening_on(date);

-- How a day opens, by the first rule that speaks of it (as features/opening-hours/calendar.ts):
-- the owner's dated rows (a closure wins; among openings, the row added last), the summer closure
-- (public.summer_closure), a public holiday not opened by its row, the day's hours in
-- public.weekly_hours. closure: 'exceptional', 'summer', 'holiday', 'weekly', or null when open.
-- opens_at and closes_at are the day's first opening and last closing; break_starts and
-- break_ends the pause between its two ranges, if it has two. An owner's opening without hours
-- takes the day's usual ones, or on a day closed every week those of the next day that opens.
create function private.opening_on(on_day date)
  returns table (is_open boolean, opens_at time, closes_at time, closure text, holiday_key text, closure_reason text,
                 break_starts time, break_ends time)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  closing public.opening_exceptions;
  opening public.opening_exceptions;
  summer public.summer_closure;
  usual public.weekly_hours;
  holiday_on_day text := private.french_holiday(on_day);
  month_day integer := extract(month from on_day)::integer * 100 + extract(day from on_day)::integer;
begin
  select * into closing from public.opening_exceptions as x
   where x.holiday is null and not x.open and on_day between x.first_day and x.last_day
   order by x.id desc limit 1;
  if found then
    return query select false, null::time, null::time, 'exceptional'::text, null::text, closing.reason, null::time, null::time;
    return;
  end if;
  select * into opening from public.opening_exceptions as x
   where x.holiday is null and x.open and on_day between x.first_day and x.last_day
   order by x.id desc limit 1;
  if found then
    if opening.opens is not null then
      return query select true, opening.opens, opening.closes, null::text, null::text, null::text, null::time, null::time;
      return;
    end if;
    -- The day's own hours, or those of the next day of the week that has any.
    select * into usual from public.weekly_hours as w
     where w.opens is not null
     order by (w.weekday - extract(isodow from on_day)::integer + 7) % 7 limit 1;
  else
    select * into summer from public.summer_closure as s where s.id;
    if summer.from_month is not null
       and month_day between summer.from_month * 100 + summer.from_day and summer.to_month * 100 + summer.to_day then
      return query select false, null::time, null::time, 'summer'::text, null::text, null::text, null::time, null::time;
      return;
    end if;
    if holiday_on_day is not null
       and not exists (select 1 from public.opening_exceptions as x where x.holiday = holiday_on_day and x.open) then
      return query select false, null::time, null::time, 'holiday'::text, holiday_on_day, null::text, null::time, null::time;
      return;
    end if;
    select * into usual from public.weekly_hours as w where w.weekday = extract(isodow from on_day);
  end if;
  if usual.opens is null then
    return query select false, null::time, null::time, 'weekly'::text, null::text, null::text, null::time, null::time;
    return;
  end if;
  return query select true, usual.opens, coalesce(usual.closes_again, usual.closes), null::text, null::text, null::text,
    case when usual.opens_again is not null then usual.closes end, usual.opens_again;
end;
$$;

comment on function private.opening_on(date) is 'How the workshop opens on a day: the rules of features/opening-hours/calendar.ts.';
revoke execute on function private.opening_on(date) from public;

-- The ranges the doors are open on a day (none, one or two), in order.
create function private.opening_ranges_on(on_day date)
  returns table (opens_at time, closes_at time)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select r.opens_at, r.closes_at
    from private.opening_on(on_day) as o
   cross join lateral (values (1, o.opens_at, coalesce(o.break_starts, o.closes_at)), (2, o.break_ends, o.closes_at)) as r(n, opens_at, closes_at)
   where o.is_open and r.opens_at is not null
   order by r.n
$$;

comment on function private.opening_ranges_on(date) is 'The ranges the workshop is open on a day, in Paris time.';
revoke execute on function private.opening_ranges_on(date) from public;

-- Whether the doors are open at an instant, read on the clocks of Paris.
create or replace function private.is_open_at(at_instant timestamptz)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (
    select 1 from private.opening_ranges_on((at_instant at time zone 'Europe/Paris')::date) as r
     where (at_instant at time zone 'Europe/Paris')::time >= r.opens_at
       and (at_instant at time zone 'Europe/Paris')::time < r.closes_at)
$$;

grant execute on function private.opening_on(date), private.opening_ranges_on(date) to service_role;

-- Why a slot is not on the calendar, whatever the clock: 'visit_day_closed', 'visit_time_off_grid',
-- or null. A null time (any time) only asks for an opening day. The grid runs in each of the day's
-- ranges (private.opening_ranges_on), from its opening to one hour before its closing.
create or replace function private.visit_slot_off_calendar(on_day date, at_time time)
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
create or replace function private.visit_slots_on(on_day date, at_instant timestamptz)
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

-- « Fiche de l'atelier » (20261210000300): the weekly hours and the summer closure, saved as a
-- whole. week: seven { weekday (1 Monday … 7 Sunday), opens, closes, opens_again, closes_again }
-- ('HH:MM', all null on a closed day); summer: { from_month, from_day, to_month, to_day }, or null
-- for none. { outcome: 'done' }, or refused invalid with its problems: 'week' (not the seven days),
-- 'day_N_incomplete', 'day_N_time', 'day_N_reversed' (a range ending before it starts),
-- 'day_N_overlap' (the second range not after the first), 'week_closed' (no day open), 'summer',
-- 'summer_reversed', 'summer_too_long' (more than three months). Only the days that change are
-- written; the tables' triggers journal each change and one row says the whole save.
create function public.atelier_save_opening_hours(week jsonb, summer jsonb default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problems text[] := '{}';
  day jsonb;
  n integer;
  t time[];
  open_days integer := 0;
  summer_days integer[];
  month_length constant integer[] := array[31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
begin
  perform private.require_workshop();
  if pg_catalog.jsonb_typeof(week) is distinct from 'array' or pg_catalog.jsonb_array_length(week) <> 7
     or (select count(distinct d->>'weekday') from pg_catalog.jsonb_array_elements(week) as d
          where d->>'weekday' in ('1', '2', '3', '4', '5', '6', '7')) <> 7 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.jsonb_build_array('week'));
  end if;
  for day in select d from pg_catalog.jsonb_array_elements(week) as d order by (d->>'weekday')::integer loop
    n := (day->>'weekday')::integer;
    begin
      t := array[(day->>'opens')::time, (day->>'closes')::time, (day->>'opens_again')::time, (day->>'closes_again')::time];
    exception when others then
      problems := pg_catalog.array_append(problems, 'day_' || n || '_time');
      continue;
    end;
    if t[1] is null and t[2] is null and t[3] is null and t[4] is null then
      continue;
    end if;
    if t[1] is null or t[2] is null or (t[3] is null) <> (t[4] is null) then
      problems := pg_catalog.array_append(problems, 'day_' || n || '_incomplete');
    elsif exists (select 1 from pg_catalog.unnest(t) as x where x is not null and date_trunc('minute', x) <> x) then
      problems := pg_catalog.array_append(problems, 'day_' || n || '_time');
    elsif t[1] >= t[2] or t[3] >= t[4] then
      problems := pg_catalog.array_append(problems, 'day_' || n || '_reversed');
    elsif t[3] <= t[2] then
      problems := pg_catalog.array_append(problems, 'day_' || n || '_overlap');
    else
      open_days := open_days + 1;
    end if;
  end loop;
  if pg_catalog.cardinality(problems) = 0 and open_days = 0 then
    problems := pg_catalog.array_append(problems, 'week_closed');
  end if;
  if pg_catalog.jsonb_typeof(summer) = 'object' then
    begin
      summer_days := array[(summer->>'from_month')::integer, (summer->>'from_day')::integer, (summer->>'to_month')::integer, (summer->>'to_day')::integer];
    exception when others then
      summer_days := null;
    end;
    if summer_days is null or not coalesce(summer_days[1] between 1 and 12 and summer_days[3] between 1 and 12
         and summer_days[2] between 1 and month_length[summer_days[1]] and summer_days[4] between 1 and month_length[summer_days[3]], false) then
      problems := pg_catalog.array_append(problems, 'summer');
    elsif make_date(2000, summer_days[3], summer_days[4]) < make_date(2000, summer_days[1], summer_days[2]) then
      problems := pg_catalog.array_append(problems, 'summer_reversed');
    elsif make_date(2000, summer_days[3], summer_days[4]) - make_date(2000, summer_days[1], summer_days[2]) > 92 then
      problems := pg_catalog.array_append(problems, 'summer_too_long');
    end if;
  elsif summer is not null and pg_catalog.jsonb_typeof(summer) <> 'null' then
    problems := pg_catalog.array_append(problems, 'summer');
  end if;
  if pg_catalog.cardinality(problems) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.to_jsonb(problems));
  end if;

  update public.weekly_hours as w
     set opens = d.opens, closes = d.closes, opens_again = d.opens_again, closes_again = d.closes_again
    from pg_catalog.jsonb_to_recordset(week) as d(weekday smallint, opens time, closes time, opens_again time, closes_again time)
   where w.weekday = d.weekday
     and (w.opens, w.closes, w.opens_again, w.closes_again) is distinct from (d.opens, d.closes, d.opens_again, d.closes_again);
  update public.summer_closure as s
     set from_month = summer_days[1], from_day = summer_days[2], to_month = summer_days[3], to_day = summer_days[4]
   where s.id and (s.from_month, s.from_day, s.to_month, s.to_day) is distinct from (summer_days[1], summer_days[2], summer_days[3], summer_days[4]);
  perform public.journal_request_action('opening_hours.saved', null, auth.uid(),
    pg_catalog.jsonb_build_object('week', (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(w) order by w.weekday) from public.weekly_hours as w),
                                  'summer', (select pg_catalog.to_jsonb(s) - 'id' from public.summer_closure as s where s.id)));
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

revoke execute on function public.atelier_save_opening_hours(jsonb, jsonb) from public, anon;
grant execute on function public.atelier_save_opening_hours(jsonb, jsonb) to authenticated;
