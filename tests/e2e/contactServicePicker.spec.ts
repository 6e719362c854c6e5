// The contact form's service picker: what a ?service= link preselects, and the radio group's keyboard.
import { contactServiceName } from '../../lib/content/contactChoices'
import { openContact } from './support/contactForm'
import { expect, test } from './support/fixtures'

test.describe('service picker', () => {
  // Every ?service= link the built site emits is checked against the form's resolution in
  // tests/dist/serviceLinks.test.ts; here the browser proves the page applies it, for each kind of
  // value: a short alias, a jewellery and a watch page's slug, an unknown value and none.
  test('a ?service= value preselects its service, anything else création', async ({ page }) => {
    const cases = [
      ['expertise', 'expertise'],
      ['sertissage-pierres', 'réparation'],
      ['reparation-montres', 'horlogerie'],
      ['inconnu', 'création'],
      ['', 'création'],
    ]
    for (const [param, expected] of cases) {
      await openContact(page, param ? `?service=${encodeURIComponent(param)}` : '')
      await expect(page.getByRole('radio', { name: new RegExp(`^${contactServiceName(expected!)}`) }), `?service=${param}`).toBeChecked()
    }
  })

  test('offers seven services as one radio group, operable from the keyboard', async ({ page }) => {
    await openContact(page, '?service=expertise')
    await expect(page.getByRole('radio')).toHaveCount(7)
    await page.getByRole('radio', { name: /^Expertise/ }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: /^Mise à taille/ })).toBeChecked()
    await expect(page.getByRole('radio', { name: /^Expertise/ })).not.toBeChecked()
  })
})
