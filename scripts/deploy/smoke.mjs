// @ts-check
// After a deploy, what a visitor and the workshop rely on, asked of the live site and the hosted
// project: every page of the sitemap at its one address (200, no redirect), the CSP on a page and on
// the 404, sign-ups refused, the caller's address reaching the database (the per-address limits
// need it), and the health function (supabase/functions/health) reporting that messages reach the
// workshop.
import { readFileSync } from 'node:fs'

/** @param {string} sitemap @returns {string[]} */
const sitemapUrls = (sitemap) => [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => /** @type {string} */ (match[1]))

/**
 * @param {{ siteUrl: string, supabaseUrl: string, publishableKey: string, healthSecret: string, sitemap?: string }} target
 * @returns {Promise<string[]>} the problems, none when all is well
 */
export async function smokeTest({ siteUrl, supabaseUrl, publishableKey, healthSecret, sitemap = readFileSync('dist/client/sitemap.xml', 'utf8') }) {
  const problems = []
  const get = (/** @type {string} */ url, /** @type {RequestInit} */ init = {}) =>
    fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(20_000) })
  for (const loc of sitemapUrls(sitemap)) {
    // The sitemap names the canonical origin; ask the deployed one, which may be a preview address.
    const url = new URL(new URL(loc).pathname, siteUrl)
    const response = await get(url.href)
    if (response.status !== 200)
      problems.push(`${url.pathname} answered ${response.status}${response.headers.get('location') ? ` → ${response.headers.get('location')}` : ''}, not 200`)
  }
  for (const path of ['/', '/adresse-inexistante-du-controle']) {
    const response = await get(new URL(path, siteUrl).href)
    if (path !== '/' && response.status !== 404) problems.push(`${path} answered ${response.status}, not 404`)
    if (!response.headers.get('content-security-policy')?.includes("default-src 'none'")) problems.push(`${path} has no Content-Security-Policy`)
  }
  const signup = await get(`${supabaseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'controle-deploiement@example.fr', password: `essai-${crypto.randomUUID()}` }),
  })
  if (signup.ok) problems.push('sign-up is open on the hosted project: run `supabase config push` (config.toml: enable_signup = false)')
  const seen = await get(`${supabaseUrl}/rest/v1/rpc/client_address_seen`, {
    method: 'POST',
    headers: { apikey: publishableKey, 'content-type': 'application/json' },
    body: '{}',
  })
  if (!seen.ok || (await seen.json()) !== true)
    problems.push('the database did not see this request’s address (cf-connecting-ip): the per-address limits would not apply (supabase/README.md)')
  const health = await get(`${supabaseUrl}/functions/v1/health`, { headers: { 'x-health-secret': healthSecret } })
  if (health.status !== 200) problems.push(`the health function answered ${health.status}: ${(await health.text()).slice(0, 500)}`)
  return problems
}
