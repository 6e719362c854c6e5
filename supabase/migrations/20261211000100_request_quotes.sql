-- Quotes accepted online (issue #60): public.request_quotes, the back office's « Devis », the tracking
-- page's answer and the workshop's e-mail of it. The schema as it is: supabase/schemas/request_quotes.sql.

-- A request's quotes (features/request-tracking, features/atelier): the workshop sends one from the
-- request's card (« Devis »), the customer accepts or declines it on the tracking page (/suivi), and
-- the workshop is e-mailed the answer (supabase/functions/quote-answer).
--
-- * A quote never changes once sent: extra work found on the bench is a new quote, which supersedes
--   the previous one (marked superseded) and needs an answer of its own. The terms of sale (/cgv,
--   « Devis et commande ») say so.
-- * Written only through the functions below: public.atelier_send_quote (members, journaled) and
--   public.answer_request_quote (the holder of the tracking link, by POST only: it is volatile, so
--   PostgREST refuses it by GET). The answer keeps the quote as the customer saw it, with the
--   version of the terms the page showed.
-- * The rules of a quote are the back office's form's too (lib/quoteRules.ts); one integration test
--   (tests/integration/request-quotes.test.ts) feeds the same cases to both.

create table public.request_quotes (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.contact_messages (id) on delete cascade,
  -- Euros TTC, in cents.
  amount_cents integer not null,
  -- The indicative delay, in days (shown « 3 semaines » when it is whole weeks).
  delay_days integer not null,
  -- The nature of the work, as the terms ask a quote to say it.
  note text not null,
  sent_at timestamptz not null default now(),
  -- Set when a newer quote of the request replaces this one.
  superseded_at timestamptz,
  -- The customer's answer, its time and the quote as they saw it (amount, delay, note, terms' version).
  answer text,
  answered_at timestamptz,
  answered_quote jsonb,
  -- Set once the Edge Function has taken the answer's e-mail to the workshop.
  answer_notified_at timestamptz,
  constraint request_quotes_amount_cents_check check (amount_cents between 1 and 100000000),
  constraint request_quotes_delay_days_check check (delay_days between 1 and 365),
  constraint request_quotes_note_check check (note ~ '[^[:space:]]' and pg_catalog.char_length(note) <= 1000),
  constraint request_quotes_answer_check check (answer in ('accepted', 'declined')),
  constraint request_quotes_answered_check check ((answer is null) = (answered_at is null) and (answer is null) = (answered_quote is null))
);

comment on table public.request_quotes is 'Each quote sent for a request, never changed once sent; a newer one supersedes it. Read by the workshop; written through atelier_send_quote and answer_request_quote only.';
create index request_quotes_message_id_idx on public.request_quotes (message_id, sent_at desc);
-- One current quote per request.
create unique index request_quotes_current_idx on public.request_quotes (message_id) where superseded_at is null;

alter table public.request_quotes enable row level security;
revoke all on table public.request_quotes from anon, authenticated, service_role;
grant select on table public.request_quotes to authenticated, service_role;

create policy "The workshop reads the quotes"
  on public.request_quotes
  for select
  to authenticated
  using ((select public.is_workshop()));

-- What was sent stays as sent, whoever writes (the dashboard included): only the supersession, the
-- one answer and its e-mail's mark are ever added.
create function private.request_quotes_keep()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.id <> old.id or new.message_id <> old.message_id or new.amount_cents <> old.amount_cents or new.delay_days <> old.delay_days
     or new.note <> old.note or new.sent_at <> old.sent_at
     or (old.superseded_at is not null and new.superseded_at is distinct from old.superseded_at)
     or (old.answer is not null and (new.answer is distinct from old.answer or new.answered_at is distinct from old.answered_at
         or new.answered_quote is distinct from old.answered_quote)) then
    raise exception 'a quote is never changed once sent: send a new one' using errcode = 'check_violation', detail = 'quote_sent';
  end if;
  return new;
end;
$$;
revoke execute on function private.request_quotes_keep() from public, anon, authenticated, service_role;

