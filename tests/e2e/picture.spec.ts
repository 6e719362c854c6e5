// A photograph's ground pulses while the photograph loads in view, and only then (the film's poster
// on /, the one lazy photograph of the site).
import { hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'

test.use({ viewport: { width: 412, height: 823 } })

test("the film's poster pulses while it loads in view, not before the visitor reaches it, and stops once it has arrived", async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let requested = false
  await page.route('**/images/atelier-poster-*', async (route) => {
    requested = true
    await held
    await route.continue()
  })
  await page.goto('/')
  await hydrated(page)
  // The poster's ground: the span around its <picture>.
  const ground = page.locator('img[src*="atelier-poster"]').locator('xpath=../..')
  const pulses = () => ground.evaluate((element) => element.getAnimations().filter((animation) => animation.playState === 'running').length)

  await expect(ground).not.toBeInViewport()
  expect(await pulses(), 'pulsing far below the visitor').toBe(0)

  await ground.scrollIntoViewIfNeeded()
  await expect.poll(() => requested, { message: 'the poster is requested once near' }).toBe(true)
  await expect.poll(pulses, { message: 'pulsing while it loads in view' }).toBe(1)

  release()
  await expect(ground.locator('img')).toHaveCSS('opacity', '1')
  await expect.poll(pulses, { message: 'still once it has arrived' }).toBe(0)
})
