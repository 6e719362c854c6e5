-- What the back office's « À traiter » and decisions need (features/atelier), beyond what the
-- workshop reads through its policies: « Répondu » (the workshop answered the request itself, by
-- e-mail, WhatsApp or phone), one function granted to the service role, run by the Edge Function
-- visit-action like the other actions; the wrappers below; and « Visites »: the coming visits and a
-- visit booked by phone (a row of private.visit_blocked_slots, visit_requests.sql). The journal names who acted on a
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

-- « Annuler la visite » from « À traiter »: the one way the workshop cancels a confirmed visit
-- (private.workshop_cancel_visit, visit_notices.sql, as a closure does for each visit it covers):
-- the visitor is e-mailed through the notices' outbox, with an .ics that cancels the event
-- (METHOD:CANCEL), and the journal names the member. The Edge Function visit-action's member path
-- runs this function with the member's own token.
create function public.atelier_cancel_visit(message_id uuid, reason text default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  outcome jsonb;
begin
  perform private.require_workshop();
  outcome := private.workshop_cancel_visit(atelier_cancel_visit.message_id, atelier_cancel_visit.reason);
  if outcome->>'outcome' = 'done' then
    perform public.journal_request_action('request.cancel', atelier_cancel_visit.message_id, auth.uid(),
      pg_catalog.jsonb_build_object('status', 'cancelled', 'visit_date', outcome->'visit_date', 'visit_time', outcome->'visit_time'));
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

-- « Fermetures », before saving: the visits booked by phone inside the days (public.phone_visits_between),
-- with their numbers, for the owner to call: they get no e-mail.
create function public.atelier_phone_visits_between(first_day date, last_day date)
  returns table (id uuid, visit_date date, visit_time text, name text, phone text)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  return query select * from public.phone_visits_between(atelier_phone_visits_between.first_day, atelier_phone_visits_between.last_day);
end;
$$;

-- « Fermetures », saving: public.close_days_cancelling_visits's answer. The journal names the member
-- for the closure, for each visit it cancelled (on that request) and for each visit booked by phone
-- it removed (its slot, no name).
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
    for visit in select e from pg_catalog.jsonb_array_elements(outcome->'removed_phone_visits') as e loop
      perform public.journal_request_action('visit.phone_cancelled', null, auth.uid(),
        pg_catalog.jsonb_build_object('visit_id', visit->'id', 'visit_date', visit->'visit_date', 'visit_time', visit->'visit_time',
          'closure_id', outcome->'closure_id'));
    end loop;
    perform public.journal_request_action('closure.saved', null, auth.uid(),
      pg_catalog.jsonb_build_object('closure_id', outcome->'closure_id', 'first_day', atelier_close_days.first_day,
        'last_day', atelier_close_days.last_day, 'cancelled', pg_catalog.jsonb_array_length(outcome->'cancelled'),
        'phone_visits_removed', pg_catalog.jsonb_array_length(outcome->'removed_phone_visits')));
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
revoke execute on function public.atelier_decline_visit(uuid, text), public.atelier_cancel_visit(uuid, text),
  public.atelier_confirmed_visits_between(date, date), public.atelier_phone_visits_between(date, date),
  public.atelier_close_days(date, date, text, text, text, uuid[]), public.atelier_save_gold_prices(jsonb, boolean, timestamptz)
  from public, anon;
grant execute on function public.atelier_decline_visit(uuid, text), public.atelier_cancel_visit(uuid, text),
  public.atelier_confirmed_visits_between(date, date), public.atelier_phone_visits_between(date, date),
  public.atelier_close_days(date, date, text, text, text, uuid[]), public.atelier_save_gold_prices(jsonb, boolean, timestamptz)
  to authenticated;

-- « Visites »: the visits from first_day to last_day (Paris days, both included, at most six weeks),
-- by day and time: each visit of an open request that is confirmed, still to confirm (requested,
-- the time possibly left open) or proposed to the visitor, and each visit booked by phone. A closed
-- request's visit is left out, as the calendar feed leaves it out (20261208000500).
create function public.atelier_visits(first_day date, last_day date)
  returns table (kind text, id uuid, visit_date date, visit_time text, status text, name text, phone text, service text, note text)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  if atelier_visits.first_day is null or atelier_visits.last_day is null or atelier_visits.last_day < atelier_visits.first_day
     or atelier_visits.last_day - atelier_visits.first_day > 42 then
    raise exception 'invalid range' using errcode = '22023', detail = 'first_day to last_day: at most six weeks, in order.';
  end if;
  return query
    select 'request'::text, a.message_id, a.visit_date, pg_catalog.to_char(a.visit_time, 'HH24:MI'), a.status, m.name, m.phone, m.service, null::text
      from private.visit_appointments as a
      join public.contact_messages as m on m.id = a.message_id
     where a.visit_date between atelier_visits.first_day and atelier_visits.last_day
       and a.status in ('requested', 'confirmed', 'proposed') and m.closed_at is null
    union all
    select 'phone'::text, b.id, b.visit_date, pg_catalog.to_char(b.visit_time, 'HH24:MI'), 'confirmed'::text, b.name, b.phone, null::text, b.note
      from private.visit_blocked_slots as b
     where b.visit_date between atelier_visits.first_day and atelier_visits.last_day
    order by 3, 4 nulls last, 6, 2;
end;
$$;

-- The answer of the two functions below: 'done' (with the visit), 'already' or 'refused' and why.
create function private.phone_visit_outcome(outcome text, reason text, visit private.visit_blocked_slots)
  returns jsonb
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('outcome', outcome, 'reason', reason, 'id', visit.id,
    'visit_date', visit.visit_date, 'visit_time', pg_catalog.to_char(visit.visit_time, 'HH24:MI')))
