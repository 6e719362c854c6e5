-- « Tarifs »: the workshop's « à partir de » prices, per service of the catalogue (its slug,
-- lib/content/catalogue.ts), shown on /tarifs and on the service's page (features/price-guide). The
-- owner adds, changes, reorders, hides and deletes lines in the back office (« Tarifs »), through the
-- atelier_* functions below, each refusing a non-member (private.require_workshop(), atelier.sql);
-- anon reads the shown lines (the build reads them, as it reads the gold prices), a signed-in user
-- who is not the workshop reads nothing. Every change, from here or the dashboard, leaves one journal
-- row saying what it did (private.journal_price_line_edit). The CHECKs are the form's rules
-- (lib/priceLineRules.ts; tests/integration/price-lines.test.ts feeds the same cases to both).

create table public.price_lines (
  id bigint generated always as identity primary key,
  -- A service page's slug; a line whose slug no page has is shown nowhere.
  service text not null,
  label text not null,
  -- « À partir de », in euro cents, VAT included (TTC).
  cents integer not null,
  description text,
  -- The order within its service, smallest first.
  position integer not null default 0,
  shown boolean not null default true,
  updated_at timestamptz not null default now(),

  constraint price_lines_service_check check (service ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(service) <= 60),
  constraint price_lines_label_check check (label ~ '[^[:space:]]' and label = btrim(label) and char_length(label) <= 80),
  constraint price_lines_cents_check check (cents between 1 and 10000000),
  constraint price_lines_description_check check (description is null or (description ~ '[^[:space:]]' and description = btrim(description) and char_length(description) <= 160)),
  constraint price_lines_position_check check (position >= 0)
);

comment on table public.price_lines is 'The « à partir de » prices (TTC) of each service, shown on /tarifs and the service pages; public read of the shown lines, written by the workshop.';
comment on column public.price_lines.cents is 'The lowest price, in euro cents, VAT included.';

create index price_lines_service_position_idx on public.price_lines (service, position);

alter table public.price_lines enable row level security;
revoke all on table public.price_lines from anon, authenticated;
grant select on table public.price_lines to anon, authenticated;
grant all on table public.price_lines to service_role;

create policy "Shown prices are public" on public.price_lines for select to anon using (shown);
create policy "The workshop reads the prices of its services" on public.price_lines for select to authenticated using ((select public.is_workshop()));

-- One journal row per change of a line: added, changed, moved, hidden, shown, deleted.
create function private.journal_price_line_edit()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  action text;
  line public.price_lines;
begin
  if tg_op = 'DELETE' then
    line := old;
    action := 'price_line.deleted';
  else
    line := new;
    action := case
      when tg_op = 'INSERT' then 'price_line.added'
      when new.shown and not old.shown then 'price_line.shown'
      when old.shown and not new.shown then 'price_line.hidden'
      when (new.label, new.cents, new.description, new.service) is distinct from (old.label, old.cents, old.description, old.service) then 'price_line.changed'
      when new.position <> old.position then 'price_line.moved'
      else null
    end;
  end if;
  if action is not null then
    perform private.write_workshop_journal(action, null,
      pg_catalog.jsonb_build_object('price_line_id', line.id, 'service', line.service, 'label', line.label, 'cents', line.cents));
  end if;
  return null;
end;
$$;
revoke execute on function private.journal_price_line_edit() from public, anon, authenticated, service_role;

create trigger price_lines_journal after insert or update or delete on public.price_lines
  for each row execute function private.journal_price_line_edit();

-- The fields at fault, in the form's order: service, label, cents, description (trimmed first;
-- an empty description means none).
create function private.price_line_problems(service text, label text, cents integer, description text)
  returns text[]
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.array_remove(array[
    case when service is null or service !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or pg_catalog.char_length(service) > 60 then 'service' end,
    case when label is null or label !~ '[^[:space:]]' or pg_catalog.char_length(pg_catalog.btrim(label)) > 80 then 'label' end,
    case when cents is null or cents not between 1 and 10000000 then 'cents' end,
    case when pg_catalog.char_length(pg_catalog.btrim(coalesce(description, ''))) > 160 then 'description' end
  ], null)
