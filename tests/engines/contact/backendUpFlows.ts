// The contact page with the backend up: a plain message, a visit request, the icons drawn, a message
// with a photo.
import { expect, test } from 'vitest'
import { contactToasts } from '../../../features/contact/contactToasts'
import { visitToasts } from '../../../features/contact/visitToasts'
import type { EnginePage } from '../engine'
import { waitInPage } from '../hydration'
import { pageWatch } from '../watch'
import type { ContactSession } from './session'
import { formMessage, photosAddedSince, sendAndWaitForToast, sleep, uniqueText, waitForIcons } from './steps'

/** Chooses the option at `index` of the picker's select `name`: its value and its label. */
const choose = (page: EnginePage, name: string, index: number) =>
  page.evaluate(
    ([n, i]) => {
      const select = document.querySelector<HTMLSelectElement>(`select[name="${n}"]`)!
      select.selectedIndex = i
      select.dispatchEvent(new Event('change', { bubbles: true }))
      return [select.value, select.selectedOptions[0]?.textContent ?? ''] as const
    },
    [name, index] as const,
  )

/** Chooses the first day the visit picker offers, then its first time. */
async function chooseFirstVisitSlot(page: EnginePage) {
  // The picker's code loads as it nears the viewport.
  await page.evaluate(() => document.getElementById('rendez-vous')?.scrollIntoView(), null)
  await waitInPage(
    page,
    'the visit picker to offer its days',
    () => (document.querySelector<HTMLSelectElement>('select[name="visitDate"]')?.options.length ?? 0) > 1,
    null,
    30_000,
  )
  const [day, dayLabel] = await choose(page, 'visitDate', 1)
  await waitInPage(page, 'the times of that day', () => (document.querySelector<HTMLSelectElement>('select[name="visitTime"]')?.options.length ?? 0) > 1, null)
  const [time, timeLabel] = await choose(page, 'visitTime', 1)
  return { day, dayLabel, time, timeLabel }
}

export function describeBackendUpFlows(session: ContactSession): void {
  test('a plain message: "Message envoyé" once, exactly one row, no pending indicator on the way', async () => {
    const { page, stack } = session
    session.allow()
    const text = uniqueText('Message simple')
    await page.goto('/contact')
    await sendAndWaitForToast(page, text, contactToasts.sent)
    expect(await stack.rowsWithText(text)).toHaveLength(1)
    expect(await formMessage(page)).toBe('')
    await sleep(500)
    const watch = await pageWatch(page)
    expect(watch.pendingSeen).toEqual([])
    expect(watch.toasts.map((t) => t.title)).toEqual([contactToasts.sent.title])
    await session.expectClean(page)
  })

  test('a visit request: a day and a time chosen in the picker leave with the message, and the visitor reads it is transmitted', async () => {
    const { page, stack } = session
    session.allow()
    const text = uniqueText('Demande de rendez-vous')
    await page.goto('/contact')
    const { day, dayLabel, time, timeLabel } = await chooseFirstVisitSlot(page)
    await sendAndWaitForToast(page, text, {
      title: visitToasts.sent({ day, time }).title,
      description: `Votre demande de rendez-vous pour ${dayLabel} à ${timeLabel} est transmise\u202f; l’atelier vous confirme le créneau par e-mail.`,
    })
    const rows = await stack.rowsWithText(text)
    expect(rows).toMatchObject([{ visit_date: day, visit_time: time }])
    await session.expectClean(page)
  })

  test("the icons in view draw the page's symbols", async () => {
    const { page } = session
    session.allow()
    await page.goto('/contact')
    const icons = await waitForIcons(page)
    expect(icons.shown.length).toBeGreaterThan(3)
    await session.expectClean(page)
  })

  test('a message with a real JPEG leaves on the first press: "Message envoyé", one row, one stored photo', async () => {
    const { page, stack } = session
    session.allow()
    const text = uniqueText('Message avec photo')
    await page.goto('/contact')
    const before = await stack.storedPhotos()
    await sendAndWaitForToast(page, text, contactToasts.sent, session.photo)
    const rows = await stack.rowsWithText(text)
    expect(rows).toHaveLength(1)
    const added = await photosAddedSince(stack, before)
    expect(added).toHaveLength(1)
    expect(added[0]!.size).toBeGreaterThan(500)
    expect(rows[0]!.file_url).toBe(added[0]!.name)
    const watch = await pageWatch(page)
    expect(watch.toasts.map((t) => t.title)).toEqual([contactToasts.sent.title])
    expect(watch.pendingSeen).toEqual([])
    await session.expectClean(page)
  })
}
