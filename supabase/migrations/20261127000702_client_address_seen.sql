-- Whether the database sees the caller's address, for the deploy's smoke test: the per-address
-- limits read it from the gateway's cf-connecting-ip (supabase/README.md, « The client address »),
-- and a gateway that stopped passing it would leave every visitor to the site-wide ceiling alone.
-- Answers true or false and nothing else: not the address, not its group.
create function public.client_address_seen()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select private.contact_client_group(private.request_client_address()) is not null;
$$;

revoke execute on function public.client_address_seen() from public;
grant execute on function public.client_address_seen() to anon, authenticated, service_role;
