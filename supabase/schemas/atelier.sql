-- What the back office's « À traiter » and decisions need (features/atelier), beyond what the
-- workshop reads through its policies: « Répondu » (the workshop answered the request itself, by
-- e-mail, WhatsApp or phone), one function granted to the service role, run by the Edge Function
-- visit-action like the other actions; and the wrappers below. The journal names who acted on a
-- request (public.journal_request_action, workshop_journal.sql); the photos' policy for the
-- workshop is in storage.sql.

-- « Répondu »: records that the workshop answered. A closed request is refused: it is dealt with.
create function public.mark_contact_message_replied(message_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  message public.contact_messages;
begin
  select * into message from public.contact_messages as m where m.id = mark_contact_message_replied.message_id for update;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'no_message');
  end if;
  if message.closed_at is not null then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'closed');
  end if;
  if message.replied_at is not null then
    return pg_catalog.jsonb_build_object('outcome', 'already');
  end if;
  update public.contact_messages as m set replied_at = pg_catalog.now() where m.id = mark_contact_message_replied.message_id;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;
revoke execute on function public.mark_contact_message_replied(uuid) from public, anon, authenticated;
grant execute on function public.mark_contact_message_replied(uuid) to service_role;

-- The back office (/atelier) declines visits, closes days over confirmed visits and saves the gold
-- price list. The functions that do it (visit_notices.sql, gold_prices.sql) stay the service
-- role's; a signed-in member calls thin wrappers granted to `authenticated` that:
--
-- * refuse anyone who is not a member with a live session (public.is_workshop()): SQLSTATE 42501,
--   which PostgREST answers with 403; anon cannot execute them at all;
-- * run the service role's function unchanged, so its answers and refusals are the same;
-- * journal what changed with the member as actor (public.journal_request_action reads the member's
--   address itself). The closure's own row and each price also leave their trigger's row
--   (private.journal_owner_edit), which names the member too: the wrappers keep the caller's JWT.
create function private.require_workshop()
  returns void
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if not coalesce(public.is_workshop(), false) then
    raise exception 'reserved to the workshop' using errcode = '42501';
  end if;
end;
$$;
revoke execute on function private.require_workshop() from public, anon, authenticated, service_role;

-- « Décliner » from « À traiter »: public.decline_visit's answer; the visitor is e-mailed the reason
-- (private.visit_notices) and the request stays open.
create function public.atelier_decline_visit(message_id uuid, reason text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  outcome jsonb;
begin
  perform private.require_workshop();
  outcome := public.decline_visit(atelier_decline_visit.message_id, atelier_decline_visit.reason);
  if outcome->>'outcome' = 'done' then
    perform public.journal_request_action('request.decline', atelier_decline_visit.message_id, auth.uid(),
      pg_catalog.jsonb_build_object('status', 'declined'));
  end if;
  return outcome;
end;
$$;

-- « Fermetures », before saving: the confirmed visits inside the days (public.confirmed_visits_between).
create function public.atelier_confirmed_visits_between(first_day date, last_day date)
  returns table (message_id uuid, visit_date date, visit_time text, name text, email text, phone text, service text)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  return query select * from public.confirmed_visits_between(atelier_confirmed_visits_between.first_day, atelier_confirmed_visits_between.last_day);
end;
$$;

-- « Fermetures », saving: public.close_days_cancelling_visits's answer. The journal names the member
-- for the closure and for each visit it cancelled (on that request).
create function public.atelier_close_days(first_day date, last_day date, reason text, note text, message text, shown_visits uuid[])
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  outcome jsonb;
  visit jsonb;
begin
  perform private.require_workshop();
  outcome := public.close_days_cancelling_visits(atelier_close_days.first_day, atelier_close_days.last_day, atelier_close_days.reason,
    atelier_close_days.note, atelier_close_days.message, atelier_close_days.shown_visits);
  if outcome->>'outcome' = 'done' then
    for visit in select e from pg_catalog.jsonb_array_elements(outcome->'cancelled') as e loop
      perform public.journal_request_action('request.workshop_cancel', (visit->>'message_id')::uuid, auth.uid(),
        pg_catalog.jsonb_build_object('status', 'cancelled', 'visit_date', visit->'visit_date', 'visit_time', visit->'visit_time',
          'closure_id', outcome->'closure_id'));
    end loop;
    perform public.journal_request_action('closure.saved', null, auth.uid(),
      pg_catalog.jsonb_build_object('closure_id', outcome->'closure_id', 'first_day', atelier_close_days.first_day,
        'last_day', atelier_close_days.last_day, 'cancelled', pg_catalog.jsonb_array_length(outcome->'cancelled')));
  end if;
  return outcome;
end;
$$;

-- « Prix de l'or »: public.save_gold_prices's answer (done, refused invalid or list_changed,
-- needs_confirmation).
create function public.atelier_save_gold_prices(prices jsonb, confirmed boolean default false, based_on timestamptz default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  outcome jsonb;
begin
  perform private.require_workshop();
  outcome := public.save_gold_prices(atelier_save_gold_prices.prices, atelier_save_gold_prices.confirmed, atelier_save_gold_prices.based_on);
  if outcome->>'outcome' = 'done' then
    perform public.journal_request_action('gold_prices.saved', null, auth.uid(),
      pg_catalog.jsonb_build_object('priced_on', outcome->'priced_on', 'count', outcome->'count', 'confirmed', coalesce(atelier_save_gold_prices.confirmed, false)));
  end if;
  return outcome;
end;
$$;
revoke execute on function public.atelier_decline_visit(uuid, text), public.atelier_confirmed_visits_between(date, date),
  public.atelier_close_days(date, date, text, text, text, uuid[]), public.atelier_save_gold_prices(jsonb, boolean, timestamptz)
  from public, anon;
grant execute on function public.atelier_decline_visit(uuid, text), public.atelier_confirmed_visits_between(date, date),
  public.atelier_close_days(date, date, text, text, text, uuid[]), public.atelier_save_gold_prices(jsonb, boolean, timestamptz)
  to authenticated;
