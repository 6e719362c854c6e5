// The back office in WebKit (WebKitGTK, the engine of every iPhone browser): a member signs in with
// the code e-mailed to them (read from a local inbox) and marks a request « Répondu » in « À traiter »,
// as the owner does from an iPhone; then sends a quote, which the customer accepts on the tracking
// page, as from an iPhone too. Chromium runs the same and more with Playwright
// (tests/e2e/atelier.spec.ts, quoteAnswer.spec.ts, requestStory.spec.ts).
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { quoteTexts } from '../../features/atelier/texts/quotes'
import { actionLabels, results, toDo } from '../../features/atelier/texts/requests'
import { stepEmailTexts } from '../../features/atelier/texts/stepEmails'
import { quoteTexts as customerQuoteTexts } from '../../features/request-tracking/texts/quote'
import { signIn } from '../../features/atelier/texts/signIn'
import { inviteMember } from '../../scripts/atelier/members.mjs'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys.mjs'
import { codeFromInbox } from '../integration/helpers/signInByCode'
import type { Engine, EnginePage } from './engine'
import { waitInPage } from './hydration'
import { startEngineStack, type EngineStack } from './stack'
import { refuseCookies } from './visitor'
import { problemsOf } from './watch'
import { launchWebKit } from './webkit'

/** Vike's notice that hydration took over 4 s: WebKit renders in software here (contact/session.ts says more). */
const hostTooSlow = /\[vike\]\[Warning\] The onRenderClient\(\) hook defined by \/pages\/\+onRenderClient\.tsx is slow/

/** The text of the card of `name`'s request, or null while the list does not show it. */
const cardText = (page: EnginePage, name: string) =>
  page.evaluate(
    (visitor) => [...document.querySelectorAll('article')].find((card) => card.querySelector('h3')?.textContent === visitor)?.textContent ?? null,
    name,
  )

