// The workshop confirms a visit from its e-mail: the visitor picks a slot on /contact and sends, the
// workshop's e-mail in the local inbox carries
// « Confirmer le rendez-vous », its page shows what will happen and changes nothing until the button
// is pressed, and the visitor's e-mail carries an .ics that a real iCalendar parser reads as the
// visit: in Europe/Paris at the slot's wall time, at the workshop's address, with the stable UID,
// which the workshop's calendar feed lists too.
import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import { signVisitAction } from '../../supabase/functions/_shared/request/visitActionToken'
import { PUBLISHABLE_KEY, SECRET_KEY, VISIT_ACTION_SECRET, VISIT_FEED_KEY } from '../../supabase/local/keys.mjs'
import { freeSlot } from './support/atelier'
import { axeViolations } from './support/axe'
import { emailFor, messagesWithText, supabaseUrl, uniqueText } from './support/backend'
import { hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'
import { emailSource, inboxEmails, type InboxEmail } from '../integration/helpers/inbox'

const inboxUrl = `http://127.0.0.1:${process.env.SUPABASE_INBOX_PORT ?? Number(process.env.SUPABASE_PORT ?? 54321) + 3}`
const service = { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/json' }

async function visitStatus(id: string): Promise<string> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/visit_action_subject`, {
    method: 'POST',
    headers: service,
    body: JSON.stringify({ message_id: id }),
  })
  return ((await response.json()) as { status: string }).status
}

async function waitForEmail(filter: (email: InboxEmail) => boolean): Promise<InboxEmail> {
  let found: InboxEmail | undefined
  await expect
    .poll(async () => (found = (await inboxEmails(inboxUrl)).find(filter)), { timeout: 30_000, message: 'the e-mail in the local inbox' })
    .toBeDefined()
  return found!
}

/** The message as the contact form sends it, with its visit, through the REST API. */
async function sendMessage({ id, visitor, text, slot }: { id: string; visitor: string; text: string; slot: { day: string; time: string } }) {
  const inserted = await fetch(`${supabaseUrl}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id,
      name: 'Claire Dubois',
      email: visitor,
      phone: null,
      service: 'horlogerie',
      subject: null,
      message: text,
      preferred_contact: 'email',
      urgency: 'normal',
      file_url: null,
      visit_date: slot.day,
      visit_time: slot.time,
    }),
  })
  expect(inserted.status).toBe(201)
}

const linkAfter = (email: InboxEmail, label: string) => new RegExp(`^${label}\u00a0: (\\S+)$`, 'm').exec(email.text)?.[1]

/** The visitor asks for the first free slot the picker offers, with a message, as on /contact. */
async function askForVisit(page: Page, text: string, visitor: string): Promise<{ id: string; slot: { day: string; time: string } }> {
  await page.goto('/contact?service=horlogerie#rendez-vous')
  await hydrated(page)
  const day = page.getByLabel('Jour', { exact: true })
  const time = page.getByLabel('Heure', { exact: true })
  await expect(day).toBeEnabled()
  await day.selectOption({ index: 1 })
  // The first time that is not taken: « Peu importe l’heure » comes first.
  const free = await time.locator('option:not([disabled]):not([value=""])').first().getAttribute('value')
  await time.selectOption(free!)
  await page.getByLabel('Nom complet').fill('Claire Dubois')
  await page.getByLabel('Adresse e-mail').fill(visitor)
  await page.getByLabel('Votre message').fill(text)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Demande de rendez-vous transmise')).toBeVisible({ timeout: 30_000 })
  const [row] = await messagesWithText(text)
  return { id: row!.id, slot: { day: row!.visit_date!, time: row!.visit_time!.slice(0, 5) } }
}

