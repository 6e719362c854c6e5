// @ts-check
// The Supabase CLI's well-known local secret and demo keys (`supabase status` prints the same):
// public knowledge, valid only against a local stack.
import { sign } from './jwt.mjs'

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

// The CLI's local publishable and secret keys (Supabase's newer API keys): the publishable one acts
// as the `anon` role, the secret one as `service_role`, as on a hosted project.
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'

export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'
/** The health function's secret on the local backend, public as the keys above (a hosted project sets
 * its own HEALTH_SECRET): `npm run supabase:check` defaults to it. */
export const HEALTH_SECRET = 'local-health-secret-known-to-everyone'
/** The calendar feed's key on the local backend (a hosted project sets its own VISIT_FEED_KEY):
 * /functions/v1/visit-feed?key=<this>. */
export const VISIT_FEED_KEY = 'local-visit-feed-key-known-to-everyone'
/** The visit actions' signing secret on the local backend, public as the keys above (a hosted project
 * sets its own VISIT_ACTION_SECRET): tests sign their own tokens with it. */
export const VISIT_ACTION_SECRET = 'local-visit-action-secret-known-to-everyone'

/** @type {ReadonlyMap<string, 'anon' | 'service_role'>} */
export const API_KEY_ROLES = new Map([
  [PUBLISHABLE_KEY, 'anon'],
  [SECRET_KEY, 'service_role'],
])

/**
 * Signs claims (HS256) the way GoTrue signs user access tokens; for tests and the local auth endpoint.
 * @param {Record<string, unknown>} claims
 * @param {string} [secret]
 */
export function signJwt(claims, secret = JWT_SECRET) {
  return sign(claims, secret)
}
