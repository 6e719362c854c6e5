// The local Supabase-compatible backend the test server runs, read from Node with its secret key
// (the browser pages use the publishable key the site is built with).
import sharp from 'sharp'
import type { ContactMessageRow } from '../../../supabase/functions/_shared/contactMessageRow'
import { SECRET_KEY } from '../../../supabase/local/keys.mjs'

export const supabaseUrl = `http://127.0.0.1:${process.env.SUPABASE_PORT ?? 54321}`
const headers = { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}` }

/** A stored contact message, as the workshop's e-mail reads it too. */
export type StoredMessage = ContactMessageRow

/** Rows whose message text is exactly this (tests use unique texts). */
export async function messagesWithText(text: string): Promise<StoredMessage[]> {
  const response = await fetch(`${supabaseUrl}/rest/v1/contact_messages?select=*&message=eq.${encodeURIComponent(text)}`, { headers })
  if (!response.ok) throw new Error(`contact_messages: ${response.status} ${await response.text()}`)
  return (await response.json()) as StoredMessage[]
}

/** Names of the objects in contact_images that start with `start`. */
export async function contactImages(start = ''): Promise<string[]> {
  const response = await fetch(`${supabaseUrl}/storage/v1/object/list/contact_images`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ prefix: '', limit: 1000 }),
  })
  if (!response.ok) throw new Error(`list contact_images: ${response.status}`)
  return ((await response.json()) as { name: string }[]).map((o) => o.name).filter((name) => name.startsWith(start))
}

/** A small real JPEG, as a phone would send (8×8 px, champagne). */
export const smallJpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#b8975a' } })
    .jpeg()
    .toBuffer()

/** A visitor's e-mail address of its own for each message text: the backend allows 10 messages a
 *  day per address, and the browser tests send more than that. */
export function emailFor(text: string, name = 'claire.dubois'): string {
  let hash = 0
  for (const char of text) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) >>> 0
  return `${name}+${hash.toString(36)}@exemple.fr`
}

export const uniqueText = (label: string) => `${label} — ${Date.now()}-${Math.floor(Math.random() * 1e6)}`

export { phonePhoto } from '../../../scripts/perf/phonePhoto.mjs'

/** Changes rows of a table as the owner does in the dashboard (service role), returning the rows changed. */
export async function updateRows(table: string, filter: string, change: Record<string, unknown>): Promise<unknown[]> {
  const response = await fetch(`${supabaseUrl}/rest/v1/${table}?${filter}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify(change),
  })
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`)
  return (await response.json()) as unknown[]
}
