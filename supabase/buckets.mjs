// @ts-check
// The Storage buckets the site expects; the same values as
// supabase/migrations/20261121000004_storage.sql (checked by tests/integration/buckets.test.ts).
// scripts/supabase-check.mjs creates any that are missing.

const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'image/avif']

/** 10 MiB, the largest photo the contact form accepts. */
export const IMAGE_SIZE_LIMIT = 10 * 1024 * 1024

/** @typedef {{ id: string, options: { public: boolean, fileSizeLimit: number | null, allowedMimeTypes: string[] | null } }} ExpectedBucket */

/** @type {readonly ExpectedBucket[]} */
export const EXPECTED_BUCKETS = Object.freeze([
  { id: 'contact_images', options: { public: true, fileSizeLimit: IMAGE_SIZE_LIMIT, allowedMimeTypes: [...IMAGE_MIME_TYPES] } },
  { id: 'repair_images', options: { public: false, fileSizeLimit: IMAGE_SIZE_LIMIT, allowedMimeTypes: [...IMAGE_MIME_TYPES] } },
])

/** Object names the contact form generates, the only ones anon may upload (same regex as the policy). */
export const CONTACT_IMAGE_NAME = /^contact_[0-9]{10,16}_[0-9]{1,4}\.(jpe?g|png|webp|gif|heic|heif|avif)$/
