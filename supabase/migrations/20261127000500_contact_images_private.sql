-- A visitor's photo is the workshop's to see, no one else's: contact_images becomes private. Nobody
-- downloads from it without the secret key, or a signed URL minted with that key (the workshop's
-- e-mail links the photo so, for a limited time: supabase/functions/notify-workshop).
--
-- Objects are named by a UUID drawn on the device (features/contact/message.ts): <uuid>.jpg for a
-- photo prepared as JPEG, <uuid>.gif for a GIF stripped of its metadata. The bucket takes nothing
-- else: no other type, nothing over 3 MiB (a prepared photo aims at 1.5 MB and is refused on the
-- device past 3 MiB).
--
-- A message stores the bare object name, never a URL, so no list of the project's API origins is
-- needed (private.project_origins and its deploy step go). Rows stored before keep their photo:
-- their public URL becomes its object name.
-- Keep in step with supabase/buckets.mjs and config.toml.

update storage.buckets
   set public = false,
       file_size_limit = 3145728,
       allowed_mime_types = array['image/jpeg', 'image/gif']
 where id = 'contact_images';

drop policy "Visitors upload a contact image under a generated name" on storage.objects;

create policy "Visitors upload a contact photo under a UUID name"
  on storage.objects
  for insert
  to anon, authenticated
  with check (
    bucket_id = 'contact_images'
    and name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|gif)$'
  );

drop trigger contact_messages_file_url_origin on public.contact_messages;
drop function public.contact_messages_file_url_origin();
drop function private.is_project_origin(text);
drop table private.project_origins;

update public.contact_messages
   set file_url = pg_catalog.regexp_replace(file_url, '^https?://[^/]+/storage/v1/object/public/contact_images/', '')
 where file_url ~ '^https?://';

alter table public.contact_messages drop constraint contact_messages_file_url_check;

-- NOT VALID: rows stored before hold contact_<ms>_<n> names, which stay readable and deletable.
alter table public.contact_messages add constraint contact_messages_file_url_check
  check (file_url is null or file_url ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|gif)$') not valid;

-- A message names a photo that must be there. One that is not (deleted as an orphan while its
-- message waited on the visitor's device for days, or never uploaded) is answered with SQLSTATE
-- PT424, HTTP 424 Failed Dependency: not a refusal, the site uploads the photo again from its
-- outbox and sends the row once more (features/contact/deliver.ts).
create function public.contact_messages_photo_present()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  -- A name of any other shape is the CHECK constraint's to refuse (23514), after this trigger.
  if new.file_url ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|gif)$' and not exists (
    select 1 from storage.objects o where o.bucket_id = 'contact_images' and o.name = new.file_url
  ) then
    raise exception 'the photo % is not in contact_images', new.file_url
      using errcode = 'PT424',
            hint = 'Upload the photo again, then send the message.';
  end if;
  return new;
end;
$$;

comment on function public.contact_messages_photo_present() is 'Answers PT424 (HTTP 424) when a message names a photo that is not stored: the site uploads it again.';

revoke execute on function public.contact_messages_photo_present() from public, anon, authenticated, service_role;

-- Named to fire before contact_messages_rate_limit (triggers fire in name order): a message sent
-- again for its missing photo is not counted twice against the visitor.
create trigger contact_messages_file_present
  before insert or update of file_url on public.contact_messages
  for each row
  execute function public.contact_messages_photo_present();

-- Messages reference their photo by object name only now.
create or replace function public.orphan_contact_images(batch integer default 1000)
  returns setof text
  language sql
  stable
  set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = 'contact_images'
     and o.created_at < pg_catalog.now() - interval '24 hours'
     and not exists (select 1 from public.contact_messages m where m.file_url = o.name)
   order by o.created_at
   limit batch;
$$;
