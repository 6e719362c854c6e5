-- Whether the workshop would be left without its e-mails, said in one report: the messages waiting
-- for their e-mail and the oldest one's age, the last sending error, the Vault secrets the database
-- needs to call the functions, and the last run and result of each scheduled job. `problems` names
-- each cause; empty means healthy. Read by the Edge Function health (with the function secrets it
-- checks itself), which answers 503 when a problem is listed; `npm run supabase:check` prints it.

create function private.health_report(waiting_limit interval default interval '15 minutes')
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  waiting record;
  last_error jsonb;
  missing_vault text[];
  jobs jsonb := '[]'::jsonb;
  problems jsonb;
begin
  select pg_catalog.count(*) as count, pg_catalog.min(created_at) as oldest
    into waiting
    from public.contact_messages where notified_at is null;

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
    select pg_catalog.format('Vault secret missing: %s', name) from pg_catalog.unnest(missing_vault) as name
    union all
    select 'pg_cron is not enabled: no sweep or retention job runs' where pg_catalog.to_regclass('cron.job_run_details') is null
    union all
    select pg_catalog.format('scheduled job %s is not scheduled', expected.name)
      from pg_catalog.unnest(array['contact-retention', 'notify-workshop-sweep']) as expected(name)
     where pg_catalog.to_regclass('cron.job_run_details') is not null and not exists (select 1 from pg_catalog.jsonb_array_elements(jobs) job where job->>'name' = expected.name)
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
    'last_error', last_error,
    'vault_missing', pg_catalog.to_jsonb(missing_vault),
    'jobs', jobs
  );
end;
$$;

-- The API reaches only public: a call for the service role alone (the health function), as the
-- notification's own functions.
create function public.health_report()
  returns jsonb
  language sql
  set search_path = ''
as $$
  select private.health_report();
$$;

revoke execute on function private.health_report(interval) from public, anon, authenticated;
revoke execute on function public.health_report() from public, anon, authenticated;
grant execute on function private.health_report(interval) to service_role;
grant execute on function public.health_report() to service_role;
