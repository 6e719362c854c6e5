-- The tracking page's one call, with both of what was added to it the same day: the quotes
-- (20261211000100) and the links' expiry (20261211000320), which had replaced it without them.
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
         where s.message_id = m.id),
      -- Its quotes, newest first (request_quotes.sql).
      'quotes', private.request_tracking_quotes(m.id))
      from public.contact_messages as m
      left join private.visit_appointments as a on a.message_id = m.id
     where m.id = found_id
  );
end;
$$;
revoke execute on function public.request_tracking(text) from public;
grant execute on function public.request_tracking(text) to anon, authenticated;
