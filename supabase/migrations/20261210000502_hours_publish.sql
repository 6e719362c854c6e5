-- A change to the weekly hours or the summer closure asks the host for a new build, as the other
-- data the prerendered pages show (site_publication.sql): the sentences and the JSON-LD give them.
create trigger weekly_hours_site_changed
  after insert or update or delete on public.weekly_hours
  for each statement execute function private.site_content_changed();

create trigger summer_closure_site_changed
  after insert or update or delete on public.summer_closure
  for each statement execute function private.site_content_changed();
