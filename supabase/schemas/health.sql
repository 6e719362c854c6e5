-- Whether the workshop would be left without its e-mails, said in one report: the messages waiting
-- for their e-mail and the oldest one's age, the last sending error, the Vault secrets the database
-- needs to call the functions, and the last run and result of each scheduled job. `problems` names
-- each cause; empty means healthy. Read by the Edge Function health (with the function secrets it
-- checks itself), which answers 503 when a problem is listed; `npm run supabase:check` prints it.
--
-- The report is three functions, each adding to the one before it: private.health_report_before_notices
-- (the workshop's e-mails, their digest and attempts cap, the secrets, the scheduled jobs, tomorrow's
-- visit reminders, the messages stored without a client address), private.health_report_before_pause
-- (the notices of the workshop's decisions to visitors, visit_notices.sql) and private.health_report
-- (a pause of the contact form for the whole site, contact_rate_limits.sql, and the site's
-- publication, site_publication.sql). A new cause is one more
-- `union all select …` line in the checks of private.health_report.

create function private.health_report_before_notices(waiting_limit interval default interval '15 minutes')
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
revoke execute on function private.health_report_before_notices(interval) from public, anon, authenticated, service_role;

-- The notices to visitors: the job visit-notices is expected among the scheduled jobs, and a notice
-- whose send failed, or that waits past the report's limit, is a problem until it is sent.
create function private.health_report_before_pause(waiting_limit interval default interval '15 minutes')
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  report jsonb := private.health_report_before_notices(waiting_limit);
  notices record;
  problems jsonb;
begin
  select pg_catalog.count(*) filter (where sent_at is null) as pending,
         pg_catalog.count(*) filter (where sent_at is null and last_error is not null) as failing,
         pg_catalog.count(*) filter (where sent_at is null and created_at < pg_catalog.now() - waiting_limit) as late,
         (pg_catalog.array_agg(last_error order by id desc) filter (where sent_at is null and last_error is not null))[1] as last_error
    into notices
    from private.visit_notices;

  select coalesce(pg_catalog.jsonb_agg(cause), '[]'::jsonb) into problems from (
    select pg_catalog.format('%s visit notice(s) to visitors not sent: %s', notices.failing, notices.last_error)
     where notices.failing > 0
    union all
    select pg_catalog.format('%s visit notice(s) to visitors waiting for more than %s', notices.late, waiting_limit)
     where notices.late > 0 and notices.failing = 0
    union all
    select 'scheduled job visit-notices is not scheduled'
     where pg_catalog.to_regclass('cron.job_run_details') is not null
       and not exists (select 1 from pg_catalog.jsonb_array_elements(report->'jobs') job where job->>'name' = 'visit-notices')
  ) as checks(cause);

  problems := (report->'problems') || problems;
  return report || pg_catalog.jsonb_build_object(
    'healthy', pg_catalog.jsonb_array_length(problems) = 0,
    'problems', problems,
    'visit_notices', pg_catalog.jsonb_build_object('pending', notices.pending, 'failing', notices.failing)
  );
end;
$$;
revoke execute on function private.health_report_before_pause(interval) from public, anon, authenticated, service_role;

-- The health report and the workshop's notice of a pause read the ceiling as before
-- (private.site_pauses_now()): reaching it is a flood the workshop hears of, now one that the form
-- slows rather than one that shuts it. Each rule reached also gives its hard cap and, once the hard
-- cap is reached too, when the form reopens (`paused_until`), to tell the two apart.
create function private.site_pauses_now()
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'period', rule.period::text, 'messages', rule.used, 'ceiling', rule.max_messages, 'until', rule.sent[rule.max_messages] + rule.period,
           'hard_cap', rule.hard_cap, 'paused_until', case when rule.used >= rule.hard_cap then rule.sent[rule.hard_cap] + rule.period end)
           order by rule.period), '[]'::jsonb)
    from (
      select l.period, l.max_messages, l.max_messages * (select p.hard_cap_factor from private.contact_proof_policy p) as hard_cap,
             pg_catalog.count(s.*)::int as used, pg_catalog.array_agg(s.sent_at order by s.sent_at desc) as sent
        from private.contact_rate_limits as l
        left join private.contact_sends as s on s.sent_at > pg_catalog.now() - l.period
       where l.scope = 'site'
       group by l.period, l.max_messages
      having pg_catalog.count(s.*) >= l.max_messages
    ) as rule
$$;
revoke execute on function private.site_pauses_now() from public, anon, authenticated, service_role;

-- A pause of the contact form for the whole site is a health problem: while the site-wide ceiling
-- (private.contact_rate_limits, scope 'site') is reached, every visitor's message is held back on
-- their device, and the uptime monitor must fire rather than read « healthy ».
create function private.health_report(waiting_limit interval default interval '15 minutes')
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  report jsonb := private.health_report_before_pause(waiting_limit);
  pauses jsonb;
  problems jsonb;
begin
  pauses := private.site_pauses_now();

  select coalesce(pg_catalog.jsonb_agg(case
           when pause->>'paused_until' is not null then pg_catalog.format(
             'contact messages paused for the whole site: %s in the last %s (hard cap %s), until about %s',
             pause->>'messages', pause->>'period', pause->>'hard_cap', private.paris_minute((pause->>'paused_until')::timestamptz))
           else pg_catalog.format(
             'contact messages flooding the site: %s in the last %s (ceiling %s), a proof of work asked of each new one until about %s',
             pause->>'messages', pause->>'period', pause->>'ceiling', private.paris_minute((pause->>'until')::timestamptz))
         end), '[]'::jsonb)
    into problems
    from pg_catalog.jsonb_array_elements(pauses) as pause;

  problems := (report->'problems') || problems || private.site_publication_problems() || private.request_receipt_problems();
  return report || pg_catalog.jsonb_build_object(
    'healthy', pg_catalog.jsonb_array_length(problems) = 0,
    'problems', problems,
    'site_paused', pauses,
    -- The health function checks that the site serves a build made since (build.json).
    'site_build_asked_at', (select asked_at from private.site_publication)
  );
end;
$$;
revoke execute on function private.health_report(interval) from public, anon, authenticated;
grant execute on function private.health_report(interval) to service_role;

-- The API reaches only public: a call for the service role alone (the health function), as the
-- notification's own functions.
create function public.health_report()
  returns jsonb
  language sql
  set search_path = ''
as $$
  select private.health_report();
$$;
revoke execute on function public.health_report() from public, anon, authenticated;
grant execute on function public.health_report() to service_role;

-- pg_cron records every run in cron.job_run_details (1,440 rows a day for the sweep alone): a daily
-- job keeps a week of it.
-- pg_cron's history beyond a week. Without pg_cron (the local backend) there is nothing to trim.
create function private.trim_cron_history(keep interval default interval '7 days')
  returns integer
  language plpgsql
  set search_path = ''
as $$
declare
  trimmed integer := 0;
begin
  if pg_catalog.to_regclass('cron.job_run_details') is not null then
    execute 'delete from cron.job_run_details where end_time < $1' using pg_catalog.now() - keep;
    get diagnostics trimmed = row_count;
  end if;
  return trimmed;
end;
$$;
revoke execute on function private.trim_cron_history(interval) from public, anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('cron-history-trim', '41 4 * * *', 'select private.trim_cron_history()');
  end if;
end
$$;
