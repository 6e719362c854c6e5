-- The workshop's buying prices for gold and silver, shown on /services/achat-or
-- (features/gold-estimate/README.md). The owner saves a whole list at once, from the back office's
-- « Prix de l'or » (public.atelier_save_gold_prices, atelier.sql) or with the service role
-- (public.save_gold_prices, below): a saved list was once a set of rows typed in the dashboard, and
-- visitors were shown the latest day's rows, so saving today's 750 ‰ alone hid every other title,
-- and a typo, 685 for 68,50, was published as is.
--
-- A list is published by a row of public.gold_price_lists for its day, written with its prices in
-- one transaction: visitors read the prices of the latest published day not in the future (in
-- Paris), never rows added around it (a row typed in the dashboard for a new day is not shown until
-- a whole list is saved); older lists stay as history. The save refuses malformed input with one
-- problem per item, and asks for confirmation before a list that drops a title or piece of the
-- previous one, or moves a price by more than a fifth. The build reads the current list, and the
-- page loads it again after hydration.

create table public.gold_prices (
  id bigint generated always as identity primary key,
  metal text not null,
  -- Per gram of this fineness, in thousandths (750 = 18 carats); null for a piece.
  fineness smallint,
  -- Investment gold priced per piece ('Napoléon 20 francs'); null for a price per gram.
  piece text,
  euros numeric(10, 2) not null,
  priced_on date not null default (now() at time zone 'Europe/Paris')::date,
  -- Rows the seed adds for development; the launch check refuses them in the hosted project.
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),

  constraint gold_prices_metal_check check (metal in ('or', 'argent')),
  constraint gold_prices_fineness_check check (fineness between 1 and 1000),
  constraint gold_prices_piece_check check (piece ~ '[^[:space:]]' and char_length(piece) <= 80),
  constraint gold_prices_per_gram_or_piece_check check ((fineness is null) <> (piece is null)),
  constraint gold_prices_piece_is_gold_check check (piece is null or metal = 'or'),
  constraint gold_prices_euros_check check (euros > 0 and euros < 100000),
  constraint gold_prices_one_per_day unique nulls not distinct (priced_on, metal, fineness, piece)
);

comment on table public.gold_prices is 'Buying prices of precious metals; public read of the current list, service-role write.';

create index gold_prices_priced_on_idx on public.gold_prices (priced_on desc);

create table public.gold_price_lists (
  priced_on date primary key,
  -- When it was last saved: what an editor started from (two people editing the same list).
  saved_at timestamptz not null default now(),
  is_sample boolean not null default false
);

comment on table public.gold_price_lists is 'The days whose buying prices are a whole list, saved by public.save_gold_prices; the latest not in the future is the current one.';

-- The current list: the latest published day not in the future, in Paris.
create function public.gold_prices_current_day()
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select max(priced_on) from public.gold_price_lists where priced_on <= (pg_catalog.now() at time zone 'Europe/Paris')::date
$$;
revoke all on function public.gold_prices_current_day() from public;
grant execute on function public.gold_prices_current_day() to anon, authenticated, service_role;

-- Visitors read the current list (its day, when it was saved, its prices); a signed-in user who is
-- not the workshop reads nothing; the workshop reads every list and edits the prices, each change
-- journaled.
alter table public.gold_prices enable row level security;
revoke all on table public.gold_prices from anon, authenticated;
grant select on table public.gold_prices to anon;
grant select, insert, update, delete on table public.gold_prices to authenticated;
grant all on table public.gold_prices to service_role;

create policy "The current price list is public"
  on public.gold_prices
  for select
  to anon
  using (priced_on = public.gold_prices_current_day());
create policy "The workshop reads the prices" on public.gold_prices for select to authenticated using ((select public.is_workshop()));
create policy "The workshop adds prices" on public.gold_prices for insert to authenticated with check ((select public.is_workshop()));
create policy "The workshop changes prices" on public.gold_prices for update to authenticated
  using ((select public.is_workshop())) with check ((select public.is_workshop()));
create policy "The workshop removes prices" on public.gold_prices for delete to authenticated using ((select public.is_workshop()));

