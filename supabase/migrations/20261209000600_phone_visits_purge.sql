-- A visit booked by phone is deleted 30 days after its day (private.purge_past_phone_visits, daily).

-- A visit booked by phone (private.visit_blocked_slots) holds a name and a phone number for the
-- visit only: a daily job deletes it a fixed number of days after its day, as the privacy policy
-- states (lib/retention.ts; tests/integration/retention.test.ts fails when the two differ).
create function private.phone_visit_days()
  returns integer
  language sql
  immutable
  set search_path = ''
as $$
  select 30
$$;
revoke execute on function private.phone_visit_days() from public, anon, authenticated;
grant execute on function private.phone_visit_days() to service_role;

-- `at_instant` lets a test say when « now » is; the day is Paris's.
create function private.purge_past_phone_visits(at_instant timestamptz default now())
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  purged integer;
begin
  delete from private.visit_blocked_slots
   where visit_date < (at_instant at time zone 'Europe/Paris')::date - private.phone_visit_days();
  get diagnostics purged = row_count;
  return purged;
end;
$$;
revoke execute on function private.purge_past_phone_visits(timestamptz) from public, anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('phone-visits-purge', '29 4 * * *', 'select private.purge_past_phone_visits()');
  end if;
end
$$;