create trigger request_quotes_keep
  before update on public.request_quotes
  for each row
  execute function private.request_quotes_keep();

-- The fields at fault, as lib/quoteRules.ts names them.
create function private.quote_problems(amount_cents integer, delay_days integer, note text)
  returns text[]
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.array_remove(array[
    case when amount_cents is null or amount_cents not between 1 and 100000000 then 'amount' end,
    case when delay_days is null or delay_days not between 1 and 365 then 'delay' end,
    case when note is null or note !~ '[^[:space:]]' or pg_catalog.char_length(pg_catalog.btrim(note)) > 1000 then 'note' end
  ], null)
$$;
revoke execute on function private.quote_problems(integer, integer, text) from public, anon, authenticated;

-- « Envoyer le devis »: { outcome: 'done', quote_id, status }, the request moved to « Devis envoyé »
-- (already there: a quote not yet answered is replaced); or refused: invalid with its problems,
-- no_message, not_allowed (with the status now, from which no quote may be sent).
create function public.atelier_send_quote(message_id uuid, amount_cents integer, delay_days integer, note text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problems text[];
  moved jsonb;
  replaced uuid;
  new_id uuid;
begin
  perform private.require_workshop();
  problems := private.quote_problems(amount_cents, delay_days, note);
  if pg_catalog.cardinality(problems) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.to_jsonb(problems));
  end if;
  moved := private.move_request_status(atelier_send_quote.message_id, 'quote_sent');
  if moved->>'outcome' = 'refused' then
    return moved;
  end if;
  update public.request_quotes as q set superseded_at = pg_catalog.now()
   where q.message_id = atelier_send_quote.message_id and q.superseded_at is null
  returning q.id into replaced;
  insert into public.request_quotes (message_id, amount_cents, delay_days, note)
  values (atelier_send_quote.message_id, atelier_send_quote.amount_cents, atelier_send_quote.delay_days, pg_catalog.btrim(atelier_send_quote.note))
  returning id into new_id;
  perform public.journal_request_action('request.quote', atelier_send_quote.message_id, auth.uid(),
    pg_catalog.jsonb_build_object('quote_id', new_id, 'amount_cents', atelier_send_quote.amount_cents, 'delay_days', atelier_send_quote.delay_days,
      'replaces', replaced, 'from', coalesce(moved->'from', moved->'status')));
  return pg_catalog.jsonb_build_object('outcome', 'done', 'quote_id', new_id, 'status', 'quote_sent');
end;
$$;
revoke execute on function public.atelier_send_quote(uuid, integer, integer, text) from public, anon;
grant execute on function public.atelier_send_quote(uuid, integer, integer, text) to authenticated;

-- What the tracking page shows of a request's quotes, newest first: the current one (superseded_at
-- null) and the older ones with their answers. For public.request_tracking.
create function private.request_tracking_quotes(message_id uuid)
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'id', q.id, 'amount_cents', q.amount_cents, 'delay_days', q.delay_days, 'note', q.note, 'sent_at', q.sent_at,
           'superseded', q.superseded_at is not null, 'answer', q.answer, 'answered_at', q.answered_at)
         order by q.sent_at desc, q.id), '[]'::jsonb)
    from public.request_quotes as q
   where q.message_id = request_tracking_quotes.message_id
$$;
revoke execute on function private.request_tracking_quotes(uuid) from public, anon, authenticated;

-- « Accepter le devis » / « Refuser le devis » on the tracking page, by POST only. The secret is
-- checked as public.request_tracking checks it (null for a wrong one, PT429 past 10 wrong ones in 15
-- minutes). Then { outcome: 'done', answer }, the request moved to « Devis accepté » / « Devis
-- refusé » and the workshop e-mailed once this commits; or refused: invalid_answer, unknown_quote
-- (not this request's), superseded, already_answered (with its answer), not_awaiting (the request is
-- no longer waiting for an answer).
create function public.answer_request_quote(secret text, quote_id uuid, answer text, terms_version text)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  found_id uuid;
  quote public.request_quotes;
  moved jsonb;
