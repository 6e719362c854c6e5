// The back office at /atelier, in the browser, against the test server's backend and inbox: sign-in
// with the code read from the local inbox after an invitation (npm run atelier:invite's own code),
// an address not invited (same screens, no e-mail), a code refused (five wrong tries, past its hour,
// already used: each with its own French message), a signed-in person who is not a member, and
// « À traiter »: a request sent as the contact form sends it, « Répondu », « Clore » after its
// confirmation, a visit confirmed (the visitor's e-mail in the inbox), a request closed elsewhere,
// and sign-out.
import type { Page } from '@playwright/test'
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.mjs'
import { waitForEmails } from '../integration/helpers/inbox'
import { axeViolations } from './support/axe'
import { contactImages, smallJpeg, supabaseUrl, uniqueText, runNumber } from './support/backend'
import { hydrated } from './support/builtPages'
import { inviteMember, projectFromEnv } from '../../scripts/atelier/members.mjs'
import { address, card, freeSlot, inboxUrl, member, othersPhotoGone, sendRequest, service, signIn, toAddress } from './support/atelier'
import { expect, test } from './support/fixtures'

test('an invited member signs in with the e-mailed code, stays signed in on reload, and signs out of this device', async ({ page, consoleWatch }) => {
  const email = await member(page, consoleWatch)
  await expect(page.getByText(`Connecté avec ${email}`)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Demandes à traiter' })).toBeVisible()
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click()
  await expect(page.getByLabel('Votre adresse e-mail')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('atelier-session'))).toBeNull()
})

test('« Se déconnecter partout » ends the session on the server too', async ({ page, browser, consoleWatch }) => {
  // A read still on its way when the member signs out (here the line on the public site, which the
  // back office reads as it opens and every 20 s after): sent once the session had ended, the server
  // refused it, and the browser logged the refusal. The sign-out now waits for it.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/rest/v1/rpc/atelier_site_publication', async (route) => {
    await held
    await route.continue()
  })
  await member(page, consoleWatch)
  const stored = await page.evaluate(() => localStorage.getItem('atelier-session'))
  const signedOut = page.waitForRequest('**/auth/v1/logout**')
  await page.getByRole('button', { name: 'Se déconnecter partout' }).click()
  const sentWhileReading = await Promise.race([signedOut.then(() => true), page.waitForTimeout(1_000).then(() => false)])
  release()
  expect(sentWhileReading, 'the sign-out sent while a read was on its way').toBe(false)
  await expect(page.getByLabel('Votre adresse e-mail')).toBeVisible()
  // Another device holding that session: its token no longer opens anything.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.addInitScript((session) => localStorage.setItem('atelier-session', session ?? ''), stored)
  await otherPage.goto('/atelier')
  await hydrated(otherPage)
  await expect(otherPage.getByText(/ne fait pas \(ou plus\) partie de l’équipe|Votre adresse e-mail/).first()).toBeVisible()
  await expect(otherPage.getByRole('heading', { name: 'Demandes à traiter' })).toHaveCount(0)
  await other.close()
})

test('an address that was not invited gets the same screen, and no e-mail', async ({ page, consoleWatch }) => {
  // The browser logs Auth's refusals (GoTrue's 422 for an address it sends nothing to, 403 for the code).
  consoleWatch.allow(/status of 422 .*\/auth\/v1\/otp$/)
  consoleWatch.allow(/status of 403 .*\/auth\/v1\/verify$/)
  const stranger = address('inconnu')
  await page.goto('/atelier')
  await hydrated(page)
  await page.getByLabel('Votre adresse e-mail').fill(stranger)
  await page.getByRole('button', { name: 'Recevoir un code' }).click()
  await expect(page.getByLabel('Code reçu par e-mail')).toBeVisible()
  await expect(
    page.getByText(`Si l’adresse ${stranger} fait partie de l’équipe, un code à six chiffres vient d’y être envoyé.`, { exact: false }),
  ).toBeVisible()
  expect(await waitForEmails(inboxUrl, 1, toAddress(stranger), { timeoutMs: 2_000, settleMs: 0 })).toEqual([])
  // A code typed anyway is refused as a wrong one.
  await page.getByLabel('Code reçu par e-mail').fill('123456')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Ce code ne fonctionne pas/)
})

/** Types `typed` as the code, presses « Se connecter », and gives the status of Auth's answer to it. */
async function tryCode(page: Page, typed: string) {
  await page.getByLabel('Code reçu par e-mail').fill(typed)
  const answer = page.waitForResponse((response) => response.url().endsWith('/auth/v1/verify'))
  await page.getByRole('button', { name: 'Se connecter' }).click()
  return (await answer).status()
}

