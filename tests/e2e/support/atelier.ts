// The back office's helpers for browser tests: sign-in by the code read from the local inbox after an invitation, a request sent as the contact
// form sends it, a free visit slot, a request's card.
import type { Page } from '@playwright/test'
import { inviteMember, projectFromEnv } from '../../../scripts/atelier/members.mjs'
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../../supabase/local/keys.mjs'
import { waitForEmails } from '../../integration/helpers/inbox'
import { parisDay } from '../../integration/helpers/visits'
import { supabaseUrl } from './backend'
import { hydrated } from './builtPages'
import { expect, type ConsoleWatch } from './fixtures'

export const inboxUrl = `http://127.0.0.1:${process.env.SUPABASE_INBOX_PORT ?? Number(process.env.SUPABASE_PORT ?? 54321) + 3}`
export const service = { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/json' }
const visitor = { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}`, 'content-type': 'application/json' }
export const address = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`
export const toAddress = (email: string) => (message: { to: { address: string }[] }) => message.to.some((to) => to.address === email)

/** Signs in on /atelier as the staff do: the address, then the code from the inbox; the code. */
export async function signIn(page: Page, email: string): Promise<string> {
  await page.goto('/atelier')
  await hydrated(page)
  await page.getByLabel('Votre adresse e-mail').fill(email)
  await page.getByRole('button', { name: 'Recevoir un code' }).click()
  await expect(page.getByLabel('Code reçu par e-mail')).toBeVisible()
  const [message] = await waitForEmails(inboxUrl, 1, toAddress(email), { timeoutMs: 15_000, settleMs: 0 })
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1]
  expect(code, 'the sign-in e-mail carries a six-digit code').toBeDefined()
  await page.getByLabel('Code reçu par e-mail').fill(code!)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  return code!
}

/** Every member sees every open request: another test's, closed at that moment, may have lost its
 *  photo as its thumbnail's signed URL was asked for (the card says the photo is unavailable). */
export const othersPhotoGone = /status of 400 .*\/storage\/v1\/object\/sign\/contact_images\//

export async function member(page: Page, consoleWatch: ConsoleWatch) {
  consoleWatch.allow(othersPhotoGone)
  const email = address('atelier')
  await inviteMember(projectFromEnv(process.env), email)
  await signIn(page, email)
  await expect(page.getByRole('heading', { name: 'Demandes à traiter' })).toBeVisible()
  return email
}

/** A request sent as the contact form sends it (the visitor's key); its id. */
export async function sendRequest(fields: Record<string, unknown>): Promise<string> {
  const id = crypto.randomUUID()
  const response = await fetch(`${supabaseUrl}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { ...visitor, 'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({
      id,
      email: address('visiteur'),
      phone: null,
      service: 'réparation',
      subject: null,
      preferred_contact: 'email',
      urgency: 'normal',
      file_url: null,
      ...fields,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return id
}

/** The free visit slots the database offers from 4 days ahead, by day, in order. */
async function freeSlotsByDay(): Promise<[string, string[]][]> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/visit_availability`, {
    method: 'POST',
    headers: service,
    body: JSON.stringify({ from_date: parisDay(4), to_date: parisDay(38) }),
  })
  const byDay = new Map<string, string[]>()
  for (const row of (await response.json()) as { day: string; slot: string; taken: boolean }[])
    if (!row.taken) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row.slot.slice(0, 5)])
  return [...byDay].sort(([a], [b]) => a.localeCompare(b))
}

/** A free visit slot drawn at random, on any offered day but the last two: the last is kept for the
 *  test that closes a whole day (closingDaySlots), the one before for the test that blocks a slot
 *  (visitRequest.spec.ts). The browser tests share one database. */
export async function freeSlot(): Promise<{ day: string; time: string }> {
  const free = (await freeSlotsByDay()).slice(0, -2).flatMap(([day, times]) => times.map((time) => ({ day, time })))
  const pick = free[Math.floor(Math.random() * free.length)]
  if (!pick) throw new Error(`no free visit slot from ${parisDay(4)} to ${parisDay(38)}`)
  return pick
}

/** `count` free visit slots of the last day offered, which no other test draws: a test that closes
 *  that day then meets only its own visits. */
export async function closingDaySlots(count: number): Promise<{ day: string; time: string }[]> {
  const [day, times] = (await freeSlotsByDay()).at(-1) ?? []
  if (!day || !times || times.length < count) throw new Error(`no ${count} free visit slots on the last day offered (${day ?? 'none'})`)
  return times.slice(0, count).map((time) => ({ day, time }))
}

export const card = (page: Page, name: string) => page.getByRole('article', { name })
