// The back office in WebKit (WebKitGTK, the engine of every iPhone browser): a member signs in with
// the code e-mailed to them (read from a local inbox) and marks a request « Répondu » in « À traiter »,
// as the owner does from an iPhone. Chromium runs the same and more with Playwright (tests/e2e/atelier.spec.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { actionLabels, results, toDo } from '../../features/atelier/texts/requests'
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
    const id = crypto.randomUUID()
    const name = `Claire ${Date.now() % 1e8}`
    const sent = await fetch(`${stack.apiUrl}/rest/v1/contact_messages`, {
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
      }),
    })
    expect(sent.status, await sent.clone().text()).toBe(201)

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
})
