-- Buckets for photos. contact_images receives the photo a visitor attaches to the contact
-- form: public download by URL, upload-only for visitors, under a generated name; no
-- SELECT policy, so the bucket cannot be listed (Supabase advisor: public_bucket_allows_listing),
-- no UPDATE or DELETE, so an upload can neither overwrite nor remove anything.
-- repair_images is private and reachable only with the service role.
-- Keep in step with supabase/buckets.mjs and config.toml.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('contact_images', 'contact_images', true, 10485760,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'image/avif']),
  ('repair_images', 'repair_images', false, 10485760,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Visitors upload a contact image under a generated name"
  on storage.objects
  for insert
  to anon, authenticated
  with check (
    bucket_id = 'contact_images'
    and name ~ '^contact_[0-9]{10,16}_[0-9]{1,4}\.(jpe?g|png|webp|gif|heic|heif|avif)$'
  );
