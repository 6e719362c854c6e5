-- The workshop's phone, e-mail address and WhatsApp number, one row: the site's header, footer,
-- contact page, legal notices and JSON-LD say them (the build reads them as it reads the weekly
-- hours: vite/workshopContact.ts), and the launch check refuses a number still in the range
-- reserved for fiction (scripts/launch-check/databaseFindings.ts). The owner changes them in the
-- back office's « Fiche de l'atelier » (public.atelier_save_workshop_contact, below), which sends
-- them as the form writes them (lib/workshopContact.ts: « 01 23 45 67 89 »); the table
-- takes nothing else, from the dashboard either. Every change is journaled (workshop_journal.sql)
-- and marks the site changed (site_publication.sql).

create table public.workshop_contact (
  id boolean primary key default true,
  phone text not null,
  email text not null,
  whatsapp text,
  updated_at timestamptz not null default now(),

  constraint workshop_contact_one_row check (id),
  -- A French number of ten digits, in pairs: « 01 23 45 67 89 ».
  constraint workshop_contact_phone_check check (phone ~ '^0[1-9]( [0-9]{2}){4}$'),
  constraint workshop_contact_whatsapp_check check (whatsapp is null or whatsapp ~ '^0[1-9]( [0-9]{2}){4}$'),
  -- The shape contact_messages takes (lib/emailAddress.ts).
  constraint workshop_contact_email_check check (char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@.]+$')
);

comment on table public.workshop_contact is 'The workshop''s phone, e-mail address and WhatsApp number (none when empty), as the site shows them; public read, written by the workshop.';

-- What the site said before the owner set them (lib/owner.ts): a number in ARCEP's fiction range,
-- which the launch check refuses until it is replaced.
insert into public.workshop_contact (phone, email, whatsapp) values ('01 99 00 12 64', 'atelier@maison-bologne.fr', null);

alter table public.workshop_contact enable row level security;
revoke all on table public.workshop_contact from anon, authenticated;
grant select on table public.workshop_contact to anon, authenticated;
grant all on table public.workshop_contact to service_role;

-- Public, as the number is on every page; a signed-in person reads it only as the workshop.
create policy "The workshop's contact is public" on public.workshop_contact for select to anon using (id);
create policy "The workshop reads its contact" on public.workshop_contact for select to authenticated using ((select public.is_workshop()));

create trigger workshop_contact_journal after insert or update or delete on public.workshop_contact
  for each row execute function private.journal_owner_edit();

-- « Fiche de l'atelier »: the three saved together; an empty WhatsApp means none. { outcome: 'done' },
-- or refused invalid with its problems: 'phone', 'email', 'whatsapp'. Nothing is written when
-- nothing changes; the table's trigger journals the change with the member's name.
create function public.atelier_save_workshop_contact(phone text, email text, whatsapp text default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problems text[] := '{}';
  new_phone text := pg_catalog.btrim(coalesce(phone, ''));
  new_email text := pg_catalog.btrim(coalesce(email, ''));
  new_whatsapp text := nullif(pg_catalog.btrim(coalesce(whatsapp, '')), '');
begin
  perform private.require_workshop();
  if new_phone !~ '^0[1-9]( [0-9]{2}){4}$' then
    problems := pg_catalog.array_append(problems, 'phone');
  end if;
  if pg_catalog.char_length(new_email) > 254 or new_email !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@.]+$' then
    problems := pg_catalog.array_append(problems, 'email');
  end if;
  if new_whatsapp is not null and new_whatsapp !~ '^0[1-9]( [0-9]{2}){4}$' then
    problems := pg_catalog.array_append(problems, 'whatsapp');
  end if;
  if pg_catalog.cardinality(problems) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.to_jsonb(problems));
  end if;
  insert into public.workshop_contact as c (id, phone, email, whatsapp, updated_at)
  values (true, new_phone, new_email, new_whatsapp, pg_catalog.now())
  on conflict (id) do update
    set phone = excluded.phone, email = excluded.email, whatsapp = excluded.whatsapp, updated_at = excluded.updated_at
    where (c.phone, c.email, c.whatsapp) is distinct from (excluded.phone, excluded.email, excluded.whatsapp);
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

revoke execute on function public.atelier_save_workshop_contact(text, text, text) from public, anon;
grant execute on function public.atelier_save_workshop_contact(text, text, text) to authenticated;
