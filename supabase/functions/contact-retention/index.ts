// Edge Function contact-retention: what the privacy policy promises, run daily by pg_cron (through
// pg_net, with the shared secret in x-function-secret). Deletes the messages past their retention,
// unlinks the photos of requests closed more than a week ago (migrations/20261208000505_closed_request_photos.sql),
// then deletes every contact_images photo no message references after 24 hours, through the Storage API,
// and the tracking links of requests closed more than six months ago (supabase/schemas/request_link_expiry.sql).
// Deploy: npx supabase@3.1.0 functions deploy contact-retention (docs/deploy.md).
import { apiKey, env, json, rpc, sameSecret, serviceFetch, supabaseUrl } from '../_shared/serviceApi.ts'

const retentionSecret = env('CONTACT_RETENTION_SECRET')
const BATCH = 500

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'POST only' })
  if (!retentionSecret || !apiKey || !supabaseUrl) return json(500, { error: 'CONTACT_RETENTION_SECRET, SUPABASE_URL or the secret key is not set' })
  if (!sameSecret(request.headers.get('x-function-secret'), retentionSecret)) return json(401, { error: 'unauthorised' })

  const deletedMessages = (await rpc('delete_expired_contact_messages', {})) as number
  const closedRequestPhotos = (await rpc('release_closed_request_photos', {})) as number
  const expiredTrackingLinks = (await rpc('delete_expired_tracking_tokens', {})) as number
  let deletedPhotos = 0
  for (;;) {
    const names = (await rpc('orphan_contact_images', { batch: BATCH })) as string[]
    if (names.length === 0) break
    const removed = (await serviceFetch('/storage/v1/object/contact_images', { method: 'DELETE', body: { prefixes: names } })) as unknown[]
    deletedPhotos += removed.length
    // Nothing removed although some were listed: stop rather than ask for the same names forever.
    if (removed.length === 0 || names.length < BATCH) break
  }
  return json(200, { deletedMessages, closedRequestPhotos, expiredTrackingLinks, deletedPhotos })
})
