// @ts-check
// The Storage buckets the site expects; the same values as supabase/migrations (the last migration
// touching each bucket) and config.toml (checked by tests/integration/advisor.test.ts).
// scripts/supabase-check.mjs creates any that are missing.

const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'image/avif']

/** 10 MiB: photos of repairs, uploaded by the workshop. */
const IMAGE_SIZE_LIMIT = 10 * 1024 * 1024

/** What the contact form sends: a photo prepared on the device (JPEG), or a GIF stripped of its metadata. */
const CONTACT_IMAGE_MIME_TYPES = ['image/jpeg', 'image/gif']

/** 3 MiB: a prepared photo is about 1 MB, and never over 3 MB. */
const CONTACT_IMAGE_SIZE_LIMIT = 3 * 1024 * 1024

/** @typedef {{ id: string, options: { public: boolean, fileSizeLimit: number | null, allowedMimeTypes: string[] | null } }} ExpectedBucket */

/** @type {readonly ExpectedBucket[]} */
export const EXPECTED_BUCKETS = Object.freeze([
  { id: 'contact_images', options: { public: false, fileSizeLimit: CONTACT_IMAGE_SIZE_LIMIT, allowedMimeTypes: [...CONTACT_IMAGE_MIME_TYPES] } },
  { id: 'repair_images', options: { public: false, fileSizeLimit: IMAGE_SIZE_LIMIT, allowedMimeTypes: [...IMAGE_MIME_TYPES] } },
  // « Réalisations »: the workshop's photos of finished pieces, prepared on the phone as the contact form's.
  { id: 'showcase', options: { public: false, fileSizeLimit: CONTACT_IMAGE_SIZE_LIMIT, allowedMimeTypes: ['image/jpeg'] } },
])
