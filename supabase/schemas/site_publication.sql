-- The site's pages are prerendered: what they show of the owner's data (the gold price list, the
-- closures, the weekly hours, the workshop's phone and e-mail, the review figure, the price guide) reaches them with the next build. Each change to such data marks the
-- site as changed (private.site_content_changed, a trigger on those tables); a job every minute
-- (private.request_site_build) asks the host for a build through its deploy hook, a URL to POST
-- that Cloudflare Workers Builds gives (kept in Vault as site_deploy_hook_url by `npm run deploy`),
-- once the edits have paused for two minutes, or ten minutes after the first one: ten edits in a
-- row make one build. Until the build is live, the pages correct after hydration what they read
-- from the database. The back office says where a change stands (public.atelier_site_publication),
-- and the health report names a call the host refused and changes left waiting.

create table private.site_publication (
  only_row boolean primary key default true,
  -- The first and the last change not yet sent to the host; both null when none waits.
  waiting_since timestamptz,
  changed_at timestamptz,
  -- The last call to the deploy hook, its pg_net request while unanswered, and how it ended.
  asked_at timestamptz,
  request_id bigint,
  answered_at timestamptz,
  failed_at timestamptz,
  last_error text,

  constraint site_publication_one_row check (only_row),
  constraint site_publication_waiting_check check ((waiting_since is null) = (changed_at is null))
);

comment on table private.site_publication is 'Where the prerendered site stands against the owner''s data: changes waiting for a build, the last call to the host''s deploy hook.';

insert into private.site_publication default values;

-- A change to data the prerendered pages show: one statement, however many rows.
create function private.site_content_changed()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  update private.site_publication
     set waiting_since = coalesce(waiting_since, pg_catalog.now()),
         changed_at = pg_catalog.now();
  return null;
end;
$$;
revoke execute on function private.site_content_changed() from public, anon, authenticated, service_role;

create trigger gold_price_lists_site_changed
  after insert or update or delete on public.gold_price_lists
  for each statement execute function private.site_content_changed();

create trigger opening_exceptions_site_changed
  after insert or update or delete on public.opening_exceptions
  for each statement execute function private.site_content_changed();

create trigger review_profile_site_changed
  after insert or update or delete on public.review_profile
  for each statement execute function private.site_content_changed();

create trigger price_lines_site_changed
  after insert or update or delete on public.price_lines
  for each statement execute function private.site_content_changed();

create trigger weekly_hours_site_changed
  after insert or update or delete on public.weekly_hours
  for each statement execute function private.site_content_changed();

create trigger summer_closure_site_changed
  after insert or update or delete on public.summer_closure
  for each statement execute function private.site_content_changed();

create trigger workshop_contact_site_changed
  after insert or update or delete on public.workshop_contact
  for each statement execute function private.site_content_changed();

-- The minute's job: first reads the answer to the last call (pg_net records it once it has come),
-- then calls the deploy hook when changes wait and the edits have paused (`quiet`) or have gone on
-- for `longest`. A refused or unanswered call is recorded and tried again after `retry`. Without a
-- hook in Vault (a project not yet configured, or the local backend) nothing is called and the
-- changes wait. Returns what it did, in the job's history.
create function private.request_site_build(
  at timestamptz default pg_catalog.now(),
  quiet interval default interval '2 minutes',
  longest interval default interval '10 minutes',
  retry interval default interval '10 minutes'
)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  publication private.site_publication;
  answer record;
  hook_url text;
begin
  select * into publication from private.site_publication for update;

  if publication.request_id is not null then
    select status_code, timed_out, error_msg into answer from net._http_response where id = publication.request_id;
    if found and answer.status_code between 200 and 299 then
      update private.site_publication set request_id = null, answered_at = at, failed_at = null, last_error = null;
    elsif found or publication.asked_at <= at - retry then
      -- Refused, failed, or never answered: the changes it carried wait again.
      update private.site_publication
         set request_id = null,
             failed_at = at,
             last_error = case
               when not found then 'no answer from the deploy hook'
               when answer.status_code is not null then pg_catalog.format('the deploy hook answered HTTP %s', answer.status_code)
               when answer.timed_out then 'the deploy hook did not answer in time'
               else pg_catalog.left(coalesce(answer.error_msg, 'the deploy hook could not be reached'), 500)
             end,
             waiting_since = coalesce(waiting_since, asked_at),
             changed_at = coalesce(changed_at, asked_at);
    else
      return 'waiting for the deploy hook''s answer';
    end if;
    select * into publication from private.site_publication;
  end if;

  if publication.changed_at is null then
    return 'nothing to publish';
  end if;
  if publication.failed_at is not null and publication.failed_at > at - retry then
    return 'waiting to call the deploy hook again';
  end if;
  if publication.changed_at > at - quiet and publication.waiting_since > at - longest then
    return 'waiting for the edits to pause';
  end if;
  select decrypted_secret into hook_url from vault.decrypted_secrets where name = 'site_deploy_hook_url';
  if coalesce(hook_url, '') = '' then
    return 'no deploy hook in Vault (site_deploy_hook_url)';
  end if;

  update private.site_publication
     set waiting_since = null,
         changed_at = null,
         asked_at = at,
         request_id = net.http_post(
           url := hook_url,
           body := '{}'::jsonb,
           headers := '{"Content-Type": "application/json"}'::jsonb,
           timeout_milliseconds := 10000
         );
  return 'build asked';
end;
$$;
revoke execute on function private.request_site_build(timestamptz, interval, interval, interval) from public, anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('site-build', '* * * * *', 'select private.request_site_build()');
  end if;
end
$$;

-- What the health report says of the site's publication: a failed call to the deploy hook, and,
-- with a hook in Vault, changes that have waited more than `waiting_limit` (the job does not run).
-- Without a hook the changes wait for the next deploy, and the back office tells the owner.
create function private.site_publication_problems(waiting_limit interval default interval '30 minutes')
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(problem), '[]'::jsonb)
    from private.site_publication,
         lateral (
           select pg_catalog.format('the site''s build could not be asked for at %s: %s', private.paris_minute(failed_at), last_error) as problem
            where failed_at is not null
           union all
           select pg_catalog.format('changes to the site have waited for a build since %s', private.paris_minute(waiting_since))
            where waiting_since <= pg_catalog.now() - waiting_limit
              and exists (select 1 from vault.decrypted_secrets where name = 'site_deploy_hook_url' and coalesce(decrypted_secret, '') <> '')
         ) as found
$$;
revoke execute on function private.site_publication_problems(interval) from public, anon, authenticated;
grant execute on function private.site_publication_problems(interval) to service_role;

-- The back office's line on the site: whether changes wait, when the host was last asked, and how
-- that ended. The page compares them with the live site's build time (/build.json): a build made
-- after the last change, by the hook or by a deploy, carries it.
create function public.atelier_site_publication()
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  return (
    select pg_catalog.jsonb_build_object(
             'waiting_since', waiting_since,
             'changed_at', changed_at,
             'asked_at', asked_at,
             'failed_at', failed_at,
             'has_hook', exists (select 1 from vault.decrypted_secrets where name = 'site_deploy_hook_url' and coalesce(decrypted_secret, '') <> '')
           )
      from private.site_publication
  );
end;
$$;
revoke execute on function public.atelier_site_publication() from public, anon;
grant execute on function public.atelier_site_publication() to authenticated;
