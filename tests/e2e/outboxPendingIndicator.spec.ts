// The indicator of messages waiting on the device, on a phone and a desktop: it never hides the
// control a keyboard visitor is on, and a tap under it reaches the page.
import { uniqueText } from './support/backend'
import { sendOffline } from './support/contactForm'
import { expect, test } from './support/fixtures'
import { pending, startFromControlledPage } from './support/outbox'
import { hydrated } from './support/serviceWorker'

startFromControlledPage()

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])
  test(`at ${viewport.width} px, the pending indicator never hides the control a keyboard visitor is on, nor takes a click meant for it`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/contact')
    await hydrated(page)
    await context.setOffline(true)
    await sendOffline(page, uniqueText('Indicateur par-dessus le formulaire'))
    const indicator = pending(page)
    await expect(indicator).toBeVisible()
    const pill = (await indicator.boundingBox())!
    // Every stop of the keyboard, from the top of the page: the browser scrolls each into view.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.locator('body').focus()
    const covered: string[] = []
    let stops = 0
    for (let seen = new Set<string>(); stops < 80; stops += 1) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (!element || element === document.body) return null
        // The toasts are drawn above the indicator, and stay where they are whatever the scroll.
        if (element.closest('[data-sonner-toaster]')) return { name: 'toast', x: 0, y: 0, width: 0, height: 0, key: element.outerHTML.slice(0, 200) }
        const { x, y, width, height } = element.getBoundingClientRect()
        return {
          name: `${element.tagName.toLowerCase()} ${(element.getAttribute('aria-label') ?? element.textContent ?? element.id).trim().slice(0, 40)}`,
          x,
          y,
          width,
          height,
          key: element.outerHTML.slice(0, 200),
        }
      })
      if (!focused || seen.has(focused.key)) break
      seen.add(focused.key)
      const overlaps =
        focused.x < pill.x + pill.width && pill.x < focused.x + focused.width && focused.y < pill.y + pill.height && pill.y < focused.y + focused.height
      if (overlaps && focused.width > 0) covered.push(focused.name)
    }
    expect(stops).toBeGreaterThan(10)
    expect(covered).toEqual([])
    // A tap on the part of the page under the indicator reaches the page: the indicator says, it takes nothing.
    const underneath = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="status"]') ?? null, {
      x: pill.x + pill.width / 2,
      y: pill.y + pill.height / 2,
    })
    expect(underneath).toBeNull()
  })
