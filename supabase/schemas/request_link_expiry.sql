-- A tracking link stops working a fixed number of months after its request was closed (« Remise »
-- or « Annulée », request_closing.sql): public.request_tracking answers it as any wrong link, and the
-- daily retention job (Edge Function contact-retention) deletes the request's tracking secrets' hashes.
-- The privacy policy states the delay (lib/retention.ts; tests/integration/request-closing.test.ts
-- fails when the two differ).

create function private.closed_request_link_months()
  returns integer
  language sql
  immutable
  set search_path = ''
as $$
  select 6
$$;
revoke execute on function private.closed_request_link_months() from public, anon, authenticated;
grant execute on function private.closed_request_link_months() to service_role;

-- Whether a request's links have stopped working: closed more than that many months ago.
create function private.tracking_links_expired(message_id uuid)
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select coalesce((select m.closed_at < pg_catalog.now() - pg_catalog.make_interval(months => private.closed_request_link_months())
                     from public.contact_messages as m where m.id = tracking_links_expired.message_id), false)
$$;
revoke execute on function private.tracking_links_expired(uuid) from public, anon, authenticated;

-- The daily job's part: deletes the tracking secrets' hashes of requests whose links have expired;
-- answers how many.
create function public.delete_expired_tracking_tokens()
  returns integer
  language sql
  security definer
  set search_path = ''
as $$
  with deleted as (
    delete from private.request_tracking_tokens as t
     using public.contact_messages as m
     where m.id = t.message_id
       and m.closed_at < pg_catalog.now() - pg_catalog.make_interval(months => private.closed_request_link_months())
    returning 1
  )
  select count(*)::integer from deleted;
$$;
revoke execute on function public.delete_expired_tracking_tokens() from public, anon, authenticated;
grant execute on function public.delete_expired_tracking_tokens() to service_role;
