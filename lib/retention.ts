// How long the photo of a closed request is kept at most: the retention job deletes it this many
// days after the request was closed, whoever closed it and whether or not « clore » deleted it at
// once. The privacy policy states it (lib/content/pageContent/legal.ts); the database holds the same
// number (private.closed_request_photo_days, supabase/migrations/20261208000504_closed_request_photos.sql),
// and tests/integration/retention.test.ts fails when they differ.
export const closedRequestPhotoDays = 7

// How long a visit booked by phone (a name, a phone number) is kept after its day: the database's
// daily job deletes it then (private.phone_visit_days, supabase/schemas/atelier.sql); the privacy
// policy states it, and tests/integration/retention.test.ts fails when they differ.
export const phoneVisitDays = 30

// How long a request's tracking links keep working after it was closed (« Remise » or « Annulée »):
// then the tracking page answers them as any wrong link and the daily retention job deletes them.
// The privacy policy states it; the database holds the same number
// (private.closed_request_link_months, supabase/schemas/request_link_expiry.sql), and
// tests/integration/request-closing.test.ts fails when they differ.
export const closedRequestLinkMonths = 6