begin
  if private.is_tracking_secret(secret) then
    select t.message_id into found_id from private.request_tracking_tokens as t where t.token_hash = private.tracking_secret_hash(secret);
  end if;
  if public.secret_attempt('request_tracking', private.request_client_address(), found_id is not null) = 'throttled' then
    raise exception 'too many wrong tracking links' using errcode = 'PT429', hint = 'Try again later.';
  end if;
  if found_id is null then
    return null;
  end if;
  if answer is null or answer not in ('accepted', 'declined') or terms_version is null or terms_version !~ '^\d{4}-\d{2}-\d{2}$' then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid_answer');
  end if;
  -- One answer at a time for a request, and none while the workshop sends a new quote.
  perform 1 from public.contact_messages as m where m.id = found_id for update;
  select * into quote from public.request_quotes as q where q.id = answer_request_quote.quote_id and q.message_id = found_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'unknown_quote');
  end if;
  if quote.superseded_at is not null then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'superseded');
  end if;
  if quote.answer is not null then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'already_answered', 'answer', quote.answer);
  end if;
  if private.request_status_now(found_id) is distinct from 'quote_sent' then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_awaiting');
  end if;
  moved := private.move_request_status(found_id, case answer when 'accepted' then 'quote_accepted' else 'quote_declined' end);
  if moved->>'outcome' <> 'done' then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_awaiting');
  end if;
  update public.request_quotes as q
     set answer = answer_request_quote.answer, answered_at = pg_catalog.now(),
         answered_quote = pg_catalog.jsonb_build_object('amount_cents', quote.amount_cents, 'delay_days', quote.delay_days, 'note', quote.note,
           'sent_at', quote.sent_at, 'terms_version', terms_version)
   where q.id = quote.id;
  perform public.request_edge_function('quote-answer', 'notify_workshop_secret', pg_catalog.jsonb_build_object('quote_id', quote.id), 90000);
  return pg_catalog.jsonb_build_object('outcome', 'done', 'answer', answer);
end;
$$;
revoke execute on function public.answer_request_quote(text, uuid, text, text) from public;
grant execute on function public.answer_request_quote(text, uuid, text, text) to anon, authenticated;

-- What the workshop's e-mail needs, once: { reference, amount_cents, answer, answered_at }; null once
-- claimed, or for a quote not answered (or erased with its request).
create function public.claim_quote_answer(quote_id uuid)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  claimed public.request_quotes;
begin
  update public.request_quotes as q set answer_notified_at = pg_catalog.now()
   where q.id = claim_quote_answer.quote_id and q.answer is not null and q.answer_notified_at is null
  returning * into claimed;
  if not found then
    return null;
  end if;
  return (select pg_catalog.jsonb_build_object('reference', m.reference, 'amount_cents', claimed.amount_cents, 'answer', claimed.answer,
                   'answered_at', claimed.answered_at)
            from public.contact_messages as m where m.id = claimed.message_id);
end;
$$;
revoke execute on function public.claim_quote_answer(uuid) from public, anon, authenticated;
grant execute on function public.claim_quote_answer(uuid) to service_role;

-- An e-mail that could not be sent may be claimed again.
create function public.release_quote_answer(quote_id uuid)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update public.request_quotes as q set answer_notified_at = null where q.id = release_quote_answer.quote_id
$$;
revoke execute on function public.release_quote_answer(uuid) from public, anon, authenticated;
grant execute on function public.release_quote_answer(uuid) to service_role;

-- The tracking page's one call (/suivi, the secret from the link's fragment): that request's
-- reference, service, date sent, visit if any, status history and quotes, nothing else; null for a secret
-- that is wrong, malformed or of a request erased, alike. Wrong secrets count against the caller's
-- address (public.secret_attempt, secret_attempts.sql): past 10 in 15 minutes every answer is PT429
-- (HTTP 429), the right secret's included.
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
