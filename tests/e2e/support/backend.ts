// The local Supabase-compatible backend the test server runs, read from Node with its secret key
// (the browser pages use the publishable key the site is built with).
import { randomInt } from 'node:crypto'
import sharp from 'sharp'
import type { ContactMessageRow } from '../../../supabase/functions/_shared/request/contactMessageRow'
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

/** The stored photo a message names, read as the workshop can: with the secret key (the bucket is private). */
export async function contactPhoto(name: string): Promise<{ status: number; contentType: string | null; body: Buffer }> {
  const response = await fetch(`${supabaseUrl}/storage/v1/object/authenticated/contact_images/${encodeURIComponent(name)}`, { headers })
  return { status: response.status, contentType: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) }
}

/** Deletes a stored photo through the Storage API, as the retention job removes an orphan. */
export async function removeContactPhoto(name: string): Promise<void> {
  const response = await fetch(`${supabaseUrl}/storage/v1/object/contact_images`, {
    method: 'DELETE',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ prefixes: [name] }),
  })
  const removed = (await response.json()) as { name: string }[]
  if (!response.ok || removed.length !== 1) throw new Error(`remove ${name}: ${response.status} ${JSON.stringify(removed)}`)
}

/** The shape of a photo's object name: a UUID drawn on the device. */
export const PHOTO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/

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

/** Eight digits of this run's own, to find a name or a label it wrote among those of the tests beside it (not the clock: no test reads the day it runs). */
export const runNumber = () => randomInt(10_000_000, 100_000_000)

export const uniqueText = (label: string) => `${label} — ${Date.now()}-${Math.floor(Math.random() * 1e6)}`

export { phonePhoto } from '../../../scripts/perf/phonePhoto.mjs'

/** Adds a row to the owner's opening exceptions, as the dashboard would; returns its id. */
export async function addOpeningException(row: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${supabaseUrl}/rest/v1/opening_exceptions?select=id`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify(row),
  })
  if (!response.ok) throw new Error(`opening_exceptions: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { id: number }[])[0]!.id
}

export async function removeOpeningException(id: number): Promise<void> {
  const response = await fetch(`${supabaseUrl}/rest/v1/opening_exceptions?id=eq.${id}`, { method: 'DELETE', headers })
  if (!response.ok) throw new Error(`opening_exceptions: ${response.status} ${await response.text()}`)
}

/** Removes the closures of `day` given `reason` (a test's own, left by a failure midway). */
export async function removeClosures(day: string, reason: string): Promise<void> {
  const response = await fetch(`${supabaseUrl}/rest/v1/opening_exceptions?first_day=eq.${day}&reason=eq.${encodeURIComponent(reason)}`, {
    method: 'DELETE',
    headers,
  })
  if (!response.ok) throw new Error(`opening_exceptions: ${response.status} ${await response.text()}`)
}

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

/** Adds rows to a table as the owner's back office would (service role), returning them. */
export async function insertRows(table: string, rows: Record<string, unknown>[]): Promise<unknown[]> {
  const response = await fetch(`${supabaseUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify(rows),
  })
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`)
  return (await response.json()) as unknown[]
}

/** Deletes the rows of a table that `filter` selects (service role). */
export async function deleteRows(table: string, filter: string): Promise<void> {
  const response = await fetch(`${supabaseUrl}/rest/v1/${table}?${filter}`, { method: 'DELETE', headers })
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`)
}

/** Stores a finished piece's photo in the private bucket `showcase`, as the back office uploads it. */
export async function storeShowcasePhoto(name: string, body: Buffer): Promise<void> {
  const response = await fetch(`${supabaseUrl}/storage/v1/object/showcase/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'image/jpeg' },
    body: new Uint8Array(body),
  })
  if (!response.ok) throw new Error(`store ${name}: ${response.status} ${await response.text()}`)
}

/** Removes photos from the bucket `showcase`. */
export async function removeShowcasePhotos(names: string[]): Promise<void> {
  const response = await fetch(`${supabaseUrl}/storage/v1/object/showcase`, {
    method: 'DELETE',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ prefixes: names }),
  })
  if (!response.ok) throw new Error(`remove ${names.join(', ')}: ${response.status}`)
}
