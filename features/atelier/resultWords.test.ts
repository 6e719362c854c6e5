import { expect, it } from 'vitest'
import { resultWords } from './resultWords'

it('tells what was done, and warns when the e-mail did not leave', () => {
  expect(resultWords('confirm', { outcome: 'done', mailed: true })).toEqual({ text: expect.stringMatching(/^Visite confirmée/) as string, ok: true })
  expect(resultWords('confirm', { outcome: 'done', mailed: false }).text).toMatch(/l’e-mail n’a pas pu partir/)
  expect(resultWords('close', { outcome: 'done', photoDeleted: false }).text).toMatch(/le sera automatiquement/)
})

it('says plainly that a request closed elsewhere was left as it is', () => {
  expect(resultWords('reply', { outcome: 'refused', reason: 'closed' })).toEqual({ text: expect.stringMatching(/close entre-temps/) as string, ok: false })
  expect(resultWords('confirm', { outcome: 'refused', reason: 'visit_slot_full' }).text).toMatch(/complet/)
  expect(resultWords('confirm', { outcome: 'failed' }).text).toMatch(/Rien n’a été fait/)
})

it('says a declined visit keeps its request open, and why a decline was refused', () => {
  expect(resultWords('decline', { outcome: 'done' })).toEqual({ text: expect.stringMatching(/^Visite déclinée.*reste ouverte/) as string, ok: true })
  expect(resultWords('decline', { outcome: 'refused', reason: 'reason_missing' }).text).toMatch(/Écrivez un message/)
  expect(resultWords('decline', { outcome: 'refused', reason: 'not_member' }).text).toMatch(/accès .* retiré/)
})
