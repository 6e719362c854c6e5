-- A tracking link stops working six months after its request was closed (supabase/schemas/request_link_expiry.sql);
-- the daily retention job deletes it.

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

-- The tracking page's one call: an expired link is answered as any wrong one.
create or replace function public.request_tracking(secret text)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  found_id uuid;
begin
  if private.is_tracking_secret(secret) then
    select t.message_id into found_id from private.request_tracking_tokens as t where t.token_hash = private.tracking_secret_hash(secret);
    -- Expired (request_link_expiry.sql): answered as a wrong link, before the daily job deletes it.
    if private.tracking_links_expired(found_id) then
      found_id := null;
    end if;
  end if;
  if public.secret_attempt('request_tracking', private.request_client_address(), found_id is not null) = 'throttled' then
    raise exception 'too many wrong tracking links' using errcode = 'PT429', hint = 'Try again later.';
  end if;
  if found_id is null then
    return null;
  end if;
  return (
    select pg_catalog.jsonb_build_object(
      'reference', m.reference,
      'service', m.service,
      'sent_at', m.created_at,
      'visit', case
        when a.message_id is not null then pg_catalog.jsonb_build_object(
          'date', a.visit_date, 'time', pg_catalog.to_char(a.visit_time, 'HH24:MI'), 'status', a.status)
        when m.visit_date is not null then pg_catalog.jsonb_build_object(
          'date', m.visit_date, 'time', pg_catalog.to_char(m.visit_time, 'HH24:MI'), 'status', 'requested')
      end,
      'statuses', (
        select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('status', s.status, 'at', s.at) order by s.at, s.id), '[]'::jsonb)
          from public.request_statuses as s
         where s.message_id = m.id))
      from public.contact_messages as m
      left join private.visit_appointments as a on a.message_id = m.id
     where m.id = found_id
  );
end;
$$;
revoke execute on function public.request_tracking(text) from public;
grant execute on function public.request_tracking(text) to anon, authenticated;
