import { describe, expect, it } from 'vitest'
import { signVisitAction } from '../../../supabase/functions/_shared/request/visitActionToken'
import { alreadySettled, choosableSlots, isWorkshopLink, outcome, summary } from './actionView'
import type { Described } from './visitActionApi'

const request = (overrides: Partial<Described> = {}): Described => ({
  action: 'confirm',
  name: 'Claire Dubois',
  service: 'Réparation',
  requested: { day: '2030-12-07', time: '11:00' },
  status: 'requested',
  visit: { day: '2030-12-07', time: '11:00' },
  acknowledged: false,
  closed: false,
  hasPhoto: false,
  ...overrides,
})

describe('the action page’s words', () => {
  it('describe the request and the slot asked for, in French', () => {
    expect(summary(request())).toEqual(['Demande de Claire Dubois (Réparation).', 'Rendez-vous demandé\u00a0: samedi 7 décembre 2030 à 11\u00a0h.'])
  })

  it('see what is already done, so the button is not offered again', () => {
    expect(alreadySettled(request())).toBe(false)
    expect(alreadySettled(request({ status: 'confirmed' }))).toBe(true)
    expect(alreadySettled(request({ action: 'close', closed: true }))).toBe(true)
    expect(alreadySettled(request({ action: 'accept', status: 'proposed', slot: { day: '2030-12-07', time: '11:00' } }))).toBe(false)
    expect(alreadySettled(request({ action: 'accept', status: 'confirmed', slot: { day: '2030-12-07', time: '11:00' } }))).toBe(true)
    expect(alreadySettled(request({ action: 'propose', status: 'proposed' }))).toBe(false)
  })

  it('offer the free slots to propose, and only the requested day’s to confirm a visit at any time', () => {
    const freeSlots = ['2030-12-07 10:00', '2030-12-07 10:30', '2030-12-10 15:00']
    expect(choosableSlots(request({ action: 'propose', freeSlots }))?.map((slot) => slot.label)).toEqual([
      'samedi 7 décembre 2030 à 10\u00a0h',
      'samedi 7 décembre 2030 à 10\u00a0h\u00a030',
      'mardi 10 décembre 2030 à 15\u00a0h',
    ])
    expect(choosableSlots(request({ requested: { day: '2030-12-07', time: null }, freeSlots }))?.map((slot) => slot.value)).toEqual([
      '2030-12-07 10:00',
      '2030-12-07 10:30',
    ])
    expect(choosableSlots(request())).toBeNull()
  })

  it('tell the outcome as the server gave it: done with the e-mail sent or not, already done, or refused with its reason', () => {
    expect(outcome(request(), { outcome: 'done', status: 'confirmed', visit_date: '2030-12-07', visit_time: '11:00', mailed: true })).toEqual([
      'Le rendez-vous est confirmé.',
      'Confirmé\u00a0: samedi 7 décembre 2030 à 11\u00a0h.',
      'La confirmation est partie par e-mail.',
    ])
    expect(outcome(request(), { outcome: 'done', mailed: false })).toContain('L’e-mail n’a pas pu partir\u00a0: prévenez la personne vous-même.')
    expect(outcome(request(), { outcome: 'already' })).toEqual(['Déjà fait\u00a0: rien n’a changé.'])
    expect(outcome(request(), { outcome: 'refused', reason: 'visit_slot_full' })).toEqual([
      'Ce créneau est complet. Rien n’a été fait\u00a0: choisissez-en un autre.',
    ])
    expect(outcome(request({ action: 'close' }), { outcome: 'done', photoDeleted: true })).toEqual(['La demande est close.', 'Sa photo est supprimée.'])
  })
})

describe('an expired link', () => {
  it('is told apart as the workshop’s (confirm, propose, acknowledge, close) or the visitor’s, from its own payload', async () => {
    const expiresAt = new Date('2030-01-01T00:00:00Z')
    const link = (action: 'confirm' | 'propose' | 'acknowledge' | 'close' | 'accept' | 'cancel') =>
      signVisitAction({ message: '0f8fad5b-d9cb-469f-a165-70867728950e', action, expiresAt }, 'a-secret-of-this-test-only-and-long-enough')
    for (const action of ['confirm', 'propose', 'acknowledge', 'close'] as const) expect(isWorkshopLink(await link(action)), action).toBe(true)
    for (const action of ['accept', 'cancel'] as const) expect(isWorkshopLink(await link(action)), action).toBe(false)
    for (const garbage of ['', 'abc', 'bm90IGpzb24.x', '.', 'e30.x']) expect(isWorkshopLink(garbage), garbage).toBe(false)
  })
})
