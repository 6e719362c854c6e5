-- The health report once the workshop's decisions e-mail their visitors (private.visit_notices,
-- 20261208000501_visit_decline_and_notices.sql): the job visit-notices is expected among the
-- scheduled jobs, and a notice whose send failed, or that waits past the report's limit, is a
-- problem until it is sent. The report so far is kept whole, as private.health_report_before_notices,
-- and this one adds to it.

alter function private.health_report(interval) rename to health_report_before_notices;
revoke execute on function private.health_report_before_notices(interval) from public, anon, authenticated, service_role;

create function private.health_report(waiting_limit interval default interval '15 minutes')
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

revoke execute on function private.health_report(interval) from public, anon, authenticated;
grant execute on function private.health_report(interval) to service_role;
