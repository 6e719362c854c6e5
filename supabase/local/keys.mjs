// @ts-check
// The Supabase CLI's well-known local secret and demo keys (`supabase status` prints the same):
// public knowledge, valid only against a local stack.
import { sign } from './jwt.mjs'

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/**
 * Signs claims (HS256) the way GoTrue signs user access tokens; for tests and the local auth endpoint.
 * @param {Record<string, unknown>} claims
 * @param {string} [secret]
 */
export function signJwt(claims, secret = JWT_SECRET) {
  return sign(claims, secret)
}
