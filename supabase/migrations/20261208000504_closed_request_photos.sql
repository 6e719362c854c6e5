-- The photo of a closed request goes automatically a fixed number of days after closing (issue 59:
-- only « clore » deleted it, through the Storage API, so the privacy policy's promise hung on that
-- click and on that deletion succeeding). The daily retention job (Edge Function contact-retention)
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

revoke execute on function private.closed_request_photo_days() from public, anon, authenticated;
grant execute on function private.closed_request_photo_days() to service_role;
revoke execute on function public.release_closed_request_photos() from public, anon, authenticated;
grant execute on function public.release_closed_request_photos() to service_role;
