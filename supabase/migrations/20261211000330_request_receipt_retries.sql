-- Receipts retried rather than lost (supabase/schemas/request_receipt_retries.sql): a failed receipt is kept
-- for the sweep (Edge Function request-receipts, every ten minutes), and the health report names it.

create table private.request_receipt_retries (
  message_id uuid primary key references public.contact_messages (id) on delete cascade,
  attempts integer not null default 1,
  last_error text,
  failed_at timestamptz not null default now(),
  next_attempt_at timestamptz not null,
  claimed_until timestamptz,
  constraint request_receipt_retries_attempts_check check (attempts > 0)
);

comment on table private.request_receipt_retries is 'The receipts whose sending failed, waiting for the sweep (Edge Function request-receipts).';
revoke all on table private.request_receipt_retries from public, anon, authenticated, service_role;

-- The attempts after which a receipt is given up (the health report keeps naming it).
create function private.request_receipt_max_attempts()
  returns integer
  language sql
  immutable
  set search_path = ''
as $$
  select 8
$$;
revoke execute on function private.request_receipt_max_attempts() from public, anon, authenticated;

-- The sending failed: released, and kept for the sweep, the next attempt 10 minutes later, then
-- twice as long each time (at most 6 hours).
create function public.fail_request_receipt(message_id uuid, error text)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  delete from private.request_receipts as r where r.message_id = fail_request_receipt.message_id and r.outcome = 'sent';
  insert into private.request_receipt_retries as retry (message_id, last_error, next_attempt_at)
  select m.id, pg_catalog.left(error, 2000), pg_catalog.now() + interval '10 minutes'
    from public.contact_messages as m where m.id = fail_request_receipt.message_id
  on conflict on constraint request_receipt_retries_pkey do update
     set attempts = retry.attempts + 1, last_error = excluded.last_error, failed_at = pg_catalog.now(), claimed_until = null,
         next_attempt_at = pg_catalog.now() + least(interval '10 minutes' * pg_catalog.power(2, retry.attempts), interval '6 hours');
$$;
revoke execute on function public.fail_request_receipt(uuid, text) from public, anon, authenticated;
grant execute on function public.fail_request_receipt(uuid, text) to service_role;

-- The sweep's share: the due receipts, each for one caller only for 5 minutes.
create function public.claim_request_receipt_retries(batch integer default 20)
  returns setof uuid
  language sql
  security definer
  set search_path = ''
as $$
  update private.request_receipt_retries as retry
     set claimed_until = pg_catalog.now() + interval '5 minutes'
   where retry.message_id in (
     select due.message_id from private.request_receipt_retries as due
      where due.next_attempt_at <= pg_catalog.now() and due.attempts < private.request_receipt_max_attempts()
        and (due.claimed_until is null or due.claimed_until < pg_catalog.now())
      order by due.next_attempt_at
      limit batch
        for update skip locked)
  returning retry.message_id
$$;
revoke execute on function public.claim_request_receipt_retries(integer) from public, anon, authenticated;
grant execute on function public.claim_request_receipt_retries(integer) to service_role;

-- Sent at last, or no longer to send (another receipt went to the address meanwhile, or the message
-- is not one to receipt): the retry goes.
create function public.complete_request_receipt_retry(message_id uuid)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  delete from private.request_receipt_retries as retry where retry.message_id = complete_request_receipt_retry.message_id
$$;
revoke execute on function public.complete_request_receipt_retry(uuid) from public, anon, authenticated;
grant execute on function public.complete_request_receipt_retry(uuid) to service_role;

-- pg_cron's call, when a retry is due.
create function public.request_receipt_retries()
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if not exists (
    select 1 from private.request_receipt_retries as due
     where due.next_attempt_at <= pg_catalog.now() and due.attempts < private.request_receipt_max_attempts()
       and (due.claimed_until is null or due.claimed_until < pg_catalog.now())
  ) then
    return null;
  end if;
  return public.request_edge_function('request-receipts', 'notify_workshop_secret', '{}'::jsonb, 90000);
end;
$$;
revoke execute on function public.request_receipt_retries() from public, anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('request-receipts', '*/10 * * * *', 'select public.request_receipt_retries()');
  end if;
end
$$;

-- The health report's lines: the receipts not sent yet, and those given up.
create function private.request_receipt_problems()
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(cause), '[]'::jsonb) from (
    select pg_catalog.format('%s receipt(s) to customers not sent yet, retried: %s', pg_catalog.count(*),
             (pg_catalog.array_agg(r.last_error order by r.failed_at desc))[1]) as cause
      from private.request_receipt_retries as r where r.attempts < private.request_receipt_max_attempts()
    having pg_catalog.count(*) > 0
    union all
    select pg_catalog.format('%s receipt(s) to customers given up after %s attempts: %s', pg_catalog.count(*), private.request_receipt_max_attempts(),
             (pg_catalog.array_agg(r.last_error order by r.failed_at desc))[1])
      from private.request_receipt_retries as r where r.attempts >= private.request_receipt_max_attempts()
    having pg_catalog.count(*) > 0
  ) as checks(cause)
$$;
revoke execute on function private.request_receipt_problems() from public, anon, authenticated, service_role;

-- The health report lists the receipts still failing.
create or replace function private.health_report(waiting_limit interval default interval '15 minutes')
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
