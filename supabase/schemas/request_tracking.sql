-- Following a request (features/request-tracking): its reference, its tracking secrets, its status
-- history and the one call the private tracking page makes.
--
-- * The reference, « MB-26-0142 », read aloud on the phone: the two-digit year in Paris and a
--   counter of that year, given by the database at insert (whoever inserts), never by the client.
-- * A tracking secret is 32 random bytes in base64url (43 characters); only its SHA-256 is kept, one
--   row per secret, so the visitor's browser and each e-mail hold secrets of their own. The browser
--   draws its secret when it builds the message (features/contact/message.ts) and sends it in the
--   row's tracking_secret column, which the insert's trigger turns into a hash row and clears; an
--   Edge Function mints one for an e-mail (public.mint_request_tracking_token, service role only).
-- * The status history: « Reçue » at insert, then only the moves of
--   private.request_status_move_allowed, whoever writes (the back office, a script, the dashboard).

-- The last number given in each year (the year in Paris, four digits).
create table private.request_reference_counters (
  year integer primary key,
  last_number integer not null,
  constraint request_reference_counters_last_number_check check (last_number > 0)
);

comment on table private.request_reference_counters is 'The last request reference number given in each year (Paris).';
revoke all on table private.request_reference_counters from public, anon, authenticated, service_role;

create table private.request_tracking_tokens (
  token_hash bytea primary key,
  -- Deferred: the browser's secret is hashed before its message's row is stored.
  message_id uuid not null references public.contact_messages (id) on delete cascade deferrable initially deferred,
  -- Who holds it: the visitor's browser, an e-mail, or the deposit slip printed at the counter.
  origin text not null,
  created_at timestamptz not null default now(),
  constraint request_tracking_tokens_token_hash_check check (octet_length(token_hash) = 32),
  constraint request_tracking_tokens_origin_check check (origin in ('browser', 'email', 'counter'))
);

comment on table private.request_tracking_tokens is 'The SHA-256 of each tracking secret of a request (the browser''s, each e-mail''s); never the secret.';
create index request_tracking_tokens_message_id_idx on private.request_tracking_tokens (message_id);
revoke all on table private.request_tracking_tokens from public, anon, authenticated, service_role;

-- The shape of a secret, the same on the site (features/request-tracking/trackingSecret.ts).
create function private.is_tracking_secret(secret text)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(secret ~ '^[A-Za-z0-9_-]{43}$', false)
$$;
revoke execute on function private.is_tracking_secret(text) from public, anon, authenticated;

create function private.tracking_secret_hash(secret text)
  returns bytea
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.sha256(pg_catalog.convert_to(secret, 'UTF8'))
$$;
revoke execute on function private.tracking_secret_hash(text) from public, anon, authenticated;

