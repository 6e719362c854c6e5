-- The workshop's buying prices for gold and silver, edited by the owner in the dashboard (Table
-- Editor): a new price list is a set of rows with the day it applies from. Visitors read the
-- current list only (the latest day not in the future, in Paris); older lists stay as history.
-- The site shows them on /services/achat-or after loading, over the prices it was built with.

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

-- The day of the current list. Security definer: the policy below calls it for each row, and a
-- policy that reads its own table through RLS would recurse.
create function public.gold_prices_current_day()
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select max(priced_on) from public.gold_prices where priced_on <= (now() at time zone 'Europe/Paris')::date
$$;

revoke all on function public.gold_prices_current_day() from public;
grant execute on function public.gold_prices_current_day() to anon, authenticated, service_role;

alter table public.gold_prices enable row level security;

revoke all on table public.gold_prices from anon, authenticated;
grant select on table public.gold_prices to anon, authenticated;
grant all on table public.gold_prices to service_role;

create policy "The current price list is public"
  on public.gold_prices
  for select
  to anon, authenticated
  using (priced_on = public.gold_prices_current_day());
