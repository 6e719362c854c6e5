-- Wrong secrets are throttled. The workshop's calendar feed takes its key in the URL (a calendar app
-- sends no headers) and the health check its secret in a header: 300 wrong keys went in 0.46 s. Now
-- a client (an address; an IPv6 /64, as the contact limits group them) that gave 10 wrong secrets
-- to one function in 15 minutes is answered 429 for the rest of those 15 minutes, its right secret
-- included, so a guess that happens to be right tells it nothing. The functions ask once per
-- request, after comparing the secret themselves (supabase/functions/_shared/secretAttempts.ts).
--
-- Rows hold a hash of the address, never the address, and go once their window has passed: each
-- call removes the rows older than an hour (the feed is read every hour by the owner's calendar), as
-- the privacy policy allows for the rate limits' hashes (24 hours at most).
create table private.secret_misses (
  scope text not null,
  client_hash text not null,
  first_miss_at timestamptz not null,
  misses integer not null,
  primary key (scope, client_hash),
  constraint secret_misses_scope_check check (scope in ('visit_feed', 'health', 'request_tracking', 'tracking_links')),
  constraint secret_misses_misses_check check (misses > 0)
);

comment on table private.secret_misses is 'Wrong secrets given to the calendar feed and the health check, per hashed client address, for 15 minutes.';
revoke all on table private.secret_misses from public, anon, authenticated, service_role;

-- The verdict on one attempt: 'throttled' once the client has missed 10 times within 15 minutes
-- (then nothing more is recorded until the window ends), else 'right' or 'wrong', a wrong one
-- recorded. `at_instant` lets a test say when « now » is.
create function public.secret_attempt(scope text, client text, succeeded boolean, at_instant timestamptz default now())
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  client_key text := pg_catalog.encode(
    pg_catalog.sha256(pg_catalog.convert_to(coalesce(private.contact_client_group(nullif(pg_catalog.btrim(client), '')), 'unknown'), 'UTF8')), 'hex');
  seen private.secret_misses;
begin
  delete from private.secret_misses as s where s.first_miss_at < at_instant - interval '1 hour';
  select * into seen from private.secret_misses as s where s.scope = secret_attempt.scope and s.client_hash = client_key for update;
  if found and seen.first_miss_at > at_instant - interval '15 minutes' and seen.misses >= 10 then
    return 'throttled';
  end if;
  if not succeeded then
    insert into private.secret_misses as s (scope, client_hash, first_miss_at, misses)
    values (secret_attempt.scope, client_key, at_instant, 1)
    on conflict on constraint secret_misses_pkey do update
      set misses = case when s.first_miss_at > at_instant - interval '15 minutes' then s.misses + 1 else 1 end,
          first_miss_at = case when s.first_miss_at > at_instant - interval '15 minutes' then s.first_miss_at else at_instant end;
  end if;
  return case when succeeded then 'right' else 'wrong' end;
end;
$$;

comment on function public.secret_attempt(text, text, boolean, timestamptz) is 'Counts a wrong secret per client: throttled (answer 429) once a client has given 10 wrong ones within 15 minutes.';
revoke execute on function public.secret_attempt(text, text, boolean, timestamptz) from public, anon, authenticated;
grant execute on function public.secret_attempt(text, text, boolean, timestamptz) to service_role;
