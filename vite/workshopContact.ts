// Reads the workshop's phone, e-mail address and WhatsApp number once, when the build starts, from
// the Supabase project the site is built for (public.workshop_contact, changed from the back
// office's « Fiche de l'atelier »), as vite/weeklyHours.ts reads the hours, and hands them to the
// pages as one build setting (lib/site.ts): the header, the footer, the contact page, the legal
// notices, the JSON-LD and every tel:, mailto: and wa.me link say what the database held. A project
// that does not answer leaves the owner's facts' values (lib/owner.ts, the table's seed), and the
// build says so. The unit tests do not use this plugin: they read the owner's facts' values.
import { loadEnv, type Plugin } from 'vite'
import { localPublishableKey } from '../lib/supabase.ts'
import { e164, whatsappHref, workshopContactColumns, workshopContactOf, type WorkshopContact, type WorkshopContactAsBuilt } from '../lib/workshopContact.ts'

// A build is not held up for long by a project that does not answer.
const READ_TIMEOUT_MS = 5_000

let reading: Promise<WorkshopContact | null> | undefined

/** The row, or throws when it cannot be read or holds what the site cannot say. */
export async function fetchWorkshopContact(source: { url: string; apiKey: string }, signal?: AbortSignal): Promise<WorkshopContact> {
  const response = await fetch(`${source.url}/rest/v1/workshop_contact?select=${workshopContactColumns}`, {
    headers: { apikey: source.apiKey, Authorization: `Bearer ${source.apiKey}`, 'accept-profile': 'public' },
    signal,
  })
  if (!response.ok) throw new Error(`workshop_contact answered ${response.status}`)
  return workshopContactOf((await response.json()) as unknown[])
}

/** The build setting VITE_WORKSHOP_CONTACT that lib/site.ts reads: the contact with its links written. */
export const contactSetting = (contact: WorkshopContact) =>
  JSON.stringify({
    ...contact,
    e164: e164(contact.phone),
    whatsappHref: contact.whatsapp ? whatsappHref(contact.whatsapp) : null,
  } satisfies WorkshopContactAsBuilt)

export function workshopContact(): Plugin {
  return {
    name: 'atelier:workshop-contact',
    async config(_, { mode }) {
      // Read once per process (Vike resolves the configuration again for each of its environments);
      // a child process (a build a test starts) reads for itself.
      if (process.env.WORKSHOP_CONTACT_READ_BY === String(process.pid)) return
      const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
      const url = (env.VITE_SUPABASE_URL?.trim() || 'http://127.0.0.1:54321').replace(/\/+$/, '')
      const apiKey = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || env.VITE_SUPABASE_ANON_KEY?.trim() || localPublishableKey
      const contact = await (reading ??= fetchWorkshopContact({ url, apiKey }, AbortSignal.timeout(READ_TIMEOUT_MS)).catch((error: unknown) => {
        console.info(`Workshop contact: nothing read from ${url} (${String(error)}); the pages say the owner's facts' phone and e-mail.`)
        return null
      }))
      Object.assign(process.env, { WORKSHOP_CONTACT_READ_BY: String(process.pid), VITE_WORKSHOP_CONTACT: contact ? contactSetting(contact) : '' })
    },
  }
}
