-- The reminder the day before a confirmed visit: an e-mail to the visitor (Edge Function
-- visit-reminders), asked for hourly through the day by pg_cron, for each visit confirmed for the
-- next day in Paris and not yet reminded. Only confirmed visits, only to the address of the message
-- that requested them: nobody can use the site to mail a stranger.
--
-- At least once, as the workshop's notification: a run claims its rows for 5 minutes (two runs
-- never take the same row), sends, then marks reminded_at. A send whose mark is lost is sent again
-- once the claim runs out, with the same Message-ID (derived from the visit and its day), so the
-- visitor's mail client merges the copies. A failed send keeps its error on the row; the next
-- hour's run tries again, until the day of the visit. A closed request's visit is not reminded.

-- A visit moved to another day or time is reminded again, for its new slot.
create function private.visit_appointments_reset_reminder()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if (new.visit_date, new.visit_time) is distinct from (old.visit_date, old.visit_time) then
    new.reminded_at := null;
    new.reminder_claimed_until := null;
    new.reminder_attempts := 0;
    new.reminder_last_error := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.visit_appointments_reset_reminder() from public, anon, authenticated, service_role;

create trigger visit_appointments_reset_reminder
  before update of visit_date, visit_time on private.visit_appointments
  for each row
  execute function private.visit_appointments_reset_reminder();

-- Tomorrow, in Paris.
create function private.paris_tomorrow()
  returns date
  language sql
  stable
  set search_path = ''
as $$
  select (pg_catalog.now() at time zone 'Europe/Paris')::date + 1
$$;
revoke execute on function private.paris_tomorrow() from public, anon, authenticated;

create function public.claim_visit_reminders(batch integer default 100)
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
revoke execute on function public.claim_visit_reminders(integer) from public, anon, authenticated;
grant execute on function public.claim_visit_reminders(integer) to service_role;

-- Marks a reminder sent, for the slot it named (a visit moved meanwhile is reminded again).
create function public.complete_visit_reminder(message_id uuid, visit_date date, visit_time time)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.visit_appointments a
     set reminded_at = pg_catalog.now(), reminder_claimed_until = null, reminder_last_error = null
   where a.message_id = complete_visit_reminder.message_id
     and a.visit_date = complete_visit_reminder.visit_date
     and a.visit_time = complete_visit_reminder.visit_time
     and a.reminded_at is null;
$$;
revoke execute on function public.complete_visit_reminder(uuid, date, time) from public, anon, authenticated;
grant execute on function public.complete_visit_reminder(uuid, date, time) to service_role;

create function public.fail_visit_reminder(message_id uuid, error text)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.visit_appointments a
     set reminder_claimed_until = null, reminder_last_error = pg_catalog.left(error, 2000)
   where a.message_id = fail_visit_reminder.message_id and a.reminded_at is null;
$$;
revoke execute on function public.fail_visit_reminder(uuid, text) from public, anon, authenticated;
grant execute on function public.fail_visit_reminder(uuid, text) to service_role;

create function public.request_visit_reminders()
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
revoke execute on function public.request_visit_reminders() from public, anon, authenticated, service_role;

-- pg_cron runs in UTC: at 35 past each hour from 08:35 to 18:35 UTC, 09:35 to 19:35 in Paris in
-- winter, an hour later in summer; the first run sends, the others catch visits confirmed later in
-- the day and retry failures.
do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('visit-reminders', '35 8-18 * * *', 'select public.request_visit_reminders()');
  end if;
end
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
