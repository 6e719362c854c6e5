// How long the photo of a closed request is kept at most: the retention job deletes it this many
// days after the request was closed, whoever closed it and whether or not « clore » deleted it at
// once. The privacy policy states it (lib/content/pageContent/legal.ts); the database holds the same
// number (private.closed_request_photo_days, supabase/migrations/20261208000504_closed_request_photos.sql),
// and tests/integration/retention.test.ts fails when they differ.
export const closedRequestPhotoDays = 7
