-- Limits that hold against a pool of addresses, not only against one address.
--
-- * An IPv6 client counts by its /64 (one customer's network: any VPS or home line has a whole
--   /64 to draw addresses from); an IPv4 client by its address.
-- * A ceiling for the whole site, per hour and per day, whatever the addresses: a pool of proxies
--   meets it however many addresses it has. The values (below) are far above what the workshop
--   has ever received in its busiest week.
-- * Every visitor message is counted under one lock, so that concurrent sends cannot each see the
--   same count and all pass (15 stored for a limit of 10 on PostgreSQL before this).
-- * A request whose client address the gateway did not give (see supabase/README.md, « The client
--   address ») meets the e-mail and site-wide limits only, with a warning in the database's log,
--   rather than sharing one allowance with every other such request.
-- * What the limits keep is an HMAC of the address group and of the e-mail address, under a secret
--   key kept in this schema (rotatable, supabase/README.md), not a plain SHA-256: the IPv4 space is
--   small enough to hash whole in seconds.
--
-- The messages themselves: a message is refused over 10,000 bytes as well as 5,000 characters
-- (5,000 four-byte characters were 20 kB), and a name or subject containing a line break is refused
-- (it could forge lines in the workshop's plain-text e-mail). The form's checks agree
-- (features/contact/validation.ts; tests/integration/message-rules.test.ts feeds both).

create extension if not exists pgcrypto with schema extensions;

-- Line breaks: the Unicode mandatory breaks (LF, VT, FF, CR, NEL, LS, PS).
alter table public.contact_messages
  drop constraint contact_messages_name_check,
  add constraint contact_messages_name_check
    check (name ~ '[^[:space:]]' and char_length(name) <= 100 and name !~ '[\n\v\f\r\u0085\u2028\u2029]') not valid,
  drop constraint contact_messages_subject_check,
  add constraint contact_messages_subject_check
    check (subject is null or (subject ~ '[^[:space:]]' and char_length(subject) <= 150 and subject !~ '[\n\v\f\r\u0085\u2028\u2029]')) not valid,
  drop constraint contact_messages_message_check,
  add constraint contact_messages_message_check
    check (message ~ '[^[:space:]]' and char_length(message) <= 5000 and octet_length(message) <= 10000) not valid;

-- The site-wide ceiling: 30 messages an hour, 100 a day. The busiest week the workshop can expect
-- (the weeks before Christmas, a press article) brings a few dozen messages in the week, rarely more
-- than 5 in an hour; the ceiling is several times that, so only a flood meets it. A flood that does
-- is held back (the visitors' outboxes keep their messages) and stores at most 100 rows a day.
alter table private.contact_rate_limits
  drop constraint contact_rate_limits_scope_check,
  add constraint contact_rate_limits_scope_check check (scope in ('client', 'email', 'site'));

insert into private.contact_rate_limits (scope, period, max_messages)
values
  ('site', interval '1 hour', 30),
  ('site', interval '1 day', 100);

comment on table private.contact_rate_limits is 'How many contact messages one client address (an IPv6 /64), one e-mail address, or the whole site may receive in a period.';

-- The keys of the HMACs. The newest signs new rows; an older key is kept until no row it signed can
-- still count (a day after its successor arrived), so a rotation does not reset anyone's count.
create table private.contact_hash_keys (
  id bigint generated always as identity primary key,
  secret bytea not null default extensions.gen_random_bytes(32) check (octet_length(secret) >= 32),
  created_at timestamptz not null default now()
);

comment on table private.contact_hash_keys is 'Secret keys of the HMACs in private.contact_sends; the newest signs, older ones are dropped a day after their successor.';

insert into private.contact_hash_keys default values;

revoke all on table private.contact_hash_keys from public, anon, authenticated;
grant all on table private.contact_hash_keys to service_role;

-- Rows hashed with plain SHA-256 cannot be matched any more: they go.
delete from private.contact_sends;
alter table private.contact_sends alter column client_hash drop not null;
comment on column private.contact_sends.client_hash is 'HMAC of the client address group; null when the gateway gave no address.';

-- The address the request came from, as hosted Supabase's gateway sets it (cf-connecting-ip, set by
-- Cloudflare, which overwrites any value a client sent); null when there is none.
create or replace function private.request_client_address()
  returns text
  language sql
  stable
  set search_path = ''
as $$
  select nullif(pg_catalog.btrim(
    nullif(pg_catalog.current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), '')
$$;

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

create or replace function private.contact_rate_check(message_id uuid, sender_email text)
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
  for rule in
    select l.scope, l.period, l.max_messages from private.contact_rate_limits l
     order by l.scope = 'site', l.period
  loop
    continue when rule.scope = 'client' and client_group is null;
    select count(*) into used
      from private.contact_sends s
     where s.sent_at > pg_catalog.now() - rule.period
       and case rule.scope
             when 'client' then s.client_hash = any (client_keys)
             when 'email' then s.email_hash = any (email_keys)
             else true
           end;
    if used >= rule.max_messages then
      raise exception '%', case rule.scope when 'site' then 'contact messages paused for the whole site' else 'too many contact messages' end
        using errcode = 'PT429',
              detail = pg_catalog.format('At most %s messages per %s from %s.', rule.max_messages, rule.period,
                                         case rule.scope when 'client' then 'one client address' when 'email' then 'one e-mail address' else 'all visitors' end),
              hint = 'Try again later.';
    end if;
  end loop;
  -- Rolled back with the insert if a constraint refuses the message: only stored messages count.
  insert into private.contact_sends (client_hash, email_hash) values (client_keys[1], email_keys[1]);
end;
$$;

revoke execute on function private.contact_client_group(text) from public;
revoke execute on function private.contact_hashes(text) from public;