test('a code tried wrong five times is tried no more: the right one is then refused on the screen, Auth not asked, with a French message that says why', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 403 .*\/auth\/v1\/verify$/)
  const email = address('essais')
  await inviteMember(projectFromEnv(process.env), email)
  await page.goto('/atelier')
  await hydrated(page)
  await page.getByLabel('Votre adresse e-mail').fill(email)
  await page.getByRole('button', { name: 'Recevoir un code' }).click()
  const [message] = await waitForEmails(inboxUrl, 1, toAddress(email), { timeoutMs: 15_000, settleMs: 0 })
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')![1]!
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10)
  for (let tries = 1; tries <= 5; tries++) {
    expect(await tryCode(page, wrong)).toBe(403)
    await expect(page.getByRole('alert')).toHaveText(
      tries < 5 ? /^Ce code ne fonctionne pas/ : /^Trop d’essais\s:\spar sécurité, ce code n’est plus accepté ici/,
    )
  }
  // The right code, now: the screen asks Auth no more (hosted Auth limits checks by rate only) and
  // says to ask for a new one.
  const asked: string[] = []
  page.on('request', (request) => void (request.url().endsWith('/auth/v1/verify') && asked.push(request.url())))
  await page.getByLabel('Code reçu par e-mail').fill(code)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('alert')).toHaveText(/^Trop d’essais\s:\spar sécurité, ce code n’est plus accepté ici\. Demandez un nouveau code\.$/)
  await expect(page.getByLabel('Code reçu par e-mail')).toHaveValue(code)
  await expect(page.getByRole('heading', { name: 'Demandes à traiter' })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('atelier-session'))).toBeNull()
  expect(asked).toEqual([])
})

test('a code past its hour is refused, with a French message that says it expired and what to do', async ({ page, request, consoleWatch }) => {
  consoleWatch.allow(/status of 403 .*\/auth\/v1\/verify$/)
  const email = address('expire')
  await inviteMember(projectFromEnv(process.env), email)
  await page.clock.install()
  await page.goto('/atelier')
  await hydrated(page)
  await page.getByLabel('Votre adresse e-mail').fill(email)
  await page.getByRole('button', { name: 'Recevoir un code' }).click()
  await expect(page.getByLabel('Code reçu par e-mail')).toBeVisible()
  const [message] = await waitForEmails(inboxUrl, 1, toAddress(email), { timeoutMs: 15_000, settleMs: 0 })
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')![1]!
  // An hour and a minute later, for the server and for the phone alike.
  expect((await request.post(`/__e2e/auth-code-age?email=${encodeURIComponent(email)}&seconds=3660`)).status()).toBe(204)
  await page.clock.setSystemTime(Date.now() + 3_660_000)
  expect(await tryCode(page, code)).toBe(403)
  await expect(page.getByRole('alert')).toHaveText(/^Ce code a expiré\s:\sun code ne vaut qu’une heure\. Demandez un nouveau code/)
  await expect(page.getByLabel('Code reçu par e-mail')).toHaveValue(code)
  await expect(page.getByRole('button', { name: 'Recevoir un nouveau code' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Demandes à traiter' })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('atelier-session'))).toBeNull()
})

test('a code that already signed in is refused when typed again, with a French message that says it has served', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 403 .*\/auth\/v1\/verify$/)
  // Asked again within the minute, Auth sends no new code and says when one may be asked for.
  consoleWatch.allow(/status of 429 .*\/auth\/v1\/otp$/)
  // Signed in, « À traiter » shows every open request: another test's may have lost its photo.
  consoleWatch.allow(othersPhotoGone)
  const email = address('deja')
  await inviteMember(projectFromEnv(process.env), email)
  const code = await signIn(page, email)
  await expect(page.getByRole('heading', { name: 'Demandes à traiter' })).toBeVisible()
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click()
  // Back in at once, with the code of the same e-mail.
  await page.getByLabel('Votre adresse e-mail').fill(email)
  await page.getByRole('button', { name: 'Recevoir un code' }).click()
  expect(await tryCode(page, code)).toBe(403)
  await expect(page.getByRole('alert')).toHaveText(/^Ce code a déjà servi à vous connecter\s:\sun code ne sert qu’une fois\./)
  await expect(page.getByLabel('Code reçu par e-mail')).toHaveValue(code)
  await expect(page.getByRole('heading', { name: 'Demandes à traiter' })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('atelier-session'))).toBeNull()
})