create trigger gold_prices_journal after insert or update or delete on public.gold_prices
  for each row execute function private.journal_owner_edit();

alter table public.gold_price_lists enable row level security;
revoke all on table public.gold_price_lists from anon, authenticated;
grant select on table public.gold_price_lists to anon, authenticated;
grant all on table public.gold_price_lists to service_role;

create policy "The current price list's day is public"
  on public.gold_price_lists
  for select
  to anon
  using (priced_on = public.gold_prices_current_day());
create policy "The workshop reads the price lists"
  on public.gold_price_lists
  for select
  to authenticated
  using ((select public.is_workshop()));

-- How far a price may move from the previous list's without asking: a fifth either way.
create function private.gold_price_sanity_bound()
  returns numeric
  language sql
  immutable
  set search_path = ''
as $$
  select 0.20::numeric
$$;

-- What is wrong with one item of a list, or null: { metal: 'or' | 'argent', fineness: 1–1000 per
-- gram, or piece: a gold piece's name, euros: > 0, < 100,000, at most two decimals }.
create function private.gold_price_problem(item jsonb)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  euros numeric;
begin
  if pg_catalog.jsonb_typeof(item) is distinct from 'object' then
    return 'not_an_object';
  end if;
  if (item->>'metal') is null or (item->>'metal') not in ('or', 'argent') then
    return 'metal_unknown';
  end if;
  if (coalesce(pg_catalog.jsonb_typeof(item->'fineness'), 'null') = 'null') = (coalesce(pg_catalog.jsonb_typeof(item->'piece'), 'null') = 'null') then
    return 'fineness_or_piece';
  end if;
  if coalesce(pg_catalog.jsonb_typeof(item->'fineness'), 'null') <> 'null' then
    if pg_catalog.jsonb_typeof(item->'fineness') <> 'number' or (item->>'fineness')::numeric <> pg_catalog.trunc((item->>'fineness')::numeric)
       or (item->>'fineness')::numeric not between 1 and 1000 then
      return 'fineness_out_of_range';
    end if;
  else
    if pg_catalog.jsonb_typeof(item->'piece') <> 'string' or (item->>'piece') !~ '[^[:space:]]' or pg_catalog.char_length(item->>'piece') > 80 then
      return 'piece_blank_or_too_long';
    end if;
    if item->>'metal' <> 'or' then
      return 'piece_not_gold';
    end if;
  end if;
  if pg_catalog.jsonb_typeof(item->'euros') is distinct from 'number' then
    return 'euros_not_a_number';
  end if;
  euros := (item->>'euros')::numeric;
  if euros <= 0 or euros >= 100000 then
    return 'euros_out_of_range';
  end if;
  if euros <> pg_catalog.round(euros, 2) then
    return 'euros_more_than_two_decimals';
  end if;
  return null;
end;
$$;
revoke execute on function private.gold_price_sanity_bound(), private.gold_price_problem(jsonb) from public, anon, authenticated;

-- Saves `prices` (a JSON array of items as above) as today's list in Paris, replacing today's if
-- there is one. Answers:
--   { outcome: 'done', priced_on, saved_at, count };
--   { outcome: 'refused', reason: 'invalid', errors: [{ item (from 0, or null for the list), problem }] }
--     (problems: not_a_list, empty_list, too_many, duplicate, and those of private.gold_price_problem);
--   { outcome: 'refused', reason: 'list_changed', saved_at } when `based_on` is given and the current
--     list was saved at another instant since (someone else saved meanwhile): nothing is saved;
--   { outcome: 'needs_confirmation', dropped: [{ metal, fineness, piece, previous }],
--     moved: [{ metal, fineness, piece, previous, euros }] } when, without `confirmed`, the list drops
--     a title or piece of the current one or moves a price by more than the sanity bound.
create function public.save_gold_prices(prices jsonb, confirmed boolean default false, based_on timestamptz default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  today date := (pg_catalog.now() at time zone 'Europe/Paris')::date;
  current_day date;
  current_saved timestamptz;
  errors jsonb := '[]'::jsonb;
  problem text;
  dropped jsonb;
  moved jsonb;
  saved timestamptz;
begin
  if pg_catalog.jsonb_typeof(prices) is distinct from 'array' then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'errors', pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object('item', null, 'problem', 'not_a_list')));
  end if;
  if pg_catalog.jsonb_array_length(prices) = 0 or pg_catalog.jsonb_array_length(prices) > 50 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'errors', pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object('item', null,
      'problem', case when pg_catalog.jsonb_array_length(prices) = 0 then 'empty_list' else 'too_many' end)));
  end if;
  for i in 0 .. pg_catalog.jsonb_array_length(prices) - 1 loop
    problem := private.gold_price_problem(prices->i);
    if problem is null and exists (
      select 1 from pg_catalog.generate_series(0, i - 1) as j
       where prices->j->>'metal' = prices->i->>'metal'
         and (prices->j->>'fineness')::numeric is not distinct from (prices->i->>'fineness')::numeric
         and prices->j->>'piece' is not distinct from prices->i->>'piece') then
      problem := 'duplicate';
    end if;
    if problem is not null then
      errors := errors || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object('item', i, 'problem', problem));
    end if;
  end loop;
  if pg_catalog.jsonb_array_length(errors) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'errors', errors);
  end if;

  -- One save at a time: the comparison below is with the list as it stands.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('gold prices'));
  current_day := public.gold_prices_current_day();
  select l.saved_at into current_saved from public.gold_price_lists as l where l.priced_on = current_day;
  if based_on is not null and current_saved is distinct from based_on then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'list_changed', 'saved_at', current_saved);
  end if;

  with given as (
    select e->>'metal' as metal, (e->>'fineness')::smallint as fineness, e->>'piece' as piece, (e->>'euros')::numeric as euros
      from pg_catalog.jsonb_array_elements(prices) as e
  ), previous as (
    select g.metal, g.fineness, g.piece, g.euros from public.gold_prices as g where g.priced_on = current_day
  )
  select
    coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('metal', p.metal, 'fineness', p.fineness, 'piece', p.piece, 'previous', p.euros)
                order by p.metal, p.fineness, p.piece)
                from previous as p
               where not exists (select 1 from given as n where n.metal = p.metal and n.fineness is not distinct from p.fineness and n.piece is not distinct from p.piece)),
             '[]'::jsonb),
    coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('metal', p.metal, 'fineness', p.fineness, 'piece', p.piece, 'previous', p.euros, 'euros', n.euros)
                order by p.metal, p.fineness, p.piece)
                from previous as p
                join given as n on n.metal = p.metal and n.fineness is not distinct from p.fineness and n.piece is not distinct from p.piece
               where pg_catalog.abs(n.euros - p.euros) > p.euros * private.gold_price_sanity_bound()),
             '[]'::jsonb)
    into dropped, moved;
  if not coalesce(confirmed, false) and (pg_catalog.jsonb_array_length(dropped) > 0 or pg_catalog.jsonb_array_length(moved) > 0) then
    return pg_catalog.jsonb_build_object('outcome', 'needs_confirmation', 'dropped', dropped, 'moved', moved);
  end if;

  delete from public.gold_prices as g where g.priced_on = today;
  insert into public.gold_prices (metal, fineness, piece, euros, priced_on)
  select e->>'metal', (e->>'fineness')::smallint, e->>'piece', (e->>'euros')::numeric, today
    from pg_catalog.jsonb_array_elements(prices) as e;
  -- A new instant even when saved twice in one transaction's now(): clock_timestamp.
  insert into public.gold_price_lists as l (priced_on, saved_at, is_sample) values (today, pg_catalog.clock_timestamp(), false)
  on conflict (priced_on) do update set saved_at = excluded.saved_at, is_sample = false
  returning l.saved_at into saved;
  return pg_catalog.jsonb_build_object('outcome', 'done', 'priced_on', today, 'saved_at', saved, 'count', pg_catalog.jsonb_array_length(prices));
end;
$$;
revoke execute on function public.save_gold_prices(jsonb, boolean, timestamptz) from public, anon, authenticated;
grant execute on function public.save_gold_prices(jsonb, boolean, timestamptz) to service_role;
