-- Housekeeping of what the rate limits keep, of pg_cron's history, and of who may call what.
--
-- * The rate limits' hashes live 24 hours, as the privacy policy says
--   (lib/content/pageContent/legal.ts): a job every ten minutes deletes older rows, whether or not a
--   new message arrives, and a key of private.contact_hash_keys a day after its successor (no row it
--   signed can still count). No limit may look further back than a day.
-- * pg_cron records every run in cron.job_run_details (1,440 rows a day for the sweep alone): a
--   daily job keeps a week of it.
-- * EXECUTE: the statement trigger contact_messages_one_per_request still had PUBLIC's, like every
--   function created without a revoke; no role calls it (a trigger runs without that privilege).

alter table private.contact_rate_limits
  drop constraint contact_rate_limits_period_check,
  add constraint contact_rate_limits_period_check check (period > interval '0 seconds' and period <= interval '1 day');

create function private.purge_contact_sends()
  returns integer
  language plpgsql
  set search_path = ''
as $$
declare
  purged integer;
begin
  delete from private.contact_sends where sent_at < pg_catalog.now() - interval '24 hours';
  get diagnostics purged = row_count;
  delete from private.contact_hash_keys k
   where exists (
     select 1 from private.contact_hash_keys newer
      where newer.created_at > k.created_at and newer.created_at < pg_catalog.now() - interval '24 hours');
  return purged;
end;
$$;

comment on function private.purge_contact_sends() is 'Deletes the rate limits'' rows older than 24 hours, and hash keys retired more than 24 hours ago.';

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

revoke execute on function private.purge_contact_sends() from public, anon, authenticated, service_role;
revoke execute on function private.trim_cron_history(interval) from public, anon, authenticated, service_role;
revoke execute on function public.contact_messages_one_per_request() from public, anon, authenticated;
revoke execute on function private.contact_client_group(text) from anon, authenticated;
revoke execute on function private.contact_hashes(text) from anon, authenticated;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('contact-sends-purge', '*/10 * * * *', 'select private.purge_contact_sends()');
    perform cron.schedule('cron-history-trim', '41 4 * * *', 'select private.trim_cron_history()');
  end if;
end
$$;