/** Sends the visitor's row as the contact form does, with the tracking secret the form would draw. */
async function sendRequest(apiUrl: string, name: string, secret?: string): Promise<string> {
  const id = crypto.randomUUID()
  const sent = await fetch(`${apiUrl}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id,
      name,
      email: `visiteur-${Date.now()}@exemple.fr`,
      phone: null,
      service: 'réparation',
      subject: null,
      message: 'Un fermoir cassé.',
      preferred_contact: 'email',
      urgency: 'normal',
      file_url: null,
      ...(secret ? { tracking_secret: secret } : {}),
    }),
  })
  expect(sent.status, await sent.clone().text()).toBe(201)
  return id
}

/** Presses the button labelled `label` on the card of `name`'s request. */
const pressOnCard = (page: EnginePage, name: string, label: string) =>
  page.evaluate(
    ([visitor, text]) => {
      const card = [...document.querySelectorAll('article')].find((article) => article.querySelector('h3')?.textContent === visitor)
      const button = [...(card?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent === text)
      button?.scrollIntoView({ block: 'center' })
      button?.click()
      return button !== undefined
    },
    [name, label] as const,
  )

const shows = (page: EnginePage, what: string, text: string) =>
  waitInPage(page, what, (words) => document.body.textContent?.includes(words) ?? false, text, 30_000)

describe('WebKit, the back office', () => {
  let inbox: LocalInbox
  let stack: EngineStack
  let engine: Engine
  let page: EnginePage

  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    stack = await startEngineStack({ mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort } })
    engine = await launchWebKit(stack.siteUrl)
    page = await engine.newPage()
    await refuseCookies(page)
  }, 180_000)

  afterAll(async () => {
    await engine?.quit()
    await stack?.close()
    await inbox?.close()
  })

  test('a member signs in with the e-mailed code, then marks a request « Répondu » in « À traiter »', async () => {
    const email = `atelier-${Date.now()}@exemple.fr`
    await inviteMember({ url: stack.apiUrl, secretKey: SECRET_KEY }, email)
    const name = `Claire ${Date.now() % 1e8}`
    const id = await sendRequest(stack.apiUrl, name)

    await page.goto('/atelier')
    // The back office's code loads once the page has hydrated.
    await waitInPage(page, 'the e-mail field', () => document.getElementById('atelier-email') !== null, null, 30_000)
    await page.type('#atelier-email', email)
    await page.clickButton(signIn.sendCode)
    await waitInPage(page, 'the code field', () => document.getElementById('atelier-code') !== null, null, 30_000)
    const { code } = await codeFromInbox(inbox.url, email)
    await page.type('#atelier-code', code)
    await page.clickButton(signIn.verify)
    await waitInPage(
      page,
      `the request of ${name} in « À traiter »`,
      (visitor) => [...document.querySelectorAll('article h3')].some((h) => h.textContent === visitor),
      name,
      30_000,
    )
    expect(await page.evaluate(() => document.getElementById('to-do-heading')?.textContent ?? null, null)).toBe(toDo.heading)

    await page.clickButton(actionLabels.reply)
    await waitInPage(page, 'the toast', (text) => document.body.textContent?.includes(text) ?? false, results.reply, 30_000)
    await waitInPage(
      page,
      'the card marked « Répondu », its button gone',
      ([visitor, label]) => {
        const card = [...document.querySelectorAll('article')].find((article) => article.querySelector('h3')?.textContent === visitor)
        return Boolean(card?.textContent?.includes('Répondu')) && ![...(card?.querySelectorAll('button') ?? [])].some((button) => button.textContent === label)
      },
      [name, actionLabels.reply] as const,
    )
    expect(await cardText(page, name)).toContain(toDo.replied)
    const stored = await fetch(`${stack.apiUrl}/rest/v1/contact_messages?id=eq.${id}&select=replied_at`, {
      headers: { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}` },
    })
    expect(((await stored.json()) as { replied_at: string | null }[])[0]?.replied_at).not.toBeNull()
    const problems = [...(await problemsOf(page)), ...engine.consoleProblems()]
    expect(problems.filter((problem) => !hostTooSlow.test(problem))).toEqual([])
  })

  // Signed in by the test above, in the same tab.
  test('the workshop sends a quote; the customer accepts it on the tracking page, by a button', async () => {
    const name = `Louise ${Date.now() % 1e8}`
    const secret = randomBytes(32).toString('base64url')
    const id = await sendRequest(stack.apiUrl, name, secret)
    await page.goto('/atelier')
    await waitInPage(
      page,
      `the request of ${name}`,
      (visitor) => [...document.querySelectorAll('article h3')].some((h) => h.textContent === visitor),
      name,
      30_000,
    )
    expect(await pressOnCard(page, name, quoteTexts.send)).toBe(true)
    await waitInPage(page, 'the quote form', (field) => document.getElementById(field) !== null, `quote-${id}-amount`, 30_000)
    await page.type(`#quote-${id}-amount`, '120')
    await page.type(`#quote-${id}-delay`, '10')
    await page.type(`#quote-${id}-note`, 'Remplacement du fermoir.')
    await page.clickButton(quoteTexts.confirm)
    await shows(page, 'the e-mail to the customer offered', stepEmailTexts.skip)
    await page.clickButton(stepEmailTexts.skip)

    await page.goto(`/suivi#${secret}`)
    await shows(page, 'the quote', customerQuoteTexts.waiting)
    await page.clickButton(customerQuoteTexts.accept)
    await shows(page, 'the question', customerQuoteTexts.confirm.accepted.yes)
    await page.clickButton(customerQuoteTexts.confirm.accepted.yes)
    await shows(page, 'the answer recorded', customerQuoteTexts.answered.accepted)
    const stored = await fetch(`${stack.apiUrl}/rest/v1/request_statuses?message_id=eq.${id}&select=status&order=at.desc,id.desc&limit=1`, {
      headers: { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}` },
    })
    expect(((await stored.json()) as { status: string }[])[0]?.status).toBe('quote_accepted')
    const problems = [...(await problemsOf(page)), ...engine.consoleProblems()]
    expect(problems.filter((problem) => !hostTooSlow.test(problem))).toEqual([])
  })
})
