-- How many contact messages visitors may send: per client address (5 in 10 minutes, 20 a day), per
-- e-mail address (10 a day) and for the whole site (30 an hour, 100 a day). The publishable key is
-- public by design, so this is the only place a script holding it can be stopped; the workshop's
-- own service role is not limited.
--
-- The client address is the `cf-connecting-ip` request header. Hosted Supabase's API sits behind
-- Cloudflare, which sets that header to the address that connected to it and overwrites any value
-- the client sent ("CF-Connecting-IP provides the client IP address connecting to Cloudflare to
-- the origin web server", https://developers.cloudflare.com/fundamentals/reference/http-headers/);
-- X-Forwarded-For is not usable, a client can prepend its own hops to it. PostgREST exposes every
-- request header, lower-cased, as the JSON of the `request.headers` setting
-- (https://docs.postgrest.org/en/stable/references/transactions.html#request-headers-cookies-and-jwt-claims);
-- the local backend (supabase/local/clientAddress.mjs) sets the same header from the socket.
--
-- Over a limit the insert is refused with SQLSTATE PT429, which PostgREST answers with HTTP 429
-- (a PTxyz code sets the status xyz, https://docs.postgrest.org/en/stable/references/errors.html).
-- The site keeps the message queued and tries later (features/contact/deliver.ts).
--
-- The limits hold against a pool of addresses, not only against one address:
--
-- * An IPv6 client counts by its /64 (one customer's network: any VPS or home line has a whole
--   /64 to draw addresses from); an IPv4 client by its address.
-- * A ceiling for the whole site, per hour and per day, whatever the addresses: a pool of proxies
--   meets it however many addresses it has. The busiest week the workshop can expect (the weeks
--   before Christmas, a press article) brings a few dozen messages in the week, rarely more than 5
--   in an hour; the ceiling is several times that, so only a flood meets it. A flood that does is
--   held back (the visitors' outboxes keep their messages) and stores at most 100 rows a day; the
--   workshop is told (contact_notifications.sql) and the health report names the pause (health.sql).
-- * Every visitor message is counted under one lock, so that concurrent sends cannot each see the
--   same count and all pass (15 stored for a limit of 10 on PostgreSQL before this).
-- * A request whose client address the gateway did not give (see supabase/README.md, « The client
--   address ») meets the e-mail and site-wide limits only, with a warning in the database's log,
--   rather than sharing one allowance with every other such request.
-- * What the limits keep is an HMAC of the address group and of the e-mail address, under a secret
--   key kept in this schema (rotatable, supabase/README.md), not a plain SHA-256: the IPv4 space is
--   small enough to hash whole in seconds. The hashes live 24 hours, as the privacy policy says
--   (lib/content/pageContent/legal.ts): a job every ten minutes deletes older rows, whether or not a
--   new message arrives, and a key a day after its successor (no row it signed can still count). No
--   limit may look further back than a day.

-- The limits, one row each; changing a row changes the limit at once, no deploy of the site needed.
create table private.contact_rate_limits (
  scope text not null check (scope in ('client', 'email', 'site')),
  period interval not null check (period > interval '0 seconds' and period <= interval '1 day'),
  max_messages integer not null check (max_messages > 0),
  primary key (scope, period)
);

comment on table private.contact_rate_limits is 'How many contact messages one client address (an IPv6 /64), one e-mail address, or the whole site may receive in a period.';

insert into private.contact_rate_limits (scope, period, max_messages)
values
  ('client', interval '10 minutes', 5),
  ('client', interval '1 day', 20),
  ('email', interval '1 day', 10),
  ('site', interval '1 hour', 30),
  ('site', interval '1 day', 100);

-- What the limits count: one row per message a visitor sent, with the HMACs of the client address
-- group and of the e-mail address (never the addresses themselves).
create table private.contact_sends (
  client_hash text,
  email_hash text not null,
  sent_at timestamptz not null default now()
);

comment on table private.contact_sends is 'Hashed client and e-mail addresses of recent visitor messages, for the rate limits; rows older than the longest limit are deleted.';
comment on column private.contact_sends.client_hash is 'HMAC of the client address group; null when the gateway gave no address.';

create index contact_sends_client_idx on private.contact_sends (client_hash, sent_at);
create index contact_sends_email_idx on private.contact_sends (email_hash, sent_at);
create index contact_sends_sent_at_idx on private.contact_sends (sent_at);

-- The keys of the HMACs. The newest signs new rows; an older key is kept until no row it signed can
-- still count (a day after its successor arrived), so a rotation does not reset anyone's count.
create table private.contact_hash_keys (
  id bigint generated always as identity primary key,
  secret bytea not null default extensions.gen_random_bytes(32) check (octet_length(secret) >= 32),
  created_at timestamptz not null default now()
);

comment on table private.contact_hash_keys is 'Secret keys of the HMACs in private.contact_sends; the newest signs, older ones are dropped a day after their successor.';

insert into private.contact_hash_keys default values;

revoke all on table private.contact_rate_limits, private.contact_sends, private.contact_hash_keys from public, anon, authenticated;
grant all on table private.contact_rate_limits, private.contact_sends, private.contact_hash_keys to service_role;

-- The address the request came from, as hosted Supabase's gateway sets it (cf-connecting-ip, set by
-- Cloudflare, which overwrites any value a client sent); null when there is none.
create function private.request_client_address()
  returns text
  language sql
  stable
  set search_path = ''
as $$
  select nullif(pg_catalog.btrim(
    nullif(pg_catalog.current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), '')
$$;
revoke execute on function private.request_client_address() from public;

-- « 2026-12-09 14:05 (Paris) », as the health report writes an instant.
create function private.paris_minute(instant timestamptz)
  returns text
  language sql
  stable
  set search_path = ''
as $$
  select pg_catalog.to_char(instant at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI') || ' (Paris)'
$$;

revoke execute on function private.paris_minute(timestamptz) from public;

-- Runs as its owner so that it may read and write the tables above; the visitor cannot call it
-- through the API (the schema is not exposed), only through the trigger below.
create function private.contact_rate_check(message_id uuid, sender_email text, proof text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  client_group text := private.contact_client_group(private.request_client_address());
  client_keys text[];
  email_keys text[];
  rule record;
  used integer;
  pressure record;
begin
  -- A retried message that already arrived is answered by its duplicate key (409, "delivered"),
  -- whatever the count.
  if exists (select 1 from public.contact_messages m where m.id = message_id) then
    return;
  end if;
  -- One visitor message at a time, whoever sends it: every count below is read and written with
  -- no other send in between (held until the insert commits or fails).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('private.contact_sends'));
  client_keys := private.contact_hashes(client_group);
  email_keys := private.contact_hashes(pg_catalog.lower(pg_catalog.btrim(coalesce(sender_email, ''))));
  if client_group is null then
    raise warning 'contact message % arrived without a client address (cf-connecting-ip): only the e-mail and site-wide limits apply', message_id;
  end if;
  delete from private.contact_sends s
   where s.sent_at < pg_catalog.now() - (select coalesce(max(l.period), interval '1 day') from private.contact_rate_limits l);
  -- One client address, one e-mail address: over their limits, later.
  for rule in
    select l.scope, l.period, l.max_messages from private.contact_rate_limits l where l.scope <> 'site' order by l.period
  loop
    continue when rule.scope = 'client' and client_group is null;
    select count(*) into used
      from private.contact_sends s
     where s.sent_at > pg_catalog.now() - rule.period
       and case rule.scope when 'client' then s.client_hash = any (client_keys) else s.email_hash = any (email_keys) end;
    if used >= rule.max_messages then
      raise exception 'too many contact messages'
        using errcode = 'PT429',
              detail = pg_catalog.format('At most %s messages per %s from %s.', rule.max_messages, rule.period,
                                         case rule.scope when 'client' then 'one client address' else 'one e-mail address' end),
              hint = 'Try again later.';
    end if;
  end loop;
  -- The whole site: over the hard cap, later; over the ceiling, a proof of work.
  pressure := private.contact_site_pressure();
  if pressure.hard_cap_reached is not null then
    raise exception 'contact messages paused for the whole site'
      using errcode = 'PT429', detail = pressure.hard_cap_reached, hint = 'Try again later.';
  end if;
  if pressure.bits is not null and coalesce(private.contact_proof_bits(proof, message_id), 0) < pressure.bits - 1 then
    raise exception 'contact message needs a proof of work'
      using errcode = 'PT429',
            detail = private.contact_challenge(message_id, pressure.bits),
            hint = 'Send the message again with proof_of_work: the challenge in details, a colon and a counter whose SHA-256 starts with as many zero bits as the challenge''s first number.';
  end if;
  -- Rolled back with the insert if a constraint refuses the message: only stored messages count.
  insert into private.contact_sends (client_hash, email_hash) values (client_keys[1], email_keys[1]);
end;
$$;

comment on function private.contact_rate_check(uuid, text, text) is 'Refuses (PT429, HTTP 429) a visitor message over the limits of private.contact_rate_limits, asks a proof of work above the site-wide ceiling (private.contact_proof_policy), else counts it.';

revoke execute on function private.contact_rate_check(uuid, text, text) from public;
grant execute on function private.contact_rate_check(uuid, text, text) to anon, authenticated;

create function public.contact_messages_rate_limit()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    perform private.contact_rate_check(new.id, new.email, new.proof_of_work);
  end if;
  new.proof_of_work := null;
  return new;
end;
$$;

comment on function public.contact_messages_rate_limit() is 'Applies the contact rate limits to a visitor''s insert.';
revoke execute on function public.contact_messages_rate_limit() from public, anon, authenticated;

create trigger contact_messages_rate_limit
  before insert on public.contact_messages
  for each row
  execute function public.contact_messages_rate_limit();


-- What one client is: an IPv4 address, or the /64 of an IPv6 address (an IPv4-mapped IPv6 address
-- is its IPv4 address). Null for anything that is not an address.
create function private.contact_client_group(address text)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  ip inet;
begin
  if address is null then
    return null;
  end if;
  ip := address::inet;
  if pg_catalog.family(ip) = 6 and ip << '::ffff:0:0/96'::inet then
    ip := (pg_catalog.regexp_match(pg_catalog.host(ip), '^::ffff:([0-9.]+)$'))[1]::inet;
  end if;
  if pg_catalog.family(ip) = 4 then
    return pg_catalog.host(ip);
  end if;
  return pg_catalog.network(pg_catalog.set_masklen(ip, 64))::text;
exception
  when invalid_text_representation or invalid_parameter_value then
    return null;
end;
$$;
revoke execute on function private.contact_client_group(text) from public, anon, authenticated;

-- The HMAC of `value` under each kept key, newest first.
create function private.contact_hashes(value text)
  returns text[]
  language sql
  stable
  set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(
           pg_catalog.encode(extensions.hmac(pg_catalog.convert_to(value, 'UTF8'), k.secret, 'sha256'), 'hex')
           order by k.created_at desc, k.id desc), '{}')
    from private.contact_hash_keys k
   where value is not null
$$;
revoke execute on function private.contact_hashes(text) from public, anon, authenticated;

-- The proof of work asked above the site-wide ceiling (docs/decisions/contact-flood.md): a message
-- there costs work on the visitor's device instead of being refused, up to a hard cap.
create table private.contact_proof_policy (
  id boolean primary key default true check (id),
  -- The leading zero bits asked at the ceiling: 2^bits hashes on average.
  base_bits integer not null check (base_bits between 1 and 32),
  -- How many times the work doubles between the ceiling and the hard cap.
  doublings integer not null check (doublings between 0 and 16),
  -- The hard cap, as a multiple of the ceiling (1: the ceiling refuses, as before).
  hard_cap_factor integer not null check (hard_cap_factor between 1 and 100),
  -- How long a challenge may be solved and sent.
  lifetime interval not null check (lifetime > interval '0 seconds' and lifetime <= interval '1 day')
);

comment on table private.contact_proof_policy is 'The proof of work asked of a contact message above the site-wide ceiling: its difficulty, its growth, the hard cap and how long a challenge lasts.';

-- 17 bits (131,072 hashes on average): about a second in this site's worker on a desktop's
-- Chromium, a few on a phone (docs/decisions/contact-flood.md has the measurement). Twice that at
-- each quarter of the way to the hard cap (about 23 more messages in the hour, 75 in the day), so at
-- most 20 bits, 8 times the ceiling's work, just under it.
insert into private.contact_proof_policy (base_bits, doublings, hard_cap_factor, lifetime)
values (17, 4, 4, interval '15 minutes');

revoke all on table private.contact_proof_policy from public, anon, authenticated;
grant all on table private.contact_proof_policy to service_role;

-- The signature of a challenge under each kept key, newest first.
create function private.contact_challenge_signatures(message_id uuid, bits integer, expires bigint)
  returns text[]
  language sql
  stable
  set search_path = ''
as $$
  select private.contact_hashes(pg_catalog.format('contact-proof-of-work:%s:%s:%s', message_id, bits, expires))
$$;

-- A challenge for `message_id` at `bits`, valid for the policy's lifetime.
create function private.contact_challenge(message_id uuid, bits integer)
  returns text
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  expires bigint := pg_catalog.ceil(pg_catalog.date_part('epoch', pg_catalog.now() + (select p.lifetime from private.contact_proof_policy p)))::bigint;
begin
  return pg_catalog.format('%s:%s:%s', bits, expires, (private.contact_challenge_signatures(message_id, bits, expires))[1]);
end;
$$;

-- How many leading zero bits the proof's SHA-256 has if it answers a challenge this database
-- signed for `message_id`, still valid; null for anything else (forged, expired, another
-- message's, malformed).
create function private.contact_proof_bits(proof text, message_id uuid)
  returns integer
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  part text[] := pg_catalog.regexp_match(proof, '^([0-9]{1,2}):([0-9]{1,12}):([0-9a-f]{64}):[0-9]{1,16}$');
  digest bit(256);
  zeros integer;
begin
  if part is null or part[2]::bigint <= pg_catalog.date_part('epoch', pg_catalog.now())
     or not part[3] = any (private.contact_challenge_signatures(message_id, part[1]::integer, part[2]::bigint)) then
    return null;
  end if;
  digest := ('x' || pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(proof, 'UTF8')), 'hex'))::bit(256);
  zeros := pg_catalog.strpos(digest::text, '1') - 1;
  if zeros < 0 then
    zeros := 256;
  end if;
  return case when zeros >= part[1]::integer then part[1]::integer end;
end;
$$;

revoke execute on function private.contact_challenge_signatures(uuid, integer, bigint) from public;
revoke execute on function private.contact_challenge(uuid, integer) from public;
revoke execute on function private.contact_proof_bits(text, uuid) from public;

-- The zero bits the site-wide rules ask of a message now: null below every ceiling; 'paused' is
-- raised by the caller when a hard cap is reached (hard_cap_reached).
create function private.contact_site_pressure(out bits integer, out hard_cap_reached text)
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  policy private.contact_proof_policy;
  rule record;
  used integer;
begin
  select * into policy from private.contact_proof_policy;
  for rule in select l.period, l.max_messages from private.contact_rate_limits l where l.scope = 'site' order by l.period loop
    select count(*) into used from private.contact_sends s where s.sent_at > pg_catalog.now() - rule.period;
    if used >= rule.max_messages::bigint * policy.hard_cap_factor then
      hard_cap_reached := pg_catalog.format('At most %s messages per %s from all visitors.', rule.max_messages::bigint * policy.hard_cap_factor, rule.period);
      return;
    end if;
    if used >= rule.max_messages then
      bits := greatest(bits, policy.base_bits
        + (policy.doublings * (used - rule.max_messages)::bigint / (rule.max_messages::bigint * (policy.hard_cap_factor - 1)))::integer);
    end if;
  end loop;
end;
$$;

revoke execute on function private.contact_site_pressure() from public;

create function private.purge_contact_sends()
  returns integer
  language plpgsql
  set search_path = ''
as $$
declare
  purged integer;
begin
  delete from private.contact_sends where sent_at < pg_catalog.now() - interval '24 hours';
  get diagnostics purged = row_count;
  delete from private.contact_hash_keys k
   where exists (
     select 1 from private.contact_hash_keys newer
      where newer.created_at > k.created_at and newer.created_at < pg_catalog.now() - interval '24 hours');
  -- « Suivre ma demande »'s hashed addresses (request_tracking_links.sql) go after an hour.
  delete from private.tracking_link_asks as a where a.asked_at < pg_catalog.now() - interval '1 hour';
  return purged;
end;
$$;

comment on function private.purge_contact_sends() is 'Deletes the rate limits'' rows older than 24 hours, hash keys retired more than 24 hours ago, and « Suivre ma demande »''s asks older than an hour.';
revoke execute on function private.purge_contact_sends() from public, anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('contact-sends-purge', '*/10 * * * *', 'select private.purge_contact_sends()');
  end if;
end
$$;

-- Whether the database sees the caller's address, for the deploy's smoke test: the per-address
-- limits read it from the gateway's cf-connecting-ip (supabase/README.md, « The client address »),
-- and a gateway that stopped passing it would leave every visitor to the site-wide ceiling alone.
-- Answers true or false and nothing else: not the address, not its group.
create function public.client_address_seen()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select private.contact_client_group(private.request_client_address()) is not null;
$$;
revoke execute on function public.client_address_seen() from public;
grant execute on function public.client_address_seen() to anon, authenticated, service_role;