test('the workshop confirms a visit from its e-mail, and the visitor’s calendar file and the workshop’s feed hold it in Paris time at the workshop', async ({
  page,
}) => {
  const text = uniqueText('Bonjour, je souhaite montrer ma montre à l’atelier')
  const visitor = emailFor(text)
  const { id, slot } = await askForVisit(page, text, visitor)

  const workshopEmail = await waitForEmail((email) => email.text.includes(text))
  expect(workshopEmail.subject).toContain('Rendez-vous demandé\u00a0: ')
  const confirm = linkAfter(workshopEmail, 'Confirmer le rendez-vous')
  expect(confirm).toBeDefined()

  await page.goto(confirm!)
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmer le rendez-vous' })).toBeVisible()
  await expect(page.getByText('Rendez-vous demandé\u00a0:')).toBeVisible()
  // Opening the link, as a mail scanner does, changed nothing.
  expect(await visitStatus(id)).toBe('requested')
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click()
  await expect(page.getByText('Le rendez-vous est confirmé.')).toBeVisible()
  await expect(page.getByText('La confirmation est partie par e-mail.')).toBeVisible()
  // The answer takes the focus, so a screen reader reads it at once.
  await expect(page.getByRole('status').filter({ hasText: 'Le rendez-vous est confirmé.' })).toBeFocused()
  expect(await visitStatus(id)).toBe('confirmed')
  expect(await axeViolations(page)).toEqual([])
  // Pressed again (a reload of the link): « déjà fait », and no second e-mail.
  await page.reload()
  await expect(page.getByText('Déjà fait\u00a0: rien n’a changé.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirmer le rendez-vous' })).toHaveCount(0)

  // The confirmation, not the receipt the form's message got on arrival.
  const visitorEmail = await waitForEmail((email) => email.to.some((to) => to.address === visitor) && email.subject.includes('confirmée'))
  expect(visitorEmail.text).toContain('12 rue Jean Bologne, 75016 Paris')
  const attachments =
    (visitorEmail as InboxEmail & { attachments?: { generatedFileName?: string; fileName?: string; contentType: string }[] }).attachments ?? []
  const calendarFile = attachments.find(
    (attachment) => attachment.contentType.startsWith('text/calendar') && (attachment.fileName ?? attachment.generatedFileName)?.endsWith('.ics'),
  )
  expect(calendarFile, (await emailSource(inboxUrl, visitorEmail.id)).slice(0, 2000)).toBeDefined()
  const ics = await (
    await fetch(`${inboxUrl}/api/email/${visitorEmail.id}/attachment/${encodeURIComponent(calendarFile!.generatedFileName ?? calendarFile!.fileName!)}`)
  ).text()

  const calendar = new ICAL.Component(ICAL.parse(ics))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  const start = calendar.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!
  expect(start.getParameter('tzid')).toBe('Europe/Paris')
  expect(event.startDate.toString()).toBe(`${slot.day}T${slot.time}:00`)
  // The instant the wall time names in Paris, as the browser (in Europe/Paris) reads the slot.
  expect(event.startDate.toJSDate().getTime()).toBe(await page.evaluate(([day, time]) => new Date(`${day}T${time}:00`).getTime(), [slot.day, slot.time]))
  expect(event.endDate.subtractDate(event.startDate).toSeconds()).toBe(30 * 60)
  expect(event.location).toBe('12 rue Jean Bologne, 75016 Paris')
  expect(event.uid).toBe(`visite-${id}@127.0.0.1`)
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')

  // The workshop's calendar feed, which the owner's phone subscribes to, lists the same event.
  const feed = new ICAL.Component(ICAL.parse(await (await fetch(`${supabaseUrl}/functions/v1/visit-feed?key=${VISIT_FEED_KEY}`)).text()))
  const listed = feed.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
  const same = listed.find((candidate) => candidate.uid === event.uid)
  expect(same?.startDate.toString()).toBe(`${slot.day}T${slot.time}:00`)
  expect(same?.sequence).toBe(event.sequence)
})

test('the workshop proposes another slot from its e-mail, and the visitor accepts it in one click', async ({ page }) => {
  const slot = await freeSlot()
  const text = uniqueText('Bonjour, puis-je passer faire expertiser une bague')
  const id = crypto.randomUUID()
  const visitor = emailFor(text)
  await sendMessage({ id, visitor, text, slot })
  const workshopEmail = await waitForEmail((email) => email.text.includes(text))

  await page.goto(linkAfter(workshopEmail, 'Proposer un autre créneau')!)
  const choice = page.getByLabel('Créneau', { exact: true })
  await expect(choice).toBeVisible()
  const offered = await choice.locator('option').nth(3).textContent()
  await choice.selectOption({ index: 3 })
  await page.getByRole('button', { name: 'Proposer ce créneau' }).click()
  await expect(page.getByText('Le créneau est proposé.')).toBeVisible()
  expect(await visitStatus(id)).toBe('proposed')

  const proposal = await waitForEmail((email) => email.to.some((to) => to.address === visitor))
  expect(proposal.subject).toContain(offered!)
  // Opened from another e-mail, as a new page: the same page with another '#' is loaded again.
  await page.goto(linkAfter(proposal, 'Accepter ce créneau')!)
  await page.reload()
  await expect(page.getByText(`L’atelier vous propose\u00a0: ${offered}.`)).toBeVisible()
  expect(await visitStatus(id)).toBe('proposed')
  await page.getByRole('button', { name: 'Accepter ce créneau' }).click()
  await expect(page.getByText('Votre visite est confirmée.')).toBeVisible()
  expect(await visitStatus(id)).toBe('confirmed')
  expect(await axeViolations(page)).toEqual([])
})

test('an expired link of the workshop’s e-mail leads to the back office; a visitor’s expired link does not', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 410/)
  const expired = (action: 'close' | 'cancel') =>
    signVisitAction({ message: crypto.randomUUID(), action, expiresAt: new Date(Date.now() - 60_000) }, VISIT_ACTION_SECRET)
  await page.goto(`/suivi-demande#${await expired('close')}`)
  await hydrated(page)
  await expect(page.getByRole('status')).toHaveText('Ce lien a expiré. Rien n’a été fait.')
  await expect(page.getByRole('link', { name: 'Ouvrir l’espace atelier' })).toHaveAttribute('href', '/atelier')
  expect(await axeViolations(page)).toEqual([])

  // Another link, opened as a new visit (a change of the hash alone is not a new page).
  await page.goto('/')
  await page.goto(`/suivi-demande#${await expired('cancel')}`)
  await hydrated(page)
  await expect(page.getByRole('status')).toHaveText('Ce lien a expiré. Rien n’a été fait.')
  await expect(page.getByRole('link', { name: 'Ouvrir l’espace atelier' })).toHaveCount(0)
})