$$;
revoke execute on function private.price_line_problems(text, text, integer, text) from public, anon, authenticated;

-- « Ajouter »: { outcome: 'done', id }, last of its service; or refused invalid with its problems.
create function public.atelier_add_price_line(service text, label text, cents integer, description text default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problems text[];
  new_id bigint;
begin
  perform private.require_workshop();
  problems := private.price_line_problems(service, label, cents, description);
  if pg_catalog.cardinality(problems) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.to_jsonb(problems));
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('price lines ' || service));
  insert into public.price_lines (service, label, cents, description, position)
  values (service, pg_catalog.btrim(label), cents, nullif(pg_catalog.btrim(coalesce(description, '')), ''),
    coalesce((select max(l.position) + 1 from public.price_lines as l where l.service = atelier_add_price_line.service), 0))
  returning id into new_id;
  return pg_catalog.jsonb_build_object('outcome', 'done', 'id', new_id);
end;
$$;

-- « Enregistrer » a line changed: { outcome: 'done' }, or refused invalid or not_found.
create function public.atelier_change_price_line(line_id bigint, label text, cents integer, description text default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problems text[];
begin
  perform private.require_workshop();
  problems := private.price_line_problems('service', label, cents, description);
  if pg_catalog.cardinality(problems) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.to_jsonb(problems));
  end if;
  update public.price_lines as l
     set label = pg_catalog.btrim(atelier_change_price_line.label), cents = atelier_change_price_line.cents,
         description = nullif(pg_catalog.btrim(coalesce(atelier_change_price_line.description, '')), ''), updated_at = pg_catalog.now()
   where l.id = line_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

-- « Monter » / « Descendre »: swaps the line with its neighbour in its service; 'already' when it is
-- first (up) or last (down).
create function public.atelier_move_price_line(line_id bigint, up boolean)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  line public.price_lines;
  neighbour public.price_lines;
begin
  perform private.require_workshop();
  select * into line from public.price_lines as l where l.id = line_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('price lines ' || line.service));
  -- Positions 0, 1, 2… in their order first: lines typed in the dashboard may share one.
  update public.price_lines as l set position = ranked.rank
    from (select r.id, (pg_catalog.row_number() over (order by r.position, r.id) - 1)::integer as rank
            from public.price_lines as r where r.service = line.service) as ranked
   where l.id = ranked.id and l.position <> ranked.rank;
  select * into line from public.price_lines as l where l.id = line_id;
  select * into neighbour from public.price_lines as l
   where l.service = line.service and l.position = line.position + case when coalesce(up, false) then -1 else 1 end;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'already');
  end if;
  update public.price_lines as l
     set position = case when l.id = line.id then neighbour.position else line.position end, updated_at = pg_catalog.now()
   where l.id in (line.id, neighbour.id);
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

-- « Masquer » / « Afficher »: { outcome: 'done' } or refused not_found.
create function public.atelier_set_price_line_shown(line_id bigint, shown boolean)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  update public.price_lines as l set shown = coalesce(atelier_set_price_line_shown.shown, true), updated_at = pg_catalog.now() where l.id = line_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

-- « Supprimer » (after the dialog's confirmation): { outcome: 'done' } or refused not_found.
create function public.atelier_delete_price_line(line_id bigint)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  delete from public.price_lines as l where l.id = line_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

revoke execute on function public.atelier_add_price_line(text, text, integer, text), public.atelier_change_price_line(bigint, text, integer, text),
  public.atelier_move_price_line(bigint, boolean), public.atelier_set_price_line_shown(bigint, boolean), public.atelier_delete_price_line(bigint)
  from public, anon;
grant execute on function public.atelier_add_price_line(text, text, integer, text), public.atelier_change_price_line(bigint, text, integer, text),
  public.atelier_move_price_line(bigint, boolean), public.atelier_set_price_line_shown(bigint, boolean), public.atelier_delete_price_line(bigint)
  to authenticated;