test('a signed-in person who is not a member sees a plain explanation, and nothing else', async ({ page }) => {
  const email = address('ancien')
  const created = await fetch(`${supabaseUrl}/auth/v1/admin/users`, { method: 'POST', headers: service, body: JSON.stringify({ email, email_confirm: true }) })
  expect(created.status).toBe(200)
  await signIn(page, email)
  await expect(page.getByRole('heading', { name: 'Accès réservé à l’équipe' })).toBeVisible()
  await expect(page.getByText(`L’adresse ${email} ne fait pas (ou plus) partie de l’équipe`, { exact: false })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Demandes à traiter' })).toHaveCount(0)
})

test('« À traiter » lists a request with how long ago, its photo and its visit; « Répondu », then « Clore » after its confirmation', async ({
  page,
  consoleWatch,
}) => {
  const photo = `${crypto.randomUUID()}.jpg`
  const uploaded = await fetch(`${supabaseUrl}/storage/v1/object/contact_images/${photo}`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}`, 'content-type': 'image/jpeg' },
    body: await smallJpeg(),
  })
  expect(uploaded.status).toBe(200)
  const name = `Claire ${uniqueText('Dubois').replace(/\D/g, '').slice(-8)}`
  const slot = await freeSlot()
  await sendRequest({ name, phone: '06 12 34 56 78', message: uniqueText('Fermoir cassé'), file_url: photo, visit_date: slot.day, visit_time: slot.time })
  // The owner opens the list forty minutes later.
  await page.clock.install({ time: new Date(Date.now() + 40 * 60_000) })
  await member(page, consoleWatch)
  const request = card(page, name)
  await expect(request).toContainText('Réparation')
  await expect(request).toContainText('Reçue il y a 40 minutes')
  await expect(request).toContainText(/Visite demandée\u00a0: .+ — à confirmer/)
  const thumbnail = request.getByRole('img', { name: `Photo jointe par ${name}` })
  await expect(thumbnail).toBeVisible()
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(await thumbnail.getAttribute('src')).toMatch(/\/storage\/v1\/object\/sign\/contact_images\/.+\?token=/)
  await expect(request.getByRole('link', { name: 'Répondre par WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/33612345678\?text=Bonjour/)
  await expect(request.getByRole('link', { name: 'Répondre par e-mail' })).toHaveAttribute('href', /^mailto:visiteur-.+\?subject=/)

  await request.getByRole('button', { name: 'Marquer « Répondu »' }).click()
  await expect(page.getByText('Demande marquée « Répondu ».')).toBeVisible()
  await expect(request.getByText('Répondu', { exact: true })).toBeVisible()

  await request.getByRole('button', { name: 'Clore' }).click()
  const dialog = page.getByRole('dialog', { name: 'Clore cette demande ?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Non, revenir' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(request).toBeVisible()
  await request.getByRole('button', { name: 'Clore' }).click()
  await page.getByRole('button', { name: 'Oui, clore et supprimer la photo' }).click()
  await expect(page.getByText('Demande close.')).toBeVisible()
  await expect(request).toHaveCount(0)
  expect(await contactImages(photo)).toEqual([])
})

test('a visit confirmed from « À traiter »: the visitor gets the confirmation e-mail, and the journal names the member', async ({ page, consoleWatch }) => {
  const name = `Paul ${runNumber()}`
  const email = address('visite')
  const slot = await freeSlot()
  await sendRequest({ name, email, message: uniqueText('Visite'), visit_date: slot.day, visit_time: slot.time })
  const member_ = await member(page, consoleWatch)
  const request = card(page, name)
  await request.getByRole('button', { name: 'Confirmer la visite' }).click()
  await expect(page.getByText('Visite confirmée : la personne a reçu la confirmation par e-mail.'.replace(' :', '\u00a0:'))).toBeVisible()
  await expect(request).toContainText('confirmée')
  const [confirmation] = await waitForEmails(inboxUrl, 1, toAddress(email), { timeoutMs: 15_000, settleMs: 0 })
  expect(confirmation?.subject).toMatch(/^Votre visite à l’atelier est confirmée/)
  await page.getByRole('tab', { name: 'Journal' }).click()
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `demande de ${name}` })
      .first(),
  ).toContainText(`${member_} a confirmé la visite`)
})

test('a request closed in another tab meanwhile: the action here says so, and nothing is done', async ({ page, consoleWatch }) => {
  const name = `Marie ${runNumber()}`
  const id = await sendRequest({ name, message: uniqueText('Bague') })
  await member(page, consoleWatch)
  const request = card(page, name)
  await expect(request).toBeVisible()
  const closed = await fetch(`${supabaseUrl}/rest/v1/rpc/close_contact_message`, { method: 'POST', headers: service, body: JSON.stringify({ message_id: id }) })
  expect(closed.status).toBe(200)
  await request.getByRole('button', { name: 'Marquer « Répondu »' }).click()
  await expect(page.getByText(/Cette demande a été close entre-temps/)).toBeVisible()
  await expect(request).toHaveCount(0)
})
