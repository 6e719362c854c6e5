-- How many contact messages a visitor may send: per client address (5 in 10 minutes, 20 a day) and
-- per e-mail address (10 a day). The publishable key is public by design, so this is the only
-- place a script holding it can be stopped; the workshop's own service role is not limited.
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

create schema if not exists private;
revoke all on schema private from public;
-- The visitor's trigger calls one function here (below); nothing in this schema is exposed by the
-- API, which serves `public` only.
grant usage on schema private to anon, authenticated;

-- The limits, one row each; changing a row changes the limit at once, no deploy of the site needed.
create table private.contact_rate_limits (
  scope text not null check (scope in ('client', 'email')),
  period interval not null check (period > interval '0 seconds' and period <= interval '7 days'),
  max_messages integer not null check (max_messages > 0),
  primary key (scope, period)
);

comment on table private.contact_rate_limits is 'How many contact messages one client address, or one e-mail address, may send in a period.';

insert into private.contact_rate_limits (scope, period, max_messages)
values
  ('client', interval '10 minutes', 5),
  ('client', interval '1 day', 20),
  ('email', interval '1 day', 10);

-- What the limits count: one row per message a visitor sent, with the SHA-256 of the client address
-- and of the e-mail address (never the addresses themselves), kept only as long as the longest
-- period: each new message deletes the rows older than that.
create table private.contact_sends (
  client_hash text not null,
  email_hash text not null,
  sent_at timestamptz not null default now()
);

comment on table private.contact_sends is 'Hashed client and e-mail addresses of recent visitor messages, for the rate limits; rows older than the longest limit are deleted.';

create index contact_sends_client_idx on private.contact_sends (client_hash, sent_at);
create index contact_sends_email_idx on private.contact_sends (email_hash, sent_at);
create index contact_sends_sent_at_idx on private.contact_sends (sent_at);

revoke all on table private.contact_rate_limits, private.contact_sends from public, anon, authenticated;
grant all on table private.contact_rate_limits, private.contact_sends to service_role;

-- The address the request came from, as the API's gateway set it; 'unknown' when there is no
-- request (SQL run directly), which then shares one allowance.
create function private.request_client_address()
  returns text
  language sql
  stable
  set search_path = ''
as $$
  select coalesce(
    nullif(pg_catalog.btrim(pg_catalog.split_part(
      (nullif(pg_catalog.current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), ',', 1)), ''),
    'unknown')
$$;

-- Runs as its owner so that it may read and write the tables above; the visitor cannot call it
-- through the API (the schema is not exposed), only through the trigger.
create function private.contact_rate_check(message_id uuid, sender_email text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  client_key text := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(private.request_client_address(), 'UTF8')), 'hex');
  email_key text := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.lower(pg_catalog.btrim(coalesce(sender_email, ''))), 'UTF8')), 'hex');
  rule record;
  used integer;
begin
  -- A retried message that already arrived is answered by its duplicate key (409, "delivered"),
  -- whatever the count.
  if exists (select 1 from public.contact_messages m where m.id = message_id) then
    return;
  end if;
  -- Two requests of one client at the same moment are counted one after the other.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('contact_sends:' || client_key));
  delete from private.contact_sends s
   where s.sent_at < pg_catalog.now() - (select coalesce(max(l.period), interval '1 day') from private.contact_rate_limits l);
  for rule in select l.scope, l.period, l.max_messages from private.contact_rate_limits l order by l.period loop
    select count(*) into used
      from private.contact_sends s
     where s.sent_at > pg_catalog.now() - rule.period
       and case rule.scope when 'client' then s.client_hash = client_key else s.email_hash = email_key end;
    if used >= rule.max_messages then
      raise exception 'too many contact messages'
        using errcode = 'PT429',
              detail = pg_catalog.format('At most %s messages per %s from one %s.', rule.max_messages, rule.period,
                                         case rule.scope when 'client' then 'client address' else 'e-mail address' end),
              hint = 'Try again later.';
    end if;
  end loop;
  -- Rolled back with the insert if a constraint refuses the message: only stored messages count.
  insert into private.contact_sends (client_hash, email_hash) values (client_key, email_key);
end;
$$;

comment on function private.contact_rate_check(uuid, text) is 'Refuses (PT429, HTTP 429) a visitor message over the limits of private.contact_rate_limits, else counts it.';

revoke execute on function private.contact_rate_check(uuid, text) from public;
revoke execute on function private.request_client_address() from public;
grant execute on function private.contact_rate_check(uuid, text) to anon, authenticated;

create function public.contact_messages_rate_limit()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    perform private.contact_rate_check(new.id, new.email);
  end if;
  return new;
end;
$$;

comment on function public.contact_messages_rate_limit() is 'Applies the contact rate limits to a visitor''s insert.';

revoke execute on function public.contact_messages_rate_limit() from public, anon, authenticated;

create trigger contact_messages_rate_limit
  before insert on public.contact_messages
  for each row
  execute function public.contact_messages_rate_limit();
