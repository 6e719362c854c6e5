-- Gold prices saved as a whole list at once (issue 59: visitors were shown the latest day's rows, so
-- saving today's 750 ‰ alone hid every other title, and a typo, 685 for 68,50, was published as is).
--
-- A list is published by a row of public.gold_price_lists for its day, written with its prices by
-- one function, public.save_gold_prices, in one transaction: visitors read the prices of the latest
-- published day not in the future, never rows added around it (a row typed in the dashboard for a
-- new day is not shown until a whole list is saved). The function refuses malformed input with one
-- problem per item, and asks for confirmation before a list that drops a title or piece of the
-- previous one, or moves a price by more than a fifth.

create table public.gold_price_lists (
  priced_on date primary key,
  -- When it was last saved: what an editor started from (two people editing the same list).
  saved_at timestamptz not null default now(),
  is_sample boolean not null default false
);

comment on table public.gold_price_lists is 'The days whose buying prices are a whole list, saved by public.save_gold_prices; the latest not in the future is the current one.';

alter table public.gold_price_lists enable row level security;
revoke all on table public.gold_price_lists from anon, authenticated;
grant select on table public.gold_price_lists to anon, authenticated;
grant all on table public.gold_price_lists to service_role;

-- The lists already there (each day's rows, as they were shown) are published as they stand.
insert into public.gold_price_lists (priced_on, is_sample)
select priced_on, bool_and(is_sample) from public.gold_prices group by priced_on;

-- The current list: the latest published day not in the future, in Paris.
create or replace function public.gold_prices_current_day()
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select max(priced_on) from public.gold_price_lists where priced_on <= (pg_catalog.now() at time zone 'Europe/Paris')::date
$$;

-- Visitors read the current list's day and when it was saved, as its prices.
create policy "The current price list's day is public"
  on public.gold_price_lists
  for select
  to anon, authenticated
  using (priced_on = public.gold_prices_current_day());

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

revoke execute on function private.gold_price_sanity_bound(), private.gold_price_problem(jsonb) from public, anon, authenticated;
revoke execute on function public.save_gold_prices(jsonb, boolean, timestamptz) from public, anon, authenticated;
grant execute on function public.save_gold_prices(jsonb, boolean, timestamptz) to service_role;
