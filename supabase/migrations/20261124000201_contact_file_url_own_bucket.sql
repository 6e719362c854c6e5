-- A message's file_url points into this project's contact_images bucket, nowhere else: the bare
-- object name (as the upload policy names it), or the bucket's public URL on one of this project's
-- own API origins. Before, any http(s) URL was accepted, so a script could plant a link to anything
-- in the workshop's inbox.
--
-- The shape is a CHECK constraint; the origin is a trigger, because the project's URL differs
-- between hosted Supabase (https://<ref>.supabase.co, or a custom domain) and the local backend,
-- and a CHECK cannot read a table. private.project_origins lists them: the local backend fills it
-- when it starts (supabase/local/server.mjs); a hosted project gets its row from the deploy steps
-- in README.md. A URL on any other origin is refused with 23514, like the shape.

alter table public.contact_messages drop constraint contact_messages_file_url_check;

alter table public.contact_messages add constraint contact_messages_file_url_check
  check (
    file_url is null
    or file_url ~ '^(https?://[A-Za-z0-9.:\[\]-]+/storage/v1/object/public/contact_images/)?contact_[0-9]{10,16}_[0-9]{1,4}\.(jpe?g|png|webp|gif)$'
  ) not valid;

create table private.project_origins (
  origin text primary key check (origin ~ '^https?://[A-Za-z0-9.:\[\]-]+$')
);

comment on table private.project_origins is 'Origins of this project''s API (as the site is built with), whose contact_images public URLs a message may carry.';

revoke all on table private.project_origins from public, anon, authenticated;
grant all on table private.project_origins to service_role;

create function private.is_project_origin(url text)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (
    select 1 from private.project_origins o
     where pg_catalog.starts_with(url, o.origin || '/storage/v1/object/public/contact_images/')
  )
$$;

revoke execute on function private.is_project_origin(text) from public;
grant execute on function private.is_project_origin(text) to anon, authenticated, service_role;

create function public.contact_messages_file_url_origin()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.file_url is not null and new.file_url ~ '^https?://' and not private.is_project_origin(new.file_url) then
    raise exception 'new row for relation "contact_messages" violates check constraint "contact_messages_file_url_check"'
      using errcode = 'check_violation',
            constraint = 'contact_messages_file_url_check',
            detail = 'file_url is not in this project''s contact_images bucket.',
            hint = 'Send the object name, or its public URL on this project.';
  end if;
  return new;
end;
$$;

comment on function public.contact_messages_file_url_origin() is 'Refuses a file_url outside this project''s contact_images bucket.';

revoke execute on function public.contact_messages_file_url_origin() from public, anon, authenticated;

-- Named to fire before contact_messages_rate_limit (triggers fire in name order): a message refused
-- for its photo link is not counted against the visitor.
create trigger contact_messages_file_url_origin
  before insert or update of file_url on public.contact_messages
  for each row
  execute function public.contact_messages_file_url_origin();