$$;

-- « Réserver un créneau pris par téléphone »: refuses a missing or over-long field, a slot that is
-- past, off the opening calendar (a closure included), or already taken (booked by phone, or
-- confirmed visits up to the owner's capacity); then books it. Locks as a confirmation does
-- (20261208000503_closure_over_visits.sql): a closure being saved is waited for, then seen, and two
-- bookings of one slot at once cannot both take it.
create function public.atelier_book_phone_visit(on_day date, at_time time, name text, phone text default null, note text default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  visitor text := nullif(pg_catalog.btrim(coalesce(atelier_book_phone_visit.name, '')), '');
  phone_number text := nullif(pg_catalog.btrim(coalesce(atelier_book_phone_visit.phone, '')), '');
  remark text := nullif(pg_catalog.btrim(coalesce(atelier_book_phone_visit.note, '')), '');
  capacity integer := coalesce((select s.slot_capacity from private.appointment_settings as s limit 1), 1);
  off_calendar text;
  booked private.visit_blocked_slots;
begin
  perform private.require_workshop();
  if on_day is null or at_time is null then
    return private.phone_visit_outcome('refused', 'visit_time_missing', null);
  end if;
  if visitor is null then
    return private.phone_visit_outcome('refused', 'name_missing', null);
  end if;
  if char_length(visitor) > 100 then
    return private.phone_visit_outcome('refused', 'name_too_long', null);
  end if;
  if char_length(phone_number) > 40 then
    return private.phone_visit_outcome('refused', 'phone_too_long', null);
  end if;
  if char_length(remark) > 1000 then
    return private.phone_visit_outcome('refused', 'note_too_long', null);
  end if;
  perform pg_catalog.pg_advisory_xact_lock_shared(pg_catalog.hashtext('visit calendar'));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visit ' || on_day::text || ' ' || at_time::text));
  if ((on_day + at_time) at time zone 'Europe/Paris') <= pg_catalog.now() then
    return private.phone_visit_outcome('refused', 'visit_past', null);
  end if;
  off_calendar := private.visit_slot_off_calendar(on_day, at_time);
  if off_calendar is not null then
    return private.phone_visit_outcome('refused', off_calendar, null);
  end if;
  if exists (select 1 from private.visit_blocked_slots as b where b.visit_date = on_day and b.visit_time = at_time)
     or (select count(*) from private.visit_appointments as a where a.status = 'confirmed' and a.visit_date = on_day and a.visit_time = at_time) >= capacity then
    return private.phone_visit_outcome('refused', 'visit_slot_taken', null);
  end if;
  begin
    insert into private.visit_blocked_slots (visit_date, visit_time, name, phone, note)
    values (on_day, at_time, visitor, phone_number, remark)
    returning * into booked;
  exception when check_violation then
    -- The name's or the phone's check (an invisible or control character).
    return private.phone_visit_outcome('refused', case when sqlerrm like '%phone%' then 'phone_invalid' else 'name_invalid' end, null);
  end;
  perform public.journal_request_action('visit.phone_booked', null, auth.uid(),
    pg_catalog.jsonb_build_object('visit_id', booked.id, 'visit_date', booked.visit_date, 'visit_time', pg_catalog.to_char(booked.visit_time, 'HH24:MI')));
  return private.phone_visit_outcome('done', null, booked);
end;
$$;

-- « Retirer »: the slot is offered again at once. Removing twice is not an error ('already').
create function public.atelier_remove_phone_visit(visit_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  removed private.visit_blocked_slots;
begin
  perform private.require_workshop();
  delete from private.visit_blocked_slots as b where b.id = atelier_remove_phone_visit.visit_id returning * into removed;
  if not found then
    return private.phone_visit_outcome('already', null, null);
  end if;
  perform public.journal_request_action('visit.phone_removed', null, auth.uid(),
    pg_catalog.jsonb_build_object('visit_id', removed.id, 'visit_date', removed.visit_date, 'visit_time', pg_catalog.to_char(removed.visit_time, 'HH24:MI')));
  return private.phone_visit_outcome('done', null, removed);
end;
$$;
revoke execute on function private.phone_visit_outcome(text, text, private.visit_blocked_slots) from public, anon, authenticated;
revoke execute on function public.atelier_visits(date, date), public.atelier_book_phone_visit(date, time, text, text, text),
  public.atelier_remove_phone_visit(uuid) from public, anon;
grant execute on function public.atelier_visits(date, date), public.atelier_book_phone_visit(date, time, text, text, text),
  public.atelier_remove_phone_visit(uuid) to authenticated;

-- A visit booked by phone (private.visit_blocked_slots) holds a name and a phone number for the
-- visit only: a daily job deletes it a fixed number of days after its day, as the privacy policy
-- states (lib/retention.ts; tests/integration/retention.test.ts fails when the two differ).
create function private.phone_visit_days()
  returns integer
  language sql
  immutable
  set search_path = ''
as $$
  select 30
$$;
revoke execute on function private.phone_visit_days() from public, anon, authenticated;
grant execute on function private.phone_visit_days() to service_role;

-- `at_instant` lets a test say when « now » is; the day is Paris's.
create function private.purge_past_phone_visits(at_instant timestamptz default now())
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  purged integer;
begin
  delete from private.visit_blocked_slots
   where visit_date < (at_instant at time zone 'Europe/Paris')::date - private.phone_visit_days();
  get diagnostics purged = row_count;
  return purged;
end;
$$;
revoke execute on function private.purge_past_phone_visits(timestamptz) from public, anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('phone-visits-purge', '29 4 * * *', 'select private.purge_past_phone_visits()');
  end if;
end
$$;

-- « Avis » (20261209000200): reviews added, hidden or shown, answered, deleted, and the review
-- figure with its links saved; each refuses a non-member (private.require_workshop()), names the
-- fields it refuses, and the tables' triggers journal the change with the member as actor.

-- The same rule for a link, in the form and here.
create function private.is_https_link(link text)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select link ~ '^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(/[^[:space:]<>"]*)?$' and char_length(link) <= 500
$$;

revoke execute on function private.is_https_link(text) from public, anon, authenticated;

-- « Ajouter un avis »: { outcome: 'done', id } or refused with its problems (author_name, rating,
-- text, reviewed_on, source). The date is the review's day, from midnight in Paris; not in the future.
create function public.atelier_add_review(author_name text, rating integer, body text, reviewed_on date, source text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problems text[] := '{}';
  written_at timestamptz;
  new_id bigint;
begin
  perform private.require_workshop();
  if author_name is null or author_name !~ '[^[:space:]]' or char_length(btrim(author_name)) > 100 then
    problems := pg_catalog.array_append(problems, 'author_name');
  end if;
  if rating is null or rating not between 1 and 5 then
    problems := pg_catalog.array_append(problems, 'rating');
  end if;
  if body is null or body !~ '[^[:space:]]' or char_length(btrim(body)) > 5000 then
    problems := pg_catalog.array_append(problems, 'text');
  end if;
  if reviewed_on is null or reviewed_on > (now() at time zone 'Europe/Paris')::date or reviewed_on < date '2000-01-01' then
    problems := pg_catalog.array_append(problems, 'reviewed_on');
  end if;
  if source is null or source !~ '[^[:space:]]' or char_length(btrim(source)) > 40 then
    problems := pg_catalog.array_append(problems, 'source');
  end if;
  if pg_catalog.cardinality(problems) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.to_jsonb(problems));
  end if;
  written_at := least(reviewed_on::timestamp at time zone 'Europe/Paris', now());
  insert into public.reviews (author_name, text, rating, "time", created_at, source)
  values (btrim(author_name), btrim(body), rating, extract(epoch from written_at)::bigint, written_at, btrim(source))
  returning id into new_id;
  return pg_catalog.jsonb_build_object('outcome', 'done', 'id', new_id);
end;
$$;

-- « Masquer » / « Afficher »: { outcome: 'done' } or refused not_found.
create function public.atelier_set_review_hidden(review_id bigint, hidden boolean)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  update public.reviews as r set hidden = coalesce(atelier_set_review_hidden.hidden, false) where r.id = review_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

-- « Répondre »: a reply written or changed (dated now), or removed when empty; refused not_found or
-- invalid (problems: reply, too long).
create function public.atelier_reply_to_review(review_id bigint, reply text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  written text := nullif(btrim(coalesce(reply, '')), '');
begin
  perform private.require_workshop();
  if char_length(written) > 2000 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.jsonb_build_array('reply'));
  end if;
  update public.reviews as r
     set reply = written,
         replied_at = case when written is null then null when written is distinct from r.reply then now() else r.replied_at end
   where r.id = review_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

-- « Supprimer » (after the dialog's confirmation): { outcome: 'done' } or refused not_found.
create function public.atelier_delete_review(review_id bigint)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  delete from public.reviews as r where r.id = review_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

-- « La note et les liens »: the one row, replaced; an empty link means none. { outcome: 'done' } or
-- refused invalid (problems: rating_value, rating_count, rating_source, profile_url, review_url).
create function public.atelier_save_review_profile(rating_value numeric, rating_count integer, rating_source text, profile_url text, review_url text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problems text[] := '{}';
  profile text := nullif(btrim(coalesce(profile_url, '')), '');
  leave text := nullif(btrim(coalesce(review_url, '')), '');
begin
  perform private.require_workshop();
  if rating_value is null or rating_value not between 1 and 5 or rating_value <> round(rating_value, 1) then
    problems := pg_catalog.array_append(problems, 'rating_value');
  end if;
  if rating_count is null or rating_count not between 1 and 1000000 then
    problems := pg_catalog.array_append(problems, 'rating_count');
  end if;
  if rating_source is null or rating_source !~ '[^[:space:]]' or char_length(btrim(rating_source)) > 40 then
    problems := pg_catalog.array_append(problems, 'rating_source');
  end if;
  if profile is not null and not private.is_https_link(profile) then
    problems := pg_catalog.array_append(problems, 'profile_url');
  end if;
  if leave is not null and not private.is_https_link(leave) then
    problems := pg_catalog.array_append(problems, 'review_url');
  end if;
  if pg_catalog.cardinality(problems) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.to_jsonb(problems));
  end if;
  insert into public.review_profile (id, rating_value, rating_count, rating_source, profile_url, review_url, is_sample, updated_at)
  values (true, rating_value, rating_count, btrim(rating_source), profile, leave, false, now())
  on conflict (id) do update
    set rating_value = excluded.rating_value, rating_count = excluded.rating_count, rating_source = excluded.rating_source,
        profile_url = excluded.profile_url, review_url = excluded.review_url, is_sample = false, updated_at = excluded.updated_at;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

revoke execute on function public.atelier_add_review(text, integer, text, date, text), public.atelier_set_review_hidden(bigint, boolean),
  public.atelier_reply_to_review(bigint, text), public.atelier_delete_review(bigint),
  public.atelier_save_review_profile(numeric, integer, text, text, text)
  from public, anon;
grant execute on function public.atelier_add_review(text, integer, text, date, text), public.atelier_set_review_hidden(bigint, boolean),
  public.atelier_reply_to_review(bigint, text), public.atelier_delete_review(bigint),
  public.atelier_save_review_profile(numeric, integer, text, text, text)
  to authenticated;

-- « Fiche de l'atelier » (20261210000300): the weekly hours and the summer closure, saved as a
-- whole. week: seven { weekday (1 Monday … 7 Sunday), opens, closes, opens_again, closes_again }
-- ('HH:MM', all null on a closed day); summer: { from_month, from_day, to_month, to_day }, or null
-- for none. { outcome: 'done' }, or refused invalid with its problems: 'week' (not the seven days),
-- 'day_N_incomplete', 'day_N_time', 'day_N_reversed' (a range ending before it starts),
-- 'day_N_overlap' (the second range not after the first), 'week_closed' (no day open), 'summer',
-- 'summer_reversed', 'summer_too_long' (more than three months). Only the days that change are
-- written; the tables' triggers journal each change and one row says the whole save.
create function public.atelier_save_opening_hours(week jsonb, summer jsonb default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problems text[] := '{}';
  day jsonb;
  n integer;
  t time[];
  open_days integer := 0;
  summer_days integer[];
  month_length constant integer[] := array[31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
begin
  perform private.require_workshop();
  if pg_catalog.jsonb_typeof(week) is distinct from 'array' or pg_catalog.jsonb_array_length(week) <> 7
     or (select count(distinct d->>'weekday') from pg_catalog.jsonb_array_elements(week) as d
          where d->>'weekday' in ('1', '2', '3', '4', '5', '6', '7')) <> 7 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.jsonb_build_array('week'));
  end if;
  for day in select d from pg_catalog.jsonb_array_elements(week) as d order by (d->>'weekday')::integer loop
    n := (day->>'weekday')::integer;
    begin
      t := array[(day->>'opens')::time, (day->>'closes')::time, (day->>'opens_again')::time, (day->>'closes_again')::time];
    exception when others then
      problems := pg_catalog.array_append(problems, 'day_' || n || '_time');
      continue;
    end;
    if t[1] is null and t[2] is null and t[3] is null and t[4] is null then
      continue;
    end if;
    if t[1] is null or t[2] is null or (t[3] is null) <> (t[4] is null) then
      problems := pg_catalog.array_append(problems, 'day_' || n || '_incomplete');
    elsif exists (select 1 from pg_catalog.unnest(t) as x where x is not null and date_trunc('minute', x) <> x) then
      problems := pg_catalog.array_append(problems, 'day_' || n || '_time');
    elsif t[1] >= t[2] or t[3] >= t[4] then
      problems := pg_catalog.array_append(problems, 'day_' || n || '_reversed');
    elsif t[3] <= t[2] then
      problems := pg_catalog.array_append(problems, 'day_' || n || '_overlap');
    else
      open_days := open_days + 1;
    end if;
  end loop;
  if pg_catalog.cardinality(problems) = 0 and open_days = 0 then
    problems := pg_catalog.array_append(problems, 'week_closed');
  end if;
  if pg_catalog.jsonb_typeof(summer) = 'object' then
    begin
      summer_days := array[(summer->>'from_month')::integer, (summer->>'from_day')::integer, (summer->>'to_month')::integer, (summer->>'to_day')::integer];
    exception when others then
      summer_days := null;
    end;
    if summer_days is null or not coalesce(summer_days[1] between 1 and 12 and summer_days[3] between 1 and 12
         and summer_days[2] between 1 and month_length[summer_days[1]] and summer_days[4] between 1 and month_length[summer_days[3]], false) then
      problems := pg_catalog.array_append(problems, 'summer');
    elsif make_date(2000, summer_days[3], summer_days[4]) < make_date(2000, summer_days[1], summer_days[2]) then
      problems := pg_catalog.array_append(problems, 'summer_reversed');
    elsif make_date(2000, summer_days[3], summer_days[4]) - make_date(2000, summer_days[1], summer_days[2]) > 92 then
      problems := pg_catalog.array_append(problems, 'summer_too_long');
    end if;
  elsif summer is not null and pg_catalog.jsonb_typeof(summer) <> 'null' then
    problems := pg_catalog.array_append(problems, 'summer');
  end if;
  if pg_catalog.cardinality(problems) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.to_jsonb(problems));
  end if;

  update public.weekly_hours as w
     set opens = d.opens, closes = d.closes, opens_again = d.opens_again, closes_again = d.closes_again
    from pg_catalog.jsonb_to_recordset(week) as d(weekday smallint, opens time, closes time, opens_again time, closes_again time)
   where w.weekday = d.weekday
     and (w.opens, w.closes, w.opens_again, w.closes_again) is distinct from (d.opens, d.closes, d.opens_again, d.closes_again);
  update public.summer_closure as s
     set from_month = summer_days[1], from_day = summer_days[2], to_month = summer_days[3], to_day = summer_days[4]
   where s.id and (s.from_month, s.from_day, s.to_month, s.to_day) is distinct from (summer_days[1], summer_days[2], summer_days[3], summer_days[4]);
  perform public.journal_request_action('opening_hours.saved', null, auth.uid(),
    pg_catalog.jsonb_build_object('week', (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(w) order by w.weekday) from public.weekly_hours as w),
                                  'summer', (select pg_catalog.to_jsonb(s) - 'id' from public.summer_closure as s where s.id)));
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

revoke execute on function public.atelier_save_opening_hours(jsonb, jsonb) from public, anon;
grant execute on function public.atelier_save_opening_hours(jsonb, jsonb) to authenticated;
