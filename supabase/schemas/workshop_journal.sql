-- The back office's journal: who did what, when, on which request; the workshop reads it, only
-- triggers and security definer functions write it, and it is kept one year.
--
-- request_id: the contact message (the request) concerned, if any; its erasure keeps
-- the row without it. actor_role: the API role that acted, null for SQL run in the dashboard.
create table public.workshop_journal (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  actor_role text,
  action text not null,
  request_id uuid references public.contact_messages (id) on delete set null,
  details jsonb not null default '{}'::jsonb,
  constraint workshop_journal_action_check check (action ~ '^[a-z_]+(\.[a-z_]+)*$' and char_length(action) <= 100)
);

comment on table public.workshop_journal is 'Who did what in the back office, when, on which request; read by the workshop, written by triggers and functions only, kept one year.';

create index workshop_journal_at_idx on public.workshop_journal (at desc);
create index workshop_journal_request_id_idx on public.workshop_journal (request_id) where request_id is not null;

alter table public.workshop_journal enable row level security;
revoke all on table public.workshop_journal from anon, authenticated, service_role;
grant select on table public.workshop_journal to authenticated, service_role;

create policy "The workshop reads its journal"
  on public.workshop_journal
  for select
  to authenticated
  using ((select public.is_workshop()));

-- The one way in: the acting user as the request's token names them.
create function private.write_workshop_journal(action text, request_id uuid default null, details jsonb default '{}'::jsonb)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  insert into public.workshop_journal (actor_id, actor_email, actor_role, action, request_id, details)
  values (auth.uid(), auth.jwt() ->> 'email', auth.role(), action, request_id, coalesce(details, '{}'::jsonb))
$$;
revoke execute on function private.write_workshop_journal(text, uuid, jsonb) from public, anon, authenticated;
grant execute on function private.write_workshop_journal(text, uuid, jsonb) to service_role;

-- A year of it, by a daily job; `at_instant` lets a test say when « now » is.
create function private.purge_workshop_journal(at_instant timestamptz default now())
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  purged integer;
begin
  delete from public.workshop_journal where at < at_instant - interval '1 year';
  get diagnostics purged = row_count;
  return purged;
end;
$$;
revoke execute on function private.purge_workshop_journal(timestamptz) from public, anon, authenticated, service_role;

-- Every change to the owner's facts, from the back office, the dashboard or a script, in the
-- journal: the row added or removed, or the columns changed (before and after).
create function private.journal_owner_edit()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  changes jsonb;
begin
  if tg_op = 'UPDATE' then
    select coalesce(pg_catalog.jsonb_object_agg(after.key, pg_catalog.jsonb_build_object('before', before.value, 'after', after.value)), '{}'::jsonb)
      into changes
      from pg_catalog.jsonb_each(pg_catalog.to_jsonb(new)) as after
      join pg_catalog.jsonb_each(pg_catalog.to_jsonb(old)) as before on before.key = after.key
     where after.value is distinct from before.value;
    if changes = '{}'::jsonb then
      return null;
    end if;
  end if;
  perform private.write_workshop_journal(
    tg_table_name || '.' || lower(tg_op),
    null,
    case tg_op
      when 'INSERT' then pg_catalog.jsonb_build_object('row', pg_catalog.to_jsonb(new))
      when 'DELETE' then pg_catalog.jsonb_build_object('row', pg_catalog.to_jsonb(old))
      else pg_catalog.jsonb_build_object('id', pg_catalog.to_jsonb(new) -> 'id', 'changes', changes)
    end);
  return null;
end;
$$;
revoke execute on function private.journal_owner_edit() from public, anon, authenticated, service_role;

-- Its triggers are on the owner's tables: opening_calendar.sql, gold_prices.sql, reviews.sql.

-- A row of the journal for an action on a request, with its actor named: a member of the workshop
-- (by id; their address is read here, not taken from the caller), or, with no member, the e-mail's
-- link (actor_role and details.via 'email_link'). The Edge Function runs as the service role, whose
-- own identity says nothing of who pressed the button.
create function public.journal_request_action(action text, request_id uuid, member_id uuid default null, details jsonb default '{}'::jsonb)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  member_email text;
  via text := case when member_id is null then 'email_link' else 'atelier' end;
begin
  if member_id is not null then
    select m.email into member_email from private.workshop_members as m where m.user_id = member_id;
    if member_email is null then
      raise exception 'not a member of the workshop: %', member_id using errcode = '42501';
    end if;
  end if;
  insert into public.workshop_journal (actor_id, actor_email, actor_role, action, request_id, details)
  values (member_id, member_email, case when member_id is null then 'email_link' else 'workshop' end, action, request_id,
          coalesce(details, '{}'::jsonb) || pg_catalog.jsonb_build_object('via', via));
end;
$$;
revoke execute on function public.journal_request_action(text, uuid, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.journal_request_action(text, uuid, uuid, jsonb) to service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('workshop-journal-purge', '23 4 * * *', 'select private.purge_workshop_journal()');
  end if;
end
$$;
