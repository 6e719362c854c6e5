-- Above the site-wide ceiling, a message costs work on the visitor's device instead of being
-- refused (docs/decisions/contact-flood.md). Before this, 30 messages in an hour from six addresses
-- (or six IPv6 /64 of one /48) paused the form for every visitor for an hour.
--
-- * Below the ceiling (private.contact_rate_limits, scope 'site') nothing changes and nothing is
--   asked. Above it, an insert without a valid proof is refused with PT429 (HTTP 429, so a site
--   built before this keeps the message and tries later) and the message `contact message needs a
--   proof of work`; its `details` carry a challenge, which the form solves and sends back in the
--   row's `proof_of_work` column (never stored: the trigger clears it).
-- * The challenge is `<bits>:<expires>:<signature>`: the number of leading zero bits the proof's
--   SHA-256 must have, its expiry (Unix seconds) and an HMAC of both and of the message's id under
--   a key kept in this schema (private.contact_hash_keys, prefixed so that no other HMAC made with
--   it can pass for one). Nothing is stored when it is handed out: it is checked again when it
--   comes back. The proof is `<challenge>:<counter>`, and SHA-256 of its UTF-8 text must start with
--   `bits` zero bits. Bound to one message id, which the primary key lets arrive once, a challenge
--   serves one message only.
-- * The difficulty grows with the pressure: `base_bits` at the ceiling, one bit more (twice the
--   work) for each step of the way to the hard cap, `doublings` steps in all. A proof one step easier
--   than the pressure now asks is still taken (the flood went on while the visitor's device worked).
-- * A hard cap, `hard_cap_factor` times the ceiling, still refuses every message with
--   `contact messages paused for the whole site`, as the ceiling did: it bounds what a flood that
--   pays the work can store.

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

-- The proof travels with the row (one request, the one the outbox already sends), and is cleared
-- before the row is stored.
alter table public.contact_messages add column proof_of_work text;
comment on column public.contact_messages.proof_of_work is 'A visitor''s proof of work above the site-wide ceiling; read by the rate check and never stored (always null).';
grant insert (proof_of_work) on table public.contact_messages to anon, authenticated;

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

drop function private.contact_rate_check(uuid, text);

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

create or replace function public.contact_messages_rate_limit()
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

-- The health report and the workshop's notice of a pause read the ceiling as before
-- (private.site_pauses_now()): reaching it is a flood the workshop hears of, now one that the form
-- slows rather than one that shuts it. Each rule reached also gives its hard cap and, once the hard
-- cap is reached too, when the form reopens (`paused_until`), to tell the two apart.
create or replace function private.site_pauses_now()
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'period', rule.period::text, 'messages', rule.used, 'ceiling', rule.max_messages, 'until', rule.sent[rule.max_messages] + rule.period,
           'hard_cap', rule.hard_cap, 'paused_until', case when rule.used >= rule.hard_cap then rule.sent[rule.hard_cap] + rule.period end)
           order by rule.period), '[]'::jsonb)
    from (
      select l.period, l.max_messages, l.max_messages * (select p.hard_cap_factor from private.contact_proof_policy p) as hard_cap,
             pg_catalog.count(s.*)::int as used, pg_catalog.array_agg(s.sent_at order by s.sent_at desc) as sent
        from private.contact_rate_limits as l
        left join private.contact_sends as s on s.sent_at > pg_catalog.now() - l.period
       where l.scope = 'site'
       group by l.period, l.max_messages
      having pg_catalog.count(s.*) >= l.max_messages
    ) as rule
$$;

create or replace function private.health_report(waiting_limit interval default interval '15 minutes')
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  report jsonb := private.health_report_before_pause(waiting_limit);
  pauses jsonb;
  problems jsonb;
begin
  pauses := private.site_pauses_now();

  select coalesce(pg_catalog.jsonb_agg(case
           when pause->>'paused_until' is not null then pg_catalog.format(
             'contact messages paused for the whole site: %s in the last %s (hard cap %s), until about %s',
             pause->>'messages', pause->>'period', pause->>'hard_cap', private.paris_minute((pause->>'paused_until')::timestamptz))
           else pg_catalog.format(
             'contact messages flooding the site: %s in the last %s (ceiling %s), a proof of work asked of each new one until about %s',
             pause->>'messages', pause->>'period', pause->>'ceiling', private.paris_minute((pause->>'until')::timestamptz))
         end), '[]'::jsonb)
    into problems
    from pg_catalog.jsonb_array_elements(pauses) as pause;

  problems := (report->'problems') || problems;
  return report || pg_catalog.jsonb_build_object(
    'healthy', pg_catalog.jsonb_array_length(problems) = 0,
    'problems', problems,
    'site_paused', pauses
  );
end;
$$;
