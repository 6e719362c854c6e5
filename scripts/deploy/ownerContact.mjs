// @ts-check
// The workshop's e-mail and phone from the owner's facts the build reads (OWNER_FACTS or
// lib/owner.ts, vite/ownerFacts.ts): the deploy gives them to the Edge Functions, so that the
// e-mails they send give the same address and number as the site.
import { runnerImport } from 'vite'

/** @param {Record<string, string | undefined>} env @returns {Promise<{ email: string, phone: string }>} */
export async function ownerContact(env) {
  const load = (/** @type {string} */ path) => runnerImport(path, { configFile: false, logLevel: 'silent' }).then(({ module }) => module)
  const { ownerFactsPath } = await load(new URL('../../vite/ownerFacts.ts', import.meta.url).pathname)
  const facts = await load(ownerFactsPath(env))
  return { email: facts.email, phone: facts.phone.display }
}
