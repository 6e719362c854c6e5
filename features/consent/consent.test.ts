import { describe, expect, it } from 'vitest'
import {
  CONSENT_STORAGE_KEY,
  consentReducer,
  defaultConsents,
  initialConsentState,
  isDecision,
  parseStoredConsents,
  serializeConsents,
  type ConsentAction,
  type ConsentState,
  type Consents,
} from './consent'

const all: Consents = { necessary: true, analytics: true, marketing: true, preferences: true }
const run = (actions: ConsentAction[], from: ConsentState = initialConsentState) => actions.reduce(consentReducer, from)

describe('consent state', () => {
  it('starts with only the necessary cookies, no choice made and the settings closed', () => {
    expect(initialConsentState).toEqual({ consents: defaultConsents, draft: defaultConsents, hasInteracted: false, settingsOpen: false })
    expect(defaultConsents).toEqual({ necessary: true, analytics: false, marketing: false, preferences: false })
  })

  it('restores a stored choice and counts it as an interaction', () => {
    const stored = { ...defaultConsents, preferences: true }
    const state = run([{ type: 'restore', consents: stored }])
    expect(state).toEqual({ consents: stored, draft: stored, hasInteracted: true, settingsOpen: false })
  })

  it('keeps the settings open when another tab restores a choice meanwhile', () => {
    const state = run([{ type: 'openSettings' }, { type: 'restore', consents: all }])
    expect(state.settingsOpen).toBe(true)
    expect(state.consents).toEqual(all)
  })

  it('accept all grants every category, marks the interaction and closes the settings', () => {
    expect(run([{ type: 'openSettings' }, { type: 'acceptAll' }])).toEqual({ consents: all, draft: all, hasInteracted: true, settingsOpen: false })
  })

  it('reject all keeps only the necessary cookies, marks the interaction and closes the settings', () => {
    const state = run([{ type: 'acceptAll' }, { type: 'openSettings' }, { type: 'rejectAll' }])
    expect(state).toEqual({ consents: defaultConsents, draft: defaultConsents, hasInteracted: true, settingsOpen: false })
  })

  it('toggle changes only the draft, not what is in force', () => {
    const state = run([{ type: 'openSettings' }, { type: 'toggle', category: 'analytics' }])
    expect(state.draft).toEqual({ ...defaultConsents, analytics: true })
    expect(state.consents).toEqual(defaultConsents)
    expect(state.hasInteracted).toBe(false)
    expect(run([{ type: 'toggle', category: 'analytics' }], state).draft.analytics).toBe(false)
  })

  it('save puts the draft in force, with necessary always on, and closes the settings', () => {
    const state = run([{ type: 'openSettings' }, { type: 'toggle', category: 'analytics' }, { type: 'toggle', category: 'preferences' }, { type: 'save' }])
    const saved = { necessary: true, analytics: true, marketing: false, preferences: true }
    expect(state).toEqual({ consents: saved, draft: saved, hasInteracted: true, settingsOpen: false })
    const forged = { ...initialConsentState, draft: { ...defaultConsents, necessary: false } }
    expect(consentReducer(forged, { type: 'save' }).consents.necessary).toBe(true)
  })

  it('opening the settings starts the draft from what is in force, discarding unsaved toggles', () => {
    const state = run([{ type: 'openSettings' }, { type: 'toggle', category: 'marketing' }, { type: 'closeSettings' }, { type: 'openSettings' }])
    expect(state.draft).toEqual(defaultConsents)
    expect(state.settingsOpen).toBe(true)
  })

  it('closing the settings changes nothing else', () => {
    const open = run([{ type: 'acceptAll' }, { type: 'openSettings' }])
    expect(consentReducer(open, { type: 'closeSettings' })).toEqual({ ...open, settingsOpen: false })
  })

  it('toggleSettings opens a closed panel with a fresh draft and closes an open one', () => {
    const opened = run([{ type: 'toggle', category: 'analytics' }, { type: 'toggleSettings' }])
    expect(opened.settingsOpen).toBe(true)
    expect(opened.draft).toEqual(defaultConsents)
    expect(consentReducer(opened, { type: 'toggleSettings' }).settingsOpen).toBe(false)
  })

  it('stores the choice after accept, reject and save only', () => {
    const decisions = (['acceptAll', 'rejectAll', 'save'] as const).map((type) => isDecision({ type }))
    expect(decisions).toEqual([true, true, true])
    const others: ConsentAction[] = [
      { type: 'restore', consents: all },
      { type: 'toggle', category: 'analytics' },
      { type: 'openSettings' },
      { type: 'closeSettings' },
      { type: 'toggleSettings' },
    ]
    expect(others.map(isDecision)).toEqual([false, false, false, false, false])
  })
})

describe('stored consent', () => {
  it('is kept under cookie-consents as JSON of the four categories, necessary always true', () => {
    expect(CONSENT_STORAGE_KEY).toBe('cookie-consents')
    expect(serializeConsents({ ...defaultConsents, analytics: true })).toBe('{"necessary":true,"analytics":true,"marketing":false,"preferences":false}')
    expect(serializeConsents({ ...all, necessary: false })).toBe('{"necessary":true,"analytics":true,"marketing":true,"preferences":true}')
  })

  it('reads back what it wrote', () => {
    for (const consents of [defaultConsents, all, { ...defaultConsents, marketing: true }]) {
      expect(parseStoredConsents(serializeConsents(consents))).toEqual(consents)
    }
  })

  it('forces necessary back to true, and accepts a value without it', () => {
    expect(parseStoredConsents('{"necessary":false,"analytics":true,"marketing":false,"preferences":true}')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: true,
    })
    expect(parseStoredConsents('{"analytics":false,"marketing":false,"preferences":false}')).toEqual(defaultConsents)
  })

  it('ignores keys it does not know', () => {
    expect(parseStoredConsents('{"necessary":true,"analytics":false,"marketing":false,"preferences":true,"tracking":true}')).toEqual({
      ...defaultConsents,
      preferences: true,
    })
  })

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['text that is not JSON', 'oui'],
    ['truncated JSON', '{"necessary":true,"analytics":'],
    ['JSON null', 'null'],
    ['a JSON string', '"accepted"'],
    ['a JSON number', '1'],
    ['a JSON array', '[true,true,true,true]'],
    ['a missing category', '{"necessary":true,"analytics":true,"marketing":true}'],
    ['strings instead of booleans', '{"necessary":"true","analytics":"true","marketing":"false","preferences":"false"}'],
    ['numbers instead of booleans', '{"necessary":1,"analytics":1,"marketing":0,"preferences":0}'],
    ['null for a category', '{"necessary":true,"analytics":null,"marketing":false,"preferences":false}'],
  ])('gives no choice for %s', (_, raw) => {
    expect(parseStoredConsents(raw)).toBeNull()
  })
})