-- At insert: the next reference of the year in Paris, and the browser's secret kept as its hash only.
-- Named after contact_messages_rate_limit, so a message refused by the limits takes no number (and a
-- refused insert gives its number back: the counter's row is rolled back with it).
create function private.contact_messages_tracking()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  paris_year integer := pg_catalog.date_part('year', pg_catalog.now() at time zone 'Europe/Paris')::integer;
  number integer;
begin
  -- The same message sent again (its first answer lost): its primary key answers 409, « delivered »,
  -- once the row passes the checks that come first (its own reference, no secret).
  select m.reference into new.reference from public.contact_messages as m where m.id = new.id;
  if found then
    new.tracking_secret := null;
    return new;
  end if;
  insert into private.request_reference_counters as c (year, last_number) values (paris_year, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning c.last_number into number;
  new.reference := pg_catalog.format('MB-%s-%s', pg_catalog.to_char(paris_year % 100, 'FM00'), pg_catalog.lpad(number::text, 4, '0'));
  if new.tracking_secret is not null then
    if not private.is_tracking_secret(new.tracking_secret) then
      raise exception 'new row for relation "contact_messages" violates check constraint "contact_messages_tracking_secret_check"'
        using errcode = 'check_violation', constraint = 'contact_messages_tracking_secret_check',
              detail = 'tracking_secret: 32 random bytes in base64url (43 characters).';
    end if;
    insert into private.request_tracking_tokens (token_hash, message_id, origin)
    values (private.tracking_secret_hash(new.tracking_secret), new.id, 'browser');
    new.tracking_secret := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.contact_messages_tracking() from public, anon, authenticated, service_role;

create trigger contact_messages_tracking
  before insert on public.contact_messages
  for each row
  execute function private.contact_messages_tracking();

-- The status history: one row per status a request reached, with its time.
create table public.request_statuses (
  id bigint generated always as identity primary key,
  message_id uuid not null references public.contact_messages (id) on delete cascade,
  status text not null,
  at timestamptz not null default now(),
  constraint request_statuses_status_check check (status in ('received', 'examined', 'quote_sent', 'quote_accepted', 'quote_declined',
    'in_workshop', 'ready', 'handed_over', 'cancelled'))
);

comment on table public.request_statuses is 'Each status a request reached, with its time; read by the workshop, written through the state machine only.';
create index request_statuses_message_id_idx on public.request_statuses (message_id, at desc, id desc);

alter table public.request_statuses enable row level security;
revoke all on table public.request_statuses from anon, authenticated, service_role;
grant select on table public.request_statuses to authenticated, service_role;

create policy "The workshop reads the statuses"
  on public.request_statuses
  for select
  to authenticated
  using ((select public.is_workshop()));

-- The moves a request may make. A quote refused may be followed by another quote, or the piece made
-- ready to be taken back untouched; work found on the bench asks for a new quote. « Remise » and
-- « Annulée » end the story.
create function private.request_status_move_allowed(from_status text, to_status text)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select exists (
    select 1
      from (values
        ('received', 'examined'), ('received', 'quote_sent'), ('received', 'in_workshop'), ('received', 'cancelled'),
        ('examined', 'quote_sent'), ('examined', 'in_workshop'), ('examined', 'cancelled'),
        ('quote_sent', 'quote_accepted'), ('quote_sent', 'quote_declined'), ('quote_sent', 'cancelled'),
        ('quote_accepted', 'in_workshop'), ('quote_accepted', 'cancelled'),
        ('quote_declined', 'quote_sent'), ('quote_declined', 'ready'), ('quote_declined', 'cancelled'),
        ('in_workshop', 'quote_sent'), ('in_workshop', 'ready'), ('in_workshop', 'cancelled'),
        ('ready', 'handed_over'), ('ready', 'cancelled')
      ) as move (from_status, to_status)
     where move.from_status = request_status_move_allowed.from_status and move.to_status = request_status_move_allowed.to_status
  )
$$;
revoke execute on function private.request_status_move_allowed(text, text) from public, anon, authenticated;

-- The request's status now: its latest row.
create function private.request_status_now(message_id uuid)
  returns text
  language sql
  stable
  set search_path = ''
as $$
  select s.status from public.request_statuses as s
   where s.message_id = request_status_now.message_id
   order by s.at desc, s.id desc
   limit 1
$$;
revoke execute on function private.request_status_now(uuid) from public, anon, authenticated;

-- The state machine, whoever writes: the first row is « Reçue », each next one an allowed move from
-- the latest. Moves of one request wait for each other (the message's row is locked).
create function private.request_statuses_move_check()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  current text;
begin
  perform 1 from public.contact_messages as m where m.id = new.message_id for update;
  current := private.request_status_now(new.message_id);
  if (current is null and new.status <> 'received')
     or (current is not null and not private.request_status_move_allowed(current, new.status)) then
    raise exception 'a request cannot move from % to %', coalesce(current, 'nothing'), new.status
      using errcode = 'check_violation', detail = 'status_move';
  end if;
  return new;
end;
$$;
revoke execute on function private.request_statuses_move_check() from public, anon, authenticated, service_role;

create trigger request_statuses_move_check
  before insert on public.request_statuses
  for each row
  execute function private.request_statuses_move_check();

-- « Reçue », as the message is stored.
create function private.contact_messages_received()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.request_statuses (message_id, status, at) values (new.id, 'received', new.created_at);
  return null;
end;
$$;
revoke execute on function private.contact_messages_received() from public, anon, authenticated, service_role;

create trigger contact_messages_received
  after insert on public.contact_messages
  for each row
  execute function private.contact_messages_received();

-- One move: 'done' (with the status before), 'already' (the request is there) or 'refused' with the
-- reason (no_message, unknown_status, not_allowed). For the back office's wrapper below and, later,
-- the e-mail links.
create function private.move_request_status(message_id uuid, to_status text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  current text;
begin
  perform 1 from public.contact_messages as m where m.id = move_request_status.message_id for update;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'no_message');
  end if;
  if to_status is null or to_status not in ('received', 'examined', 'quote_sent', 'quote_accepted', 'quote_declined',
    'in_workshop', 'ready', 'handed_over', 'cancelled') then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'unknown_status');
  end if;
  current := private.request_status_now(move_request_status.message_id);
  if current = to_status then
    return pg_catalog.jsonb_build_object('outcome', 'already', 'status', current);
  end if;
  if not private.request_status_move_allowed(current, to_status) then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_allowed', 'status', current);
  end if;
  insert into public.request_statuses (message_id, status) values (move_request_status.message_id, to_status);
  return pg_catalog.jsonb_build_object('outcome', 'done', 'status', to_status, 'from', current);
end;
$$;
revoke execute on function private.move_request_status(uuid, text) from public, anon, authenticated, service_role;

-- « À traiter », a request's next status in one tap: the move's answer, journaled with the member.
create function public.atelier_move_request(message_id uuid, status text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  outcome jsonb;
begin
  perform private.require_workshop();
  outcome := private.move_request_status(atelier_move_request.message_id, atelier_move_request.status);
  if outcome->>'outcome' = 'done' then
    perform public.journal_request_action('request.status', atelier_move_request.message_id, auth.uid(),
      pg_catalog.jsonb_build_object('status', outcome->'status', 'from', outcome->'from'));
  end if;
  return outcome;
end;
$$;
revoke execute on function public.atelier_move_request(uuid, text) from public, anon;
grant execute on function public.atelier_move_request(uuid, text) to authenticated;

-- A new secret for an e-mail (the receipt, later ones): returned once, kept as its hash.
create function public.mint_request_tracking_token(message_id uuid)
  returns text
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  secret text := pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
begin
  if not exists (select 1 from public.contact_messages as m where m.id = mint_request_tracking_token.message_id) then
    return null;
  end if;
  insert into private.request_tracking_tokens (token_hash, message_id, origin)
  values (private.tracking_secret_hash(secret), mint_request_tracking_token.message_id, 'email');
  return secret;
end;
$$;
revoke execute on function public.mint_request_tracking_token(uuid) from public, anon, authenticated;
grant execute on function public.mint_request_tracking_token(uuid) to service_role;

-- The tracking page's one call (/suivi, the secret from the link's fragment): that request's
-- reference, service, date sent, visit if any, status history and quotes, nothing else; null for a secret
-- that is wrong, malformed or of a request erased, alike. Wrong secrets count against the caller's
-- address (public.secret_attempt, secret_attempts.sql): past 10 in 15 minutes every answer is PT429
-- (HTTP 429), the right secret's included.
create function public.request_tracking(secret text)
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

-- The receipt e-mail on arrival (supabase/functions/_shared/request/receiptEmail.ts, sent by
-- notify-workshop): at most one per address in 10 minutes, so the form cannot mail-bomb someone
-- (later requests in the window are still tracked, and their reference is on the sender's screen).
-- Only for a message sent by the site's form, which draws a tracking secret, or a piece left at the
-- counter with an e-mail address (its slip's secret, counter_deposits.sql): a row written by a script
-- or the dashboard gets none. One row per message, holding a hash of the address, never the
-- address; rows go with their message.
create table private.request_receipts (
  message_id uuid primary key references public.contact_messages (id) on delete cascade,
  address_hash text not null,
  at timestamptz not null default now(),
  -- 'sent' (claimed for sending) or 'skipped' (another receipt went to the address lately).
  outcome text not null,
  constraint request_receipts_outcome_check check (outcome in ('sent', 'skipped'))
);

comment on table private.request_receipts is 'The receipt e-mail of each request: sent, or skipped because the address had one in the last 10 minutes.';
create index request_receipts_address_idx on private.request_receipts (address_hash, at desc);
revoke all on table private.request_receipts from public, anon, authenticated, service_role;

-- What the receipt needs, once: { outcome: 'send', name, email, reference, service, sent_at, secret }
-- with a fresh tracking secret; or { outcome: 'already' | 'skipped' | 'none' } (none: not from the
-- form, or no such message). `at_instant` lets a test say when « now » is.
create function public.claim_request_receipt(message_id uuid, at_instant timestamptz default now())
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  message public.contact_messages;
  address text;
begin
  select * into message from public.contact_messages as m where m.id = claim_request_receipt.message_id;
  if not found or message.email is null or not exists (
    select 1 from private.request_tracking_tokens as t where t.message_id = message.id and t.origin in ('browser', 'counter')
  ) then
    return pg_catalog.jsonb_build_object('outcome', 'none');
  end if;
  address := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.lower(pg_catalog.btrim(message.email)), 'UTF8')), 'hex');
  -- Two messages of one address at once: one receipt.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('request receipt ' || address));
  if exists (select 1 from private.request_receipts as r where r.message_id = message.id) then
    return pg_catalog.jsonb_build_object('outcome', 'already');
  end if;
  if exists (select 1 from private.request_receipts as r
              where r.address_hash = address and r.outcome = 'sent' and r.at > at_instant - interval '10 minutes') then
    insert into private.request_receipts (message_id, address_hash, at, outcome) values (message.id, address, at_instant, 'skipped');
    return pg_catalog.jsonb_build_object('outcome', 'skipped');
  end if;
  insert into private.request_receipts (message_id, address_hash, at, outcome) values (message.id, address, at_instant, 'sent');
  return pg_catalog.jsonb_build_object('outcome', 'send', 'name', message.name, 'email', message.email, 'reference', message.reference,
    'service', message.service, 'sent_at', message.created_at, 'secret', public.mint_request_tracking_token(message.id));
end;
$$;
revoke execute on function public.claim_request_receipt(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_request_receipt(uuid, timestamptz) to service_role;

-- A receipt that could not be sent is not counted against its address.
create function public.release_request_receipt(message_id uuid)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  delete from private.request_receipts as r where r.message_id = release_request_receipt.message_id and r.outcome = 'sent'
$$;
revoke execute on function public.release_request_receipt(uuid) from public, anon, authenticated;
grant execute on function public.release_request_receipt(uuid) to service_role;
