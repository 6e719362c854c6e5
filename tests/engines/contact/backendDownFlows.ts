// The backend down when the visitor sends, then back: the message is kept on the device and
// arrives once, with its photo if it has one.
import { describe, expect, test } from 'vitest'
import { contactToasts } from '../../../features/contact/contactToasts'
import { sendErrorToast } from '../../../features/contact/sendErrorToast'
import { waitInPage } from '../hydration'
import { deliveredCount, pageWatch } from '../watch'
import type { ContactSession } from './session'
import {
  backendDown,
  formMessage,
  pendingShown,
  photosAddedSince,
  poll,
  sendAndWaitForToast,
  sleep,
  uniqueText,
  waitForDeliveredToast,
  waitForRow,
  whileBackendDown,
} from './steps'

/** Sends `text` with the backend down: the visitor reads it is kept, the form empties, the pending indicator shows, nothing arrives. */
async function sendWhileBackendDown({ page, stack }: ContactSession, text: string): Promise<void> {
  await whileBackendDown(stack, async () => {
    await sendAndWaitForToast(page, text, contactToasts.queuedServerDown)
    await waitInPage(page, 'the pending indicator', () => /1 message en attente d’envoi/.test(document.body.textContent ?? ''), null)
    expect(await formMessage(page)).toBe('')
    expect((await pageWatch(page)).toasts.map((t) => t.title)).toEqual([contactToasts.queuedServerDown.title])
    // Long enough for the page's first retries to meet the outage too.
    await sleep(6_500)
    expect(await stack.rowsWithText(text)).toEqual([])
  })
}

/** Once the backend is back: the message arrives within 60 s, and the page says it has left. */
async function expectDeliveredAfterReturn({ page, stack, engine }: ContactSession, text: string): Promise<void> {
  const back = Date.now()
  await waitForRow(stack, text)
  const delay = Date.now() - back
  console.log(`${engine.name}: delivered ${(delay / 1000).toFixed(1)} s after the backend's return`)
  await waitForDeliveredToast(page)
  await poll(
    'the pending indicator to go',
    () => pendingShown(page),
    (shown) => shown === null,
    10_000,
  )
}

export function describeBackendDownFlows(session: ContactSession): void {
  describe('the backend down, then back', () => {
    test('a message is announced as kept on this device (no error to retry by hand), and arrives once within 60 s of the return, without a reload', async () => {
      const { page, stack } = session
      session.allow(backendDown)
      const text = uniqueText('Serveur injoignable')
      await page.goto('/contact')
      await sendWhileBackendDown(session, text)
      await expectDeliveredAfterReturn(session, text)
      await sleep(2_000)
      expect(await stack.rowsWithText(text)).toHaveLength(1)
      const watch = await pageWatch(page)
      expect(deliveredCount(watch)).toBe(1)
      expect(watch.toasts.some((t) => t.title === sendErrorToast.title)).toBe(false)
      await session.expectClean(page)
    }, 120_000)

    test('a message with a photo is kept too, and arrives once with its photo', async () => {
      const { page, stack } = session
      session.allow(backendDown)
      const text = uniqueText('Serveur injoignable, avec photo')
      await page.goto('/contact')
      const before = await stack.storedPhotos()
      await whileBackendDown(stack, async () => {
        await sendAndWaitForToast(page, text, contactToasts.queuedServerDown, session.photo)
        expect(await formMessage(page)).toBe('')
      })
      await waitForRow(stack, text)
      await waitForDeliveredToast(page)
      const [row, ...others] = await stack.rowsWithText(text)
      expect(others).toEqual([])
      const added = await photosAddedSince(stack, before)
      expect(added).toHaveLength(1)
      expect(row!.file_url).toBe(added[0]!.name)
      expect((await pageWatch(page)).toasts.some((t) => t.title === sendErrorToast.title)).toBe(false)
      await session.expectClean(page)
    }, 120_000)
  })
}
