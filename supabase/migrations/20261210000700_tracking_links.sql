-- « Suivre ma demande »: a visitor gives their e-mail address and receives the tracking links of their
-- open requests (supabase/schemas/request_tracking_links.sql). Every ask counts per client as the
-- wrong secrets do (scope 'tracking_links'); the asks' hashed addresses go after an hour.

alter table private.secret_misses drop constraint secret_misses_scope_check,
  add constraint secret_misses_scope_check check (scope in ('visit_feed', 'health', 'request_tracking', 'tracking_links'));

create table private.tracking_link_asks (
  id bigint generated always as identity primary key,
  address_hash text not null,
  -- The requests still open when asked, the newest first; the e-mail lists those still open when sent.
  message_ids uuid[] not null,
  asked_at timestamptz not null default now(),
  -- Set once the Edge Function has taken it: a request sent again by pg_net mails nothing more.
  claimed_at timestamptz,
  constraint tracking_link_asks_message_ids_check check (pg_catalog.cardinality(message_ids) between 1 and 20)
);

comment on table private.tracking_link_asks is 'The asks of « Suivre ma demande » that led to an e-mail: a hash of the address, the requests to list; kept an hour.';
create index tracking_link_asks_address_idx on private.tracking_link_asks (address_hash, asked_at desc);
revoke all on table private.tracking_link_asks from public, anon, authenticated, service_role;

-- The page's one call. Answers nothing, the same for any address (a malformed one included): the
-- e-mail, if any, is sent by the Edge Function that pg_net asks once this transaction has committed.
create function public.ask_tracking_links(email text)
  returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(coalesce(ask_tracking_links.email, '')));
  address_key text;
  open_ids uuid[];
  ask_id bigint;
begin
  if public.secret_attempt('tracking_links', private.request_client_address(), false) = 'throttled' then
    raise exception 'too many asks for tracking links' using errcode = 'PT429', hint = 'Try again later.';
  end if;
  if pg_catalog.char_length(address) not between 3 and 254 or pg_catalog.strpos(address, '@') = 0 then
    return;
  end if;
  address_key := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(address, 'UTF8')), 'hex');
  -- Two asks for one address at once: one e-mail.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('tracking links ' || address_key));
  delete from private.tracking_link_asks as a where a.asked_at < pg_catalog.now() - interval '1 hour';
  if exists (select 1 from private.tracking_link_asks as a
              where a.address_hash = address_key and a.asked_at > pg_catalog.now() - interval '10 minutes') then
    return;
  end if;
  select pg_catalog.array_agg(open.id order by open.created_at desc) into open_ids
    from (select m.id, m.created_at from public.contact_messages as m
           where pg_catalog.lower(pg_catalog.btrim(m.email)) = address
             and coalesce(private.request_status_now(m.id), 'received') not in ('handed_over', 'cancelled')
           order by m.created_at desc
           limit 20) as open;
  if open_ids is null then
    return;
  end if;
  insert into private.tracking_link_asks (address_hash, message_ids) values (address_key, open_ids) returning id into ask_id;
  perform public.request_edge_function('send-tracking-links', 'notify_workshop_secret', pg_catalog.jsonb_build_object('ask_id', ask_id), 90000);
end;
$$;
revoke execute on function public.ask_tracking_links(text) from public;
grant execute on function public.ask_tracking_links(text) to anon, authenticated;

-- What the e-mail needs, once: { email, requests: [{ reference, service, sent_at, secret }] } with a
-- fresh tracking secret per request still open, the newest first; null once claimed, or when none is
-- left (erased or closed meanwhile).
create function public.claim_tracking_links(ask_id bigint)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  ids uuid[];
  address text;
  listed jsonb;
begin
  update private.tracking_link_asks as a set claimed_at = pg_catalog.now()
   where a.id = claim_tracking_links.ask_id and a.claimed_at is null
  returning a.message_ids into ids;
  if not found then
    return null;
  end if;
  select m.email into address from public.contact_messages as m
   where m.id = any (ids) order by m.created_at desc limit 1;
  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'reference', open.reference, 'service', open.service, 'sent_at', open.created_at,
           'secret', public.mint_request_tracking_token(open.id)) order by open.created_at desc)
    into listed
    from (select m.id, m.reference, m.service, m.created_at from public.contact_messages as m
           where m.id = any (ids)
             and coalesce(private.request_status_now(m.id), 'received') not in ('handed_over', 'cancelled')) as open;
  if address is null or listed is null then
    return null;
  end if;
  return pg_catalog.jsonb_build_object('email', address, 'requests', listed);
end;
$$;
revoke execute on function public.claim_tracking_links(bigint) from public, anon, authenticated;
grant execute on function public.claim_tracking_links(bigint) to service_role;

-- An e-mail that could not be sent does not hold its address back: the visitor may ask again at once.
create function public.release_tracking_links(ask_id bigint)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  delete from private.tracking_link_asks as a where a.id = release_tracking_links.ask_id
$$;
revoke execute on function public.release_tracking_links(bigint) from public, anon, authenticated;
grant execute on function public.release_tracking_links(bigint) to service_role;

create or replace function private.purge_contact_sends()
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
