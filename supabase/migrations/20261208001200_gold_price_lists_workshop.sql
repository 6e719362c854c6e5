-- The published price lists (20261208000505) follow the roles of 20261208000101: the public read
-- is anon's, a signed-in user who is not the workshop reads nothing, and the workshop reads them.
alter policy "The current price list's day is public" on public.gold_price_lists to anon;

create policy "The workshop reads the price lists"
  on public.gold_price_lists
  for select
  to authenticated
  using ((select public.is_workshop()));
