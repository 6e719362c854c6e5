-- The opening calendar: the owner's exceptions (a closure, an opening, other hours, a public
-- holiday opened every year), edited in Supabase's dashboard (Table Editor, opening_exceptions) and the back office's « Fermetures »,
-- and the calendar's rules in SQL for the database's own checks.
--
-- The site (features/opening-hours/calendar.ts) applies the same rules to the same standing hours
-- (public.weekly_hours and public.summer_closure, opening_hours.sql): a change of rule is made
-- here and there together, in a new migration; tests/integration/opening-calendar.test.ts feeds
-- every day from 2026 to 2030 to both and fails on any difference.
create table public.opening_exceptions (
  id bigint generated always as identity primary key,
  -- A dated row covers first_day to last_day, both included (one day: the same date twice) ...
  first_day date,
  last_day date,
  -- ... a holiday's row applies every year (open = true: the holiday no longer closes the workshop).
  holiday text,
  -- false: closed; true: open, at opens–closes if given, else at the usual hours.
  open boolean not null default false,
  opens time,
  closes time,
  -- Shown to visitors: « Fermeture exceptionnelle (reason) ».
  reason text,
  -- The owner's own note, never shown.
  note text,
  created_at timestamptz not null default now(),

  constraint opening_exceptions_dated_or_holiday_check check (
    (holiday is null and first_day is not null and last_day is not null)
    or (holiday is not null and first_day is null and last_day is null)
  ),
  constraint opening_exceptions_days_check check (last_day >= first_day and last_day - first_day <= 366),
  constraint opening_exceptions_holiday_check check (
    holiday in ('jour_de_l_an', 'lundi_de_paques', 'fete_du_travail', 'victoire_1945', 'ascension',
                'lundi_de_pentecote', 'fete_nationale', 'assomption', 'toussaint', 'armistice_1918', 'noel')
  ),
  -- Hours only on an opening, both of them, the doors opening before they close, to the minute.
  constraint opening_exceptions_hours_check check (
    (opens is null and closes is null)
    or (open and opens is not null and closes is not null and opens < closes
        and extract(second from opens) = 0 and extract(second from closes) = 0)
  ),
  constraint opening_exceptions_reason_check check (
    reason is null or (reason ~ '[^[:space:]]' and reason !~ '[[:cntrl:]]' and char_length(reason) <= 80)
  ),
  constraint opening_exceptions_note_check check (note is null or char_length(note) <= 1000)
);

comment on table public.opening_exceptions is
  'The owner''s exceptions to the opening hours: closures, openings, other hours, holidays opened. Visitors read current and future rows'' public columns.';

create unique index opening_exceptions_one_row_per_holiday on public.opening_exceptions (holiday) where holiday is not null;
create index opening_exceptions_last_day_idx on public.opening_exceptions (last_day);

alter table public.opening_exceptions enable row level security;
revoke all on table public.opening_exceptions from anon, authenticated;
grant select (id, first_day, last_day, holiday, open, opens, closes, reason) on table public.opening_exceptions to anon, authenticated;
grant select, insert, update, delete on table public.opening_exceptions to authenticated;
grant all on table public.opening_exceptions to service_role;

-- A row whose last day is past in Paris is history: visitors do not read it.
create policy "Current and future exceptions are public"
  on public.opening_exceptions
  for select
  to anon
  using (holiday is not null or last_day >= (now() at time zone 'Europe/Paris')::date);

-- The workshop reads and edits them all from the back office; every change is journaled.
create policy "The workshop reads the exceptions" on public.opening_exceptions for select to authenticated using ((select public.is_workshop()));
create policy "The workshop adds exceptions" on public.opening_exceptions for insert to authenticated with check ((select public.is_workshop()));
create policy "The workshop changes exceptions" on public.opening_exceptions for update to authenticated
  using ((select public.is_workshop())) with check ((select public.is_workshop()));
create policy "The workshop removes exceptions" on public.opening_exceptions for delete to authenticated using ((select public.is_workshop()));

create trigger opening_exceptions_journal after insert or update or delete on public.opening_exceptions
  for each row execute function private.journal_owner_edit();

-- Easter Sunday of the Gregorian calendar (the anonymous algorithm of 1876, Meeus/Jones/Butcher).
create function private.easter_sunday(year integer)
  returns date
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  a integer := year % 19;
  b integer := year / 100;
  c integer := year % 100;
  d integer := b / 4;
  e integer := b % 4;
  f integer := (b + 8) / 25;
  g integer := (b - f + 1) / 3;
  h integer := (19 * a + b - d - g + 15) % 30;
  i integer := c / 4;
  k integer := c % 4;
  l integer := (32 + 2 * e + 2 * i - h - k) % 7;
  m integer := (a + 11 * h + 22 * l) / 451;
begin
  return make_date(year, (h + l - 7 * m + 114) / 31, ((h + l - 7 * m + 114) % 31) + 1);
end;
$$;
revoke execute on function private.easter_sunday(integer) from public;

-- The French public holiday on a day (the key opening_exceptions.holiday uses), or null. The fixed
-- days come first, as in features/opening-hours/holidays.ts, for the years Ascension is 1 or 8 May.
create function private.french_holiday(on_day date)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select case
    when to_char(on_day, 'MM-DD') = '01-01' then 'jour_de_l_an'
    when to_char(on_day, 'MM-DD') = '05-01' then 'fete_du_travail'
    when to_char(on_day, 'MM-DD') = '05-08' then 'victoire_1945'
    when to_char(on_day, 'MM-DD') = '07-14' then 'fete_nationale'
    when to_char(on_day, 'MM-DD') = '08-15' then 'assomption'
    when to_char(on_day, 'MM-DD') = '11-01' then 'toussaint'
    when to_char(on_day, 'MM-DD') = '11-11' then 'armistice_1918'
    when to_char(on_day, 'MM-DD') = '12-25' then 'noel'
    when on_day = easter + 1 then 'lundi_de_paques'
    when on_day = easter + 39 then 'ascension'
    when on_day = easter + 50 then 'lundi_de_pentecote'
  end
  from (select private.easter_sunday(extract(year from on_day)::integer) as easter) as computed
$$;
revoke execute on function private.french_holiday(date) from public;

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
create function private.is_open_at(at_instant timestamptz)
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

comment on function private.is_open_at(timestamptz) is 'Whether the workshop is open at an instant, in Paris time.';
revoke execute on function private.is_open_at(timestamptz) from public;
grant execute on function private.easter_sunday(integer), private.french_holiday(date), private.opening_on(date),
  private.opening_ranges_on(date), private.is_open_at(timestamptz) to service_role;
