-- A change to the price guide asks the host for a new build, as the other data the prerendered
-- pages show (site_publication.sql).
create trigger price_lines_site_changed
  after insert or update or delete on public.price_lines
  for each statement execute function private.site_content_changed();
