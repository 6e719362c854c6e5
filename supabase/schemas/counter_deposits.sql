-- A piece left at the counter (« Dépôt au comptoir », features/atelier): the workshop registers the
-- request for its customer and hands them a deposit slip with the reference and a QR code of the
-- tracking link. The request is a row of public.contact_messages marked origin 'counter': it gets its
-- reference and « Reçue » as any other; the visitors' limits and proof of work do not apply (they
-- count anon's and authenticated's own inserts, and this function inserts as its owner); the
-- workshop is not e-mailed about its own deposit (notify-workshop sends only the customer's receipt,
-- when they gave an address; contact_notifications.sql holds none for the digest). The photo, taken
-- with the phone and prepared there as the contact form prepares a visitor's, is uploaded first to
-- contact_images as <message id>.jpg, as the form's is.
--
-- The form's rules (features/atelier/depositRules.ts) are these; tests/integration/counter-deposits.test.ts
-- feeds the same cases to both.

-- The fields at fault, in the form's order: name, contact (neither an address nor a phone), email,
-- phone, service, description, photo. Each as contact_messages' CHECKs say it.
create function private.counter_deposit_problems(message_id uuid, name text, email text, phone text, service text,
  description text, photo text)
  returns text[]
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  problems text[] := '{}';
begin
  if name is null or name !~ '[^[:space:]]' or char_length(pg_catalog.btrim(name)) > 100
     or name ~ '[\n\v\f\r\u0085\u2028\u2029\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]' then
    problems := pg_catalog.array_append(problems, 'name');
  end if;
  if nullif(pg_catalog.btrim(email), '') is null and nullif(pg_catalog.btrim(phone), '') is null then
    problems := pg_catalog.array_append(problems, 'contact');
  end if;
  if nullif(pg_catalog.btrim(email), '') is not null and (char_length(pg_catalog.btrim(email)) > 254
     or pg_catalog.btrim(email) !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@.]+$') then
    problems := pg_catalog.array_append(problems, 'email');
  end if;
  if nullif(pg_catalog.btrim(phone), '') is not null and (char_length(pg_catalog.btrim(phone)) > 30
     or pg_catalog.btrim(phone) !~ '^[0-9 +().-]+$' or phone !~ '[0-9]') then
    problems := pg_catalog.array_append(problems, 'phone');
  end if;
  if service is null or service not in ('création', 'réparation', 'expertise', 'taille', 'achat-or', 'horlogerie', 'enfilage-perles') then
    problems := pg_catalog.array_append(problems, 'service');
  end if;
  if description is null or description !~ '[^[:space:]]' or char_length(pg_catalog.btrim(description)) > 5000
     or octet_length(pg_catalog.btrim(description)) > 10000 then
    problems := pg_catalog.array_append(problems, 'description');
  end if;
  if photo is not null and (message_id is null or photo <> message_id::text || '.jpg'
     or not exists (select 1 from storage.objects as o where o.bucket_id = 'contact_images' and o.name = photo)) then
    problems := pg_catalog.array_append(problems, 'photo');
  end if;
  return problems;
end;
$$;
revoke execute on function private.counter_deposit_problems(uuid, text, text, text, text, text, text) from public, anon, authenticated, service_role;

-- « Enregistrer le dépôt »: { outcome: 'done', reference, secret, created_at } with a tracking secret
-- minted for the slip (returned once, kept as its hash, origin 'counter'); 'already' with a fresh
-- secret when the same deposit is sent again (its first answer lost); or refused: invalid with the
-- fields at fault, or taken (the id is a visitor's message). Journaled as request.deposit.
create function public.atelier_register_deposit(message_id uuid, name text, email text, phone text, service text,
  description text, photo text default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problems text[];
  existing public.contact_messages;
  stored public.contact_messages;
  secret text := pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
begin
  perform private.require_workshop();
  if message_id is null then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.jsonb_build_array('id'));
  end if;
  select * into existing from public.contact_messages as m where m.id = atelier_register_deposit.message_id;
  if found then
    if existing.origin <> 'counter' then
      return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'taken');
    end if;
    insert into private.request_tracking_tokens (token_hash, message_id, origin)
    values (private.tracking_secret_hash(secret), existing.id, 'counter');
    return pg_catalog.jsonb_build_object('outcome', 'already', 'reference', existing.reference, 'secret', secret,
      'created_at', existing.created_at);
  end if;
  problems := private.counter_deposit_problems(message_id, name, email, phone, service, description, photo);
  if pg_catalog.cardinality(problems) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.to_jsonb(problems));
  end if;
  insert into public.contact_messages (id, name, email, phone, service, message, preferred_contact, file_url, origin)
  values (message_id, pg_catalog.btrim(name), nullif(pg_catalog.btrim(email), ''), nullif(pg_catalog.btrim(phone), ''), service,
          pg_catalog.btrim(description), case when nullif(pg_catalog.btrim(phone), '') is null then 'email' else 'phone' end, photo, 'counter')
  returning * into stored;
  insert into private.request_tracking_tokens (token_hash, message_id, origin)
  values (private.tracking_secret_hash(secret), stored.id, 'counter');
  perform public.journal_request_action('request.deposit', stored.id, auth.uid(), pg_catalog.jsonb_build_object('service', stored.service));
  return pg_catalog.jsonb_build_object('outcome', 'done', 'reference', stored.reference, 'secret', secret, 'created_at', stored.created_at);
end;
$$;
revoke execute on function public.atelier_register_deposit(uuid, text, text, text, text, text, text) from public, anon;
grant execute on function public.atelier_register_deposit(uuid, text, text, text, text, text, text) to authenticated;
