// Two tabs of the site, each with a message queued while the backend is down: each arrives once,
// and is announced once, by one tab or the other.
import { expect, onTestFinished, test } from 'vitest'
import { contactToasts } from '../../../features/contact/contactToasts'
import type { EnginePage } from '../engine'
import { waitInPage } from '../hydration'
import { deliveredCount, pageWatch } from '../watch'
import type { ContactSession } from './session'
import { backendDown, poll, sendAndWaitForToast, sleep, uniqueText, waitForRow, whileBackendDown } from './steps'

/** With the backend down, sends each tab's message from that tab, until both tabs show both pending. */
async function queueOnePerTab(session: ContactSession, tabs: readonly EnginePage[], texts: readonly string[]): Promise<void> {
  await whileBackendDown(session.stack, async () => {
    for (const [index, tab] of tabs.entries()) {
      await tab.focus()
      await sendAndWaitForToast(tab, texts[index]!, { title: contactToasts.queuedServerDown.title })
    }
    for (const tab of tabs) await waitInPage(tab, 'both messages pending', () => /2 messages en attente d’envoi/.test(document.body.textContent ?? ''), null)
  })
}

/** How many deliveries each tab announced. */
const announcedBy = (tabs: readonly EnginePage[]) => Promise.all(tabs.map(async (tab) => deliveredCount(await pageWatch(tab))))

export function describeTwoTabsFlow(session: ContactSession): void {
  test('two tabs with queued messages: each message arrives exactly once, and is announced once', async () => {
    const { engine, stack } = session
    session.allow(backendDown)
    const first = session.page
    const second = await engine.newPage()
    const tabs = [first, second] as const
    const texts = [uniqueText('Onglet A'), uniqueText('Onglet B')]
    // Closed whatever happens: a tab left open on the site would deliver in the next tests' place.
    onTestFinished(() => second.close().catch(() => undefined))
    await first.goto('/contact')
    await second.goto('/contact')
    await queueOnePerTab(session, tabs, texts)
    for (const text of texts) await waitForRow(stack, text, 60_000, `the row of ${text}`)
    await poll(
      'both deliveries announced',
      () => announcedBy(tabs),
      (counts) => counts[0]! + counts[1]! >= 2,
      15_000,
    )
    await sleep(3_000)
    const counts = await announcedBy(tabs)
    // On failure, say what each tab showed and since when.
    expect(counts[0]! + counts[1]!, JSON.stringify(await Promise.all(tabs.map(pageWatch)))).toBe(2)
    for (const text of texts) expect(await stack.rowsWithText(text)).toHaveLength(1)
    await session.expectClean(first, second)
  }, 150_000)
}
