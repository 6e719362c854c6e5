-- What the workshop's role reads and changes, through public.is_workshop() (20261208000100):
--
-- * reads the contact messages (the requests, with the visit asked for) and the visits' decisions
--   (private.visit_appointments, through the view public.workshop_visits);
-- * reads, adds, changes and removes the facts the owner edits: opening_exceptions, gold_prices,
--   reviews; each change leaves a row in the journal, with who made it.
--
-- anon keeps exactly its rights: the public policies now name anon alone, as before its reads.
-- A signed-in user who is not a member (or whose session is gone) meets only the workshop's
-- policies, so reads nothing and changes nothing. Each policy asks `(select public.is_workshop())`
-- so PostgreSQL evaluates it once per statement, not per row.

-- The requests.
grant select on table public.contact_messages to authenticated;

create policy "The workshop reads the messages"
  on public.contact_messages
  for select
  to authenticated
  using ((select public.is_workshop()));

-- The visits' decisions stay in the private schema, readable through a view that runs as its
-- caller (security_invoker), so that this policy decides.
alter table private.visit_appointments enable row level security;
grant usage on schema private to authenticated;
grant select on table private.visit_appointments to authenticated;

create policy "The workshop reads the visits"
  on private.visit_appointments
  for select
  to authenticated
  using ((select public.is_workshop()));

create view public.workshop_visits
  with (security_invoker = true)
  as select message_id, status, visit_date, visit_time, decided_at, closed_at, sequence, reminded_at, created_at, updated_at
       from private.visit_appointments;

comment on view public.workshop_visits is 'The visits'' decisions, for the workshop (the policy on private.visit_appointments decides who reads them).';

revoke all on table public.workshop_visits from anon, authenticated;
grant select on table public.workshop_visits to authenticated, service_role;

-- The owner's facts: the public reads stay anon's alone.
alter policy "Current and future exceptions are public" on public.opening_exceptions to anon;
alter policy "The current price list is public" on public.gold_prices to anon;
alter policy "Published reviews are public" on public.reviews to anon;

grant select, insert, update, delete on table public.opening_exceptions, public.gold_prices, public.reviews to authenticated;

create policy "The workshop reads the exceptions" on public.opening_exceptions for select to authenticated using ((select public.is_workshop()));
create policy "The workshop adds exceptions" on public.opening_exceptions for insert to authenticated with check ((select public.is_workshop()));
create policy "The workshop changes exceptions" on public.opening_exceptions for update to authenticated
  using ((select public.is_workshop())) with check ((select public.is_workshop()));
create policy "The workshop removes exceptions" on public.opening_exceptions for delete to authenticated using ((select public.is_workshop()));

create policy "The workshop reads the prices" on public.gold_prices for select to authenticated using ((select public.is_workshop()));
create policy "The workshop adds prices" on public.gold_prices for insert to authenticated with check ((select public.is_workshop()));
create policy "The workshop changes prices" on public.gold_prices for update to authenticated
  using ((select public.is_workshop())) with check ((select public.is_workshop()));
create policy "The workshop removes prices" on public.gold_prices for delete to authenticated using ((select public.is_workshop()));

create policy "The workshop reads the reviews" on public.reviews for select to authenticated using ((select public.is_workshop()));
create policy "The workshop adds reviews" on public.reviews for insert to authenticated with check ((select public.is_workshop()));
create policy "The workshop changes reviews" on public.reviews for update to authenticated
  using ((select public.is_workshop())) with check ((select public.is_workshop()));
create policy "The workshop removes reviews" on public.reviews for delete to authenticated using ((select public.is_workshop()));

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

create trigger opening_exceptions_journal after insert or update or delete on public.opening_exceptions
  for each row execute function private.journal_owner_edit();
create trigger gold_prices_journal after insert or update or delete on public.gold_prices
  for each row execute function private.journal_owner_edit();
create trigger reviews_journal after insert or update or delete on public.reviews
  for each row execute function private.journal_owner_edit();
