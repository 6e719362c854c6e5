-- The workshop's standing hours, one source for the database's opening rule (private.opening_on,
-- opening_calendar.sql), the visit slots (visit_requests.sql) and the site (the build reads them
-- as it reads the exceptions, the pages again after hydration: features/opening-hours). The owner
-- changes them in the back office's « Fiche de l'atelier » (public.atelier_save_opening_hours,
-- atelier.sql); no migration per change. Every change is journaled (workshop_journal.sql).

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
