-- Buckets for photos, and who may touch their objects. Keep in step with supabase/buckets.mjs and
-- config.toml.
--
-- contact_images holds the photo a visitor attaches to the contact form, and it is the workshop's to
-- see, no one else's: private, nobody downloads from it without the secret key, or a signed URL
-- minted with that key (the workshop's e-mail links the photo so, for a limited time:
-- supabase/functions/notify-workshop), or a member of the workshop (a short signed URL for the back
-- office's thumbnail). Visitors may only upload, under a UUID drawn on the device
-- (features/contact/message.ts): <uuid>.jpg for a photo prepared as JPEG, <uuid>.gif for a GIF
-- stripped of its metadata. The bucket takes nothing else: no other type, nothing over 3 MiB (a
-- prepared photo aims at 1.5 MB and is refused on the device past 3 MiB). No UPDATE or DELETE
-- policy, so an upload can neither overwrite nor remove anything; photos are deleted through the
-- Storage API (contact_retention.sql).
-- repair_images is private and reachable only with the service role.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('contact_images', 'contact_images', false, 3145728, array['image/jpeg', 'image/gif']),
  ('repair_images', 'repair_images', false, 10485760,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Visitors upload a contact photo under a UUID name"
  on storage.objects
  for insert
  to anon, authenticated
  with check (
    bucket_id = 'contact_images'
    and name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|gif)$'
  );

create policy "The workshop reads the contact photos"
  on storage.objects
  for select
  to authenticated
  using (bucket_id = 'contact_images' and (select public.is_workshop()));

-- A member removes the photos of a client they erased, and no others: that policy is in clients.sql,
-- beside what it asks (private.erased_client_photos).
