-- The receipt e-mail on arrival, at most one per address in 10 minutes (supabase/schemas/request_tracking.sql).

-- The receipt e-mail on arrival (supabase/functions/_shared/request/receiptEmail.ts, sent by
-- notify-workshop): at most one per address in 10 minutes, so the form cannot mail-bomb someone
-- (later requests in the window are still tracked, and their reference is on the sender's screen).
-- Only for a message sent by the site's form, which draws a tracking secret: a row written by a
-- script or the dashboard gets none. One row per message, holding a hash of the address, never the
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
  if not found or not exists (
    select 1 from private.request_tracking_tokens as t where t.message_id = message.id and t.origin = 'browser'
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
