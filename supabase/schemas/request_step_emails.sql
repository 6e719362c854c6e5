-- An e-mail to the customer at a step (features/atelier/StepEmailDialog.tsx): once a member has moved
-- a request, the back office offers the step's text, which the member may edit, send or leave. The
-- Edge Function send-step-email claims what the e-mail needs with the member's own token (so the
-- database decides who may send), sends it, and then journals it with the same token. The e-mail
-- carries the reference, the workshop's text, the customer's name and a freshly minted tracking link;
-- for « Prête à retirer », the next opening days and their hours by the opening calendar's rules
-- (private.opening_ranges_on, the visit picker's).

-- The next `how_many` days the workshop opens from `from_day` (included), each with its ranges:
-- [{ day, ranges: [{ opens, closes }] }], within the next 120 days.
create function private.next_opening_days(from_day date, how_many integer)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('day', open.day, 'ranges', open.ranges) order by open.day), '[]'::jsonb)
    from (select d.day, (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                                'opens', pg_catalog.to_char(r.opens_at, 'HH24:MI'), 'closes', pg_catalog.to_char(r.closes_at, 'HH24:MI')))
                           from private.opening_ranges_on(d.day) as r) as ranges
            from (select (from_day + n)::date as day from pg_catalog.generate_series(0, 119) as n) as d
           where exists (select 1 from private.opening_ranges_on(d.day))
           order by d.day
           limit how_many) as open
$$;
revoke execute on function private.next_opening_days(date, integer) from public, anon, authenticated;

-- What the step's e-mail needs, for a member only (42501 otherwise): { outcome: 'send', name, email,
-- reference, status, secret, opening_days } with a fresh tracking secret (opening_days for « Prête à
-- retirer » only: the next five days open from today in Paris); or { outcome: 'refused', reason }:
-- no_message, no_email, not_a_step (« Reçue », or not a status), moved (the request is at another
-- step now: the e-mail would say something untrue).
create function public.atelier_step_email(message_id uuid, status text)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  message public.contact_messages;
begin
  perform private.require_workshop();
  select * into message from public.contact_messages as m where m.id = atelier_step_email.message_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'no_message');
  end if;
  if status is null or status not in ('examined', 'quote_sent', 'quote_accepted', 'quote_declined', 'in_workshop', 'ready',
    'handed_over', 'cancelled') then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_a_step');
  end if;
  if coalesce(pg_catalog.btrim(message.email), '') = '' then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'no_email');
  end if;
  if private.request_status_now(message.id) is distinct from status then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'moved');
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'send', 'name', message.name, 'email', message.email, 'reference', message.reference,
    'status', status, 'secret', public.mint_request_tracking_token(message.id),
    'opening_days', case when status = 'ready'
      then private.next_opening_days((pg_catalog.now() at time zone 'Europe/Paris')::date, 5) end);
end;
$$;
revoke execute on function public.atelier_step_email(uuid, text) from public, anon;
grant execute on function public.atelier_step_email(uuid, text) to authenticated;

-- Once the SMTP server has accepted the e-mail: the journal says the customer was told of the step
-- (the step, not the text).
create function public.atelier_step_email_sent(message_id uuid, status text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  if status is null or status not in ('examined', 'quote_sent', 'quote_accepted', 'quote_declined', 'in_workshop', 'ready',
    'handed_over', 'cancelled') then
    raise exception 'not a step: %', status using errcode = '22023';
  end if;
  perform public.journal_request_action('request.step_email', atelier_step_email_sent.message_id, auth.uid(),
    pg_catalog.jsonb_build_object('status', atelier_step_email_sent.status));
end;
$$;
revoke execute on function public.atelier_step_email_sent(uuid, text) from public, anon;
grant execute on function public.atelier_step_email_sent(uuid, text) to authenticated;
