-- Retention, as the privacy policy states it (lib/content/pageContent/legal.ts): a contact request is kept
-- three years from our last exchange with its sender, and its photo goes at the latest then. A photo
-- that no message references (its message never arrived, or is gone) is deleted after 24 hours.
--
-- Rows are deleted in SQL; photos only through the Storage API, which removes the file as well as its
-- row (hosted Storage refuses SQL deletes on storage.objects). So pg_cron asks the Edge Function
-- contact-retention, daily, to do both: it calls delete_expired_contact_messages(), then removes
-- every object orphan_contact_images() lists. A photo whose message has just expired is an orphan
-- older than 24 hours, so it goes in the same run. The function's secret is in Vault:
--   select vault.create_secret('<random secret>', 'contact_retention_secret');
-- and given to the function: supabase secrets set CONTACT_RETENTION_SECRET=...

-- The last exchange we know of is the sender's latest message (same address, any case).
create function public.delete_expired_contact_messages()
  returns integer
  language sql
  set search_path = ''
as $$
  with last_exchange as (
    select pg_catalog.lower(email) as email, max(created_at) as last_at
      from public.contact_messages
     group by pg_catalog.lower(email)
  ), deleted as (
    delete from public.contact_messages m
     using last_exchange l
     where pg_catalog.lower(m.email) = l.email
       and l.last_at < pg_catalog.now() - interval '3 years'
    returning 1
  )
  select count(*)::integer from deleted;
$$;
revoke execute on function public.delete_expired_contact_messages() from public, anon, authenticated;
grant execute on function public.delete_expired_contact_messages() to service_role;

-- A message references its photo by object name; an orphan is an object older than 24 hours that
-- no message names.
create function public.orphan_contact_images(batch integer default 1000)
  returns setof text
  language sql
  stable
  set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = 'contact_images'
     and o.created_at < pg_catalog.now() - interval '24 hours'
     and not exists (select 1 from public.contact_messages m where m.file_url = o.name)
   order by o.created_at
   limit batch;
$$;
revoke execute on function public.orphan_contact_images(integer) from public, anon, authenticated;
grant execute on function public.orphan_contact_images(integer) to service_role;

create function public.request_contact_retention()
  returns bigint
  language sql
  security definer
  set search_path = ''
as $$
  select public.request_edge_function('contact-retention', 'contact_retention_secret', '{}'::jsonb, 120000);
$$;
revoke execute on function public.request_contact_retention() from public, anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('contact-retention', '17 3 * * *', 'select public.request_contact_retention()');
  end if;
end
$$;

-- The photo of a closed request goes automatically a fixed number of days after closing (not only
-- on « clore », so that the privacy policy's promise does not hang on that click and on that
-- deletion succeeding). The daily retention job (Edge Function contact-retention)
-- first releases the photos of requests closed more than that many days ago (their message no
-- longer names them), then deletes every orphan photo through the Storage API, these included.
-- « Clore » still deletes the photo at once; this is the promise's floor, whoever closed the request.

-- The number of days, stated in the privacy policy (lib/retention.ts; tests/integration/retention.test.ts
-- fails when the two differ).
create function private.closed_request_photo_days()
  returns integer
  language sql
  immutable
  set search_path = ''
as $$
  select 7
$$;
revoke execute on function private.closed_request_photo_days() from public, anon, authenticated;
grant execute on function private.closed_request_photo_days() to service_role;

-- Unlinks the photos of requests closed more than private.closed_request_photo_days() ago; answers
-- how many. The photos themselves go as orphans in the same run (public.orphan_contact_images).
create function public.release_closed_request_photos()
  returns integer
  language sql
  security definer
  set search_path = ''
as $$
  with released as (
    update public.contact_messages as m
       set file_url = null
     where m.file_url is not null
       and m.closed_at < pg_catalog.now() - pg_catalog.make_interval(days => private.closed_request_photo_days())
    returning 1
  )
  select count(*)::integer from released;
$$;
revoke execute on function public.release_closed_request_photos() from public, anon, authenticated;
grant execute on function public.release_closed_request_photos() to service_role;
