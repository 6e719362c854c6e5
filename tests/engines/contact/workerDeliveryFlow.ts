// A message the service worker delivers while no page of the site is open: the next page announces
// it, once.
import { expect, test } from 'vitest'
import { contactToasts } from '../../../features/contact/contactToasts'
import { readOutboxEntries } from '../../e2e/support/outboxEntries'
import type { EnginePage } from '../engine'
import { waitInPage } from '../hydration'
import { deliveredCount, pageWatch } from '../watch'
import type { ContactSession } from './session'
import { backendDown, sendAndWaitForToast, sleep, uniqueText, waitForDeliveredToast, waitForRow, whileBackendDown } from './steps'

/** Waits for the service worker to control the page; on failure, says where the worker got to. */
async function waitForWorkerControl(page: EnginePage): Promise<void> {
  await waitInPage(page, 'the service worker to control the page', () => navigator.serviceWorker?.controller !== null, null, 45_000).catch(
    async (error: Error) => {
      // Never registered, stuck installing (a precache fetch), waiting, or active without claiming the page.
      const state = await page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker?.getRegistration()
          const of = (worker: ServiceWorker | null | undefined) => worker?.state ?? null
          return JSON.stringify({
            registered: Boolean(registration),
            installing: of(registration?.installing),
            waiting: of(registration?.waiting),
            active: of(registration?.active),
            hydrated: document.documentElement.dataset.hydrated ?? null,
          })
        }, null)
        .catch((cause: Error) => `unreadable: ${cause.message}`)
      throw new Error(`${error.message}; the worker: ${state}`)
    },
  )
}

/**
 * Sends `text` with the backend down, then leaves the site (no page of it is left to deliver) before
 * the backend comes back: when the message is next due, in ms since the epoch.
 */
async function queueAndLeave(session: ContactSession, text: string): Promise<number> {
  const { page, stack } = session
  return whileBackendDown(stack, async () => {
    await sendAndWaitForToast(page, text, { title: contactToasts.queuedServerDown.title })
    const due = Math.max(...(await page.evaluate(readOutboxEntries, null)).map((entry) => entry.nextAttemptAt))
    await session.expectClean(page)
    await page.visit('about:blank')
    return due
  })
}

/**
 * Once the idle worker has been stopped, opening anything of the site's that runs no script (an
 * icon) starts the worker, which delivers what is due. A worker still running (the engine stops it
 * later than usual on a busy host) delivers nothing for an icon: the visitor leaves again, and comes
 * back once it has had time to stop; three times at most.
 */
async function openIconUntilDelivered({ page, stack, engine }: ContactSession, text: string): Promise<void> {
  for (let visit = 1; ; visit += 1) {
    await page.visit('/icons/icon-192.png')
    const arrived = await waitForRow(stack, text, 15_000).then(
      () => true,
      (error: Error) => {
        if (visit === 3) throw error
        return false
      },
    )
    if (arrived) return
    await page.visit('about:blank')
    await sleep(engine.workerIdleMs + 2_000)
  }
}

export function describeWorkerDeliveryFlow(session: ContactSession): void {
  test('a message the service worker delivers while no page of the site is open is announced once, by the next page', async () => {
    const { page, stack, engine } = session
    session.allow(backendDown)
    const text = uniqueText('Livré par le service worker')
    await page.goto('/contact')
    await waitForWorkerControl(page)
    const due = await queueAndLeave(session, text)
    // Once the message's backoff has ended and the idle worker has been stopped.
    await sleep(Math.max(due - Date.now(), 0) + engine.workerIdleMs + 2_000)
    expect(await stack.rowsWithText(text)).toEqual([])
    await openIconUntilDelivered(session, text)

    await page.goto('/services')
    await waitForDeliveredToast(page)
    await sleep(2_000)
    expect(deliveredCount(await pageWatch(page))).toBe(1)
    await session.expectClean(page)
    // Told once: the next page says nothing more.
    await page.goto('/a-propos')
    await sleep(3_000)
    expect(deliveredCount(await pageWatch(page))).toBe(0)
    expect(await stack.rowsWithText(text)).toHaveLength(1)
    await session.expectClean(page)
  }, 200_000)
}
