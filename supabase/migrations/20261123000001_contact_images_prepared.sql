-- The contact form prepares every photo on the device before it leaves (features/contact/preparePhoto.ts):
-- resized to 2560 px at most and encoded again as JPEG, its metadata dropped; a GIF stays as it is.
-- contact_images then accepts only what the site sends, and no more than such a photo needs: a
-- script holding the public key can no longer fill it with 10 MB files, HEIC or AVIF.
-- Keep in step with supabase/buckets.mjs and config.toml.
update storage.buckets
   set file_size_limit = 3145728,
       allowed_mime_types = array['image/jpeg', 'image/webp', 'image/png', 'image/gif']
 where id = 'contact_images';
