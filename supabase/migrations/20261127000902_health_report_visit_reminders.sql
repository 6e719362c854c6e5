-- The health report once visits have their day-before reminder: the job visit-reminders is expected
-- among the scheduled jobs, tomorrow's reminders are counted (due, sent, failing), and a reminder
-- whose last attempt failed is a problem until a later run sends it.

create or replace function private.health_report(waiting_limit interval default interval '15 minutes')
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  waiting record;
  held record;
  given_up record;
  without_address integer;
  last_error jsonb;
  reminders record;
  missing_vault text[];
  jobs jsonb := '[]'::jsonb;
  problems jsonb;
begin
  select pg_catalog.count(*) as count, pg_catalog.min(created_at) as oldest
    into waiting
    from public.contact_messages
   where notified_at is null and notify_gave_up_at is null and notify_next_attempt_at is distinct from 'infinity';

  -- Held for the hourly digest (a flood): they wait up to an hour by design.
  select pg_catalog.count(*) as count, pg_catalog.min(created_at) as oldest
    into held
    from public.contact_messages where notified_at is null and notify_next_attempt_at = 'infinity';

  -- Given up after their attempts ran out: nothing will send them any more.
  select pg_catalog.count(*) as count, pg_catalog.max(notify_gave_up_at) as latest
    into given_up
    from public.contact_messages where notified_at is null and notify_gave_up_at is not null;

  -- Messages of the last day stored without a client address: the gateway did not pass it, and
  -- only the e-mail and site-wide limits applied to them (supabase/README.md, « The client address »).
  select pg_catalog.count(*)::integer into without_address
    from private.contact_sends where client_hash is null and sent_at > pg_catalog.now() - interval '1 day';

  -- The visit reminders of tomorrow: how many are due, sent, and failed at their last attempt.
  select pg_catalog.count(*) as due,
         pg_catalog.count(*) filter (where reminded_at is not null) as sent,
         pg_catalog.count(*) filter (where reminded_at is null and reminder_last_error is not null) as failing,
         (pg_catalog.array_agg(reminder_last_error order by visit_time) filter (where reminded_at is null and reminder_last_error is not null))[1] as last_error
    into reminders
    from private.visit_appointments
   where status = 'confirmed' and visit_date = (pg_catalog.now() at time zone 'Europe/Paris')::date + 1;

  select pg_catalog.jsonb_build_object('message_id', id, 'error', notify_last_error, 'attempts', notify_attempts, 'next_attempt_at', notify_next_attempt_at)
    into last_error
    from public.contact_messages
   where notified_at is null and notify_last_error is not null
   order by notify_next_attempt_at desc nulls last
   limit 1;

  select coalesce(pg_catalog.array_agg(wanted.name order by wanted.name), '{}')
    into missing_vault
    from pg_catalog.unnest(array['project_url', 'notify_workshop_secret', 'contact_retention_secret']) as wanted(name)
   where not exists (select 1 from vault.decrypted_secrets secret where secret.name = wanted.name and coalesce(secret.decrypted_secret, '') <> '');

  -- pg_cron's tables, where the extension is (hosted; emulated locally); read dynamically so that
  -- this function is created on a database without them.
  if pg_catalog.to_regclass('cron.job_run_details') is not null then
    execute $jobs$
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'name', job.jobname, 'schedule', job.schedule, 'last_run', run.start_time, 'status', run.status, 'message', run.return_message
             ) order by job.jobname), '[]'::jsonb)
        from cron.job job
        left join lateral (
          select start_time, status, return_message from cron.job_run_details detail
           where detail.jobid = job.jobid order by detail.start_time desc limit 1
        ) run on true
       where job.active
    $jobs$ into jobs;
  end if;

  -- One line per cause of a workshop without its e-mails.
  select coalesce(pg_catalog.jsonb_agg(cause), '[]'::jsonb) into problems from (
    select pg_catalog.format('%s message(s) not e-mailed, the oldest for %s minutes', waiting.count, pg_catalog.floor(extract(epoch from pg_catalog.now() - waiting.oldest) / 60))
     where waiting.oldest < pg_catalog.now() - waiting_limit
    union all
    select pg_catalog.format('%s message(s) held for the digest, the oldest for %s minutes', held.count, pg_catalog.floor(extract(epoch from pg_catalog.now() - held.oldest) / 60))
     where held.oldest < pg_catalog.now() - interval '1 hour' - waiting_limit
    union all
    select pg_catalog.format('%s message(s) given up after repeated failures, the latest at %s', given_up.count, given_up.latest)
     where given_up.count > 0
    union all
    select pg_catalog.format('Vault secret missing: %s', name) from pg_catalog.unnest(missing_vault) as name
    union all
    select 'pg_cron is not enabled: no sweep or retention job runs' where pg_catalog.to_regclass('cron.job_run_details') is null
    union all
    select pg_catalog.format('scheduled job %s is not scheduled', expected.name)
      from pg_catalog.unnest(array['contact-retention', 'contact-sends-purge', 'cron-history-trim', 'notify-workshop-sweep', 'visit-reminders', 'workshop-digest']) as expected(name)
     where pg_catalog.to_regclass('cron.job_run_details') is not null and not exists (select 1 from pg_catalog.jsonb_array_elements(jobs) job where job->>'name' = expected.name)
    union all
    select pg_catalog.format('%s visit reminder(s) for tomorrow not sent: %s', reminders.failing, reminders.last_error)
     where reminders.failing > 0
    union all
    select pg_catalog.format('scheduled job %s failed at %s: %s', job->>'name', job->>'last_run', job->>'message')
      from pg_catalog.jsonb_array_elements(jobs) job where job->>'status' = 'failed'
  ) as checks(cause);

  return pg_catalog.jsonb_build_object(
    'healthy', pg_catalog.jsonb_array_length(problems) = 0,
    'problems', problems,
    'waiting', pg_catalog.jsonb_build_object(
      'messages', waiting.count,
      'oldest_minutes', pg_catalog.floor(extract(epoch from pg_catalog.now() - waiting.oldest) / 60)
    ),
    'held_for_digest', held.count,
    'given_up', given_up.count,
    'without_client_address_last_day', without_address,
    'last_error', last_error,
    'vault_missing', pg_catalog.to_jsonb(missing_vault),
    'visit_reminders_tomorrow', pg_catalog.jsonb_build_object('due', reminders.due, 'sent', reminders.sent, 'failing', reminders.failing),
    'jobs', jobs
  );
end;
$$;
